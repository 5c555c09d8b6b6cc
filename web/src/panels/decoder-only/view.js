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
      (barReadout.textContent = `token ${current.t} → ${j} ‘${labels[j]}’: weight ${row[j] === 0 ? '0 (exactly: masked)' : formatNumber(row[j], 6)}`),
    onLeave: () => (barReadout.textContent = `${pointVerb()} a bar for the exact weight.`),
  });
  const pairsBody = h('tbody');
  const copyNote = h('p', { className: 'copy-note', 'aria-live': 'polite' });

  const render = () => {
    const lesson = core.attentionLesson(current.text, { ...head, causal: current.masked });
    const n = lesson.ids.length;
    if (current.t >= n)
      throw new Error(
        `token t = ${current.t} is past the end: this text has ${n} tokens (0 to ${n - 1}); lower t or type more text`,
      );
    const window = core.nextTokenWindow(current.text, current.start, current.length);
    const t = current.t;
    labels = Array.from(lesson.ids, byteLabel);
    row = Array.from(lesson.weights.data.subarray(t * n, (t + 1) * n));
    visibility.replaceChildren(
      tokenStrip(lesson.ids, {
        label: `What token ${t} can see`,
        state: (i) =>
          i === t ? 'current' : i < t ? 'visible' : current.masked ? 'hidden' : 'future',
        title: (i) =>
          i <= t
            ? 'visible'
            : current.masked
              ? 'future: masked'
              : 'future: visible without the mask',
      }),
    );
    const seen = n - t - 1;
    visibilityNote.textContent = current.masked
      ? `Token ${t} ‘${labels[t]}’ sees ${t + 1} token${t ? 's' : ''} (0 to ${t}); the ${seen} later one${seen === 1 ? ' is' : 's are'} masked, weight exactly 0.`
      : `Mask off: token ${t} ‘${labels[t]}’ also sees the ${seen} later token${seen === 1 ? '' : 's'}, including the one it is supposed to predict.`;
    bars.draw(row, labels);
    barCanvas.setAttribute(
      'aria-label',
      `Row ${t} of the attention weights over ${n} tokens: ${row.map((w) => formatNumber(w, 3)).join(', ')}`,
    );
    barReadout.textContent = `${pointVerb()} a bar for the exact weight.`;

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
              ? 'hidden: predict'
              : answerAt >= 0
                ? `copy x[${answerAt}]`
                : 'not in x: predict',
          ),
        );
      }),
    );
    const inView = current.masked
      ? 0
      : Array.from(window.answerPosition).filter((a) => a >= 0).length;
    copyNote.textContent = current.masked
      ? `With the mask: 0 of ${T} answers are in view. Every target must be predicted from the past.`
      : `Without the mask: ${inView} of ${T} answers are in view one position ahead. A model can copy them and reach almost zero loss, and learn nothing useful for generating.`;
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
    hint: 'the same text as the attention panel; each byte is a token',
    onText: (text) => change({ text }),
  });
  const intControl = settingControls(settings, { values, onChange, render: change });
  const tControl = intControl('dec_t', 't', { hint: 'the position whose view is shown' });
  const startControl = intControl('dec_start', 'start', {
    hint: 'where the window starts in the text',
  });
  const lengthControl = intControl('dec_len', 'length', {
    hint: `inputs per window, ${rangeText(settings.dec_len)}`,
  });
  const maskBox = settingControl(settings, 'dec_mask', {
    values,
    onChange,
    label: 'causal mask (look back only)',
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
    h('h3', {}, 'What token t can see'),
    visibility,
    visibilityNote,
    h(
      'figure',
      { className: 'chart bar-figure' },
      h('h3', {}, 'Row t of the attention weights (same head as the attention panel)'),
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
    h('h3', {}, 'The training objective: predict the next token'),
    ...objective(),
    h('div', { className: 'controls' }, startControl.element, lengthControl.element),
    h(
      'div',
      { className: 'table-scroll' },
      h(
        'table',
        { className: 'pairs-table' },
        h('caption', {}, 'Inputs x and shifted targets y, one training example per row'),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['t', 'input x[t]', 'sees x[0..t]', 'target y[t]', 'answer'].map((c) =>
              h('th', { scope: 'col' }, c),
            ),
          ),
        ),
        pairsBody,
      ),
    ),
    h('h3', {}, 'Why the future must be masked'),
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
