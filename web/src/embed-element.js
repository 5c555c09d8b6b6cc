// <embedding-lab-panel panel="pe-sinusoidal" d-model="128"></embedding-lab-panel>
// One script tag defines this element (docs/EMBEDDING.md). It renders an iframe to
// index.html?embed=PANEL next to this script, with every other attribute passed as a setting
// ('-' becomes '_': d-model -> d_model, pe-len -> pe_len; lang is the page's language) except the
// teacher controls hide, lock and compact, which go in the query string; sizes the frame from the
// page's height messages, re-dispatches the page's events on the element ('ready',
// 'training-progress', ..., with the message as event.detail), and sends changed attributes as
// apply-settings.
// Standalone on purpose: it imports nothing, so a course site loads one small file.
const pageUrl = new URL(/* @vite-ignore */ './index.html', import.meta.url);
// Teacher controls (hide, lock, compact) go in the query string, as in a link.
const teacherControls = ['hide', 'lock', 'compact'];
const notSettings = new Set([
  'panel',
  'title',
  'id',
  'class',
  'style',
  'hidden',
  'slot',
  ...teacherControls,
]);

function settingAttributes(element) {
  const settings = {};
  for (const { name, value } of element.attributes) {
    if (notSettings.has(name) || name.startsWith('aria-') || name.startsWith('data-')) continue;
    settings[name.replace(/-/g, '_')] = value;
  }
  return settings;
}

class EmbeddingLabPanel extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML =
      '<style>:host{display:block}iframe{display:block;width:100%;height:480px;border:0}</style>';
    this.frame = document.createElement('iframe');
    this.frame.setAttribute('part', 'frame');
    this.shadowRoot.append(this.frame);
    this.onMessage = this.onMessage.bind(this);
    this.observer = new MutationObserver((records) => this.attributesChanged(records));
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    this.observer.observe(this, { attributes: true });
    this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
    this.observer.disconnect();
  }

  /** Points the frame at the page for the current attributes. */
  load() {
    const panel = this.getAttribute('panel') ?? '';
    const url = new URL(pageUrl);
    url.searchParams.set('embed', panel);
    for (const name of teacherControls)
      if (this.hasAttribute(name)) url.searchParams.set(name, this.getAttribute(name));
    url.hash = new URLSearchParams(settingAttributes(this)).toString();
    this.frame.title = this.getAttribute('title') ?? `Embedding Lab: ${panel}`;
    this.ready = false;
    this.frame.src = url.href;
  }

  /** Sends settings to the embedded page ({ d_model: 64 }); answered by 'settings-applied'. */
  applySettings(settings) {
    this.frame.contentWindow?.postMessage({ type: 'apply-settings', settings }, '*');
  }

  attributesChanged(records) {
    const names = new Set(records.map((r) => r.attributeName));
    if (names.has('panel') || teacherControls.some((n) => names.has(n)) || !this.ready) {
      this.load();
      return;
    }
    const changed = {};
    for (const name of names) {
      if (notSettings.has(name) || name.startsWith('aria-') || name.startsWith('data-')) continue;
      if (this.hasAttribute(name)) changed[name.replace(/-/g, '_')] = this.getAttribute(name);
    }
    if (Object.keys(changed).length) this.applySettings(changed);
  }

  onMessage(event) {
    const message = event.data;
    if (event.source !== this.frame.contentWindow || message?.source !== 'embedding-lab') return;
    if (message.type === 'height') this.frame.style.height = `${Math.ceil(message.height)}px`;
    if (message.type === 'ready') this.ready = true;
    this.dispatchEvent(new CustomEvent(message.type, { detail: message }));
  }
}

if (!customElements.get('embedding-lab-panel'))
  customElements.define('embedding-lab-panel', EmbeddingLabPanel);
