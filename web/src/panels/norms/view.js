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
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('norms', strings);

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
      canvas.setAttribute('aria-label', t('barsLabel', { name, values: list(values) }));
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
    barFigure('x', t('inputCaption', { point: pointVerb() })),
    barFigure('LayerNorm(x)', t('layerNormCaption')),
    barFigure('RMSNorm(x)', t('rmsNormCaption')),
  ];

  // A row named by a formula's name (LayerNorm rstd), which no language translates.
  const name = (text) => h('span', { translate: 'no' }, text);
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
      row('n', String(current.x.length), t('features')),
      row(t('mean'), num(r.mean)),
      row(t('variance'), num(r.variance), t('varianceNote')),
      row(t('meanSquare'), num(r.meanSquare)),
      row('RMS', num(r.rms), t('withoutEps')),
      row(name('LayerNorm rstd'), num(r.layernormRstd), '1/√(σ² + ε)'),
      row(name('RMSNorm rstd'), num(r.rmsnormRstd), t('rmsRstdNote')),
    );
    // Without ε the output is undefined when the divisor is 0 (the core gives no vector then).
    const without = (v, undefinedText) => (v ? list(v) : undefinedText);
    epsBody.replaceChildren(
      row(name('RMSNorm, ε = 0'), without(r.rmsnormWithoutEps, t('rmsUndefined')), 'x / RMS'),
      row(name(`RMSNorm, ε = ${num(current.eps)}`), list(r.rmsnorm)),
      row(
        name('LayerNorm, ε = 0'),
        without(r.layernormWithoutEps, t('layerNormUndefined')),
        '(x − μ) / σ · γ + β',
      ),
      row(name(`LayerNorm, ε = ${num(current.eps)}`), list(r.layernorm)),
      row(t('largestFactor'), num(1 / Math.sqrt(current.eps)), t('largestFactorNote')),
    );
    const change = Math.max(s.layernormMaxChange, s.rmsnormMaxChange);
    const scaled = {
      factor: num(s.factor),
      scaled: list(s.scaled),
      layerNorm: num(s.layernormMaxChange),
      rmsNorm: num(s.rmsnormMaxChange),
    };
    scaleOut.textContent = change < 1e-3 ? t('scaleUnchanged', scaled) : t('scaleChanged', scaled);
    figures[0].draw(current.x);
    figures[1].draw(r.layernorm);
    figures[2].draw(r.rmsnorm);
    section.dataset.status = 'ready';
  };
  // Redraws with the changes, rolling back and rethrowing if the core rejects them.
  const change = (changes) => applyOrRollBack(current, changes, render);

  const vectorField = textControl({
    setting: 'norm_x',
    label: t('vectorLabel'),
    hint: t('vectorHint'),
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
    hint: t('gammaHint'),
  });
  const beta = numeric('norm_beta', 'beta', { step: 0.1, hint: t('betaHint') });
  const eps = numeric('norm_eps', 'eps', {
    log: true,
    hint: t('epsHint'),
  });
  const scale = numeric('norm_scale', 'scale', { log: true, hint: t('scaleHint') });
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
    preset(t('tinyVectorPreset'), 'norm_x', () => vectorField.set(tinyVector)),
    preset('ε = 1e-5', 'norm_eps', () => presetEps(1e-5)),
    preset(t('almostNoEpsPreset'), 'norm_eps', () => presetEps(1e-12)),
    preset(t('defaultVectorPreset'), 'norm_x', () => vectorField.set(defaultVector)),
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
      { className: 'stats-table', 'aria-label': t('statsLabel') },
      h('caption', {}, t('statsCaption')),
      statsBody,
    ),
    h('h3', {}, t('epsTitle')),
    ...epsilonExplanation(),
    h(
      'table',
      { className: 'stats-table eps-table', 'aria-label': t('epsTableLabel') },
      h('caption', {}, t('epsCaption')),
      epsBody,
    ),
    notesSlip(),
    h('h3', {}, t('scaleTitle')),
    h('p', {}, t('scaleProse')),
    h('div', { className: 'controls' }, scale.element),
    scaleOut,
  );
  render();
  if (linkError) vectorField.showError(t('vectorRejected', { error: linkError }));
}
