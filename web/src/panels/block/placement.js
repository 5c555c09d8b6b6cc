// block, part 1: pre-norm against post-norm, the same random blocks stacked both ways: the size
// of x and of its gradient at every block boundary, and what that chart can and cannot show.
import { lineChart } from '../../charts/line-chart.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { num } from '../../lesson-parts/model/common.js';
import { sentences, words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('block', strings);

/**
 * What the gradient chart shows, from its own numbers, and what it cannot show: the warm-up
 * trouble of deep post-norm stacks is a fact about training the weights, which a chart of x's
 * gradients before any step does not measure.
 */
function placementNoteText(placement) {
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
  return sentences([shows, change, t('doesNotShow')]);
}

/** Pre-norm and post-norm stacks bk_depth deep of the seed's random blocks, as the lab shapes them. */
export function computePlacement(core, s) {
  const { dModel, heads, norm } = s.lab.shape;
  return core.normPlacement(s.bk_depth, dModel, heads, 16, norm, s.seed);
}

/** The read-out under the depth: how x and its gradient change through both stacks. */
function readoutText(placement, { dModel, heads, norm }) {
  const D = placement.depth;
  const { preActivation, postActivation, preGradient, postGradient } = placement;
  return t('placementReadout', {
    blocks: t('randomBlocks', { n: D }),
    dModel,
    heads: t('headCount', { n: heads }),
    norm: norm === 'layernorm' ? 'LayerNorm' : 'RMSNorm',
    preIn: num(preActivation[0]),
    preOut: num(preActivation[D]),
    postOut: num(postActivation[D]),
    preGradIn: num(preGradient[0]),
    postGradIn: num(postGradient[0]),
    preRatio: num(preGradient[0] / preGradient[D]),
    postRatio: num(postGradient[0] / postGradient[D]),
  });
}

/** What each chart shows, for a screen reader. */
function chartLabels(placement) {
  const D = placement.depth;
  const { preActivation, postActivation, preGradient, postGradient } = placement;
  return {
    activation: t('activationLabel', {
      depth: D,
      preIn: num(preActivation[0]),
      preOut: num(preActivation[D]),
      postOut: num(postActivation[D]),
    }),
    gradient: t('gradientLabel', {
      preIn: num(preGradient[0]),
      postIn: num(postGradient[0]),
      preOut: num(preGradient[D]),
      postOut: num(postGradient[D]),
    }),
  };
}

/**
 * One chart of the two stacks over the block boundaries: pre (one of the placement's fields) as
 * a line, post dashed; its figure with heading and tools (a table of both columns), and draw().
 */
function stackChart({ name, title, tools, yLabel, pre, post, columns }) {
  const box = h('div', { className: 'placement-chart', role: 'img' });
  let chart = null;
  let placement = null;
  const boundaries = () => Array.from({ length: placement.depth + 1 }, (_, l) => l);
  // Rows are block boundaries, columns pre-norm and post-norm.
  const matrix = () => ({
    rows: placement.depth + 1,
    cols: 2,
    data: Float64Array.from(
      { length: (placement.depth + 1) * 2 },
      (_, k) => (k % 2 ? placement[post] : placement[pre])[k >> 1],
    ),
    rowLabels: boundaries().map((l) =>
      l === placement.depth ? t('boundaryOutput') : t('boundaryInto', { l: l + 1 }),
    ),
    colLabels: columns,
  });
  const figure = h(
    'figure',
    { className: 'chart' },
    h('h3', {}, title),
    box,
    chartTools({ name, label: tools, canvas: () => box.querySelector('canvas'), matrix }),
  );
  const draw = (next, ariaLabel) => {
    placement = next;
    chart?.destroy();
    chart = lineChart(box, {
      series: [{ label: t('preNorm') }, { label: t('postNorm'), dash: [6, 4] }],
      data: [boundaries(), Array.from(placement[pre]), Array.from(placement[post])],
      xLabel: t('boundaryAxis'),
      yLabel,
      points: true,
      integerX: true,
      height: 220,
    });
    box.setAttribute('aria-label', ariaLabel);
  };
  return { figure, draw, destroy: () => chart?.destroy() };
}

/**
 * The section's elements (heading, prose, the depth control the lesson made, read-out, the two
 * charts, the note), draw(placement, shape) for a computePlacement result of the lab's shape,
 * and destroy() for the charts.
 */
export function mountPlacement(depthControl) {
  const activation = stackChart({
    name: 'block-norm-placement-activations',
    title: t('activationTitle'),
    tools: t('activationTools'),
    yLabel: t('activationAxis'),
    pre: 'preActivation',
    post: 'postActivation',
    columns: [t('preActivationColumn'), t('postActivationColumn')],
  });
  const gradient = stackChart({
    name: 'block-norm-placement-gradients',
    title: t('gradientTitle'),
    tools: t('gradientTools'),
    yLabel: t('gradientAxis'),
    pre: 'preGradient',
    post: 'postGradient',
    columns: [t('preGradientColumn'), t('postGradientColumn')],
  });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  const note = h('p', { className: 'note placement-note' });
  const elements = [
    h('h3', {}, t('placementTitle')),
    h('p', {}, t('placementProse')),
    h('div', { className: 'controls' }, depthControl.element),
    readout,
    h('div', { className: 'norm-charts' }, activation.figure, gradient.figure),
    note,
  ];
  const draw = (placement, shape) => {
    const labels = chartLabels(placement);
    activation.draw(placement, labels.activation);
    gradient.draw(placement, labels.gradient);
    readout.textContent = readoutText(placement, shape);
    note.textContent = placementNoteText(placement);
  };
  const destroy = () => {
    activation.destroy();
    gradient.destroy();
  };
  return { elements, draw, destroy };
}
