// heads, part 1: every head's weight map side by side, each with what it does most (its read-out
// when nothing is pointed at).
import { sequential } from '../../charts/colormap.js';
import { byteLabel } from '../../format.js';
import { matrixFigure, num } from '../../lesson-parts/model/common.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('heads', strings);

/**
 * What a head does most, from its (T, T) weights: the average weight, over queries 1..T-1, on
 * the token itself, on the previous token and on the first token; the largest is named.
 */
function habit(data, T) {
  if (T < 2) return t('oneToken');
  const sums = { itself: 0, previous: 0, first: 0 };
  for (let i = 1; i < T; i++) {
    sums.itself += data[i * T + i];
    sums.previous += data[i * T + i - 1];
    sums.first += data[i * T];
  }
  const [name, sum] = Object.entries(sums).sort((a, b) => b[1] - a[1])[0];
  const share = sum / (T - 1);
  const uniform =
    Array.from({ length: T - 1 }, (_, i) => 1 / (i + 2)).reduce((a, b) => a + b, 0) / (T - 1);
  const values = { share: num(share), uniform: num(uniform) };
  // "Mostly" only when it is most of the row; else compared with weight spread evenly over the
  // visible bytes (row i has i + 1 of them), which a head must clearly beat to be said to lean.
  if (share > 0.5)
    return name === 'itself'
      ? t('mostlyItself', values)
      : name === 'previous'
        ? t('mostlyPrevious', values)
        : t('mostlyFirst', values);
  if (share > 1.5 * uniform)
    return name === 'itself'
      ? t('leansItself', values)
      : name === 'previous'
        ? t('leansPrevious', values)
        : t('leansFirst', values);
  return t('spread', values);
}

/**
 * Draws one weight map per head of lesson into box (rows [h*T, (h+1)*T) of lesson.weights);
 * tag ('random' or 'trained') names the weights, layer the block (from 1).
 */
export function drawHeadMaps(lesson, box, { tag, layer }) {
  const T = lesson.tokens;
  const own = (i) => t('token', { i, byte: byteLabel(lesson.ids[i]) });
  const ownLabels = () => Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`);
  box.replaceChildren();
  for (let hd = 0; hd < lesson.heads; hd++) {
    const data = lesson.weights.data.subarray(hd * T * T, (hd + 1) * T * T);
    const matrix = { rows: T, cols: T, data };
    const figure = matrixFigure({
      name: `heads-${tag}-layer${layer}-head${hd + 1}`,
      heading: t('head', { head: hd + 1 }),
      colormap: sequential,
      xLabel: t('keyAxis'),
      yLabel: t('queryAxis'),
      square: true,
      hover: (i, j) =>
        j > i
          ? t('headHoverMasked', { head: hd + 1, query: own(i), key: own(j) })
          : t('headHover', {
              head: hd + 1,
              query: own(i),
              key: own(j),
              weight: num(data[i * T + j]),
            }),
      idle: () => habit(data, T),
      // Columns by their byte alone: a column strip has room for one character per key.
      labels: () => ({ rowLabels: ownLabels(), colLabels: Array.from(lesson.ids, byteLabel) }),
      tokenAxes: 'both',
    });
    figure.draw(matrix, {
      lo: 0,
      hi: 1,
      legend: ['0', '1'],
      ariaLabel:
        tag === 'trained'
          ? t('headLabelTrained', { head: hd + 1, layer, tokens: T })
          : t('headLabelRandom', { head: hd + 1, layer, tokens: T }),
    });
    box.append(figure.figure);
  }
}
