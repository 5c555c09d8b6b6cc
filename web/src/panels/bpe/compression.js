// bpe, part 2: compression, the number of tokens against the vocabulary size with the current
// step marked (and the merges as data), and the training text in bytes, BPE tokens and words.
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatCount, formatNumber } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { maxMerges } from './lesson.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('bpe', strings);

/** Every merge of the training as a data table: its two ids, the new id, its count, tokens after. */
function mergesMatrix({ full, labels }) {
  const K = full.counts.length;
  const data = new Float64Array(K * 5);
  for (let k = 0; k < K; k++)
    data.set(
      [full.merges[2 * k], full.merges[2 * k + 1], 256 + k, full.counts[k], full.lengths[k]],
      k * 5,
    );
  return {
    rows: K,
    cols: 5,
    data,
    rowLabels: Array.from({ length: K }, (_, k) => labels[256 + k]),
    colLabels: [
      t('leftIdColumn'),
      t('rightIdColumn'),
      t('newIdColumn'),
      t('pairCountColumn'),
      t('tokensAfterColumn'),
    ],
  };
}

/** The curve's columns: vocabulary sizes, tokens after each merge, and the current step alone. */
function curveData(full, made) {
  const xs = Array.from({ length: full.counts.length + 1 }, (_, i) => 256 + i);
  const ys = [full.bytes, ...full.lengths];
  return [xs, ys, xs.map((x) => (x === 256 + made ? ys[made] : null))];
}

/** What the curve shows, as words: its text alternative and the note under it. */
function curveWords(full, made, tokens) {
  const K = full.counts.length;
  const label = t('curveLabel', {
    bytes: formatCount(full.bytes),
    tokens: formatCount(tokens),
    vocab: 256 + made,
    last: formatCount(K > 0 ? full.lengths[K - 1] : full.bytes),
    lastVocab: 256 + K,
    possible: K,
    max: maxMerges,
  });
  const note =
    K > 0
      ? t('curveNote', {
          first: formatCount(full.bytes - full.lengths[0]),
          k: K,
          last: formatCount((K > 1 ? full.lengths[K - 2] : full.bytes) - full.lengths[K - 1]),
        })
      : t('curveNoMerge');
  return { label, note };
}

/** The training text in bytes, in BPE tokens after `made` merges and in words. */
function compareTable(full, wordLevel, made, tokens) {
  const row = (name, vocab, count) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, name),
      h('td', {}, formatCount(vocab)),
      h('td', {}, formatCount(count)),
      h('td', {}, count > 0 ? formatNumber(full.bytes / count, 3) : '–'),
    );
  return focusableWhenScrolling(
    h(
      'table',
      { className: 'compare-table' },
      h('caption', {}, t('compareCaption', { bytes: formatCount(full.bytes) })),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('tokenizerColumn')),
          h('th', { scope: 'col' }, t('vocabularyColumn')),
          h('th', { scope: 'col' }, t('tokensColumn')),
          h('th', { scope: 'col' }, t('bytesPerTokenColumn')),
        ),
      ),
      h(
        'tbody',
        {},
        row(t('bytesRow'), 256, full.bytes),
        row(t('bpeRow', { n: made }), 256 + made, tokens),
        row(t('wordsRow'), wordLevel.vocabSize, wordLevel.words.length),
      ),
    ),
  );
}

/**
 * The compression figure and the comparison table: elements to place, draw(training, made,
 * tokens) for the training { full, labels, words } with `made` merges done, which leave
 * `tokens`, and destroy().
 */
export function compressionView() {
  let chart = null;
  let shown = null; // the training the curve and its data show
  const chartBox = h('div', { className: 'bpe-chart', role: 'img' });
  const chartNote = h('p', { className: 'note' });
  const compareBox = h('div', {});
  const figure = h(
    'figure',
    { className: 'chart' },
    h('h3', { className: 'figure-title' }, t('curveTitle')),
    chartBox,
    chartNote,
    chartTools({
      name: 'bpe-merges',
      label: t('curveData'),
      canvas: () => chart.plot.ctx.canvas,
      matrix: () => mergesMatrix(shown),
    }),
  );
  const drawCurve = (curve) => {
    if (chart) return chart.update(curve);
    chart = lineChart(chartBox, {
      series: [
        { label: t('curveSeries'), color: palette[0] },
        { label: t('curveNow'), color: palette[1], width: 0 },
      ],
      data: curve,
      xLabel: t('curveX'),
      integerX: true,
      yLabel: t('curveY'),
      points: true,
      height: 220,
    });
  };
  const draw = (training, made, tokens) => {
    shown = training;
    const { full } = training;
    drawCurve(curveData(full, made));
    const { label, note } = curveWords(full, made, tokens);
    chartBox.setAttribute('aria-label', label);
    chartNote.textContent = note;
    compareBox.replaceChildren(compareTable(full, training.words, made, tokens));
  };
  return { elements: [figure, compareBox], draw, destroy: () => chart?.destroy() };
}
