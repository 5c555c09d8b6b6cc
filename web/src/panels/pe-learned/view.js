// Lesson pe-learned, its view: a learned position table (one trainable row per position) beside the fixed
// sinusoidal one: parameters, what happens past max_len, and whether distance shows in the table.
import { diverging } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { coreMessage, h } from '../../ui/dom.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import '../position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('pe-learned', strings);

export function mount(section, { core, values, onChange, shared }) {
  const state = { maxLen: values.learn_len, d: values.learn_d, seq: values.learn_seq };
  let trained = shared?.model?.positionTable ? shared.model : null;
  let useTrained = Boolean(trained);

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

  const render = (s) => {
    const showTrained = Boolean(useTrained && trained);
    const positions = showTrained
      ? trained.positionTable
      : core.randomNormalTable(s.maxLen, s.d, values.seed);
    const rows = positions.rows;
    const cols = positions.cols;
    // Check the sequence against this table first: an error here is a lesson, not a failure.
    let lookup;
    try {
      core.learnedPositionsForLength(positions, s.seq);
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
      sinRows = core.sinusoidalPe(s.seq, cols);
    };
    // The random table's width is the learner's d_model, which the sinusoidal table beside it
    // must be able to take: an odd one is refused with the core's reason. A trained table's
    // width is the lab's, and the comparison is then left out with that reason instead.
    if (!showTrained) compareSinusoidal();
    else
      try {
        compareSinusoidal();
      } catch (error) {
        sinNote = error.message;
      }
    // A random N(0, 1) table on ±3; a trained one on a scale fitted to its values (a small start
    // keeps them near 0.1, which would be invisible on ±3): its largest |value|, rounded up.
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
      : t('sourceRandom', { rows, cols, seed: values.seed });
    sourceButton.hidden = !trained;
    sourceButton.textContent = useTrained ? t('showRandom') : t('showTrained');

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
        t('sequenceRow', { seq: s.seq }),
        lookup.ok ? t('rowsLookedUp', { last: s.seq - 1 }) : t('noRowsPast', { last: rows - 1 }),
        !sinRows
          ? sinNote
          : s.seq > rows
            ? t('rowsComputedBeyond', { seq: s.seq, beyond: s.seq - rows })
            : t('rowsComputed', { seq: s.seq }),
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
        ? h('p', {}, t('sequenceFits', { seq: s.seq, rows }))
        : h(
            'div',
            {},
            h('p', {}, t('coreRefuses')),
            h('p', { className: 'pos-error-box learned-error' }, coreMessage(lookup.message)),
            h('p', {}, t('formulaHasNoLimit', { seq: s.seq, rows })),
          ),
    );
    return positions;
  };

  const setting = settingControls(settings, {
    values,
    onChange,
    render: (changes) => applyOrRollBack(state, changes, render),
  });
  const control = (key, field, hint) => setting(key, field, { hint }).element;
  const range = (key) => ({ range: rangeText(settings[key]) });
  controls.append(
    control('learn_len', 'maxLen', t('maxLenHint', range('learn_len'))),
    control('learn_d', 'd', t('dHint', range('learn_d'))),
    control('learn_seq', 'seq', t('seqHint', range('learn_seq'))),
  );
  sourceButton.addEventListener('click', () => {
    useTrained = !useTrained;
    render(state);
  });
  shared?.addEventListener('model', (event) => {
    if (!event.detail?.positionTable) return;
    trained = event.detail;
    useTrained = true;
    render(state);
  });
  try {
    render(state);
    section.dataset.status = 'ready';
  } catch (error) {
    section.dataset.status = 'error';
    source.textContent = error.message;
  }
}
