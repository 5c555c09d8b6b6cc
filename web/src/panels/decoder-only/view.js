// Lesson decoder-only, its view: why GPT only looks back. Row t of the causal mask (with the weights of the
// attention panel's head), the next-token objective as the seed loop builds it, and what would
// go wrong without the mask. All numbers come from the core.
import { BarChart } from '../../charts/bar-chart.js';
import { byteLabel, formatNumber } from '../../format.js';
import {
  rangeText,
  settingControl,
  settingControls,
  sharedTextControl,
} from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { tokenStrip } from '../attention-lessons/token-strip.js';
import { encoderDecoder, explanation, objective, whyMask } from './content.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('decoder-only', strings);

export function mount(section, { core, values, onChange, shared }) {
  const current = {
    text: values.text,
    t: values.dec_t,
    start: values.dec_start,
    length: values.dec_len,
    masked: values.dec_mask,
  };
  // The head of the attention panel, so the two panels show the same weights.
  const head = {
    dModel: values.att_d ?? 16,
    dK: values.att_dk ?? 8,
    positions: values.att_pe ?? true,
    seed: values.seed,
  };
  let row = [];
  const visibility = h('div', { className: 'token-strip-box' });
  const visibilityNote = h('p', { className: 'note', 'aria-live': 'polite' });
  const barCanvas = h('canvas', { className: 'bar-chart', role: 'img' });
  const barReadout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  let labels = [];
  const bars = new BarChart(barCanvas, {
    height: 150,
    onHover: (j) =>
      (barReadout.textContent =
        row[j] === 0
          ? t('rowHoverMasked', { t: current.t, j, byte: labels[j] })
          : t('rowHover', { t: current.t, j, byte: labels[j], weight: formatNumber(row[j], 6) })),
    onLeave: () => (barReadout.textContent = t('rowIdle', { point: pointVerb() })),
  });
  const pairsBody = h('tbody');
  const copyNote = h('p', { className: 'copy-note', 'aria-live': 'polite' });

  const render = () => {
    const lesson = core.attentionLesson(current.text, { ...head, causal: current.masked });
    const n = lesson.ids.length;
    if (current.t >= n) throw new Error(t('pastEnd', { t: current.t, n, last: n - 1 }));
    const window = core.nextTokenWindow(current.text, current.start, current.length);
    const at = current.t; // the token whose view is shown
    labels = Array.from(lesson.ids, byteLabel);
    row = Array.from(lesson.weights.data.subarray(at * n, (at + 1) * n));
    visibility.replaceChildren(
      tokenStrip(lesson.ids, {
        label: t('stripLabel', { t: at }),
        state: (i) =>
          i === at ? 'current' : i < at ? 'visible' : current.masked ? 'hidden' : 'future',
        title: (i) =>
          i <= at ? t('tokenVisible') : current.masked ? t('tokenMasked') : t('tokenUnmasked'),
      }),
    );
    const later = n - at - 1;
    visibilityNote.textContent = current.masked
      ? t('seesMasked', {
          t: at,
          byte: labels[at],
          seen: t('tokensSeen', { n: at + 1, last: at }),
          later,
        })
      : t('seesUnmasked', { t: at, byte: labels[at], later });
    bars.draw(row, labels);
    barCanvas.setAttribute(
      'aria-label',
      t('rowLabel', { t: at, n, weights: row.map((w) => formatNumber(w, 3)).join(', ') }),
    );
    barReadout.textContent = t('rowIdle', { point: pointVerb() });

    const T = window.inputs.length;
    pairsBody.replaceChildren(
      ...Array.from(window.inputs, (x, p) => {
        const answerAt = window.answerPosition[p];
        const context = Array.from(window.inputs.subarray(0, p + 1), byteLabel).join('');
        const cheat = !current.masked && answerAt >= 0;
        return h(
          'tr',
          { className: cheat ? 'cheat' : '' },
          h('th', { scope: 'row' }, String(p)),
          h('td', { className: 'mono' }, byteLabel(x)),
          h('td', { className: 'mono context' }, context),
          h('td', { className: 'mono target' }, byteLabel(window.targets[p])),
          h(
            'td',
            {},
            current.masked
              ? t('answerHidden')
              : answerAt >= 0
                ? t('answerCopy', { at: answerAt })
                : t('answerNotInView'),
          ),
        );
      }),
    );
    const inView = current.masked
      ? 0
      : Array.from(window.answerPosition).filter((a) => a >= 0).length;
    copyNote.textContent = current.masked
      ? t('copyMasked', { count: T })
      : t('copyUnmasked', { inView, count: T });
    // The sliders span what this text allows; the boxes still take any value and explain.
    tControl.slider.max = String(Math.max(0, n - 1));
    const total = window.totalTokens;
    startControl.slider.max = String(Math.max(0, total - current.length - 1));
    lengthControl.slider.max = String(Math.max(1, Math.min(64, total - current.start - 1)));
    section.dataset.status = 'ready';
  };
  // Redraws with the changes, rolling back and rethrowing if the core rejects them.
  const change = (changes) => applyOrRollBack(current, changes, render);

  const textBox = sharedTextControl({
    values,
    onChange,
    shared,
    hint: t('textHint'),
    onText: (text) => change({ text }),
  });
  const intControl = settingControls(settings, { values, onChange, render: change });
  const tControl = intControl('dec_t', 't', { hint: t('tHint') });
  const startControl = intControl('dec_start', 'start', { hint: t('startHint') });
  const lengthControl = intControl('dec_len', 'length', {
    hint: t('lengthHint', { range: rangeText(settings.dec_len) }),
  });
  const maskBox = settingControl(settings, 'dec_mask', {
    values,
    onChange,
    label: t('maskLabel'),
    apply: (masked) => change({ masked }),
  });

  section.append(
    ...explanation(),
    h(
      'div',
      { className: 'controls' },
      textBox.element,
      tControl.element,
      h('div', { className: 'control checks' }, maskBox.element),
    ),
    h('h3', {}, t('visibleTitle')),
    visibility,
    visibilityNote,
    h(
      'figure',
      { className: 'chart bar-figure' },
      h('h3', {}, t('rowTitle')),
      barCanvas,
      barReadout,
      chartTools({
        name: 'decoder-row-weights',
        canvas: () => barCanvas,
        matrix: () => ({
          rows: 1,
          cols: row.length,
          data: Float64Array.from(row),
          colLabels: labels,
        }),
      }),
    ),
    h('h3', {}, t('objectiveTitle')),
    ...objective(),
    h('div', { className: 'controls' }, startControl.element, lengthControl.element),
    h(
      'div',
      { className: 'table-scroll' },
      h(
        'table',
        { className: 'pairs-table' },
        h('caption', {}, t('pairsCaption')),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['t', t('pairsInput'), t('pairsSees'), t('pairsTarget'), t('pairsAnswer')].map((c) =>
              h('th', { scope: 'col' }, c),
            ),
          ),
        ),
        pairsBody,
      ),
    ),
    h('h3', {}, t('whyMaskTitle')),
    whyMask(),
    copyNote,
    ...encoderDecoder(),
  );
  shared.addEventListener('attention-head', (event) => {
    Object.assign(head, event.detail);
    try {
      render();
    } catch (error) {
      textBox.showError(error.message);
    }
  });
  try {
    render();
  } catch (error) {
    textBox.showError(error.message);
    section.dataset.status = 'error';
  }
}
