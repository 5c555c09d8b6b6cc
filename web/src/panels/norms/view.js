// Lesson norms, its view: LayerNorm and RMSNorm of a vector the learner types, with their statistics, the
// role of epsilon (a tiny vector worked by hand) and scale invariance. Every number comes from the core.
import { BarChart } from '../../charts/bar-chart.js';
import { formatList, formatNumber } from '../../format.js';
import { settingControls, textControl } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { epsilonExplanation, explanation, notesSlip } from './content.js';
import { pointVerb } from '../../charts/pointer.js';
import { defaultVector, settings } from './lesson.js';

const tinyVector = '1e-6, 0, 2e-6';

// Six significant digits; very small or large values in exponent form (3.16228e-4).
const num = (v) => formatNumber(v, 6, { scientific: true });
const list = formatList;

/** A bar chart with its caption, read-out and download tools. */
function barFigure(name, caption) {
  const canvas = h('canvas', { className: 'bar-chart', role: 'img' });
  const readout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  let values = [];
  const chart = new BarChart(canvas, {
    onHover: (i) => (readout.textContent = `${name}[${i}] = ${num(values[i])}`),
    onLeave: () => (readout.textContent = caption),
  });
  const tools = chartTools({
    name: `norms-${name.toLowerCase().replace(/\W+/g, '-')}`,
    canvas: () => canvas,
    matrix: () => ({
      rows: 1,
      cols: values.length,
      data: Float64Array.from(values),
      rowLabels: [name],
    }),
  });
  const figure = h(
    'figure',
    { className: 'chart bar-figure' },
    h('h3', {}, name),
    canvas,
    readout,
    tools,
  );
  return {
    figure,
    draw(next) {
      values = Array.from(next);
      chart.draw(
        values,
        values.map((_, i) => String(i)),
      );
      canvas.setAttribute('aria-label', `Bar chart of ${name}: ${list(values)}`);
      readout.textContent = caption;
    },
  };
}

