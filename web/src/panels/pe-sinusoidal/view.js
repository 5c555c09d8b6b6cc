// Lesson pe-sinusoidal, its view: the sinusoidal positional-encoding matrix as a heatmap, recomputed by the
// WASM core on every control change. Browsers deliver slider input at most once per frame, so
// drawing synchronously keeps up while dragging and lets a rejected value keep the last picture.
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { mountCurves } from './curves.js';
import { mountInspector, mountMaxLenVsBase, mountTruePe512 } from './inspect.js';
import '../../lesson-parts/position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('pe-sinusoidal', strings);

export function mount(section, { core, values, onChange, signal }) {
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('div', { className: 'pe-formula' }),
    h('div', { className: 'controls' }),
    h('div', { className: 'pe-extras' }),
  );
  section
    .querySelector('.pe-formula')
    .append(
      mathElement(
        String.raw`\begin{aligned} PE_{(p,\,2i)} &= \sin\!\left(\frac{p}{\text{base}^{2i/d}}\right) \\ PE_{(p,\,2i+1)} &= \cos\!\left(\frac{p}{\text{base}^{2i/d}}\right) \end{aligned}`,
      ),
      h('p', { className: 'note' }, t('formulaNote')),
    );

  const current = { maxLen: values.pe_len, dModel: values.pe_d, base: values.pe_base };
  let shown = null; // the settings of the picture on screen

  const describe = () => {
    if (!shown) return '';
    return t('summary', {
      rows: shown.maxLen,
      cols: shown.dModel,
      count: formatCount(shown.maxLen * shown.dModel),
      base: shown.base,
      point: pointVerb(),
    });
  };
  const figure = heatmapFigure({
    name: 'sinusoidal-pe',
    labels: 'index',
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    hover(row, col, value) {
      const i = Math.floor(col / 2);
      const fn = col % 2 === 0 ? 'sin' : 'cos';
      const exponent = formatNumber((2 * i) / shown.dModel, 4);
      return t('hover', {
        entry: `PE[${row}, ${col}]`,
        formula: `${fn}(${row} / ${shown.base}^${exponent})`,
        value: formatFloat32(value),
        row,
        col,
        pair: i,
      });
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
      label: t('heatmapLabel', { rows: shown.maxLen, cols: shown.dModel }),
      summary: describe(),
      x: t('xAxisRange', { last: shown.dModel - 1 }),
      y: t('yAxisRange', { last: shown.maxLen - 1 }),
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
      hint: t('maxLenHint', { range: rangeText(settings.pe_len) }),
    }).element,
    controlFor('pe_d', 'dModel', {
      hint: t('dModelHint', { range: rangeText(settings.pe_d) }),
    }).element,
    controlFor('pe_base', 'base', {
      log: true,
      hint: t('baseHint'),
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

  try {
    render();
  } catch (error) {
    section.dataset.status = 'error';
    figure.readout.textContent = error.message;
  }
}
