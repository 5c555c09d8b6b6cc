// Lesson projector, its view: the rows of a token table (the lab's trained one, the random one
// it starts from, or the learner's own vectors.tsv) placed on a plane by t-SNE (the points moving
// as it runs) or PCA, both in the projection worker, with a point's nearest
// rows by cosine in the original space. Two parts: the map, and the neighbours, so choosing a
// point does not run t-SNE again.
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { formatCount, formatNumber, formatPercent } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { ProjectionClient } from '../../worker/projection-client.js';
import { fileLoader } from './files.js';
import { findRow } from './find.js';
import { mapBeside } from './beside.js';
import { newestProjection } from './runs.js';
import { projectorScatter, runProgress } from './scatter.js';
import { settings } from './lesson.js';
import { sourceVectors } from './source.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';
import './projector.css';

const t = words('projector', strings);

// Neighbours listed for a chosen point, and the t-SNE iterations between two pictures.
const k = 5;
const every = 25;

const pickVerb = () =>
  typeof matchMedia === 'function' && matchMedia('(hover: none)').matches
    ? t('pickTouch')
    : t('pickMouse');

/**
 * The core's refusal of t-SNE settings before the worker is asked (too many rows, a perplexity
 * too large), so the lesson puts it under the control at once: a run only checks its rows and
 * settings and draws its start until it is calibrated, so this costs a copy of the rows.
 */
function refuseTsne(core, vectors, s) {
  try {
    core.tsneRun(vectors, { perplexity: s.pj_perplexity, iterations: s.pj_iterations }).dispose();
  } catch (error) {
    if (error.setting === 'rows')
      throw Object.assign(refusal('pj_method', error.message), {
        key: error.key,
        values: error.values,
      });
    throw error;
  }
}

/** The map part: a PCA or a t-SNE run in the worker (a promise). */
function mapPart(runs) {
  return {
    uses: ['text', 'seed', 'pj_source', 'pj_method', 'pj_perplexity', 'pj_iterations'].concat([
      'trained',
      'file',
    ]),
    compute(core, s) {
      const source = sourceVectors(core, s);
      if (!source.vectors) {
        runs.cancel();
        return { source, points: null };
      }
      const { vectors } = source;
      if (s.pj_method === 'tsne') refuseTsne(core, vectors, s);
      const request = { vectors, perplexity: s.pj_perplexity, iterations: s.pj_iterations };
      const asked = { source, method: s.pj_method };
      return runs.ask({ ...request, method: s.pj_method, seed: s.seed, every }, asked);
    },
  };
}

/** The neighbours part: row pj_point's k nearest rows by cosine in the vectors themselves. */
function neighboursPart() {
  return {
    uses: ['text', 'seed', 'pj_source', 'pj_point', 'trained', 'file'],
    compute(core, s) {
      const { vectors, labels } = sourceVectors(core, s);
      const rows = vectors?.rows ?? 0;
      if (!vectors || s.pj_point < 0) return { point: -1, rows, labels, list: [] };
      if (s.pj_point >= vectors.rows)
        throw refusal(
          'pj_point',
          t('pointTooLarge', {
            point: s.pj_point,
            rows: t('rowCount', { n: formatCount(vectors.rows) }),
          }),
          -1,
          { follow: -1, note: t('pointMoved') },
        );
      const list = core.cosineNeighbours(vectors, s.pj_point, Math.min(k, vectors.rows - 1));
      return { point: s.pj_point, rows, labels, list };
    },
  };
}

/** How many of the listed neighbours are among the point's nearest dots on the map. */
function keptOnMap(points, point, list) {
  const at = (i) => [points.data[i * 2], points.data[i * 2 + 1]];
  const [x, y] = at(point);
  const order = Array.from({ length: points.rows }, (_, i) => i)
    .filter((i) => i !== point)
    .map((i) => [i, Math.hypot(at(i)[0] - x, at(i)[1] - y)])
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
    .slice(0, list.length)
    .map(([i]) => i);
  return list.filter((n) => order.includes(n.index)).length;
}

