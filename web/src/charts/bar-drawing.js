// The bar chart as one drawing (a list of shapes, svg.js's vocabulary): bar-chart.js paints it
// on its canvas (shapes.js) and its "Download SVG" writes the same drawing (drawingSvg), so the
// file is the figure on screen. One bar per value from a zero line, red above and blue below (the
// two ends of the RdBu map, also told apart by direction; the roles bar-positive and
// bar-negative follow the theme on screen); signed data gets a scale symmetric about 0, data
// with no negative value starts at 0 at the bottom. Pure: text is measured by the caller.
import { formatNumber } from '../format.js';
import { niceTicks } from './ticks.js';

/**
 * The value axis: bars from 0 to the largest |value| (`peak`), symmetric about 0 when a value is
 * negative, with round ticks inside.
 */
function barAxis(values) {
  const signed = values.some((v) => v < 0);
  const peak = values.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  return { signed, peak, ticks: niceTicks(signed ? -peak : 0, peak, 4) };
}

/** Formats an axis tick compactly: 1.5, −2, 0.005, 0.00032 -> 3.2e-4. */
function axisNumber(v) {
  if (v === 0) return '0';
  const a = Math.abs(v);
  return a >= 1e4 || a < 1e-3 ? v.toExponential(1).replace(/^-/, '−') : formatNumber(v, 3);
}

const margin = { left: 52, right: 6, top: 8, bottom: 20 };
const tickSize = 11;

/**
 * The drawing of values (numbers) with labels (one short string per bar) in width × height CSS
 * pixels. cursor: the bar the keyboard or a finger points at (its slot outlined), or null.
 * measure(text, size): the width of text in px at that size. Returns { width, height, shapes,
 * yTicks, xTicks (the tick and bar labels drawn), bounds: { left, slot } (for pointer reading) }.
 */
export function barDrawing({ values, labels = [], width, height, cursor = null, measure }) {
  const { left, top } = margin;
  const plotW = width - left - margin.right;
  const plotH = height - top - margin.bottom;
  const { peak, signed, ticks } = barAxis(values);
  const y = signed
    ? (v) => top + plotH / 2 - (v / peak) * (plotH / 2)
    : (v) => top + plotH - (v / peak) * plotH;
  const slot = plotW / Math.max(1, values.length);
  const tickLabels = ticks.map(axisNumber);
  const shownLabels = barLabels(labels, { left, slot, width, baseline: top + plotH + 4, measure });
  const shapes = [
    ...valueAxis({ ticks, tickLabels, y, left, top, plotW, plotH }),
    bars(values, { y, left, slot }),
    ...(cursor === null ? [] : [cursorOutline(cursor, { left, top, slot, plotH })]),
    ...shownLabels.shapes,
  ];
  return {
    width,
    height,
    shapes,
    yTicks: values.length > 0 ? tickLabels : [],
    xTicks: shownLabels.texts,
    bounds: { left, slot },
  };
}

/** A light line at each round tick, the zero line, the value axis and the tick labels. */
function valueAxis({ ticks, tickLabels, y, left, top, plotW, plotH }) {
  const across = (v) => [[left, y(v)], [left + plotW, y(v)], null];
  return [
    { kind: 'path', points: ticks.flatMap(across), colour: 'line', opacity: 0.6 },
    {
      kind: 'path',
      points: [...across(0), [left, top], [left, top + plotH]],
      colour: 'line',
    },
    ...ticks.map((t, i) => ({
      kind: 'text',
      x: left - 4,
      y: y(t),
      text: tickLabels[i],
      colour: 'muted',
      anchor: 'end',
      baseline: 'middle',
      size: tickSize,
    })),
  ];
}

/** One bar per value, 70% of its slot; an exact zero has no height (masked weights, zeros). */
function bars(values, { y, left, slot }) {
  const barW = Math.max(1, slot * 0.7);
  const y0 = y(0);
  return {
    kind: 'group',
    data: { bars: values.length },
    shapes: values.map((v, i) => {
      const y1 = y(v);
      return {
        kind: 'rect',
        x: left + i * slot + (slot - barW) / 2,
        y: Math.min(y0, y1),
        width: barW,
        height: v === 0 ? 0 : Math.max(1, Math.abs(y1 - y0)),
        fill: v >= 0 ? 'bar-positive' : 'bar-negative',
        data: { value: String(v) },
      };
    }),
  };
}

/** The bar under the keyboard cursor or a finger: its whole slot outlined. */
function cursorOutline(index, { left, top, slot, plotH }) {
  const x = left + index * slot + 1;
  return { kind: 'rect', x, y: top, width: Math.max(2, slot - 2), height: plotH, stroke: 'text' };
}

/**
 * The labels under the bars. Labels wider than their slot would run together: smaller type
 * first (down to 8 px), so a row of characters stays readable as text; past that every k-th
 * label (\x9F at phone width, 256 bars). Returns { shapes, texts (the labels drawn) }.
 */
function barLabels(labels, { left, slot, width, baseline, measure }) {
  let size = tickSize;
  const widestAt = () => Math.max(0, ...labels.map((label) => measure(label, size)));
  let widest = widestAt();
  if (widest + 4 > slot && widest > 0) {
    size = Math.max(8, Math.floor((tickSize * (slot - 4)) / widest));
    widest = widestAt();
  }
  const every = Math.max(1, Math.ceil((widest + 4) / slot));
  const shown = labels.map((text, i) => ({ text, i })).filter(({ i }) => i % every === 0);
  const shapes = shown.map(({ text, i }) => {
    // Centred under its bar, but kept inside the figure (the last bar's label at the edge).
    const half = measure(text, size) / 2;
    const x = Math.min(width - half - 1, left + (i + 0.5) * slot);
    return { kind: 'text', x, y: baseline, text, colour: 'text', baseline: 'top', size };
  });
  return { shapes, texts: shown.map(({ text }) => text) };
}
