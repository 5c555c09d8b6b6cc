// Lesson pe-learned, its view: a learned position table (one trainable row per position) beside the fixed
// sinusoidal one: parameters, what happens past max_len, and whether distance shows in the table.
import { diverging } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { lessonView } from '../../ui/lesson-view.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import '../../lesson-parts/position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('pe-learned', strings);

// The position table shown (the lab's trained one, or a random one from the seed) and what the
// core says of it, in one call: whether it covers the sequence, its similarities, and those of the
// sinusoidal table of the same shape beside it (none for a trained table of odd width: its note).
function compute(core, s) {
  const showTrained = Boolean(s.useTrained && s.trained);
  const source = showTrained
    ? { table: s.trained.positionTable }
    : { rows: s.learn_len, cols: s.learn_d, seed: s.seed };
  const r = core.learnedPositionLesson(source, s.learn_seq);
  // A random table's width is the learner's setting: one the sinusoidal table refuses is refused.
  if (!showTrained && r.sinusoidalProblem) throw r.sinusoidalProblem; // the core's Error
  const positions = showTrained ? s.trained.positionTable : r.positions;
  return {
    showTrained,
    positions,
    // The rows a training window covered: a trained table's rows past them kept their start.
    trainedRows: showTrained
      ? Math.min(s.trained.trainedPositions ?? Infinity, positions.rows)
      : Infinity,
    lookup: r.lookupProblem ? { ok: false, problem: r.lookupProblem } : { ok: true },
    simL: r.similarity,
    sinSim: r.sinusoidalSimilarity ?? null,
    sinNote: r.sinusoidalProblem ?? null,
  };
}

// Cosine similarity of the rows of table `P` (learned) or `PE` (sinusoidal), side by side.
function similarityFigure(name, title, table) {
  return heatmapFigure({
    name,
    title,
    colormap: diverging,
    lo: -1,
    hi: 1,
    labels: 'index',
    xLabel: t('similarityX'),
    yLabel: t('similarityY'),
    className: 'pos-figure pos-heatmap-small',
    hover: (p, q, v) =>
      t('similarityHover', {
        entry: `cos(${table}[${p}], ${table}[${q}])`,
        value: formatFloat32(v),
        distance: Math.abs(p - q),
      }),
  });
}

function positionTableFigure() {
  return heatmapFigure({
    name: 'learned-position-table',
    className: 'pos-figure',
    title: t('tableTitle'),
    colormap: diverging,
    lo: -3,
    hi: 3,
    labels: 'index',
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    hover: (row, col, v) =>
      t('tableHover', { entry: `P[${row}, ${col}]`, value: formatFloat32(v), row, col }),
  });
}

/** The colour scale's top: ±3 for N(0, 1), a trained table's largest magnitude in two digits. */
function scaleTop({ showTrained, positions }) {
  if (!showTrained) return 3;
  let peak = 0;
  for (const v of positions.data) if (Math.abs(v) > peak) peak = Math.abs(v);
  const unit = 10 ** Math.floor(Math.log10(peak || 1) - 1);
  return Number((Math.ceil(peak / unit) * unit).toPrecision(2));
}

/** Mean similarity of neighbouring rows and of rows 10 apart, among the first `upTo` rows. */
function neighbourMeans(simL, rows, upTo) {
  let near = 0;
  let far = 0;
  for (let p = 0; p + 1 < upTo; p++) near += simL.data[p * rows + p + 1] / (upTo - 1);
  for (let p = 0; p + 10 < upTo; p++) far += simL.data[p * rows + p + 10] / (upTo - 10);
  return { near, far };
}

/** What neighbouring rows share, over the trained rows only when some rows were not trained. */
function neighboursText(simL, rows, trainedRows) {
  const near = (v) => formatNumber(v, 3);
  const upTo = Math.min(rows, trainedRows);
  const means = neighbourMeans(simL, rows, upTo);
  const values = { near: near(means.near), far: near(means.far), window: upTo };
  if (upTo < rows)
    return upTo > 10
      ? t('learnedNeighboursTrainedFar', values)
      : t('learnedNeighboursTrained', values);
  return rows > 10 ? t('learnedNeighboursFar', values) : t('learnedNeighbours', values);
}

/** The comparison table's rows: parameters, the sequence, and what neighbours share. */
function comparisonRows(
  { positions, trainedRows, lookup, simL, sinSim, sinNote },
  { learn_seq: seq },
) {
  const { rows, cols } = positions;
  const row = (name, learned, sinusoidal) =>
    h(
      'tr',
      {},
      h('th', {}, name),
      h('td', { className: 'formula-cell' }, learned),
      h('td', { className: 'formula-cell' }, sinusoidal),
    );
  const near = (v) => formatNumber(v, 3);
  const lookedUp = !lookup.ok
    ? t('noRowsPast', { last: rows - 1 })
    : seq > trainedRows
      ? t('rowsLookedUpUntrained', { last: seq - 1, window: trainedRows })
      : t('rowsLookedUp', { last: seq - 1 });
  const sinusoidalRows = !sinSim
    ? coreMessage(sinNote)
    : seq > rows
      ? t('rowsComputedBeyond', { seq, beyond: seq - rows })
      : t('rowsComputed', { seq });
  return [
    row(
      t('trainableRow'),
      `max_len × d = ${rows} × ${cols} = ${formatCount(rows * cols)}`,
      t('noParameters'),
    ),
    row(t('sequenceRow', { seq }), lookedUp, sinusoidalRows),
    row(
      t('neighboursRow'),
      rows <= 1 ? '–' : neighboursText(simL, rows, trainedRows),
      rows > 1 && sinSim ? t('sinusoidalNeighbours', { near: near(sinSim.data[1]) }) : '–',
    ),
  ];
}

