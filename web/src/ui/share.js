// "Share" on every lesson: a dialog with a link to this exact view, an embed snippet (an iframe
// and the <embedding-lab-panel> form, docs/EMBEDDING.md) that follows the teacher options as they
// are ticked (compact, hide the quiz, hide the text, lock chosen controls), and a live preview of
// the embedded result. page/build-lesson.js adds the button to every lesson it builds.
// Copy uses the Clipboard API; where it is refused (a sandboxed frame, file://, no permission)
// the text is selected and the status line says to press Ctrl+C. The single-file page (the SCORM
// package's, a saved copy) has no index.html beside it: it offers the link only, and says why.
import { languageName, learnerLanguages, words } from '../i18n/words.js';
import { settingName, toHash } from '../state.js';
import { controlsFor, settingsIn } from '../teacher-controls.js';
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);

// The languages the page is offered in (i18n/words.js): the dialog's choice goes in the embed
// URL as lang= and on the element as its lang attribute; "auto" leaves it to each reader.
export const pageLanguages = learnerLanguages;

// True in the single-file build (vite.single.config.js defines it), where snippets and a preview
// would point at an index.html that is not there.
/* global __EMBEDDING_LAB_SINGLE_FILE__ */
const singleFile =
  typeof __EMBEDDING_LAB_SINGLE_FILE__ !== 'undefined' && __EMBEDDING_LAB_SINGLE_FILE__ === true;

/** The embed URLs and snippets for one lesson and the options ticked. */
function embedSnippets({ base, panel, settings, options }) {
  const query = new URLSearchParams({ embed: panel.id });
  const hide = [];
  if (options.hideQuiz) hide.push('quiz');
  if (options.hideProse) hide.push('prose');
  if (!options.compact && hide.length) query.set('hide', hide.join(','));
  if (options.lock.length) query.set('lock', options.lock.join(','));
  if (options.compact) query.set('compact', '1');
  if (options.lang && pageLanguages.includes(options.lang)) query.set('lang', options.lang);
  const hash = new URLSearchParams(settings).toString();
  const src = `${new URL('index.html', base).href}?${query}${hash ? `#${hash}` : ''}`;
  const title = t('embeddedName', { title: panel.title });
  const quoted = (text) =>
    text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  // A compact lesson is a figure and its controls; a whole lesson scrolls inside its frame.
  const height = options.compact ? 560 : 900;
  const iframe = `<iframe src="${quoted(src)}" title="${quoted(title)}" style="width:100%;height:${height}px;border:0" loading="lazy"></iframe>`;
  const attributes = [`panel="${quoted(panel.id)}"`];
  for (const [key, value] of Object.entries(settings))
    attributes.push(`${key.replace(/_/g, '-')}="${quoted(String(value))}"`);
  for (const word of ['hide', 'lock', 'compact', 'lang'])
    if (query.has(word)) attributes.push(`${word}="${quoted(query.get(word))}"`);
  attributes.push(`title="${quoted(title)}"`);
  const element = `<script type="module" src="${quoted(new URL('embedding-lab-panel.js', base).href)}"></script>\n<embedding-lab-panel ${attributes.join(' ')}></embedding-lab-panel>`;
  return { src, iframe, element };
}

let nextId = 0;

/** A read-only text box with its Copy button and a status line that says what happened. */
function copyField({ label, multiline }) {
  const id = `share-field-${nextId++}`;
  const box = multiline
    ? h('textarea', { id, readOnly: true, rows: 4, spellcheck: 'false' })
    : h('input', { id, type: 'text', readOnly: true, spellcheck: 'false' });
  box.readOnly = true;
  const status = h('span', { className: 'share-status', role: 'status' });
  const copy = h('button', { type: 'button', className: 'share-copy' }, t('copy'));
  copy.setAttribute('aria-describedby', id);
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(box.value);
      status.textContent = t('copied');
    } catch {
      // Refused: select the text so the keyboard copies it.
      box.focus();
      box.select();
      status.textContent = t('copyByKeys');
    }
  });
  const element = h(
    'div',
    { className: 'share-field' },
    h('label', { for: id }, label),
    box,
    h('div', { className: 'share-field-actions' }, copy, status),
  );
  return {
    element,
    set(text) {
      if (box.value !== text) status.textContent = '';
      box.value = text;
    },
  };
}

function check(text, checked = false) {
  const input = h('input', { type: 'checkbox' });
  input.checked = checked;
  return { input, element: h('label', { className: 'check' }, input, ` ${text}`) };
}

/**
 * The Share button of a lesson. panel: the panel module; section: its mounted section;
 * settings(): the settings of this view the embed carries ({ key: value }, defaults left out);
 * link(): the full page's link to this view; table: the settings table (labels);
 * teacher: the page's teacher controls (the options start as the page's own).
 */
export function shareButton({ panel, section, settings, language, link, table, teacher, signal }) {
  const button = h(
    'button',
    { type: 'button', className: 'share-button chrome', 'aria-haspopup': 'dialog' },
    t('share'),
    h('span', { className: 'visually-hidden' }, ` ${panel.title}`),
  );
  let dialog = null;
  button.addEventListener('click', () => {
    dialog?.remove();
    dialog = shareDialog({ panel, section, settings, language, link, table, teacher, button });
    document.body.append(dialog);
    dialog.showModal();
  });
  signal?.addEventListener('abort', () => dialog?.remove());
  return button;
}

