// Lesson decoder-only, its view: why GPT only looks back. Row t of the causal mask (with the weights of the
// attention panel's head), the next-token objective as the seed loop builds it, and what would
// go wrong without the mask. All numbers come from the core.
import { BarChart } from '../../charts/bar-chart.js';
import { byteLabel, formatNumber, formatNumbers } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { chartTools } from '../../charts/chart-tools.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { tokenStrip } from '../../lesson-parts/attention-lessons/token-strip.js';
import { encoderDecoder, explanation, objective, whyMask } from './content.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('decoder-only', strings);

// The head of the attention lesson, as its settings say at load, so the two lessons show the same
// weights; the attention lesson tells of every head it draws after that ('attention-head').
const attentionHead = (values) => ({
  dModel: values.att_d ?? 16,
  dK: values.att_dk ?? 8,
  positions: values.att_pe ?? true,
  seed: values.seed,
});

/** The attention head's weights on the text, up to token t. */
function computeRow(core, s) {
  const attention = core.attentionLesson(s.text, { ...s.head, causal: s.dec_mask });
  const n = attention.ids.length;
  if (s.dec_t >= n) throw refusal('dec_t', t('pastEnd', { t: s.dec_t, n, last: n - 1 }));
  return attention;
}

/** The window of next-token pairs the seed loop builds from the text. */
const computePairs = (core, s) => core.nextTokenWindow(s.text, s.dec_start, s.dec_len);

/** Row t of the weights as bars, with their read-out and download tools. */
function rowFigure() {
  let shown = { at: 0, row: [], labels: [] }; // what the bars show, for their hover text
  const canvas = h('canvas', { className: 'bar-chart', role: 'img' });
  const readout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  const idle = () => t('rowIdle', { point: pointVerb() });
  const bars = new BarChart(canvas, {
    height: 150,
    onHover: (j) => {
      const { at, row, labels } = shown;
      readout.textContent =
        row[j] === 0
          ? t('rowHoverMasked', { t: at, j, byte: labels[j] })
          : t('rowHover', { t: at, j, byte: labels[j], weight: formatNumber(row[j], 6) });
    },
    onLeave: () => (readout.textContent = idle()),
  });
  const figure = h(
    'figure',
    { className: 'chart bar-figure' },
    h('h3', {}, t('rowTitle')),
    canvas,
    readout,
    chartTools({
      name: 'decoder-row-weights',
      canvas: () => canvas,
      matrix: () => ({
        rows: 1,
        cols: shown.row.length,
        data: Float64Array.from(shown.row),
        colLabels: shown.labels,
      }),
    }),
  );
  const draw = (next) => {
    shown = next;
    const { at, row, labels } = next;
    bars.draw(row, labels);
    const weights = formatNumbers(row, (w) => formatNumber(w, 3));
    canvas.setAttribute('aria-label', t('rowLabel', { t: at, n: row.length, weights }));
    readout.textContent = idle();
  };
  return { figure, draw };
}

/** The text's tokens as token t sees them: itself, the ones before, and the later ones. */
function visibilityStrip(ids, at, masked) {
  return tokenStrip(ids, {
    label: t('stripLabel', { t: at }),
    state: (i) => (i === at ? 'current' : i < at ? 'visible' : masked ? 'hidden' : 'future'),
    title: (i) => (i <= at ? t('tokenVisible') : masked ? t('tokenMasked') : t('tokenUnmasked')),
  });
}

/** What token t sees, in a sentence. */
function seesText(at, labels, masked) {
  const later = labels.length - at - 1;
  return masked
    ? t('seesMasked', {
        t: at,
        byte: labels[at],
        seen: t('tokensSeen', { n: at + 1, last: at }),
        later,
      })
    : t('seesUnmasked', { t: at, byte: labels[at], later });
}

/** One row per input of the window: its context, its target, and whether the answer is in view. */
function pairRows(pairs, masked) {
  return Array.from(pairs.inputs, (x, p) => {
    const answerAt = pairs.answerPosition[p];
    const seen = (from, to) => Array.from(pairs.inputs.subarray(from, to), byteLabel).join('');
    // Without the mask every row sees the whole window: the later inputs, the answers among them,
    // are underlined after the prefix the mask would leave.
    const context = masked
      ? [seen(0, p + 1)]
      : [seen(0, p + 1), h('span', { className: 'later' }, seen(p + 1))];
    const answer = masked
      ? t('answerHidden')
      : answerAt >= 0
        ? t('answerCopy', { at: answerAt })
        : t('answerNotInView');
    return h(
      'tr',
      { className: !masked && answerAt >= 0 ? 'cheat' : '' },
      h('th', { scope: 'row' }, String(p)),
      h('td', { className: 'mono' }, byteLabel(x)),
      h('td', { className: 'mono context' }, ...context),
      h('td', { className: 'mono target' }, byteLabel(pairs.targets[p])),
      h('td', {}, answer),
    );
  });
}