/** Past max_len: the sequence fits, or the core's refusal beside what the formula does instead. */
function extrapolationText({ lookup, positions }, { learn_seq: seq }) {
  const rows = positions.rows;
  return [
    h('h3', {}, t('pastMaxLenTitle')),
    lookup.ok
      ? h('p', {}, t('sequenceFits', { seq, rows }))
      : h(
          'div',
          {},
          h('p', {}, t('coreRefuses')),
          h('p', { className: 'pos-error-box learned-error' }, coreMessage(lookup.problem)),
          h('p', {}, t('formulaHasNoLimit', { seq, rows })),
        ),
  ];
}

/** The three heatmaps and what is said beside them; draw(result, state) redraws them all. */
function figures() {
  const table = positionTableFigure();
  const simLearned = similarityFigure(
    'learned-position-similarity',
    t('learnedSimilarityTitle'),
    'P',
  );
  const simSin = similarityFigure(
    'sinusoidal-position-similarity',
    t('sinusoidalSimilarityTitle'),
    'PE',
  );
  const compareBody = h('tbody', {});
  const extrapolation = h('div', { className: 'extrapolation' });
  const compareTable = h(
    'table',
    { className: 'pos-table compare-table' },
    h(
      'thead',
      {},
      h('tr', {}, h('td', {}), h('th', {}, t('learnedHeader')), h('th', {}, t('sinusoidalHeader'))),
    ),
    compareBody,
  );
  const elements = [
    table.element,
    h('div', { className: 'two-columns' }, simLearned.element, simSin.element),
    h('h3', {}, t('sideBySideTitle')),
    focusableWhenScrolling(h('div', { className: 'pos-compare' }, compareTable)),
    extrapolation,
  ];
  const draw = (result, s) => {
    const { rows, cols } = result.positions;
    const top = scaleTop(result);
    const size = { rows, cols, top };
    table.draw(result.positions, {
      lo: -top,
      hi: top,
      label: result.showTrained ? t('tableLabelTrained', size) : t('tableLabelRandom', size),
      summary: t('tableSummary', { rows, cols, point: pointVerb() }),
    });
    table.setAxes(t('xAxisRange', { last: cols - 1 }), t('yAxisRange', { last: rows - 1 }));
    const summary = t('similaritySummary', { point: pointVerb() });
    simLearned.draw(result.simL, {
      label: result.showTrained
        ? t('learnedSimilarityTrained', { rows })
        : t('learnedSimilarityRandom', { rows }),
      summary,
    });
    if (result.sinSim)
      simSin.draw(result.sinSim, { label: t('sinusoidalSimilarity', { rows, cols }), summary });
    compareBody.replaceChildren(...comparisonRows(result, s));
    extrapolation.replaceChildren(...extrapolationText(result, s));
  };
  return { elements, draw };
}

export function mount(section, ctx) {
  const { shared } = ctx;
  const lab = shared?.model?.positionTable ? shared.model : null;
  const source = h('p', { className: 'pos-callout learned-source', 'aria-live': 'polite' });
  const sourceButton = h('button', { type: 'button', hidden: true });
  const shown = figures();
  // Where the table comes from, and the button that switches to the other one.
  const drawSource = ({ showTrained, trainedRows, positions: { rows, cols } }, s) => {
    const untrained =
      trainedRows < rows ? ` ${t('untrainedRows', { window: trainedRows, last: rows - 1 })}` : '';
    source.textContent = showTrained
      ? t('sourceTrained', { name: s.trained.label ?? t('trainingLab'), rows, cols }) + untrained
      : ctx.labOnPage
        ? t('sourceRandom', { rows, cols, seed: s.seed })
        : t('sourceRandomAway', { rows, cols, seed: s.seed });
    sourceButton.hidden = !s.trained;
    sourceButton.textContent = s.useTrained ? t('showRandom') : t('showTrained');
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    local: { trained: lab, useTrained: Boolean(lab) },
    compute,
    draw: (result, s) => {
      shown.draw(result, s);
      drawSource(result, s);
    },
  });
  const control = (key, hint) => lesson.control(key, { hint }).element;
  const range = (key) => ({ range: rangeText(settings[key]) });
  sourceButton.addEventListener('click', () =>
    lesson.change({ useTrained: !lesson.state.useTrained }),
  );
  shared?.addEventListener('model', (event) => {
    if (event.detail?.positionTable) lesson.change({ trained: event.detail, useTrained: true });
  });
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h(
      'div',
      { className: 'controls' },
      control('learn_len', t('maxLenHint', range('learn_len'))),
      control('learn_d', t('dHint', range('learn_d'))),
      control('learn_seq', t('seqHint', range('learn_seq'))),
    ),
    h('div', { className: 'pos-row' }, source, sourceButton),
    labAwayNote(ctx),
    ...shown.elements,
    h('p', { className: 'note' }, t('whichWhere')),
  );
  lesson.start();
}
