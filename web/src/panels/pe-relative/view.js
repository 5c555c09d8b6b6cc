// Lesson pe-relative, its view: what sinusoidal encodings say about distance. The similarity of PE(p) and
// PE(p + k) depends on k alone, and PE(p + k) is PE(p) turned by k·ωᵢ in every pair.
import { formatNumber } from '../../format.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { mountRotation } from './rotation.js';
import { lineFigure } from '../position-lessons/line-figure.js';
import '../position-lessons/positions.css';
import { settings } from './lesson.js';

export function mount(section, { core, values, onChange }) {
  section.append(
    h(
      'p',
      { className: 'lead' },
      'The sinusoidal table stores absolute positions: row p belongs to position p. Yet compare two rows and the answer depends only on how far apart they are. ' +
        'Each pair (2i, 2i+1) is a point turning around a circle at its own speed ωᵢ, so the dot product of two rows adds up the cosines of the angles between them:',
    ),
    mathElement(
      String.raw`\begin{aligned} & PE(p)\cdot PE(p{+}k) \\ &= \sum_{i} \big[\sin p\omega_i \,\sin (p{+}k)\omega_i \\ &\qquad + \cos p\omega_i \,\cos (p{+}k)\omega_i\big] \\ &= \sum_{i=0}^{d/2-1} \cos(k\,\omega_i) \end{aligned}`,
    ),
    mathElement(String.raw`\omega_i = \text{base}^{-2i/d}`),
  );
  const controls = h('div', { className: 'controls' });
  const dotChart = lineFigure({
    name: 'pe-relative-dot',
    title: 'Dot product PE(p)·PE(p + k) against k',
    xLabel: 'offset k',
    integerX: true,
    yLabel: 'dot product',
    height: 240,
    series: [{ label: 'from p' }, { label: 'from p = 0', dash: [6, 4] }],
  });
  const cosChart = lineFigure({
    name: 'pe-relative-cosine',
    title: 'Cosine similarity against k',
    xLabel: 'offset k',
    integerX: true,
    yLabel: 'cosine',
    height: 240,
    yRange: [-1, 1],
    series: [{ label: 'from p' }, { label: 'from p = 0', dash: [6, 4] }],
  });
  const summary = h('p', { className: 'relative-summary', 'aria-live': 'polite' });
  const rotationArea = h('div', {});
  section.append(
    controls,
    h('div', { className: 'two-columns' }, dotChart.element, cosChart.element),
    summary,
    rotationArea,
  );
  const rotation = mountRotation(rotationArea);
  const rotationControls = h('div', { className: 'controls' });
  rotationArea.querySelector('h3').after(rotationControls);

  const state = {};
  for (const key of Object.keys(settings)) state[key] = values[key];

  const drawSimilarity = (s) => {
    const at = core.peRelativeSimilarity(s.rel_p, s.rel_k, s.rel_d, s.rel_base);
    const at0 = core.peRelativeSimilarity(0, s.rel_k, s.rel_d, s.rel_base);
    const ks = Float64Array.from({ length: s.rel_k + 1 }, (_, k) => k);
    dotChart.update(
      [
        { label: 'k', values: ks },
        { label: `from p = ${s.rel_p}`, values: at.dot },
        { label: 'from p = 0', values: at0.dot },
      ],
      `Line chart: dot product of PE(${s.rel_p}) and PE(${s.rel_p} + k) for k from 0 to ${s.rel_k}; starts at ${formatNumber(at.dot[0])} and the curve from p = 0 lies on top of it.`,
    );
    cosChart.update(
      [
        { label: 'k', values: ks },
        { label: `from p = ${s.rel_p}`, values: at.cosine },
        { label: 'from p = 0', values: at0.cosine },
      ],
      `Line chart: cosine similarity of PE(${s.rel_p}) and PE(${s.rel_p} + k), from 1 at k = 0, identical to the curve from p = 0.`,
    );
    let gap = 0;
    for (let k = 0; k <= s.rel_k; k++) gap = Math.max(gap, Math.abs(at.dot[k] - at0.dot[k]));
    const k5 = Math.min(5, s.rel_k);
    summary.textContent =
      `At k = 0 the dot product is ${formatNumber(at.dot[0], 6)} = d/2 (each pair is a unit vector). ` +
      `At k = ${k5} it is ${formatNumber(at.dot[k5], 6)} from p = ${s.rel_p} and ${formatNumber(at0.dot[k5], 6)} from p = 0. ` +
      `Largest difference between the two curves over all k: ${formatNumber(gap, 3)} (rounding only). ` +
      'Near positions are the most alike and the similarity falls, with ripples, as k grows: the fast pairs decorrelate first while the slow ones keep it up.';
  };
  const drawRotation = (s) => {
    if (s.rel_pair >= s.rel_d / 2)
      throw new Error(
        `pair i must be between 0 and d_model/2 − 1 = ${s.rel_d / 2 - 1} (got ${s.rel_pair})`,
      );
    const r = core.pePairRotation(s.rel_p, s.rel_shift, s.rel_pair, s.rel_d, s.rel_base);
    rotation.update(r, { p: s.rel_p, k: s.rel_shift, pair: s.rel_pair });
  };
  const drawAll = (s) => {
    drawRotation(s); // checks the pair against d_model before anything is redrawn
    drawSimilarity(s);
  };
  const setting = settingControls(settings, {
    values,
    onChange,
    render: (changes, draw = drawAll) => applyOrRollBack(state, changes, draw),
  });
  const control = (key, options) => setting(key, key, options).element;
  controls.append(
    control('rel_p', { hint: `the starting position (${rangeText(settings.rel_p)})` }),
    control('rel_k', { hint: 'how far to look ahead: k = 0 to this' }),
    control('rel_d', { hint: `embedding width: ${rangeText(settings.rel_d)}` }),
    control('rel_base', { hint: 'the wavelength constant; 10000 in the paper', log: true }),
  );
  rotationControls.append(
    control('rel_pair', {
      hint: 'which pair (2i, 2i+1) to draw; 0 turns fastest',
      draw: drawRotation,
    }),
    control('rel_shift', {
      hint: 'the offset k to turn by (p + k must be ≥ 0)',
      draw: drawRotation,
    }),
  );
  try {
    drawSimilarity(state);
    section.dataset.status = 'ready';
  } catch (error) {
    section.dataset.status = 'error';
    summary.textContent = error.message;
    return;
  }
  try {
    drawRotation(state);
  } catch (error) {
    rotationArea.querySelector('.rotation-text').textContent = error.message;
  }
}
