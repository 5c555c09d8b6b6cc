// block, part 1: pre-norm against post-norm, the same random blocks stacked both ways: the size
// of x and of its gradient at every block boundary, and what that chart can and cannot show.
import { lineChart } from '../../charts/line-chart.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { rangeText, settingControl } from '../../ui/controls.js';
import { labModel, num } from '../../lesson-parts/model/common.js';
import { settings } from './lesson.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('block', strings);

/**
 * What the gradient chart shows, from its own numbers, and what it cannot show: the warm-up
 * trouble of deep post-norm stacks is a fact about training the weights, which a chart of x's
 * gradients before any step does not measure.
 */
export function placementNoteText(placement) {
  const D = placement.depth;
  const pre = placement.preGradient;
  const post = placement.postGradient;
  const factor = post[0] / pre[0];
  const shows =
    factor >= 1
      ? t('shows', { post: num(post[0]), factor: num(factor), pre: num(pre[0]) })
      : t('showsSmaller', { post: num(post[0]), factor: num(1 / factor), pre: num(pre[0]) });
  // Whether the gradient stays within a factor of 1.25 from the output back to the input.
  const steady = (values) => values[0] / values[D] > 0.8 && values[0] / values[D] < 1.25;
  const ends = {
    postOut: num(post[D]),
    postIn: num(post[0]),
    postRatio: num(post[0] / post[D]),
    preOut: num(pre[D]),
    preIn: num(pre[0]),
    preRatio: num(pre[0] / pre[D]),
  };
  const change = steady(post)
    ? steady(pre)
      ? t('bothStay', ends)
      : t('postStaysPreChanges', ends)
    : steady(pre)
      ? t('postChangesPreStays', ends)
      : t('bothChange', ends);
  return [shows, change, t('doesNotShow')].join(' ');
}

/**
 * The section's elements (heading, prose, depth control, read-out, the two charts, the note),
 * draw() for the stack current.depth deep with current.seed's blocks (may throw: the core's
 * message), and destroy() for the charts.
 */
export function mountPlacement({ core, values, onChange, current }) {
  let placement = null;
  // Pre-norm vs post-norm, as two line charts over the stack depth.
  const activationBox = h('div', { className: 'placement-chart', role: 'img' });
  const gradientBox = h('div', { className: 'placement-chart', role: 'img' });
  let activationChart = null;
  let gradientChart = null;
  // One table per chart: rows are block boundaries, columns pre-norm and post-norm.
  const placementTable = (pre, post, colLabels) => () => ({
    rows: placement.depth + 1,
    cols: 2,
    data: Float64Array.from(
      { length: (placement.depth + 1) * 2 },
      (_, k) => (k % 2 ? placement[post] : placement[pre])[k >> 1],
    ),
    rowLabels: Array.from({ length: placement.depth + 1 }, (_, l) =>
      l === placement.depth ? t('boundaryOutput') : t('boundaryInto', { l: l + 1 }),
    ),
    colLabels,
  });
  const placementReadout = h('p', { className: 'readout', 'aria-live': 'polite' });
  const placementNote = h('p', { className: 'note placement-note' });

  const draw = () => {
    const model = labModel(values, current.seed);
    placement = core.normPlacement(
      current.depth,
      model.dModel,
      model.heads,
      16,
      model.norm,
      current.seed,
    );
    const xs = Array.from({ length: placement.depth + 1 }, (_, l) => l);
    const actData = [xs, Array.from(placement.preActivation), Array.from(placement.postActivation)];
    const gradData = [xs, Array.from(placement.preGradient), Array.from(placement.postGradient)];
    const series = [{ label: t('preNorm') }, { label: t('postNorm'), dash: [6, 4] }];
    activationChart?.destroy();
    gradientChart?.destroy();
    activationChart = lineChart(activationBox, {
      series,
      data: actData,
      xLabel: t('boundaryAxis'),
      yLabel: t('activationAxis'),
      points: true,
      integerX: true,
      height: 220,
    });
    gradientChart = lineChart(gradientBox, {
      series,
      data: gradData,
      xLabel: t('boundaryAxis'),
      yLabel: t('gradientAxis'),
      points: true,
      integerX: true,
      height: 220,
    });
    const D = placement.depth;
    activationBox.setAttribute(
      'aria-label',
      t('activationLabel', {
        depth: D,
        preIn: num(placement.preActivation[0]),
        preOut: num(placement.preActivation[D]),
        postOut: num(placement.postActivation[D]),
      }),
    );
    gradientBox.setAttribute(
      'aria-label',
      t('gradientLabel', {
        preIn: num(placement.preGradient[0]),
        postIn: num(placement.postGradient[0]),
        preOut: num(placement.preGradient[D]),
        postOut: num(placement.postGradient[D]),
      }),
    );
    placementReadout.textContent = t('placementReadout', {
      blocks: t('randomBlocks', { n: D }),
      dModel: model.dModel,
      heads: t('headCount', { n: model.heads }),
      norm: model.norm === 'layernorm' ? 'LayerNorm' : 'RMSNorm',
      preIn: num(placement.preActivation[0]),
      preOut: num(placement.preActivation[D]),
      postOut: num(placement.postActivation[D]),
      preGradIn: num(placement.preGradient[0]),
      postGradIn: num(placement.postGradient[0]),
      preRatio: num(placement.preGradient[0] / placement.preGradient[D]),
      postRatio: num(placement.postGradient[0] / placement.postGradient[D]),
    });
    placementNote.textContent = placementNoteText(placement);
  };

  const depthControl = settingControl(settings, 'bk_depth', {
    values,
    onChange,
    apply: (v) => {
      current.depth = v;
      draw();
    },
    hint: t('depthHint', { range: rangeText(settings.bk_depth) }),
  });

  const elements = [
    h('h3', {}, t('placementTitle')),
    h('p', {}, t('placementProse')),
    h('div', { className: 'controls' }, depthControl.element),
    placementReadout,
    h(
      'div',
      { className: 'norm-charts' },
      h(
        'figure',
        { className: 'chart' },
        h('h3', {}, t('activationTitle')),
        activationBox,
        chartTools({
          name: 'block-norm-placement-activations',
          label: t('activationTools'),
          canvas: () => activationBox.querySelector('canvas'),
          matrix: placementTable('preActivation', 'postActivation', [
            t('preActivationColumn'),
            t('postActivationColumn'),
          ]),
        }),
      ),
      h(
        'figure',
        { className: 'chart' },
        h('h3', {}, t('gradientTitle')),
        gradientBox,
        chartTools({
          name: 'block-norm-placement-gradients',
          label: t('gradientTools'),
          canvas: () => gradientBox.querySelector('canvas'),
          matrix: placementTable('preGradient', 'postGradient', [
            t('preGradientColumn'),
            t('postGradientColumn'),
          ]),
        }),
      ),
    ),
    placementNote,
  ];
  return {
    elements,
    draw,
    destroy() {
      activationChart?.destroy();
      gradientChart?.destroy();
    },
  };
}