/** The neighbours list: its heading, the rows with their cosines, and how many the map kept. */
function neighboursList() {
  const title = h('h4', { hidden: true });
  const list = h('ol', { className: 'projector-neighbours' });
  const note = h('p', { className: 'stat-line projector-kept' });
  return {
    elements: [title, list, note],
    note,
    show({ point, labels, list: near }) {
      title.hidden = point < 0;
      if (point < 0) {
        title.textContent = '';
        list.replaceChildren();
        list.hidden = true;
        note.textContent = t('neighboursNone', { pick: pickVerb() });
        return;
      }
      title.textContent = t('neighboursTitle', { label: labels[point] });
      list.hidden = false;
      list.replaceChildren(
        ...near.map((n) =>
          h(
            'li',
            { dataset: { index: String(n.index), cosine: String(n.cosine) } },
            t('neighbour', { label: labels[n.index], cosine: formatNumber(n.cosine, 4) }),
          ),
        ),
      );
    },
  };
}

/** The map, its progress line and caption, and the neighbours list: what the parts draw. */
function figures(pick) {
  const shown = { points: null, labels: [], colours: null, method: 'tsne', near: null };
  const scatter = projectorScatter('projector-map', pick);
  // Shown with its first points: an image with nothing drawn has nothing to say yet (P alone
  // takes seconds on a large file).
  scatter.element.hidden = true;
  const lines = ['shown-label', 'projector-progress', 'projector-caption', 'projector-trust'];
  const [label, progress, caption, trust] = lines.map((name) =>
    h('p', { className: `stat-line ${name}`, 'aria-live': 'polite' }),
  );
  const near = neighboursList();

  const render = () => {
    const { points, labels, colours } = shown;
    if (!points || points.rows !== labels.length) return;
    const marks =
      shown.near && shown.near.point < points.rows ? shown.near : { point: -1, list: [] };
    const about = { rows: t('rowCount', { n: formatCount(points.rows) }), pick: pickVerb() };
    const summary = shown.method === 'pca' ? t('summaryPca', about) : t('summaryTsne', about);
    scatter.draw(points, labels, summary, {
      chosen: marks.point >= 0 ? marks.point : null,
      neighbours: marks.list.map((n) => n.index),
      colours,
    });
    near.note.textContent =
      marks.point >= 0 && marks.list.length
        ? t('neighboursKept', {
            kept: keptOnMap(points, marks.point, marks.list),
            k: marks.list.length,
          })
        : near.note.textContent;
  };
  return {
    map: scatter.element,
    near: near.elements,
    label,
    progress,
    caption,
    trust,
    /** Points of a run or a PCA, with the labels and colours of their rows. */
    points(points, source, method) {
      Object.assign(shown, { points, labels: source.labels, colours: source.colours, method });
      scatter.element.hidden = false;
      render();
    },
    clear() {
      Object.assign(shown, { points: null, labels: [] });
      scatter.element.hidden = true;
    },
    neighbours(result) {
      shown.near = { point: result.point, list: result.list };
      near.show(result);
      render();
    },
  };
}

/** The caption of a finished map: KL or the explained variance, and trustworthiness. */
function describe(view, result, s) {
  if (result.method === 'pca') {
    const [pc1, pc2] = result.explained;
    view.caption.textContent = t('captionPca', {
      pc1: formatPercent(pc1, 3),
      pc2: formatPercent(pc2, 3),
      both: formatPercent(pc1 + pc2, 3),
    });
  } else
    view.caption.textContent = t('captionTsne', {
      iterations: formatCount(s.pj_iterations),
      kl: formatNumber(result.kl, 3),
    });
  view.trust.textContent =
    result.trust === null || result.trust === undefined
      ? t('trustNone')
      : t('trust', { trust: formatNumber(result.trust, 3) });
}

/** The map part with its drawing: the progress line while t-SNE runs, the caption after. */
function drawnMap(section, view, runs) {
  const map = mapPart(runs);
  return {
    ...map,
    compute(core, s) {
      const result = map.compute(core, s);
      if (typeof result.then === 'function') {
        section.dataset.projection = 'starting';
        view.progress.textContent = s.pj_method === 'tsne' ? t('starting') : '';
      }
      return result;
    },
    draw(result, s) {
      view.label.textContent = result.source.shown;
      if (!result.points) {
        view.clear();
        for (const line of [view.caption, view.trust, view.progress]) line.textContent = '';
        section.dataset.projection = 'empty';
        return;
      }
      view.progress.textContent = result.method === 'tsne' ? runProgress(result) : '';
      view.points(result.points, result.source, result.method);
      describe(view, result, s);
      section.dataset.projection = 'done';
    },
  };
}

