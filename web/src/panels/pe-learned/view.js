// Lesson pe-learned, its view: a learned position table (one trainable row per position) beside the fixed
// sinusoidal one: parameters, what happens past max_len, and whether distance shows in the table.
import { diverging } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView } from '../../ui/lesson-view.js';
import { coreMessage, h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import '../../lesson-parts/position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('pe-learned', strings);

export function mount(section, ctx) {
  const { shared } = ctx;
  const lab = shared?.model?.positionTable ? shared.model : null;

  section.append(h('p', { className: 'lead' }, t('lead')));
  const controls = h('div', { className: 'controls' });
  const source = h('p', { className: 'pos-callout learned-source', 'aria-live': 'polite' });
  const sourceButton = h('button', { type: 'button', hidden: true });
  const table = heatmapFigure({
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
  // Cosine similarity of the rows of table `P` (learned) or `PE` (sinusoidal), side by side.
  const similarityFigure = (name, title, table) =>
    heatmapFigure({
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
  section.append(
    controls,
    h('div', { className: 'pos-row' }, source, sourceButton),
    table.element,
    h('div', { className: 'two-columns' }, simLearned.element, simSin.element),
    h('h3', {}, t('sideBySideTitle')),
    focusableWhenScrolling(
      h(
        'div',
        { className: 'pos-compare' },
        h(
          'table',
          { className: 'pos-table compare-table' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('td', {}),
              h('th', {}, t('learnedHeader')),
              h('th', {}, t('sinusoidalHeader')),
            ),
          ),
          compareBody,
        ),
      ),
    ),
    extrapolation,
    h('p', { className: 'note' }, t('whichWhere')),
  );

  // The position table shown (the lab's trained one, or a random one from the seed) and what
  // the core says of it: its similarities, whether it covers the sequence, and the sinusoidal
  // table of the same shape beside it.
  const compute = (core, s) => {
    const showTrained = Boolean(s.useTrained && s.trained);
    const positions = showTrained
      ? s.trained.positionTable
      : core.randomNormalTable(s.learn_len, s.learn_d, s.seed);
    const rows = positions.rows;
    const cols = positions.cols;
    let lookup;
    try {
      core.learnedPositionsForLength(positions, s.learn_seq);
      lookup = { ok: true };
    } catch (error) {
      lookup = { ok: false, message: error.message };
    }
    const simL = core.positionCosineSimilarity(positions);
    let sinSim = null;
    let sinRows = null;
    let sinNote = '';
    const compareSinusoidal = () => {
      sinSim = core.positionCosineSimilarity(core.sinusoidalPe(rows, cols));
      sinRows = core.sinusoidalPe(s.learn_seq, cols);
    };
    if (!showTrained) compareSinusoidal();
    else
      try {
        compareSinusoidal();
      } catch (error) {
        sinNote = error.message;
      }
    return { showTrained, positions, lookup, simL, sinSim, sinRows, sinNote };
  };

  const draw = ({ showTrained, positions, lookup, simL, sinSim, sinRows, sinNote }, s) => {
    const rows = positions.rows;
    const cols = positions.cols;
    const trained = s.trained;
    let top = 3;
    if (showTrained) {
      let peak = 0;
      for (const v of positions.data) if (Math.abs(v) > peak) peak = Math.abs(v);
      const unit = 10 ** Math.floor(Math.log10(peak || 1) - 1);
      top = Math.ceil(peak / unit) * unit;
    }
    const scaleText = Number(top.toPrecision(2));
    const size = { rows, cols, top: scaleText };
    table.draw(positions, {
      lo: -scaleText,
      hi: scaleText,
      label: showTrained ? t('tableLabelTrained', size) : t('tableLabelRandom', size),
      summary: t('tableSummary', { rows, cols, point: pointVerb() }),
    });
    table.setAxes(t('xAxisRange', { last: cols - 1 }), t('yAxisRange', { last: rows - 1 }));
    simLearned.draw(simL, {
      label: showTrained
        ? t('learnedSimilarityTrained', { rows })
        : t('learnedSimilarityRandom', { rows }),
      summary: t('similaritySummary', { point: pointVerb() }),
    });
    if (sinSim)
      simSin.draw(sinSim, {
        label: t('sinusoidalSimilarity', { rows, cols }),
        summary: t('similaritySummary', { point: pointVerb() }),
      });
    let meanNeighbour = 0;
    let meanFar = 0;
    for (let p = 0; p + 1 < rows; p++) meanNeighbour += simL.data[p * rows + p + 1] / (rows - 1);
    for (let p = 0; p + 10 < rows; p++) meanFar += simL.data[p * rows + p + 10] / (rows - 10);
    const sinNeighbour = sinSim && rows > 1 ? sinSim.data[1] : NaN;
    const near = (v) => formatNumber(v, 3);

    source.textContent = showTrained
      ? t('sourceTrained', { name: trained.label ?? t('trainingLab'), rows, cols })
      : t('sourceRandom', { rows, cols, seed: s.seed });
    sourceButton.hidden = !trained;
    sourceButton.textContent = s.useTrained ? t('showRandom') : t('showTrained');

    const row = (name, learned, sinusoidal) =>
      h(
        'tr',
        {},
        h('th', {}, name),
        h('td', { className: 'formula-cell' }, learned),
        h('td', { className: 'formula-cell' }, sinusoidal),
      );
    compareBody.replaceChildren(
      row(
        t('trainableRow'),
        `max_len × d = ${rows} × ${cols} = ${formatCount(rows * cols)}`,
        t('noParameters'),
      ),
      row(
        t('sequenceRow', { seq: s.learn_seq }),
        lookup.ok
          ? t('rowsLookedUp', { last: s.learn_seq - 1 })
          : t('noRowsPast', { last: rows - 1 }),
        !sinRows
          ? sinNote
          : s.learn_seq > rows
            ? t('rowsComputedBeyond', { seq: s.learn_seq, beyond: s.learn_seq - rows })
            : t('rowsComputed', { seq: s.learn_seq }),
      ),
      row(
        t('neighboursRow'),
        rows <= 1
          ? '–'
          : rows > 10
            ? t('learnedNeighboursFar', { near: near(meanNeighbour), far: near(meanFar) })
            : t('learnedNeighbours', { near: near(meanNeighbour) }),
        rows > 1 && sinSim ? t('sinusoidalNeighbours', { near: near(sinNeighbour) }) : '–',
      ),
    );
    extrapolation.replaceChildren(
      h('h3', {}, t('pastMaxLenTitle')),
      lookup.ok
        ? h('p', {}, t('sequenceFits', { seq: s.learn_seq, rows }))
        : h(
            'div',
            {},
            h('p', {}, t('coreRefuses')),
            h('p', { className: 'pos-error-box learned-error' }, coreMessage(lookup.message)),
            h('p', {}, t('formulaHasNoLimit', { seq: s.learn_seq, rows })),
          ),
    );
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    local: { trained: lab, useTrained: Boolean(lab) },
    compute,
    draw,
  });
  const control = (key, hint) => lesson.control(key, { hint }).element;
  const range = (key) => ({ range: rangeText(settings[key]) });
  controls.append(
    control('learn_len', t('maxLenHint', range('learn_len'))),
    control('learn_d', t('dHint', range('learn_d'))),
    control('learn_seq', t('seqHint', range('learn_seq'))),
  );
  sourceButton.addEventListener('click', () =>
    lesson.change({ useTrained: !lesson.state.useTrained }),
  );
  shared?.addEventListener('model', (event) => {
    if (event.detail?.positionTable) lesson.change({ trained: event.detail, useTrained: true });
  });
  lesson.start();
}
