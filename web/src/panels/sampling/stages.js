// sampling, part 2: the next byte's distribution at every stage (softmax, temperature, top-k,
// top-p), one bar chart each over the bytes the model finds most likely.
import { byteLabel } from '../../format.js';
import { h } from '../../base/dom.js';
import { barFigure } from '../../charts/bar-chart.js';
import { num } from '../../lesson-parts/model/common.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('sampling', strings);

/** The stages, in the page's language: [key of the distribution, heading, idle read-out]. */
const stageList = () => [
  ['plain', 'softmax(logits)', t('plainIdle')],
  ['tempered', t('afterTemperature'), 'softmax(logits / T)'],
  ['topK', t('afterTopK'), t('topKIdle')],
  ['topP', t('afterTopP'), t('topPIdle')],
];

/** A byte's bar, hovered: its probability at this stage (or that it was cut) and its logit. */
function hoverText(next, key, b) {
  const values = {
    byte: byteLabel(b),
    b,
    probability: num(next[key][b]),
    logit: num(next.logits[b]),
  };
  return next[key][b] === 0 ? t('stageHoverCut', values) : t('stageHover', values);
}

/** Every byte at every stage, likeliest first, for CSV and the table (empty before the first). */
function distributionTable(next) {
  return {
    rows: next ? 256 : 0,
    cols: 5,
    data: Float64Array.from({ length: next ? 256 * 5 : 0 }, (_, k) => {
      const b = next.order[Math.floor(k / 5)];
      return [next.logits, next.plain, next.tempered, next.topK, next.topP][k % 5][b];
    }),
    rowLabels: Array.from(next?.order ?? [], (b) => `${b} ${byteLabel(b)}`),
    colLabels: [
      t('logitColumn'),
      t('softmaxColumn'),
      t('temperatureColumn'),
      t('topKColumn'),
      t('topPColumn'),
    ],
  };
}

/** What a chart's summary says while a newer distribution is computed, or could not be. */
function stageSummary(label, state) {
  if (state === 'updating') return t('stageEarlierUpdating', { label });
  if (state === 'failed') return t('stageEarlier', { label });
  return label;
}

/**
 * The four charts: element (their box), draw(next, shown) for a next-byte distribution of the
 * sampling worker drawing its shown likeliest bytes, describe(state) to say in each chart's
 * summary whether it is from the settings above ('current') or from earlier ones ('updating'
 * while a newer one is computed, 'failed' when it could not be; nothing before the first
 * distribution), destroy() for the charts.
 */
export function mountStages() {
  const drawn = { next: null, order: [] }; // the distribution drawn and its bytes shown
  const stages = stageList();
  const figures = stages.map(([key, heading, idle]) =>
    barFigure({
      name: `sampling-${key}`,
      heading,
      height: 150,
      hover: (i) => hoverText(drawn.next, key, drawn.order[i]),
      idle: () => idle,
      table: () => distributionTable(drawn.next),
    }),
  );
  // Each chart's summary: computing at first, then the drawn distribution.
  const summaries = stages.map(([, heading]) => t('stageComputing', { heading }));
  const label = (state) =>
    figures.forEach((figure, s) =>
      figure.canvas.setAttribute('aria-label', stageSummary(summaries[s], state)),
    );
  label('current');
  return {
    element: h('div', { className: 'norm-charts' }, ...figures.map((f) => f.figure)),
    draw(next, shown) {
      drawn.next = next;
      drawn.order = Array.from(next.order).slice(0, shown);
      figures.forEach((figure, s) => {
        const [key, heading] = stages[s];
        const top = drawn.order[0];
        summaries[s] = t('stageLabel', {
          heading,
          count: shown,
          byte: byteLabel(top),
          probability: num(next[key][top]),
        });
        figure.draw(
          drawn.order.map((b) => next[key][b]),
          drawn.order.map(byteLabel),
          summaries[s],
        );
      });
    },
    describe(state) {
      if (drawn.next) label(state);
    },
    destroy: () => figures.forEach((f) => f.chart.destroy()),
  };
}
