// heads, part 2: one head opened up (its weights, its value rows, weights · V), then all heads'
// outputs side by side and the output projection W_o.
import { diverging, sequential } from '../../charts/colormap.js';
import { byteLabel } from '../../format.js';
import { h } from '../../base/dom.js';
import { matrixFigure, num, peak } from '../../lesson-parts/model/common.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('heads', strings);

/** Columns c0 to c0 + w - 1 of matrix m. */
function slice(m, c0, w) {
  const out = new Float64Array(m.rows * w);
  for (let r = 0; r < m.rows; r++)
    out.set(m.data.subarray(r * m.cols + c0, r * m.cols + c0 + w), r * w);
  return { rows: m.rows, cols: w, data: out };
}

const cell = (m, r, c) => m.data[r * m.cols + c];

/**
 * Head `head` (from 1) of a headsLesson result: its (T, T) weights and its columns of V and of the
 * heads' joined output.
 */
export function openHead(lesson, head) {
  const T = lesson.tokens;
  const hd = lesson.headDim;
  const c0 = (head - 1) * hd;
  const weights = {
    rows: T,
    cols: T,
    data: lesson.weights.data.subarray((head - 1) * T * T, head * T * T),
  };
  return { head, weights, v: slice(lesson.v, c0, hd), out: slice(lesson.headsOut, c0, hd) };
}

// Every figure reads what is drawn (shown.lesson, the headsLesson result; shown.opened, its
// opened head) for its hover text and its table's labels.
const rowLabels = (lesson) => Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`);
const quote = (lesson, i) => t('token', { i, byte: byteLabel(lesson.ids[i]) });

function weightsFigure(shown) {
  return matrixFigure({
    name: 'heads-weights',
    heading: t('weightsTitle'),
    colormap: sequential,
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    square: true,
    hover: (i, j) =>
      t('weightHover', {
        query: quote(shown.lesson, i),
        key: quote(shown.lesson, j),
        weight: num(cell(shown.opened.weights, i, j)),
      }),
    idle: () => t('weightsIdle'),
    labels: () => ({
      rowLabels: rowLabels(shown.lesson),
      colLabels: Array.from(shown.lesson.ids, byteLabel),
    }),
    tokenAxes: 'both',
  });
}

/** A map of one row per token, coloured both ways from 0; hover(i, c) says what a cell holds. */
function tokenRowsFigure(shown, { name, heading, xLabel, hover, idle }) {
  return matrixFigure({
    name,
    heading,
    colormap: diverging,
    xLabel,
    yLabel: t('tokenAxis'),
    hover,
    idle,
    labels: () => ({ rowLabels: rowLabels(shown.lesson) }),
    tokenAxes: 'rows',
  });
}

/** The four maps of a token row each: V and the output of the opened head, all heads, W_o's. */
function rowFigures(shown) {
  const token = (i) => quote(shown.lesson, i);
  return {
    values: tokenRowsFigure(shown, {
      name: 'heads-values',
      heading: t('valuesTitle'),
      xLabel: t('dimensionAxis'),
      hover: (i, c) =>
        t('valueHover', { token: token(i), c, value: num(cell(shown.opened.v, i, c)) }),
      idle: () => t('valuesIdle'),
    }),
    output: tokenRowsFigure(shown, {
      name: 'heads-output',
      heading: t('outputTitle'),
      xLabel: t('dimensionAxis'),
      hover: (i, c) =>
        t('outputHover', { token: token(i), c, value: num(cell(shown.opened.out, i, c)) }),
      idle: () => t('outputIdle'),
    }),
    concat: tokenRowsFigure(shown, {
      name: 'heads-concatenated',
      heading: t('concatTitle'),
      xLabel: t('concatAxis'),
      hover: (i, c) =>
        t('concatHover', {
          token: token(i),
          c,
          head: Math.floor(c / shown.lesson.headDim) + 1,
          value: num(cell(shown.lesson.headsOut, i, c)),
        }),
      idle: () => t('concatIdle'),
    }),
    projected: tokenRowsFigure(shown, {
      name: 'heads-projected',
      heading: t('projectedTitle'),
      xLabel: t('columnAxis'),
      hover: (i, c) =>
        t('projectedHover', { token: token(i), c, value: num(cell(shown.lesson.projected, i, c)) }),
      idle: () => t('projectedIdle'),
    }),
  };
}

/** A map coloured from −peak to peak, peak its largest magnitude. */
function drawAroundZero(figure, matrix, ariaLabel) {
  const p = peak(matrix.data);
  figure.draw(matrix, { lo: -p, hi: p, ariaLabel: ariaLabel(p) });
}

/** The opened head: its weights, its value rows and weights · V. */
function drawOpened({ weights, values, output }, { head, ...opened }, T) {
  const hd = opened.v.cols;
  weights.setHeading(t('weightsHeading', { head, tokens: T }));
  weights.draw(opened.weights, {
    lo: 0,
    hi: 1,
    legend: ['0', '1'],
    ariaLabel: t('weightsLabel', { head, tokens: T }),
  });
  values.setHeading(t('valuesHeading', { head, tokens: T, headDim: hd }));
  drawAroundZero(values, opened.v, (p) =>
    t('valuesLabel', { head, tokens: T, headDim: hd, lo: num(-p), hi: num(p) }),
  );
  drawAroundZero(output, opened.out, () => t('outputLabel', { head, tokens: T, headDim: hd }));
}

/** Every head's output side by side, then W_o's projection of it. */
function drawJoined({ concat, projected }, lesson) {
  const sizes = { heads: lesson.heads, tokens: lesson.tokens, dModel: lesson.dModel };
  concat.setHeading(t('concatHeading', sizes));
  drawAroundZero(concat, lesson.headsOut, () => t('concatLabel', sizes));
  drawAroundZero(projected, lesson.projected, () => t('projectedLabel', sizes));
}

/**
 * The opened head and the joined heads: elements (headings and figures, in reading order) and
 * draw(lesson, opened) for a headsLesson result and its head opened by openHead.
 */
export function mountOpenedHead() {
  const shown = { lesson: null, opened: null };
  const weights = weightsFigure(shown);
  const rows = rowFigures(shown);
  const elements = [
    h('h3', {}, t('openedTitle')),
    h(
      'div',
      { className: 'attention-figures' },
      weights.figure,
      rows.values.figure,
      rows.output.figure,
    ),
    h('h3', {}, t('joinedTitle')),
    h('div', { className: 'attention-figures' }, rows.concat.figure, rows.projected.figure),
  ];
  const draw = (lesson, opened) => {
    Object.assign(shown, { lesson, opened });
    drawOpened({ weights, ...rows }, opened, lesson.tokens);
    drawJoined(rows, lesson);
  };
  return { elements, draw };
}