/** How many answers the window would show its inputs without the mask. */
function copyText(pairs, masked) {
  const count = pairs.inputs.length;
  if (masked) return t('copyMasked', { count });
  const inView = Array.from(pairs.answerPosition).filter((a) => a >= 0).length;
  return t('copyUnmasked', { inView, count });
}

/** The pairs' table around `body`, and its "sees" heading, which says what the mask leaves. */
function pairsTable(body) {
  const sees = h('th', { scope: 'col' }, t('pairsSees'));
  const column = (text) => h('th', { scope: 'col' }, text);
  const element = h(
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
          column('t'),
          column(t('pairsInput')),
          sees,
          column(t('pairsTarget')),
          column(t('pairsAnswer')),
        ),
      ),
      body,
    ),
  );
  return { element, sees };
}

export function mount(section, ctx) {
  const visibility = h('div', { className: 'token-strip-box' });
  const visibilityNote = h('p', { className: 'note', 'aria-live': 'polite' });
  const rows = rowFigure();
  const pairsBody = h('tbody');
  const pairsView = pairsTable(pairsBody);
  const copyNote = h('p', { className: 'copy-note', 'aria-live': 'polite' });

  // The sliders span what this text allows; the boxes still take any value and explain.
  const rowPart = {
    uses: ['text', 'head', 'dec_mask', 'dec_t'],
    compute: computeRow,
    draw: (attention, s) => {
      const n = attention.ids.length;
      const at = s.dec_t; // the token whose view is shown
      const labels = Array.from(attention.ids, byteLabel);
      visibility.replaceChildren(visibilityStrip(attention.ids, at, s.dec_mask));
      visibilityNote.textContent = seesText(at, labels, s.dec_mask);
      rows.draw({
        at,
        labels,
        row: Array.from(attention.weights.data.subarray(at * n, (at + 1) * n)),
      });
      tControl.slider.max = String(Math.max(0, n - 1));
    },
  };
  const pairsPart = {
    uses: ['text', 'dec_mask', 'dec_start', 'dec_len'],
    compute: computePairs,
    draw: (pairs, s) => {
      pairsBody.replaceChildren(...pairRows(pairs, s.dec_mask));
      const last = pairs.inputs.length - 1;
      pairsView.sees.textContent = s.dec_mask ? t('pairsSees') : t('pairsSeesAll', { last });
      copyNote.textContent = copyText(pairs, s.dec_mask);
      const total = pairs.totalTokens;
      startControl.slider.max = String(Math.max(0, total - s.dec_len - 1));
      lengthControl.slider.max = String(Math.max(1, Math.min(64, total - s.dec_start - 1)));
    },
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text'],
    local: { head: attentionHead(ctx.values) },
    parts: [rowPart, pairsPart],
  });
  const textBox = lesson.control('text', { hint: t('textHint') });
  const tControl = lesson.control('dec_t', { hint: t('tHint') });
  const startControl = lesson.control('dec_start', { hint: t('startHint') });
  const lengthControl = lesson.control('dec_len', {
    hint: t('lengthHint', { range: rangeText(settings.dec_len) }),
  });
  const maskBox = lesson.control('dec_mask', { label: t('maskLabel') });

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
    rows.figure,
    h('h3', {}, t('objectiveTitle')),
    ...objective(),
    h('div', { className: 'controls' }, startControl.element, lengthControl.element),
    pairsView.element,
    h('h3', {}, t('whyMaskTitle')),
    whyMask(),
    copyNote,
    ...encoderDecoder(),
  );
  followHead(ctx.shared, lesson, textBox);
  lesson.start();
}

/** The head another lesson chose (attention, heads) is the one whose row this lesson shows. */
function followHead(shared, lesson, textBox) {
  shared.addEventListener('attention-head', (event) => {
    try {
      lesson.change({ head: { ...lesson.state.head, ...event.detail } });
    } catch (error) {
      textBox.showError(coreMessage(error));
    }
  });
}
