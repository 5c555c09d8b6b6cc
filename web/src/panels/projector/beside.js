// The random table beside the trained one: the rows the lab trained (the characters of its text)
// in a table of the same shape drawn from the random seed, placed by the same method and
// settings, so the two maps side by side show what training did to the rows. It has its own
// projection worker, so the two t-SNE runs go on at once.
import { h } from '../../base/dom.js';
import { formatCount, formatNumber, formatPercent } from '../../format.js';
import { ProjectionClient } from '../../worker/projection-client.js';
import { newestProjection } from './runs.js';
import { projectorScatter, runProgress } from './scatter.js';
import { randomBeside } from './source.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('projector', strings);

/** The map beside the trained one: { element, part (of the lesson's view), terminate() }. */
export function mapBeside(core, { every }) {
  // Under the map, so the two maps' tops line up.
  const title = h('p', { className: 'beside-title' }, h('strong', {}, t('besideTitle')));
  const label = h('p', { className: 'stat-line beside-label' });
  const progress = h('p', { className: 'stat-line beside-progress', 'aria-live': 'polite' });
  const element = h('div', { className: 'projector-beside', hidden: true }, title, label, progress);
  // Made when first drawn: a chart is never on the page without its summary.
  let scatter = null;
  const draw = (points, method, labels) => {
    scatter ??= projectorScatter('projector-random');
    if (!scatter.element.isConnected) element.prepend(scatter.element);
    element.hidden = false;
    const rows = t('rowCount', { n: formatCount(points.rows) });
    const summary =
      method === 'pca' ? t('besideSummaryPca', { rows }) : t('besideSummary', { rows });
    scatter.draw(points, labels, summary);
  };
  // Its worker starts when a trained table is first shown: most visits never need it.
  let client = null;
  const replies = {
    progress(reply, asked) {
      element.dataset.projection = 'running';
      progress.textContent = runProgress(reply);
      draw(reply.points, 'tsne', asked.labels);
    },
    calibrating(reply) {
      element.hidden = false;
      element.dataset.projection = 'calibrating';
      progress.textContent = runProgress(reply);
    },
  };
  let started = null;
  const runs = () => {
    client ??= new ProjectionClient({ core });
    started ??= newestProjection(client, replies);
    return started;
  };
  const part = besidePart(core, runs, { element, label, progress, draw, every });
  return { element, part, terminate: () => client?.terminate() };
}

/**
 * The lesson part of the map beside: asks for the random rows' map when a trained table is shown
 * and draws it. runs(): the runs of its worker, started on first use. shown: { element, label,
 * progress, draw(points, method, labels) (the scatter), every }.
 */
function besidePart(core, runs, { element, label, progress, draw, every }) {
  // The lab publishes its model at every snapshot of a run, but the random rows change only with
  // the seed, the rows trained and the settings: the same question keeps its run (or its map).
  let last = { key: '', answer: null };
  return {
    uses: ['text', 'seed', 'pj_source', 'pj_method', 'pj_perplexity', 'pj_iterations', 'trained'],
    compute(_, s) {
      const beside = randomBeside(core, s);
      if (!beside) {
        if (last.answer) runs().cancel();
        last = { key: '', answer: null };
        return null;
      }
      const { pj_method: method, pj_perplexity: perplexity, pj_iterations: iterations } = s;
      const { cols } = beside.vectors;
      const key = JSON.stringify([s.seed, cols, beside.labels, method, perplexity, iterations]);
      if (key === last.key) return last.answer;
      const request = { vectors: beside.vectors, method, perplexity, iterations };
      const answer = runs().ask({ ...request, seed: s.seed, every }, { ...beside, method });
      last = { key, answer };
      return answer;
    },
    draw(result) {
      element.hidden = !result;
      if (!result) return;
      label.textContent = result.shown;
      progress.textContent =
        result.method === 'tsne'
          ? t('besideDone', { kl: formatNumber(result.kl, 3) })
          : t('besideDonePca', {
              both: formatPercent(result.explained[0] + result.explained[1], 3),
            });
      draw(result.points, result.method, result.labels);
      element.dataset.projection = 'done';
    },
  };
}
