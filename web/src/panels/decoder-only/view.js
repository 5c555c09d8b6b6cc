// Lesson decoder-only, its view: why GPT only looks back. Row t of the causal mask (with the weights of the
// attention panel's head), the next-token objective as the seed loop builds it, and what would
// go wrong without the mask. All numbers come from the core.
import { BarChart } from '../../charts/bar-chart.js';
import { byteLabel, formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { tokenStrip } from '../../lesson-parts/attention-lessons/token-strip.js';
import { encoderDecoder, explanation, objective, whyMask } from './content.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('decoder-only', strings);

export function mount(section, ctx) {
  const { values, shared } = ctx;
  // The head of the attention panel, so the two panels show the same weights.
  const head = {
    dModel: values.att_d ?? 16,
    dK: values.att_dk ?? 8,
    positions: values.att_pe ?? true,
    seed: values.seed,
  };
  let shownT = 0; // the token whose row the bars show, for their hover text
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
          ? t('rowHoverMasked', { t: shownT, j, byte: labels[j] })
          : t('rowHover', { t: shownT, j, byte: labels[j], weight: formatNumber(row[j], 6) })),
    onLeave: () => (barReadout.textContent = t('rowIdle', { point: pointVerb() })),
  });
  const pairsBody = h('tbody');
  const copyNote = h('p', { className: 'copy-note', 'aria-live': 'polite' });

  // The attention head's weights on the text, and the window of next-token pairs.
  const compute = (core, s) => {
    const attention = core.attentionLesson(s.text, { ...s.head, causal: s.dec_mask });
    const n = attention.ids.length;
    if (s.dec_t >= n) throw refusal('dec_t', t('pastEnd', { t: s.dec_t, n, last: n - 1 }));
    return { attention, pairs: core.nextTokenWindow(s.text, s.dec_start, s.dec_len) };
  };

  const draw = ({ attention: lesson, pairs }, s) => {
    const n = lesson.ids.length;
    const at = s.dec_t; // the token whose view is shown
    const masked = s.dec_mask;
    shownT = at;
    labels = Array.from(lesson.ids, byteLabel);
    row = Array.from(lesson.weights.data.subarray(at * n, (at + 1) * n));
    visibility.replaceChildren(
      tokenStrip(lesson.ids, {
        label: t('stripLabel', { t: at }),
        state: (i) => (i === at ? 'current' : i < at ? 'visible' : masked ? 'hidden' : 'future'),
        title: (i) =>
          i <= at ? t('tokenVisible') : masked ? t('tokenMasked') : t('tokenUnmasked'),
      }),
    );
    const later = n - at - 1;
    visibilityNote.textContent = masked
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

    const T = pairs.inputs.length;
    pairsBody.replaceChildren(
      ...Array.from(pairs.inputs, (x, p) => {
        const answerAt = pairs.answerPosition[p];
        const context = Array.from(pairs.inputs.subarray(0, p + 1), byteLabel).join('');
        const cheat = !masked && answerAt >= 0;
        return h(
          'tr',
          { className: cheat ? 'cheat' : '' },
          h('th', { scope: 'row' }, String(p)),
          h('td', { className: 'mono' }, byteLabel(x)),
          h('td', { className: 'mono context' }, context),
          h('td', { className: 'mono target' }, byteLabel(pairs.targets[p])),
          h(
            'td',
            {},
            masked
              ? t('answerHidden')
              : answerAt >= 0
                ? t('answerCopy', { at: answerAt })
                : t('answerNotInView'),
          ),
        );
      }),
    );
    const inView = masked ? 0 : Array.from(pairs.answerPosition).filter((a) => a >= 0).length;
    copyNote.textContent = masked
      ? t('copyMasked', { count: T })
      : t('copyUnmasked', { inView, count: T });
    // The sliders span what this text allows; the boxes still take any value and explain.
    tControl.slider.max = String(Math.max(0, n - 1));
    const total = pairs.totalTokens;
    startControl.slider.max = String(Math.max(0, total - s.dec_len - 1));
    lengthControl.slider.max = String(Math.max(1, Math.min(64, total - s.dec_start - 1)));
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text'],
    local: { head },
    compute,
    draw,
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
    try {
      lesson.change({ head: { ...lesson.state.head, ...event.detail } });
    } catch (error) {
      textBox.showError(error.message);
    }
  });
  lesson.start();
}