export function mount(section, { core, values, onChange }) {
  // A link may carry a vector the core rejects: start from the default and say why in the field.
  let linkError = null;
  let x;
  try {
    x = Array.from(core.parseNumberList(values.norm_x));
  } catch (error) {
    linkError = error.message;
    x = Array.from(core.parseNumberList(defaultVector));
  }
  const current = {
    x,
    text: values.norm_x,
    gamma: values.norm_gamma,
    beta: values.norm_beta,
    eps: values.norm_eps,
    scale: values.norm_scale,
  };
  const statsBody = h('tbody');
  const epsBody = h('tbody');
  const scaleOut = h('p', { className: 'scale-result', 'aria-live': 'polite' });
  const figures = [
    barFigure('x', `The input vector. ${pointVerb()} a bar for its value.`),
    barFigure('LayerNorm(x)', 'Centred and scaled: mean β, spread γ.'),
    barFigure('RMSNorm(x)', 'Scaled only: root mean square |γ|.'),
  ];

  const row = (label, value, note = '') =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, label),
      h('td', {}, value),
      h('td', { className: 'note' }, note),
    );

  const render = () => {
    const r = core.normLesson(current.x, current.gamma, current.beta, current.eps);
    const s = core.scaleInvariance(
      current.x,
      current.scale,
      current.gamma,
      current.beta,
      current.eps,
    );
    statsBody.replaceChildren(
      row('n', String(current.x.length), 'features'),
      row('mean μ', num(r.mean)),
      row('variance σ²', num(r.variance), 'biased: divided by n'),
      row('mean of squares', num(r.meanSquare)),
      row('RMS', num(r.rms), 'without ε'),
      row('LayerNorm rstd', num(r.layernormRstd), '1/√(σ² + ε)'),
      row('RMSNorm rstd', num(r.rmsnormRstd), '1/√(mean of squares + ε)'),
    );
    const without = (v, why) => (v ? list(v) : `undefined: ${why} is 0, so it would divide by 0`);
    epsBody.replaceChildren(
      row('RMSNorm, ε = 0', without(r.rmsnormWithoutEps, 'the RMS'), 'x / RMS'),
      row(`RMSNorm, ε = ${num(current.eps)}`, list(r.rmsnorm)),
      row('LayerNorm, ε = 0', without(r.layernormWithoutEps, 'σ'), '(x − μ) / σ · γ + β'),
      row(`LayerNorm, ε = ${num(current.eps)}`, list(r.layernorm)),
      row('largest factor 1/√ε', num(1 / Math.sqrt(current.eps)), 'the cap ε puts on rstd'),
    );
    const change = Math.max(s.layernormMaxChange, s.rmsnormMaxChange);
    scaleOut.textContent =
      `${num(s.factor)} · x = ${list(s.scaled)}. Largest change of an output: ` +
      `LayerNorm ${num(s.layernormMaxChange)}, RMSNorm ${num(s.rmsnormMaxChange)}` +
      (change < 1e-3
        ? ' (unchanged, up to the tiny effect of ε).'
        : ' (here ε is comparable to the mean square of the values, so it matters).');
    figures[0].draw(current.x);
    figures[1].draw(r.layernorm);
    figures[2].draw(r.rmsnorm);
    section.dataset.status = 'ready';
  };
  // Redraws with the changes, rolling back and rethrowing if the core rejects them.
  const change = (changes) => applyOrRollBack(current, changes, render);

  const vectorField = textControl({
    label: 'vector x',
    hint: 'numbers separated by commas, up to 32 (e.g. 2, -1, 0.5, 3 or 1e-6, 0, 2e-6)',
    value: current.text,
    maxLength: settings.norm_x.maxLength,
    onInput(text) {
      change({ x: Array.from(core.parseNumberList(text)), text });
      onChange({ norm_x: text });
    },
  });
  const numeric = settingControls(settings, { values, onChange, render: change });
  const gamma = numeric('norm_gamma', 'gamma', {
    step: 0.1,
    hint: 'gain, applied to every feature',
  });
  const beta = numeric('norm_beta', 'beta', { step: 0.1, hint: 'shift (LayerNorm only)' });
  const eps = numeric('norm_eps', 'eps', {
    log: true,
    hint: 'log scale, 10⁻¹² to 1; PyTorch uses 10⁻⁵',
  });
  const scale = numeric('norm_scale', 'scale', { log: true, hint: 'multiplies x, 10⁻⁶ to 10⁶' });
  const presetEps = (value) => {
    eps.setValue(value);
    eps.clearError();
    change({ eps: value });
    onChange({ norm_eps: value });
  };
  // Each preset names the setting it sets, so a teacher's lock on it disables the preset too.
  const preset = (label, sets, action) =>
    h('button', { type: 'button', onClick: action, dataset: { sets } }, label);
  const presets = h(
    'div',
    { className: 'presets' },
    preset('Tiny vector [1e-6, 0, 2e-6]', 'norm_x', () => vectorField.set(tinyVector)),
    preset('ε = 1e-5', 'norm_eps', () => presetEps(1e-5)),
    preset('ε = 1e-12 (almost none)', 'norm_eps', () => presetEps(1e-12)),
    preset('Default vector', 'norm_x', () => vectorField.set(defaultVector)),
  );

  section.append(
    ...explanation(),
    h(
      'div',
      { className: 'controls' },
      vectorField.element,
      gamma.element,
      beta.element,
      eps.element,
    ),
    presets,
    h('div', { className: 'norm-charts' }, ...figures.map((f) => f.figure)),
    h(
      'table',
      { className: 'stats-table', 'aria-label': 'Statistics of x' },
      h('caption', {}, 'Statistics of x, computed by the core'),
      statsBody,
    ),
    h('h3', {}, 'What is ε for?'),
    ...epsilonExplanation(),
    h(
      'table',
      { className: 'stats-table eps-table', 'aria-label': 'Outputs with and without epsilon' },
      h('caption', {}, 'The same vector with and without ε'),
      epsBody,
    ),
    notesSlip(),
    h('h3', {}, 'Scale invariance'),
    h(
      'p',
      {},
      'Multiply x by a positive factor and both outputs stay the same: the norm divides the factor ' +
        'out again. That is why a norm steadies the network: however large or small the previous ' +
        'layer’s output, the next layer sees the same pattern. The exception is a vector so small ' +
        'that ε is comparable to its mean square; try factor 10⁻⁴ with ε = 10⁻⁵.',
    ),
    h('div', { className: 'controls' }, scale.element),
    scaleOut,
  );
  render();
  if (linkError) vectorField.showError(`${linkError}; showing the default vector instead.`);
}
