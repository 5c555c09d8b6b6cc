// pe-relative, part 2: PE(p + k) as a rotation of PE(p) in one pair, drawn on the unit circle,
// with the 2x2 rotation matrix written out in numbers.
import { formatNumber } from '../../format.js';
import { fitCanvas } from '../../charts/canvas.js';
import { palette } from '../../charts/line-chart.js';
import { paintShapes } from '../../charts/shapes.js';
import { drawingSvg, registerSvg } from '../../charts/svg.js';
import { onThemeChange } from '../../charts/theme.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { mathElement, renderMath } from '../../ui/math.js';
import { rotationDrawing } from '../../lesson-parts/position-lessons/circle.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('pe-relative', strings);

const colours = { from: palette[0], to: palette[1] };

export function mountRotation(container) {
  const canvas = h('canvas', { className: 'pos-canvas rotation-canvas', role: 'img' });
  const matrixEl = h('div', { className: 'math math-display rotation-matrix' });
  const text = h('p', { className: 'rotation-text', 'aria-live': 'polite' });
  let last = null;
  let drawing = null; // the circle as shapes (position-lessons/circle.js), for canvas and SVG
  const paint = () => {
    if (!drawing) return;
    const context = fitCanvas(canvas, drawing.width, drawing.height);
    context.clearRect(0, 0, drawing.width, drawing.height);
    paintShapes(context, drawing.shapes);
  };
  onThemeChange(paint, canvas);
  registerSvg(canvas, ({ title, desc }) =>
    drawingSvg({ title, desc, drawing: drawing ?? { width: 0, height: 0, shapes: [] } }),
  );
  container.append(
    h('h3', {}, t('rotationTitle')),
    h('p', {}, t('rotationProse')),
    mathElement(
      String.raw`\begin{gathered} \begin{pmatrix}\sin((p{+}k)\omega_i)\\ \cos((p{+}k)\omega_i)\end{pmatrix} = R\begin{pmatrix}\sin p\omega_i\\ \cos p\omega_i\end{pmatrix} \\ R = \begin{pmatrix}\cos k\omega_i & \sin k\omega_i\\ -\sin k\omega_i & \cos k\omega_i\end{pmatrix} \end{gathered}`,
    ),
    h('div', { className: 'two-columns' }, h('div', {}, canvas), h('div', {}, matrixEl, text)),
    chartTools({
      name: 'pe-pair-rotation',
      canvas: () => canvas,
      matrix: () => ({
        rows: 2,
        cols: 2,
        data: last ? last.matrix.flat() : [],
        rowLabels: [t('matrixRow', { n: 1 }), t('matrixRow', { n: 2 })],
        colLabels: [t('matrixColumn', { n: 1 }), t('matrixColumn', { n: 2 })],
      }),
    }),
  );

  return {
    /** r: core.pePairRotation(...); state: { p, k, pair } */
    update(r, { p, k, pair }) {
      last = r;
      drawing = rotationDrawing(r, { p, k, pair }, colours);
      paint();
      const startAngle = Math.atan2(r.from[0], r.from[1]);
      canvas.setAttribute(
        'aria-label',
        t('circleLabel', {
          pair,
          p,
          start: formatNumber(startAngle),
          q: p + k,
          angle: formatNumber(r.angle),
        }),
      );
      const m = r.matrix;
      const f = (v) => formatNumber(v, 4);
      renderMath(
        matrixEl,
        String.raw`\begin{gathered} R = \begin{pmatrix}${f(m[0][0])} & ${f(m[0][1])}\\ ${f(m[1][0])} & ${f(m[1][1])}\end{pmatrix} \\ R\,\underbrace{\begin{pmatrix}${f(r.from[0])}\\ ${f(r.from[1])}\end{pmatrix}}_{PE(${p})} = \underbrace{\begin{pmatrix}${f(r.to[0])}\\ ${f(r.to[1])}\end{pmatrix}}_{PE(${p + k})} \end{gathered}`,
      );
      text.textContent = t('rotationText', {
        pair,
        twoI: 2 * pair,
        omega: formatNumber(r.omega, 6),
        k,
        angle: formatNumber(r.angle, 6),
        degrees: formatNumber((r.angle * 180) / Math.PI, 5),
        p,
        x: formatNumber(r.rotated[0], 6),
        y: formatNumber(r.rotated[1], 6),
        q: p + k,
      });
    },
  };
}
