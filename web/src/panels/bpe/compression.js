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

export function mountCompression(container, { core }) {
  let chart = null;
  let shown = null; // { full, labels }: the training the curve and its data show
  const chartBox = h('div', { className: 'bpe-chart', role: 'img' });
  const chartNote = h('p', { className: 'note' });
  const compareBox = h('div', {});
  container.append(
    h(
      'figure',
      { className: 'chart' },
      h('h3', { className: 'figure-title' }, t('curveTitle')),
      chartBox,
      chartNote,
      chartTools({
        name: 'bpe-merges',
        label: t('curveData'),
        canvas: () => chart.plot.ctx.canvas,
        matrix: () => {
          const { full, labels } = shown;
          const K = full.counts.length;
          const data = new Float64Array(K * 5);
          for (let k = 0; k < K; k++)
            data.set(
              [
                full.merges[2 * k],
                full.merges[2 * k + 1],
                256 + k,
                full.counts[k],
                full.lengths[k],
              ],
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
        },
      }),
    ),
    compareBox,
  );

  /** Draws the training `full` (maxMerges) with `made` merges done, which leave `tokens`. */
  const update = ({ full, labels, made, tokens }) => {
    shown = { full, labels };
    // Compression: tokens against vocabulary size, with the current step marked.
    const K = full.counts.length;
    const xs = Array.from({ length: K + 1 }, (_, i) => 256 + i);
    const ys = [full.bytes, ...full.lengths];
    const curve = [xs, ys, xs.map((x) => (x === 256 + made ? ys[made] : null))];
    if (!chart)
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
    else chart.update(curve);
    chartBox.setAttribute(
      'aria-label',
      t('curveLabel', {
        bytes: formatCount(full.bytes),
        tokens: formatCount(tokens),
        vocab: 256 + made,
        last: formatCount(ys[K]),
        lastVocab: 256 + K,
        possible: K,
        max: maxMerges,
      }),
    );
    chartNote.textContent =
      K > 0
        ? t('curveNote', {
            first: formatCount(full.bytes - full.lengths[0]),
            k: K,
            last: formatCount((K > 1 ? full.lengths[K - 2] : full.bytes) - full.lengths[K - 1]),
          })
        : t('curveNoMerge');

    // Bytes against BPE against words, on the same text.
    const report = core.wordReport(full.text, full.text);
    const row = (name, vocab, count) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, name),
        h('td', {}, formatCount(vocab)),
        h('td', {}, formatCount(count)),
        h('td', {}, count > 0 ? formatNumber(full.bytes / count, 3) : '–'),
      );
    compareBox.replaceChildren(
      focusableWhenScrolling(
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
            row(t('wordsRow'), report.vocabSize, report.words.length),
          ),
        ),
      ),
    );
  };
  return { update, destroy: () => chart?.destroy() };
}