/** The dialog's frame: its heading, Close, the contents, and what closing does. */
function dialogFrame({ panel, button, contents, onClose }) {
  const titleId = `share-title-${nextId++}`;
  const close = h('button', { type: 'button', className: 'share-close' }, t('close'));
  const dialog = h(
    'dialog',
    { className: 'share-dialog', 'aria-labelledby': titleId },
    h(
      'div',
      { className: 'share-head' },
      h('h2', { id: titleId }, t('shareTitle', { title: panel.title })),
      close,
    ),
    ...contents,
  );
  close.addEventListener('click', () => dialog.close());
  // Escape closes a modal <dialog> by itself; reading goes on at the button that opened it.
  dialog.addEventListener('close', () => {
    onClose?.();
    button.focus();
    dialog.remove();
  });
  return dialog;
}

function shareDialog(options) {
  return singleFile ? singleFileDialog(options) : fullDialog(options);
}

/** The single file: the link to this view, and why nothing to embed is offered from here. */
function singleFileDialog({ panel, link, button }) {
  const linkField = copyField({ label: t('linkToView') });
  linkField.set(link());
  return dialogFrame({
    panel,
    button,
    contents: [linkField.element, h('p', { className: 'share-single-file' }, t('singleFileShare'))],
  });
}

/** The link, the embed snippets that follow the options, and a preview of the embedded lesson. */
function fullDialog({ panel, section, settings, language, link, table, teacher, button }) {
  const base = new URL('.', location.href);
  const linkField = copyField({ label: t('linkToView') });
  const iframeField = copyField({ label: t('embedIframe'), multiline: true });
  const elementField = copyField({
    label: t('embedElement', { tag: '<embedding-lab-panel>' }),
    multiline: true,
  });
  linkField.set(link());
  const options = embedOptions({ section, table, teacher, chosen: language });
  const preview = delayedPreview(panel);
  const update = () => {
    const snippets = embedSnippets({ base, panel, settings: settings(), options: options.read() });
    iframeField.set(snippets.iframe);
    elementField.set(snippets.element);
    preview.show(snippets.src);
  };
  const dialog = dialogFrame({
    panel,
    button,
    onClose: preview.cancel,
    contents: [
      linkField.element,
      options.element,
      iframeField.element,
      elementField.element,
      h('p', { className: 'share-preview-label' }, t('previewLabel')),
      preview.element,
    ],
  });
  dialog.addEventListener('change', update);
  update();
  return dialog;
}

/**
 * A teacher's options for the embed, starting as the page's own: its language, compact, hiding
 * the quiz or the prose, and which of the lesson's controls to lock. read() gives embedSnippets'
 * options as ticked.
 */
function embedOptions({ section, table, teacher, chosen }) {
  const compact = check(t('compactOption'), teacher.compact);
  const hideQuiz = check(t('hideQuizOption'), teacher.hide.has('quiz'));
  const hideProse = check(t('hideProseOption'), teacher.hide.has('prose'));
  const locks = lockChoices(section, table, teacher);
  const language = languageChoice(chosen);
  const element = h(
    'fieldset',
    { className: 'share-options' },
    h('legend', {}, t('forYourCourse')),
    h('label', { className: 'share-language-choice' }, t('embedLanguage'), ' ', language),
    compact.element,
    hideQuiz.element,
    hideProse.element,
    locks.length
      ? h(
          'fieldset',
          { className: 'share-locks' },
          h('legend', {}, t('fixControls')),
          ...locks.map((l) => l.element),
        )
      : null,
  );
  const read = () => {
    // A compact lesson hides the quiz and the prose already.
    hideQuiz.input.disabled = hideProse.input.disabled = compact.input.checked;
    return {
      compact: compact.input.checked,
      hideQuiz: hideQuiz.input.checked,
      hideProse: hideProse.input.checked,
      lock: locks.filter((l) => l.input.checked).map((l) => l.key),
      lang: language.value === 'auto' ? null : language.value,
    };
  };
  return { element, read };
}

/** A box per control of the lesson, found by its key as lock= finds it, named as it shows. */
function lockChoices(section, table, teacher) {
  const keys = settingsIn(section).filter((key) => Object.hasOwn(table, key));
  const shownName = (key) => {
    const [control] = controlsFor(section, key);
    const name = (control.querySelector('.control-label') ?? control).textContent.trim();
    return name || settingName(key, table[key]);
  };
  return keys.map((key) => ({ key, ...check(shownName(key), teacher.lock.has(key)) }));
}

/**
 * The embed's language: the one the page was set to (a teacher who chose Spanish embeds
 * Spanish); a page that follows the browser leaves each reader's browser to choose.
 */
function languageChoice(chosen) {
  const language = h(
    'select',
    { className: 'share-language' },
    h('option', { value: 'auto' }, t('embedLanguageAuto')),
    ...pageLanguages.map((code) => h('option', { value: code, lang: code }, languageName(code))),
  );
  language.value = pageLanguages.includes(chosen?.()) ? chosen() : 'auto';
  return language;
}

/** The preview frame, which loads once the ticking stops: a new address cancels the last load. */
function delayedPreview(panel) {
  const element = h('iframe', {
    className: 'share-preview',
    title: t('previewTitle', { title: panel.title }),
  });
  let timer = 0;
  const cancel = () => clearTimeout(timer);
  const show = (src) => {
    cancel();
    timer = setTimeout(() => {
      if (element.getAttribute('src') !== src) element.src = src;
    }, 400);
  };
  return { element, show, cancel };
}

/**
 * The settings of a lesson's view an embed carries: its own and the shared ones (the text, the
 * random seed), not defaults. Not the theme: the course page's reader keeps their own; nor the
 * language, which the dialog's choice puts in the query.
 */
export function lessonSettings(values, panel, table, owners) {
  const params = new URLSearchParams(toHash(values, null, table).slice(1));
  return Object.fromEntries(
    [...params].filter(
      ([key]) => !['theme', 'lang'].includes(key) && (!owners[key] || owners[key] === panel.id),
    ),
  );
}
