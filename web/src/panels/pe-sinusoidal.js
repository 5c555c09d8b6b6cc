// Panel pe-sinusoidal: the sinusoidal positional-encoding matrix as a heatmap, recomputed by the
// WASM core on every control change. Browsers deliver slider input at most once per frame, so
// drawing synchronously keeps up while dragging and lets a rejected value keep the last picture.
import { diverging, cssGradient } from '../charts/colormap.js';
import { Heatmap } from '../charts/heatmap.js';
import { formatCount, formatFloat32, formatSignificant } from '../format.js';
import { applyOrRollBack } from '../ui/apply-or-roll-back.js';
import { chartTools } from '../ui/chart-tools.js';
import { h } from '../ui/dom.js';
import { mathElement } from '../ui/math.js';
import { numberControl } from '../ui/number-control.js';
import { checkYourself } from '../ui/quiz.js';
import { mountCurves } from './pe-sinusoidal/curves.js';
import { mountInspector, mountMaxLenVsBase, mountTruePe512 } from './pe-sinusoidal/inspect.js';
import { questions } from './pe-sinusoidal/quiz.js';
import './positions/positions.css';

export const id = 'pe-sinusoidal';
export const title = 'Sinusoidal positional encoding';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017', 'congle2025', 'studyNotes'];
export const settings = {
  pe_len: { type: 'int', default: 64, min: 1, max: 4096, label: 'max_len' },
  pe_d: { type: 'int', default: 128, min: 2, max: 1024, even: true, label: 'd_model' },
  pe_base: { type: 'number', default: 10000, min: 1.0001, max: 1e9, label: 'base' },
  pe_dims: { type: 'text', default: '0, 1, 10, 11, 40', maxLength: 60, label: 'dimensions' },
  pe_row: { type: 'int', default: 3, min: 0, max: 100000, label: 'position p' },
};

