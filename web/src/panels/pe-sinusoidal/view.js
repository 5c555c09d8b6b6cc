// Lesson pe-sinusoidal, its view: the sinusoidal positional-encoding matrix as a heatmap, recomputed by the
// WASM core on every control change. Browsers deliver slider input at most once per frame, so
// drawing synchronously keeps up while dragging and lets a rejected value keep the last picture;
// the written-out row and the max_len/base check below follow once a drag settles.
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { curveFigures } from './curves.js';
import { maxLenVsBase, rowInspector, truePe512 } from './inspect.js';
import '../../lesson-parts/position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('pe-sinusoidal', strings);

function formula() {
  return h(
    'div',
    { className: 'pe-formula' },
    mathElement(
      String.raw`\begin{aligned} PE_{(p,\,2i)} &= \sin\!\left(\frac{p}{\text{base}^{2i/d}}\right) \\ PE_{(p,\,2i+1)} &= \cos\!\left(\frac{p}{\text{base}^{2i/d}}\right) \end{aligned}`,
    ),
    h('p', { className: 'note' }, t('formulaNote')),
  );
}

/** The table as a heatmap whose read-out writes each entry's formula out. */
function tableHeatmap() {
  let shown = null; // the settings of the picture on screen
  const figure = heatmapFigure({
    name: 'sinusoidal-pe',
    labels: 'index',
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    hover(row, col, value) {
      const i = Math.floor(col / 2);
      const fn = col % 2 === 0 ? 'sin' : 'cos';
      const exponent = formatNumber((2 * i) / shown.pe_d, 4);
      return t('hover', {
        entry: `PE[${row}, ${col}]`,
        formula: `${fn}(${row} / ${shown.pe_base}^${exponent})`,
        value: formatFloat32(value),
        row,
        col,
        pair: i,
      });
    },
  });
  const draw = (table, s) => {
    shown = s;
    const { pe_len: rows, pe_d: cols, pe_base: base } = s;
    figure.draw(table, {
      label: t('heatmapLabel', { rows, cols }),
      summary: t('summary', {
        rows,
        cols,
        count: formatCount(rows * cols),
        base,
        point: pointVerb(),
      }),
      x: t('xAxisRange', { last: cols - 1 }),
      y: t('yAxisRange', { last: rows - 1 }),
    });
  };
  return { figure, draw };
}

/**
 * The table and its wavelengths, drawn as the heatmap, the dimension curves and the wavelength
 * chart. The table is copied into the array of the picture on screen, which this one replaces:
 * a redraw per slider step then allocates nothing. Listed last among the parts, so nothing can
 * refuse the change after that array is refilled.
 */
function tablePart(heatmap, curves) {
  return {
    uses: ['pe_len', 'pe_d', 'pe_base', 'pe_dims'],
    compute: (core, s) => ({
      table: core.sinusoidalPe(s.pe_len, s.pe_d, s.pe_base, heatmap.figure.matrix?.data),
      wavelengths: core.peWavelengths(s.pe_d, s.pe_base),
    }),
    draw: (result, s) => {
      heatmap.draw(result.table, s);
      curves.draw(result, s);
    },
  };
}

export function mount(section, ctx) {
  const heatmap = tableHeatmap();
  const curves = curveFigures();
  const row = rowInspector();
  const lengths = maxLenVsBase();
  const slip = truePe512();
  // The core checks what the settings table does not say; its message names the setting.
  const lesson = lessonView(section, ctx, {
    settings,
    parts: [row.part, lengths.part, slip.part, tablePart(heatmap, curves)],
  });
  const { control } = lesson;
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    formula(),
    h(
      'div',
      { className: 'controls' },
      control('pe_len', { hint: t('maxLenHint', { range: rangeText(settings.pe_len) }) }).element,
      control('pe_d', { hint: t('dModelHint', { range: rangeText(settings.pe_d) }) }).element,
      control('pe_base', { log: true, hint: t('baseHint') }).element,
    ),
    heatmap.figure.element,
    h(
      'div',
      { className: 'pe-extras' },
      ...curves.elements(control('pe_dims', { hint: t('dimsHint'), wide: false })),
      ...row.elements(control('pe_row', { hint: t('rowHint') })),
      ...lengths.elements,
      ...slip.elements,
    ),
  );
  lesson.start();
}