/** The lesson's controls, in the page's order. */
function controlsOf(lesson, sourceControl, pointControl) {
  const control = (key, options) => lesson.control(key, options).element;
  return h(
    'div',
    { className: 'controls' },
    sourceControl.element,
    control('pj_method', {
      options: [
        ['tsne', t('methodTsne')],
        ['pca', t('methodPca')],
      ],
    }),
    control('pj_perplexity', { step: 1, hint: t('perplexityHint') }),
    control('pj_iterations', {
      step: 50,
      hint: t('iterationsHint', { range: rangeText(settings.pj_iterations) }),
    }),
    control('seed', { hint: t('seedHint') }),
    pointControl.element,
  );
}

/** What t-SNE keeps and loses, in plain words. */
const prose = () => [
  h('h3', {}, t('keepsTitle')),
  h('p', {}, t('pcaProse')),
  h('p', {}, t('tsneProse')),
  h('p', {}, t('perplexityProse')),
  h('p', {}, t('demoProse')),
];

/** The newest run's replies, drawn: P's rows counted, then the map moving as t-SNE runs. */
function drawnRuns(client, section, view) {
  return newestProjection(client, {
    progress(reply, asked) {
      section.dataset.projection = 'running';
      view.progress.textContent = runProgress(reply);
      view.points(reply.points, asked.source, 'tsne');
    },
    calibrating(reply) {
      section.dataset.projection = 'calibrating';
      view.progress.textContent = runProgress(reply);
    },
  });
}

/**
 * The neighbours part with its drawing. picked: { result (the last one: the find box reads its
 * labels), control (pj_point's, whose slider stops at the last row) }.
 */
function drawnNeighbours(view, picked) {
  return {
    ...neighboursPart(),
    draw(result) {
      picked.result = result;
      if (result.rows > 1) picked.control?.setMax(result.rows - 1);
      view.neighbours(result);
    },
  };
}

export function mount(section, ctx) {
  const { shared, labOnPage } = ctx;
  const client = new ProjectionClient({ core: ctx.core });
  // Where t-SNE runs: 'worker', or 'page' when no worker can start (worker-client.js).
  client.addEventListener('engine', (event) => (section.dataset.engine = event.detail.engine));
  let lesson = null;
  const picked = { result: { labels: [] }, control: null };
  const view = figures((i) => lesson.set({ pj_point: i }));
  const runs = drawnRuns(client, section, view);
  const beside = mapBeside(ctx.core, { every });
  lesson = lessonView(section, ctx, {
    settings,
    reads: ['text', 'seed'],
    local: { trained: shared.model?.tokenTable ? shared.model : null, file: null, labOnPage },
    unplaced: (message) => {
      if (message) view.progress.replaceChildren(message);
    },
    parts: [drawnMap(section, view, runs), beside.part, drawnNeighbours(view, picked)],
  });
  picked.control = lesson.control('pj_point', {
    hint: t('pointHint', { pick: pickVerb().toLowerCase() }),
  });
  const find = findRow({
    labels: () => picked.result.labels,
    choose: (row) => lesson.set({ pj_point: row }),
  });
  const sourceControl = lesson.control('pj_source', {
    as: 'select',
    options: [
      ['trained', t('sourceTrained')],
      ['random', t('sourceRandom')],
      ['file', t('sourceFile')],
    ],
  });
  const files = fileLoader({
    client,
    onLoad(file) {
      lesson.change({ file, pj_source: 'file' });
      sourceControl.setValue('file');
      ctx.onChange({ pj_source: 'file' });
    },
  });
  shared.addEventListener('model', (event) => {
    try {
      lesson.change({ trained: event.detail?.tokenTable ? event.detail : null });
    } catch (error) {
      view.progress.replaceChildren(coreMessage(error));
    }
  });
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    controlsOf(lesson, sourceControl, picked.control),
    h('h3', {}, t('mapTitle')),
    view.label,
    labAwayNote(ctx),
    h(
      'div',
      { className: 'figure-row' },
      view.map,
      beside.element,
      h('div', {}, find.element, ...view.near),
    ),
    view.progress,
    view.caption,
    view.trust,
    files.element,
    ...prose(),
  );
  const stop = () => {
    client.terminate();
    beside.terminate();
  };
  ctx.signal?.addEventListener('abort', stop);
  lesson.start();
  return stop;
}
