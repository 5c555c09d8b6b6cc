// sampling, part 2: the next byte's distribution at every stage (softmax, temperature, top-k,
// top-p), one bar chart each over the bytes the model finds most likely.
import { byteLabel } from '../../format.js';
import { h } from '../../base/dom.js';
import { barFigure, num } from '../../lesson-parts/model/common.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('sampling', strings);

/**
 * The four charts: element (their box), draw(next, shown) for a next-byte distribution of the
 * sampling worker drawing its shown likeliest bytes, describe(state) to say in each chart's
 * summary whether it is from the settings above ('current') or from earlier ones ('updating'
 * while a newer one is computed, 'failed' when it could not be), destroy() for the charts.
 */
export function mountStages() {
  let next = null;
  let order = [];
  const stages = [
    ['plain', 'softmax(logits)', t('plainIdle')],
    ['tempered', t('afterTemperature'), 'softmax(logits / T)'],
    ['topK', t('afterTopK'), t('topKIdle')],
    ['topP', t('afterTopP'), t('topPIdle')],
  ];
  const stageFigures = stages.map(([key, heading, idle]) =>
    barFigure({
      name: `sampling-${key}`,
      heading,
      height: 150,
      hover: (i) => {
        const b = order[i];
        const values = {
          byte: byteLabel(b),
          b,
          probability: num(next[key][b]),
          logit: num(next.logits[b]),
        };
        return next[key][b] === 0 ? t('stageHoverCut', values) : t('stageHover', values);
      },
      idle: () => idle,
      // Empty until the first distribution arrives from the worker.
      table: () => ({
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
      }),
    }),
  );
  const element = h('div', { className: 'norm-charts' }, ...stageFigures.map((f) => f.figure));
  // What each chart's summary says: computing at first, then the drawn distribution, marked as
  // from the earlier settings while a newer one is computed.
  const stageSummaries = stages.map(([, heading]) => t('stageComputing', { heading }));
  const describe = (state) =>
    stageFigures.forEach((figure, s) => {
      const label = stageSummaries[s];
      figure.canvas.setAttribute(
        'aria-label',
        state === 'updating'
          ? t('stageEarlierUpdating', { label })
          : state === 'failed'
            ? t('stageEarlier', { label })
            : label,
      );
    });
  describe('current');

  return {
    element,
    draw(distribution, shown) {
      next = distribution;
      order = Array.from(next.order).slice(0, shown);
      stageFigures.forEach((figure, s) => {
        const [key, heading] = stages[s];
        stageSummaries[s] = t('stageLabel', {
          heading,
          count: shown,
          byte: byteLabel(order[0]),
          probability: num(next[key][order[0]]),
        });
        figure.draw(
          order.map((b) => next[key][b]),
          order.map(byteLabel),
          stageSummaries[s],
        );
      });
    },
    describe,
    destroy: () => stageFigures.forEach((f) => f.chart.destroy()),
  };
}
