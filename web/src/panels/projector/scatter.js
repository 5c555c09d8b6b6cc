// The projector's maps, the rows shown and the random rows beside them, read alike: a point's
// label and its place on the plane, and the line that says how far a run has come.
import { labelledScatter } from '../../charts/labelled-scatter.js';
import { formatCount, formatNumber } from '../../format.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('projector', strings);

/** A map of labelled rows: name for its downloads, pick(i) for a click on a dot (or none). */
export function projectorScatter(name, pick) {
  return labelledScatter({
    name,
    xLabel: 'x',
    yLabel: 'y',
    className: 'projector-figure',
    read: (i, { points, labels }) =>
      t('hover', {
        label: labels[i],
        x: formatNumber(points.data[i * 2], 4),
        y: formatNumber(points.data[i * 2 + 1], 4),
      }),
    pick,
  });
}

/** How far a t-SNE run has come: P's rows (a CALIBRATING reply) or its iterations and KL. */
export function runProgress(reply) {
  if (reply.row !== undefined)
    return t('calibrating', { row: formatCount(reply.row), rows: formatCount(reply.rows) });
  return t('progress', {
    iteration: formatCount(reply.iteration),
    total: formatCount(reply.total),
    kl: formatNumber(reply.kl, 2),
  });
}
