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
 * The opened head and the joined heads: elements (headings and figures, in reading order) and
 * update(lesson, head) to draw head (from 1) of a headsLesson result.
 */
export function mountOpenedHead() {
  let lesson = null;
  let head = 1;
  let vSlice = null;
  let outSlice = null;
  const labels = () => Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`);
  const quote = (i) => t('token', { i, byte: byteLabel(lesson.ids[i]) });

  // weights · V = out for the opened head, then concatenation and projection.
  const headWeights = matrixFigure({
    name: 'heads-weights',
    heading: t('weightsTitle'),
    colormap: sequential,
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    square: true,
    hover: (i, j) =>
      t('weightHover', {
        query: quote(i),
        key: quote(j),
        weight: num(cell(lesson.weights, (head - 1) * lesson.tokens + i, j)),
      }),
    idle: () => t('weightsIdle'),
    labels: () => ({ rowLabels: labels(), colLabels: Array.from(lesson.ids, byteLabel) }),
    tokenAxes: 'both',
  });
  const valueFigure = matrixFigure({
    name: 'heads-values',
    heading: t('valuesTitle'),
    colormap: diverging,
    xLabel: t('dimensionAxis'),
    yLabel: t('tokenAxis'),
    hover: (i, c) => t('valueHover', { token: quote(i), c, value: num(cell(vSlice, i, c)) }),
    idle: () => t('valuesIdle'),
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });
  const outFigure = matrixFigure({
    name: 'heads-output',
    heading: t('outputTitle'),
    colormap: diverging,
    xLabel: t('dimensionAxis'),
    yLabel: t('tokenAxis'),
    hover: (i, c) => t('outputHover', { token: quote(i), c, value: num(cell(outSlice, i, c)) }),
    idle: () => t('outputIdle'),
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });
  const concatFigure = matrixFigure({
    name: 'heads-concatenated',
    heading: t('concatTitle'),
    colormap: diverging,
    xLabel: t('concatAxis'),
    yLabel: t('tokenAxis'),
    hover: (i, c) =>
      t('concatHover', {
        token: quote(i),
        c,
        head: Math.floor(c / lesson.headDim) + 1,
        value: num(cell(lesson.headsOut, i, c)),
      }),
    idle: () => t('concatIdle'),
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });
  const projFigure = matrixFigure({
    name: 'heads-projected',
    heading: t('projectedTitle'),
    colormap: diverging,
    xLabel: t('columnAxis'),
    yLabel: t('tokenAxis'),
    hover: (i, c) =>
      t('projectedHover', { token: quote(i), c, value: num(cell(lesson.projected, i, c)) }),
    idle: () => t('projectedIdle'),
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });

  const elements = [
    h('h3', {}, t('openedTitle')),
    h(
      'div',
      { className: 'attention-figures' },
      headWeights.figure,
      valueFigure.figure,
      outFigure.figure,
    ),
    h('h3', {}, t('joinedTitle')),
    h('div', { className: 'attention-figures' }, concatFigure.figure, projFigure.figure),
  ];

  return {
    elements,
    update(shown, opened) {
      lesson = shown;
      head = opened;
      const T = lesson.tokens;
      const hd = lesson.headDim;
      const c0 = (head - 1) * hd;
      const w = {
        rows: T,
        cols: T,
        data: lesson.weights.data.subarray((c0 / hd) * T * T, (c0 / hd + 1) * T * T),
      };
      vSlice = slice(lesson.v, c0, hd);
      outSlice = slice(lesson.headsOut, c0, hd);
      headWeights.setHeading(t('weightsHeading', { head, tokens: T }));
      headWeights.draw(w, {
        lo: 0,
        hi: 1,
        legend: ['0', '1'],
        ariaLabel: t('weightsLabel', { head, tokens: T }),
      });
      const vp = peak(vSlice.data);
      valueFigure.setHeading(t('valuesHeading', { head, tokens: T, headDim: hd }));
      valueFigure.draw(vSlice, {
        lo: -vp,
        hi: vp,
        ariaLabel: t('valuesLabel', { head, tokens: T, headDim: hd, lo: num(-vp), hi: num(vp) }),
      });
      const op = peak(outSlice.data);
      outFigure.draw(outSlice, {
        lo: -op,
        hi: op,
        ariaLabel: t('outputLabel', { head, tokens: T, headDim: hd }),
      });
      const cp = peak(lesson.headsOut.data);
      const sizes = { heads: lesson.heads, tokens: T, dModel: lesson.dModel };
      concatFigure.setHeading(t('concatHeading', sizes));
      concatFigure.draw(lesson.headsOut, {
        lo: -cp,
        hi: cp,
        ariaLabel: t('concatLabel', sizes),
      });
      const pp = peak(lesson.projected.data);
      projFigure.draw(lesson.projected, {
        lo: -pp,
        hi: pp,
        ariaLabel: t('projectedLabel', sizes),
      });
    },
  };
}