export function mount(section, { core, values, onChange }) {
  section.innerHTML = `
    <h2 id="pe-sinusoidal-title">${title}</h2>
    <p class="lead">A transformer sees a set of vectors, not a sequence: nothing in attention knows
      which token came first. The original Transformer adds a fixed pattern to each token's vector,
      one row per position. Each pair of dimensions (2i, 2i+1) holds the sine and cosine of the
      position at its own frequency, so every row is different, and nearby rows look alike.</p>
    <div class="pe-formula"></div>
    <div class="controls"></div>
    <figure class="chart">
      <div class="heatmap-frame">
        <span class="axis-y">position p ↓</span>
        <canvas class="heatmap" role="img"></canvas>
        <span class="axis-x">dimension j →</span>
      </div>
      <div class="legend" aria-hidden="true">
        <span>−1</span><span class="legend-bar"></span><span>+1</span>
      </div>
      <figcaption class="readout" aria-live="polite"></figcaption>
    </figure>
    <div class="pe-extras"></div>`;
  section
    .querySelector('.pe-formula')
    .append(
      mathElement(
        String.raw`\begin{aligned} PE_{(p,\,2i)} &= \sin\!\left(\frac{p}{\text{base}^{2i/d}}\right) \\ PE_{(p,\,2i+1)} &= \cos\!\left(\frac{p}{\text{base}^{2i/d}}\right) \end{aligned}`,
      ),
      h(
        'p',
        { className: 'note' },
        'p is the position (the row), i numbers the pairs of columns, d is d_model and base is 10000 in the paper. ' +
          'Both columns of a pair share one angle; only the first pair turns at exactly one radian per position.',
      ),
    );

  const canvas = section.querySelector('canvas');
  const readout = section.querySelector('.readout');
  const axisX = section.querySelector('.axis-x');
  const axisY = section.querySelector('.axis-y');
  section.querySelector('.legend-bar').style.background = cssGradient(diverging);
  const current = { maxLen: values.pe_len, dModel: values.pe_d, base: values.pe_base };
  let shown = null; // the settings of the picture on screen

  const describe = () => {
    if (!shown) return '';
    return `${shown.maxLen} positions × ${shown.dModel} dimensions (${formatCount(shown.maxLen * shown.dModel)} values), base ${shown.base}. Hover for exact values.`;
  };
  const heatmap = new Heatmap(canvas, {
    colormap: diverging,
    onHover(row, col) {
      const value = heatmap.matrix.data[row * heatmap.matrix.cols + col];
      const i = Math.floor(col / 2);
      const fn = col % 2 === 0 ? 'sin' : 'cos';
      const exponent = formatSignificant((2 * i) / shown.dModel, 4);
      readout.textContent = `PE[${row}, ${col}] = ${fn}(${row} / ${shown.base}^${exponent}) = ${formatFloat32(value)}   (position ${row}, dimension ${col}, pair ${i})`;
    },
    onLeave() {
      readout.textContent = describe();
    },
  });

  // Computes and draws the current settings; throws (keeping the old picture) when the core
  // rejects them, so the control that changed can show the message.
  const render = () => {
    // The picture on screen is replaced by this one, so its array can be refilled.
    const matrix = core.sinusoidalPe(
      current.maxLen,
      current.dModel,
      current.base,
      heatmap.matrix?.data,
    );
    heatmap.draw(matrix);
    shown = { ...current };
    canvas.setAttribute(
      'aria-label',
      `Heatmap of the sinusoidal positional encoding: ${shown.maxLen} rows (positions) by ${shown.dModel} columns (dimensions), values from −1 (blue) to +1 (red).`,
    );
    readout.textContent = describe();
    curves.update(shown, matrix, core);
    inspector.update();
    maxLenDemo.update(shown, matrix);
    axisY.textContent = `position p ↓ (0 to ${shown.maxLen - 1})`;
    axisX.textContent = `dimension j → (0 to ${shown.dModel - 1})`;
    section.dataset.status = 'ready';
  };
  const controlFor = (key, field, extra = {}) => {
    const spec = settings[key];
    return numberControl({
      label: spec.label,
      min: spec.min,
      max: spec.max,
      step: spec.even ? 2 : 1,
      value: values[key],
      ...extra,
      onInput(value) {
        // The page offers a smaller range than the core accepts; say so rather than clamp.
        if (
          spec.type === 'int' &&
          Number.isInteger(value) &&
          (value < spec.min || value > spec.max)
        ) {
          throw new Error(`${spec.label} goes from ${spec.min} to ${spec.max} here (got ${value})`);
        }
        // The core validates the rest; its message names the setting and the value.
        applyOrRollBack(current, { [field]: value }, render);
        onChange({ [key]: value });
      },
    });
  };
  const controls = section.querySelector('.controls');
  controls.append(
    controlFor('pe_len', 'maxLen', { hint: 'number of positions (rows), 1 to 4096' }).element,
    controlFor('pe_d', 'dModel', { hint: 'embedding width (columns): even, 2 to 1024' }).element,
    controlFor('pe_base', 'base', {
      log: true,
      hint: 'sets the longest wavelength, 2π·base; the paper uses 10000',
    }).element,
  );

  const extras = section.querySelector('.pe-extras');
  // Inside the figure, so the data table sits with the chart it describes.
  section.querySelector('figure.chart').append(
    chartTools({
      name: 'sinusoidal-pe',
      canvas: () => canvas,
      matrix: () => ({ ...heatmap.matrix }),
    }),
  );
  const curves = mountCurves(extras, { settings, values, onChange });
  const inspector = mountInspector(extras, {
    core,
    settings,
    values,
    onChange,
    getState: () => shown ?? current,
  });
  const maxLenDemo = mountMaxLenVsBase(extras, { core });
  mountTruePe512(extras, { core });
  extras.append(checkYourself(questions));

  try {
    render();
  } catch (error) {
    section.dataset.status = 'error';
    readout.textContent = error.message;
  }
}
