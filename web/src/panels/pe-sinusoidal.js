// Panel pe-sinusoidal: the sinusoidal positional-encoding matrix as a heatmap, recomputed by the
// WASM core on every control change. Browsers deliver slider input at most once per frame, so
// drawing synchronously keeps up while dragging and lets a rejected value keep the last picture.
import { heatmapFigure } from '../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../format.js';
import { rangeText, settingControls } from '../ui/controls.js';
import { applyOrRollBack } from '../ui/apply-or-roll-back.js';
import { h } from '../ui/dom.js';
import { mathElement } from '../ui/math.js';
import { checkYourself } from '../ui/quiz.js';
import { mountCurves, parseDims } from './pe-sinusoidal/curves.js';
import { mountInspector, mountMaxLenVsBase, mountTruePe512 } from './pe-sinusoidal/inspect.js';
import { questions } from './pe-sinusoidal/quiz.js';
import './position-lessons/positions.css';
import { pointVerb } from '../charts/pointer.js';

export { questions }; // the check-yourself card's, for the page's score (ui/quiz.js)
export const id = 'pe-sinusoidal';
export const title = 'Sinusoidal positional encoding';
export const place = 'positions: a fixed table of sines and cosines added to the token rows';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017', 'congle2025'];
export const settings = {
  pe_len: { type: 'int', default: 64, min: 1, max: 4096, label: 'max_len' },
  pe_d: { type: 'int', default: 128, min: 2, max: 1024, even: true, label: 'd_model' },
  pe_base: { type: 'number', default: 10000, min: 1.0001, max: 1e9, label: 'base' },
  pe_dims: {
    type: 'text',
    default: '0, 1, 10, 11, 40',
    maxLength: 60,
    label: 'dimensions to plot',
    validate: parseDims,
  },
  pe_row: { type: 'int', default: 3, min: 0, max: 100000, label: 'position p' },
};

export function mount(section, { core, values, onChange, signal }) {
  section.innerHTML = `
    <h2 id="pe-sinusoidal-title">${title}</h2>
    <p class="lead">A transformer sees a set of vectors, not a sequence: nothing in attention knows
      which token came first. The original Transformer adds a fixed pattern to each token's vector,
      one row per position. Each pair of dimensions (2i, 2i+1) holds the sine and cosine of the
      position at its own frequency, so every row is different, and nearby rows look alike.</p>
    <div class="pe-formula"></div>
    <div class="controls"></div>
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

  const current = { maxLen: values.pe_len, dModel: values.pe_d, base: values.pe_base };
  let shown = null; // the settings of the picture on screen

  const describe = () => {
    if (!shown) return '';
    return `${shown.maxLen} positions × ${shown.dModel} dimensions (${formatCount(shown.maxLen * shown.dModel)} values), base ${shown.base}. ${pointVerb()} for exact values.`;
  };
  const figure = heatmapFigure({
    name: 'sinusoidal-pe',
    labels: 'index',
    xLabel: 'dimension j →',
    yLabel: 'position p ↓',
    hover(row, col, value) {
      const i = Math.floor(col / 2);
      const fn = col % 2 === 0 ? 'sin' : 'cos';
      const exponent = formatNumber((2 * i) / shown.dModel, 4);
      return `PE[${row}, ${col}] = ${fn}(${row} / ${shown.base}^${exponent}) = ${formatFloat32(value)}   (position ${row}, dimension ${col}, pair ${i})`;
    },
  });
  section.querySelector('.controls').after(figure.element);

  // Computes and draws the current settings; throws (keeping the old picture) when the core
  // rejects them, so the control that changed can show the message.
  const render = () => {
    // The picture on screen is replaced by this one, so its array can be refilled.
    const matrix = core.sinusoidalPe(
      current.maxLen,
      current.dModel,
      current.base,
      figure.matrix?.data,
    );
    shown = { ...current };
    figure.draw(matrix, {
      label: `Heatmap of the sinusoidal positional encoding: ${shown.maxLen} rows (positions) by ${shown.dModel} columns (dimensions), values from −1 (blue) to +1 (red).`,
      summary: describe(),
      x: `dimension j → (0 to ${shown.dModel - 1})`,
      y: `position p ↓ (0 to ${shown.maxLen - 1})`,
    });
    curves.update(shown, matrix, core);
    // The written-out row and the max_len/base check sit below the heatmap: while a slider is
    // dragged they would rebuild a d_model-row table and compute two more full tables per event,
    // for text out of sight. They follow once the drag settles (at once on the first draw).
    clearTimeout(followUp);
    if (drawn) followUp = setTimeout(updateBelow, settleMs);
    else updateBelow();
    drawn = true;
    section.dataset.status = 'ready';
  };
  const settleMs = 150;
  let drawn = false; // this mount's first picture (a re-mount finds the section still 'ready')
  let followUp = 0;
  // A re-mount (an embedded page's apply-settings) must not leave a follow-up writing into the
  // previous mount's table.
  signal?.addEventListener('abort', () => clearTimeout(followUp));
  const updateBelow = () => {
    inspector.update();
    maxLenDemo.update(shown, figure.matrix);
  };
  // The core validates what the table does not say; its message names the setting and value.
  const controlFor = settingControls(settings, {
    values,
    onChange,
    render: (changes) => applyOrRollBack(current, changes, render),
  });
  const controls = section.querySelector('.controls');
  controls.append(
    controlFor('pe_len', 'maxLen', {
      hint: `number of positions (rows), ${rangeText(settings.pe_len)}`,
    }).element,
    controlFor('pe_d', 'dModel', {
      hint: `embedding width (columns): ${rangeText(settings.pe_d)}`,
    }).element,
    controlFor('pe_base', 'base', {
      log: true,
      hint: 'sets the longest wavelength, 2π·base; the paper uses 10000',
    }).element,
  );

  const extras = section.querySelector('.pe-extras');
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
    figure.readout.textContent = error.message;
  }
}
