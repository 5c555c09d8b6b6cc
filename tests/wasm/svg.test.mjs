// The SVG writer (web/src/charts/svg.js) and the charts' drawings it writes: well-formed XML, accessible and self-contained documents,
// one element per cell, bar or curve, colours and positions true to the data, labels escaped.
// The unit-circle drawings (the RoPE clocks, pe-relative's turn) are built from the core's
// numbers, as the page builds them.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { colourAt, diverging, lutIndex, sequential } from '../../web/src/charts/colormap.js';
import { contrastRatio, parseColour, readableOn } from '../../web/src/charts/contrast.js';
import { barDrawing } from '../../web/src/charts/bar-drawing.js';
import { heatmapDrawing } from '../../web/src/charts/heatmap-drawing.js';
import { lineDrawing } from '../../web/src/charts/line-drawing.js';
import { scatterDrawing } from '../../web/src/charts/scatter-drawing.js';
import {
  arcEnds,
  drawingSvg,
  escapeXml,
  lightColours,
  maxVectorCells,
  rasterSvg,
} from '../../web/src/charts/svg.js';
import {
  clocksDrawing,
  clocksLayout,
  rotationDrawing,
} from '../../web/src/lesson-parts/position-lessons/circle.js';
import { loadCore } from './load-core.mjs';
import { allElements, parseXml } from './xml-check.mjs';

// The charts' drawings as their "Download SVG" writes them (a canvas measures the bar labels on
// screen; here 0.6 em a character).
const lineChartSvg = ({ title, desc, ...chart }) =>
  drawingSvg({ title, desc, drawing: lineDrawing(chart) });
const heatmapSvg = ({ title, desc, rasterHref, ...view }) =>
  drawingSvg({ title, desc, drawing: heatmapDrawing({ ...view, raster: rasterHref }) });
const barChartSvg = ({ title, desc, values, labels }) => {
  const measure = (text, size) => 0.6 * size * [...text].length;
  const drawing = barDrawing({ values, labels, width: 640, height: 220, measure });
  return drawingSvg({ title, desc, drawing });
};

let core;
before(async () => {
  core = await loadCore();
});

const hostile = `a < b & "c" 'd' > é 😀`;

