// Lesson norms, its view: LayerNorm and RMSNorm of a vector the learner types, with their statistics, the
// role of epsilon (a tiny vector worked by hand) and scale invariance. Every number comes from the core.
import { barFigure } from '../../charts/bar-chart.js';
import { formatList, formatNumber } from '../../format.js';
import { lessonView } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
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

/** A bar chart of a vector under its name, with its caption, read-out and download tools. */
function vectorFigure(name, caption) {
  let values = [];
  const figure = barFigure({
    name: `norms-${name.toLowerCase().replace(/\W+/g, '-')}`,
    heading: name,
    hover: (i) => `${name}[${i}] = ${num(values[i])}`,
    idle: () => caption,
    table: () => ({
      rows: 1,
      cols: values.length,
      data: Float64Array.from(values),
      rowLabels: [name],
    }),
  });
  return {
    figure: figure.figure,
    draw(next) {
      values = Array.from(next);
      const labels = values.map((_, i) => String(i));
      figure.draw(values, labels, t('barsLabel', { name, values: list(values) }));
    },
  };
}

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

/** The statistics of x and both norms, and x scaled: everything the lesson draws. */
function compute(core, s) {
  return core.normLesson(s.norm_x, {
    gamma: s.norm_gamma,
    beta: s.norm_beta,
    eps: s.norm_eps,
    factor: s.norm_scale,
  });
}

/** The statistics table's rows: what each norm divides by. */
function statsRows(r, x) {
  return [
    row('n', String(x.length), t('features')),
    row(t('mean'), num(r.mean)),
    row(t('variance'), num(r.variance), t('varianceNote')),
    row(t('meanSquare'), num(r.meanSquare)),
    row('RMS', num(r.rms), t('withoutEps')),
    row(name('LayerNorm rstd'), num(r.layernormRstd), '1/√(σ² + ε)'),
    row(name('RMSNorm rstd'), num(r.rmsnormRstd), t('rmsRstdNote')),
  ];
}

/** The ε table's rows: each norm with and without ε, and the largest factor ε allows. */
function epsilonRows(r, eps) {
  // Without ε the output is undefined when the divisor is 0 (the core gives no vector then).
  const without = (v, undefinedText) => (v ? list(v) : undefinedText);
  return [
    row(name('RMSNorm, ε = 0'), without(r.rmsnormWithoutEps, t('rmsUndefined')), 'x / RMS'),
    row(name(`RMSNorm, ε = ${num(eps)}`), list(r.rmsnorm)),
    row(
      name('LayerNorm, ε = 0'),
      without(r.layernormWithoutEps, t('layerNormUndefined')),
      '(x − μ) / σ · γ + β',
    ),
    row(name(`LayerNorm, ε = ${num(eps)}`), list(r.layernorm)),
    row(t('largestFactor'), num(1 / Math.sqrt(eps)), t('largestFactorNote')),
  ];
}

/** Whether scaling x changed either norm's output, in a sentence. */
function scaleSentence(s) {
  const change = Math.max(s.layernormMaxChange, s.rmsnormMaxChange);
  const scaled = {
    factor: num(s.factor),
    scaled: list(s.scaled),
    layerNorm: num(s.layernormMaxChange),
    rmsNorm: num(s.rmsnormMaxChange),
  };
  return change < 1e-3 ? t('scaleUnchanged', scaled) : t('scaleChanged', scaled);
}

/**
 * The buttons that set x or ε to a telling value. Each goes through its control, as typing
 * would (checked, drawn, kept in the link), and names the setting it sets, so a teacher's lock
 * on it disables the preset too.
 */
function presetButtons(lesson, { vectorField, eps }, onChange) {
  const presetEps = (value) => {
    eps.setValue(value);
    eps.clearError();
    lesson.change({ norm_eps: value });
    onChange({ norm_eps: value });
  };
  const preset = (label, sets, action) =>
    h('button', { type: 'button', onClick: action, dataset: { sets } }, label);
  return h(
    'div',
    { className: 'presets' },
    preset(t('tinyVectorPreset'), 'norm_x', () => vectorField.set(tinyVector)),
    preset('ε = 1e-5', 'norm_eps', () => presetEps(1e-5)),
    preset(t('almostNoEpsPreset'), 'norm_eps', () => presetEps(1e-12)),
    preset(t('defaultVectorPreset'), 'norm_x', () => vectorField.set(defaultVector)),
  );
}

const statsTable = (body, label, caption, className = 'stats-table') =>
  h('table', { className, 'aria-label': label }, h('caption', {}, caption), body);

export function mount(section, ctx) {
  const statsBody = h('tbody');
  const epsBody = h('tbody');
  const scaleOut = h('p', { className: 'scale-result', 'aria-live': 'polite' });
  const figures = [
    vectorFigure('x', t('inputCaption', { point: pointVerb() })),
    vectorFigure('LayerNorm(x)', t('layerNormCaption')),
    vectorFigure('RMSNorm(x)', t('rmsNormCaption')),
  ];
  const draw = (stats, { norm_x: x, norm_eps: eps }) => {
    statsBody.replaceChildren(...statsRows(stats, x));
    epsBody.replaceChildren(...epsilonRows(stats, eps));
    scaleOut.textContent = scaleSentence(stats.scale);
    figures[0].draw(x);
    figures[1].draw(stats.layernorm);
    figures[2].draw(stats.rmsnorm);
  };
  const lesson = lessonView(section, ctx, { settings, compute, draw });

  const vectorField = lesson.control('norm_x', { label: t('vectorLabel'), hint: t('vectorHint') });
  const gamma = lesson.control('norm_gamma', { step: 0.1, hint: t('gammaHint') });
  const beta = lesson.control('norm_beta', { step: 0.1, hint: t('betaHint') });
  const eps = lesson.control('norm_eps', { log: true, hint: t('epsHint') });
  const scale = lesson.control('norm_scale', { log: true, hint: t('scaleHint') });

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
    presetButtons(lesson, { vectorField, eps }, ctx.onChange),
    h('div', { className: 'norm-charts' }, ...figures.map((f) => f.figure)),
    statsTable(statsBody, t('statsLabel'), t('statsCaption')),
    h('h3', {}, t('epsTitle')),
    ...epsilonExplanation(),
    statsTable(epsBody, t('epsTableLabel'), t('epsCaption'), 'stats-table eps-table'),
    notesSlip(),
    h('h3', {}, t('scaleTitle')),
    h('p', {}, t('scaleProse')),
    h('div', { className: 'controls' }, scale.element),
    scaleOut,
  );
  lesson.start();
}