/** Parses an SVG document and checks what every export must have. */
function checkDocument(text, { title, desc }) {
  assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n'), 'XML header first');
  const root = parseXml(text);
  assert.equal(root.name, 'svg');
  assert.equal(root.attributes.xmlns, 'http://www.w3.org/2000/svg');
  const [, , w, hgt] = root.attributes.viewBox.split(' ').map(Number);
  assert.equal(w, Number(root.attributes.width));
  assert.equal(hgt, Number(root.attributes.height));
  assert.ok(w > 0 && hgt > 0);
  assert.equal(root.children[0].name, 'title');
  assert.equal(root.children[0].text, title);
  assert.equal(root.children[1].name, 'desc');
  assert.equal(root.children[1].text, desc);
  assert.match(root.attributes['font-family'], /sans-serif$/, 'ends in a generic family');
  // Self-contained: no reference outside the document (only the SVG namespace names a URL).
  const outside = text.replace('xmlns="http://www.w3.org/2000/svg"', '');
  assert.doesNotMatch(outside, /https?:|url\((?!#)|@import|xlink:href="(?!#|data:)/);
  const elements = allElements(root);
  for (const e of elements)
    if (e.attributes.href) assert.match(e.attributes.href, /^data:image\/png;base64,/);
  return { root, elements };
}

test('escapeXml writes the five special characters as entities and keeps other text', () => {
  assert.equal(escapeXml(hostile), 'a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt; é 😀');
  assert.equal(escapeXml('tab\there\u0001'), 'tab\there', 'control characters XML forbids go');
  assert.equal(parseXml(`<t a="${escapeXml(hostile)}">${escapeXml(hostile)}</t>`).text, hostile);
});

test('the XML checker itself rejects what is not well-formed', () => {
  for (const bad of ['<a><b></a>', '<a x=1/>', '<a>&</a>', '<a>&nbsp;</a>', '<a x="1" x="2"/>'])
    assert.throws(() => parseXml(bad), undefined, bad);
});

test('a line chart: one path per curve, gaps broken, colours, dashes and labels as given', () => {
  const xs = [1, 2, 3, 4, 5];
  const text = lineChartSvg({
    title: `Loss ${hostile}`,
    desc: 'Two curves',
    xs,
    series: [
      { label: `train ${hostile}`, color: '#0072B2', width: 2, values: [5, 4, null, 2, 1] },
      {
        label: 'ln 256',
        color: '#000000',
        dash: [6, 4],
        width: 1.5,
        values: [5.5, 5.5, 5.5, 5.5, 5.5],
      },
      {
        label: 'validation',
        color: '#D55E00',
        points: true,
        spanGaps: true,
        values: [null, 3, null, 2.5, null],
      },
    ],
    x: { min: 1, max: 5, label: 'step' },
    y: { min: 0, max: 7, label: 'loss (nats)', ticks: [0, 2, 4, 6] },
  });
  const { elements } = checkDocument(text, { title: `Loss ${hostile}`, desc: 'Two curves' });
  const curves = elements.filter((e) => e.name === 'g' && 'data-series' in e.attributes);
  assert.deepEqual(
    curves.map((g) => g.attributes['data-series']),
    [`train ${hostile}`, 'ln 256', 'validation'],
  );
  const [train, baseline, validation] = curves.map((g) =>
    g.children.find((c) => c.name === 'path'),
  );
  assert.equal(train.attributes.stroke, '#0072B2');
  // The null at x = 3 breaks the line into two pieces: two "M" commands, two "L".
  assert.equal(train.attributes.d.match(/M/g).length, 2);
  assert.equal(train.attributes.d.match(/L/g).length, 2);
  assert.equal(baseline.attributes['stroke-dasharray'], '6 4');
  assert.equal(train.attributes['stroke-dasharray'], undefined);
  // spanGaps joins the sparse validation points; each point also gets a dot.
  assert.equal(validation.attributes.d.match(/M/g).length, 1);
  assert.equal(curves[2].children.filter((c) => c.name === 'circle').length, 2);
  // Positions follow the scales: x 1..5 over the plot's width, y 0..7 bottom to top.
  const points = [...train.attributes.d.matchAll(/[ML]([\d.]+) ([\d.]+)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const frame = elements.find((e) => e.name === 'rect' && e.attributes.fill === 'none');
  const left = Number(frame.attributes.x);
  const top = Number(frame.attributes.y);
  const width = Number(frame.attributes.width);
  const height = Number(frame.attributes.height);
  assert.ok(Math.abs(points[0][0] - left) < 0.01);
  assert.ok(Math.abs(points[3][0] - (left + width)) < 0.01);
  assert.ok(Math.abs(points[0][1] - (top + height * (1 - 5 / 7))) < 0.01);
  assert.ok(Math.abs(points[3][1] - (top + height * (1 - 1 / 7))) < 0.01);
  // Tick labels come from format.js (− for minus does not occur here), legend lists each series.
  const texts = elements.filter((e) => e.name === 'text').map((e) => e.text);
  for (const t of ['0', '2', '4', '6', 'step', 'loss (nats)', `train ${hostile}`, 'validation'])
    assert.ok(texts.includes(t), `text ${t}`);
});

test('a line chart with no data yet has empty axes, never NaN', () => {
  const text = lineChartSvg({
    title: 'loss',
    desc: 'not started',
    xs: [],
    series: [{ label: 'loss', color: '#000', values: [] }],
    x: { min: null, max: null, label: 'step' },
    y: { min: 0, max: 7, label: 'loss' },
  });
  checkDocument(text, { title: 'loss', desc: 'not started' });
  assert.doesNotMatch(text, /NaN|Infinity|undefined/);
});

test('a log axis places powers of ten evenly and skips values it cannot show', () => {
  const text = lineChartSvg({
    title: 't',
    desc: 'd',
    xs: [32, 64, 128, 256],
    series: [{ label: 'a', color: '#000', values: [1, 2, 3, 4] }],
    x: { min: 32, max: 256, log: true, label: 'length' },
    y: { min: 0.1, max: 10, log: true, label: 'loss' },
  });
  const { elements } = checkDocument(text, { title: 't', desc: 'd' });
  const d = elements.find((e) => e.name === 'path').attributes.d;
  const xsOut = [...d.matchAll(/[ML]([\d.]+) /g)].map((m) => Number(m[1]));
  const gaps = xsOut.slice(1).map((x, i) => x - xsOut[i]);
  assert.ok(Math.abs(gaps[0] - gaps[1]) < 0.02 && Math.abs(gaps[1] - gaps[2]) < 0.02);
  const texts = elements.filter((e) => e.name === 'text').map((e) => e.text);
  for (const t of ['0.1', '1', '10']) assert.ok(texts.includes(t), `tick ${t}`);
});

test('a small heatmap: one rect per cell in the screen colour map, masked cells grey', () => {
  const rows = 3;
  const cols = 4;
  const data = Float32Array.from({ length: rows * cols }, (_, i) => -1 + (2 * i) / 11);
  const rowLabels = ['é', '😀', '<&>'];
  const colLabels = ['"q"', "'a'", 'b', 'c'];
  const text = heatmapSvg({
    title: hostile,
    desc: 'weights',
    matrix: { rows, cols, data },
    colormap: diverging,
    lo: -1,
    hi: 1,
    masked: (r, c) => c > r,
    rowLabels,
    colLabels,
    legend: ['−1', '+1'],
  });
  const { elements } = checkDocument(text, { title: hostile, desc: 'weights' });
  const group = elements.find((e) => 'data-cells' in e.attributes);
  assert.equal(group.children.length, rows * cols);
  assert.equal(Number(group.attributes['data-cells']), rows * cols);
  group.children.forEach((cell, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const expected = c > r ? '#808080' : colourAt(diverging, lutIndex(data[i], -1, 255 / 2));
    assert.equal(cell.attributes.fill, expected, `cell ${r},${c}`);
  });
  // The ends of the range are the ends of the colour map: −1 dark blue, +1 dark red.
  assert.equal(group.children[0].attributes.fill, diverging.anchors[0]);
  const x = (i) => Number(group.children[i].attributes.x);
  assert.ok(x(1) > x(0) && x(cols) === x(0), 'row-major layout');
  const texts = elements.filter((e) => e.name === 'text').map((e) => e.text);
  for (const t of [...rowLabels, ...colLabels, '−1', '+1']) assert.ok(texts.includes(t), t);
  const stops = elements.filter((e) => e.name === 'stop').map((e) => e.attributes['stop-color']);
  assert.deepEqual(stops, diverging.anchors);
  assert.ok(!elements.some((e) => e.name === 'image'));
});

test('a heatmap past the vector limit embeds its pixels with vector axes and colour bar', () => {
  const side = Math.ceil(Math.sqrt(maxVectorCells)) + 1;
  const png = 'data:image/png;base64,iVBORw0KGgo=';
  let asked = 0;
  const text = heatmapSvg({
    title: 'big',
    desc: 'positions',
    matrix: { rows: side, cols: side, data: new Float32Array(side * side) },
    colormap: sequential,
    lo: 0,
    hi: 1,
    xLabel: 'dimension j →',
    yLabel: 'position p ↓',
    rasterHref: () => {
      asked += 1;
      return png;
    },
  });
  const { elements } = checkDocument(text, { title: 'big', desc: 'positions' });
  assert.equal(asked, 1);
  const images = elements.filter((e) => e.name === 'image');
  assert.equal(images.length, 1);
  assert.equal(images[0].attributes.href, png);
  assert.ok(!elements.some((e) => 'data-cells' in e.attributes));
  const texts = elements.filter((e) => e.name === 'text').map((e) => e.text);
  assert.ok(texts.includes('dimension j →') && texts.includes('position p ↓'));
  assert.ok(elements.some((e) => e.name === 'linearGradient'));
  // The small case never asks for pixels.
  heatmapSvg({
    title: 's',
    desc: '',
    matrix: { rows: 2, cols: 2, data: new Float32Array(4) },
    colormap: sequential,
    lo: 0,
    hi: 1,
    rasterHref: () => (asked += 1),
  });
  assert.equal(asked, 1);
});

test('a bar chart: one bar per value, height proportional, signed colours', () => {
  const values = [2, -1, 0.5, 0];
  const text = barChartSvg({ title: 'x', desc: 'bars', values, labels: ['é', '😀', '&', '<'] });
  const { elements } = checkDocument(text, { title: 'x', desc: 'bars' });
  const bars = elements.find((e) => 'data-bars' in e.attributes).children;
  assert.equal(bars.length, values.length);
  const heights = bars.map((b) => Number(b.attributes.height));
  assert.ok(Math.abs(heights[0] / heights[1] - 2) < 0.02);
  assert.ok(Math.abs(heights[0] / heights[2] - 4) < 0.05);
  assert.equal(heights[3], 0);
  assert.deepEqual(
    bars.slice(0, 3).map((b) => b.attributes.fill),
    ['#b2182b', '#2166ac', '#b2182b'],
  );
  assert.deepEqual(
    bars.map((b) => Number(b.attributes['data-value'])),
    values,
  );
  const texts = elements.filter((e) => e.name === 'text').map((e) => e.text);
  for (const t of ['é', '😀', '&', '<', '2', '−2']) assert.ok(texts.includes(t), t);
});

test('a scatter and a wrapped raster are well-formed too', () => {
  const drawing = scatterDrawing({
    points: { rows: 3, cols: 2, data: [0, 0, 1, -1, -1, 2] },
    labels: ['␣', 'é', '<'],
    xLabel: 'PC1',
    yLabel: 'PC2',
  });
  const scatter = drawingSvg({ title: 'pca', desc: 'points', drawing });
  const { elements } = checkDocument(scatter, { title: 'pca', desc: 'points' });
  const dots = elements.filter((e) => e.name === 'circle');
  assert.equal(dots.length, 3);
  // The extremes fill the plot: x from -1 to 1 and y from -1 to 2 over 420 - 2 × 34 px, y up.
  assert.deepEqual(
    dots.map((c) => [Number(c.attributes.cx), Number(c.attributes.cy)]),
    [
      [210, 386 - 352 / 3],
      [386, 386],
      [34, 34],
    ].map(([x, y]) => [Number(x.toFixed(2)), Number(y.toFixed(2))]),
  );
  const labels = elements.filter((e) => e.attributes['font-family']?.includes('monospace'));
  assert.deepEqual(
    labels.map((e) => e.text),
    ['␣', 'é', '<'],
  );
  // Both zero lines cross the data: one across, one down.
  assert.equal(elements.filter((e) => e.name === 'line').length, 2);
  const raster = rasterSvg({
    title: 'clocks',
    desc: 'hands',
    width: 200,
    height: 100,
    pngHref: 'data:image/png;base64,AAAA',
  });
  const image = checkDocument(raster, { title: 'clocks', desc: 'hands' }).elements.find(
    (e) => e.name === 'image',
  );
  assert.equal(image.attributes.width, '200');
});

/** The hands of a drawing's SVG: each line with data-cos, and the circle it starts from. */
function handsOf(elements) {
  const faces = elements.filter((e) => e.name === 'circle' && e.attributes.fill === 'none');
  return elements
    .filter((e) => e.name === 'line' && 'data-cos' in e.attributes)
    .map((line) => {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(line.attributes[k]));
      const face = faces.find(
        (c) => Number(c.attributes.cx) === x1 && Number(c.attributes.cy) === y1,
      );
      assert.ok(face, `a hand from (${x1}, ${y1}) has no circle around it`);
      const r = Number(face.attributes.r);
      // The screen's y runs down: sin is the upward share of the radius.
      return { line, cos: (x2 - x1) / r, sin: (y1 - y2) / r, r };
    });
}

test('the RoPE clocks: one circle and hand per pair, each hand at the core’s (cos, sin)', () => {
  const m = 7;
  const d = 16;
  const base = 10000;
  const { hands, row: angles } = core.ropeClocks(m, d, base);
  const pairs = [0, 1, 2, 3, 4, 5, 6, 7];
  const colours = { hand: '#0072B2', fastest: '#D55E00' };
  const text = drawingSvg({
    title: `Clocks ${hostile}`,
    desc: 'eight clocks',
    drawing: clocksDrawing({
      hands,
      angles,
      pairs,
      layout: clocksLayout(pairs.length, { perRow: 4 }),
      colours,
    }),
  });
  const { elements } = checkDocument(text, { title: `Clocks ${hostile}`, desc: 'eight clocks' });
  assert.ok(!elements.some((e) => e.name === 'image'), 'vectors, no pixels');
  const found = handsOf(elements);
  assert.deepEqual(
    found.map((f) => Number(f.line.attributes['data-pair'])),
    pairs,
  );
  for (const { line, cos, sin } of found) {
    const i = Number(line.attributes['data-pair']);
    // The hand is the core's: m·ωᵢ with ωᵢ = base^(−2i/d), to the 0.01 px the SVG keeps.
    const angle = m * base ** ((-2 * i) / d);
    assert.ok(Math.abs(cos - Math.cos(angle)) < 1e-3, `pair ${i} cos ${cos}`);
    assert.ok(Math.abs(sin - Math.sin(angle)) < 1e-3, `pair ${i} sin ${sin}`);
    assert.equal(Number(line.attributes['data-cos']), hands[i][0]);
    assert.equal(line.attributes.stroke, i === 0 ? colours.fastest : colours.hand);
  }
  // Four to a row: the fifth clock sits under the first.
  assert.equal(found[4].line.attributes.x1, found[0].line.attributes.x1);
  assert.ok(Number(found[4].line.attributes.y1) > Number(found[0].line.attributes.y1));
  const texts = elements.filter((e) => e.name === 'text').map((e) => e.text);
  assert.ok(texts.includes('pair 7'));
  assert.ok(texts.includes('1.11 turns'), 'pair 0 turned 7 rad = 1.11 turns');
  // Role colours are the light theme's; no clock is picked in an export.
  assert.ok(elements.some((e) => e.attributes.stroke === lightColours.line));
  assert.ok(!elements.some((e) => e.name === 'rect' && e.attributes.stroke === lightColours.text));
});

test('a picked clock is outlined and shows its angle as an arc from 0', () => {
  const { hands, row: angles } = core.ropeClocks(2, 4, 10000);
  const layout = clocksLayout(2, { width: 400 });
  assert.equal(layout.perRow, 2);
  assert.equal(layout.at(...layout.centre(1)), 1);
  assert.equal(layout.at(layout.width + 5, 10), null);
  const { shapes } = clocksDrawing({
    hands,
    angles,
    pairs: [0, 1],
    layout,
    selected: 0,
    colours: { hand: '#000000', fastest: '#111111' },
  });
  const outlines = shapes.filter((s) => s.kind === 'rect');
  assert.equal(outlines.length, 1);
  const arc = shapes.find((s) => s.kind === 'arc');
  assert.equal(arc.from, 0);
  assert.equal(arc.sweep, 2, 'pair 0 at m = 2: 2 rad');
  // The arc ends where the hand points.
  const { end } = arcEnds(arc);
  const [cx, cy] = layout.centre(0);
  assert.ok(Math.abs((end[0] - cx) / arc.r - hands[0][0]) < 1e-12);
  assert.ok(Math.abs((cy - end[1]) / arc.r - hands[0][1]) < 1e-12);
});

test('pe-relative’s turn: both hands at the core’s PE pair, the arc from PE(p) by k·ω', () => {
  const [p, k, pair] = [10, 3, 2];
  const r = core.pePairRotation(p, k, pair, 64, 10000);
  const colours = { from: '#0072B2', to: '#D55E00' };
  const drawing = rotationDrawing(r, { p, k, pair }, colours);
  const text = drawingSvg({ title: 'Turn', desc: 'one pair', drawing });
  const { elements } = checkDocument(text, { title: 'Turn', desc: 'one pair' });
  assert.ok(!elements.some((e) => e.name === 'image'));
  const [from, to] = handsOf(elements);
  assert.equal(from.line.attributes['data-hand'], 'PE(10)');
  assert.equal(to.line.attributes['data-hand'], 'PE(13)');
  // x = cos = PE[p, 2i+1], y = sin = PE[p, 2i]; the pair is sin and cos of p·ω.
  const omega = 10000 ** ((-2 * pair) / 64);
  for (const [hand, pos, row] of [
    [from, p, r.from],
    [to, p + k, r.to],
  ]) {
    assert.ok(Math.abs(hand.cos - row[1]) < 1e-3 && Math.abs(hand.sin - row[0]) < 1e-3);
    assert.ok(Math.abs(hand.cos - Math.cos(pos * omega)) < 1e-3, `cos at ${pos}`);
    assert.ok(Math.abs(hand.sin - Math.sin(pos * omega)) < 1e-3, `sin at ${pos}`);
  }
  assert.equal(from.line.attributes.stroke, colours.from);
  assert.equal(to.line.attributes['stroke-dasharray'], '5 3');
  // The arc starts on the PE(p) hand's direction and turns by k·ω anticlockwise.
  const arc = elements.find((e) => e.name === 'path');
  const [, sx, sy] = arc.attributes.d.match(/^M([\d.]+) ([\d.]+)/).map(Number);
  const cx = Number(from.line.attributes.x1);
  const cy = Number(from.line.attributes.y1);
  const start = Math.atan2(cy - sy, sx - cx);
  assert.ok(Math.abs(start - Math.atan2(r.from[0], r.from[1])) < 1e-3);
  assert.match(arc.attributes.d, /A[\d.]+ [\d.]+ 0 0 0 /, 'sweep flag 0: anticlockwise');
  const texts = elements.filter((e) => e.name === 'text');
  const labels = texts.map((e) => e.text);
  for (const t of ['PE(10)', 'PE(13)', 'pair 2', 'x = PE[·, 5] (cos), y = PE[·, 4] (sin)'])
    assert.ok(labels.includes(t), t);
  assert.equal(texts.find((e) => e.text === 'PE(10)').attributes['paint-order'], 'stroke');
  // Every label reads at 4.5:1 on the white paper; the orange hand's label is darkened for it,
  // while its line keeps the palette's colour.
  for (const e of texts) {
    const ratio = contrastRatio(parseColour(e.attributes.fill), parseColour(lightColours.panel));
    assert.ok(ratio >= 4.5, `${e.text}: ${e.attributes.fill} at ${ratio.toFixed(2)}:1`);
  }
  assert.notEqual(texts.find((e) => e.text === 'PE(13)').attributes.fill, colours.to);
  assert.equal(to.line.attributes.stroke, colours.to);
  // The labels stay inside the paper.
  const width = Number(parseXml(text).attributes.width);
  for (const e of texts) {
    const x = Number(e.attributes.x);
    assert.ok(x >= 0 && x <= width, `${e.text} at x = ${x}`);
  }
});

test('an arc of a full turn or more is written in pieces, so SVG draws it', () => {
  const text = drawingSvg({
    title: '',
    desc: '',
    drawing: {
      width: 100,
      height: 100,
      shapes: [
        { kind: 'arc', cx: 50, cy: 50, r: 40, from: 0, sweep: 2 * Math.PI - 0.01, colour: 'text' },
      ],
    },
  });
  const path = checkDocument(text, { title: '', desc: '' }).elements.find((e) => e.name === 'path');
  assert.equal(path.attributes.d.match(/A/g).length, 2);
  assert.equal(path.attributes.stroke, lightColours.text);
  // Anticlockwise (sweep > 0) is SVG's sweep flag 0 on a y-down page; a negative turn (k < 0)
  // goes clockwise, flag 1, and ends below the start: (50 + 40 cos(−1), 50 + 40 sin 1).
  const back = drawingSvg({
    title: '',
    desc: '',
    drawing: {
      width: 100,
      height: 100,
      shapes: [{ kind: 'arc', cx: 50, cy: 50, r: 40, from: 0, sweep: -1, colour: '#123456' }],
    },
  });
  const clockwise = checkDocument(back, { title: '', desc: '' }).elements.find(
    (e) => e.name === 'path',
  );
  assert.equal(clockwise.attributes.d, 'M90 50A40 40 0 0 1 71.61 83.66');
  assert.equal(clockwise.attributes.stroke, '#123456');
  assert.throws(
    () =>
      drawingSvg({
        title: '',
        desc: '',
        drawing: { width: 1, height: 1, shapes: [{ kind: 'blob' }] },
      }),
    /no shape of kind blob/,
  );
});

test('readableOn: a colour below 4.5:1 moves just far enough towards black or white', () => {
  assert.equal(readableOn('#1d1f24', '#ffffff'), '#1d1f24'); // already readable: unchanged
  for (const [colour, panel] of [
    ['#0072B2', '#1c1f25'], // 3.18:1 on the dark panel
    ['#D55E00', '#ffffff'], // 3.87:1 on white
    ['#000000', '#1c1f25'],
    ['#F0E442', '#ffffff'],
  ]) {
    const fixed = readableOn(colour, panel);
    const ratio = contrastRatio(parseColour(fixed), parseColour(panel));
    assert.ok(ratio >= 4.5 && ratio < 4.7, `${colour} on ${panel}: ${fixed} at ${ratio}`);
  }
  assert.equal(readableOn('muted', '#ffffff'), 'muted'); // a role name is left to its theme
  assert.ok(Math.abs(contrastRatio([0, 0, 0], [255, 255, 255]) - 21) < 1e-12);
});

test('a side title: Latin turned a quarter, Chinese upright one character under the other', () => {
  const svgOf = (label) => {
    const text = lineChartSvg({
      title: 'side',
      desc: 'side title',
      xs: [0, 1],
      series: [{ label: 'a', values: [0, 1] }],
      x: { min: 0, max: 1, label: 'step' },
      y: { min: 0, max: 1, label },
    });
    return checkDocument(text, { title: 'side', desc: 'side title' }).elements;
  };
  const turned = svgOf('loss (nats)').find((e) => e.name === 'text' && e.text === 'loss (nats)');
  assert.match(turned.attributes.transform, /^rotate\(-90 /);
  const upright = svgOf('位置 p →').filter((e) => e.name === 'text' && e.text.length === 1);
  const column = upright.filter((e) => ['位', '置', 'p', '↑'].includes(e.text));
  assert.deepEqual(
    column.map((e) => e.text),
    ['位', '置', 'p', '↑'],
    'each character on its own, spaces dropped, the arrow pointing up',
  );
  assert.ok(
    column.every((e) => e.attributes.transform === undefined),
    'none turned',
  );
  const xs = new Set(column.map((e) => e.attributes.x));
  const ys = column.map((e) => Number(e.attributes.y));
  assert.equal(xs.size, 1, 'one column');
  assert.ok(
    ys.every((y, i) => i === 0 || y > ys[i - 1]),
    'top to bottom',
  );
});
