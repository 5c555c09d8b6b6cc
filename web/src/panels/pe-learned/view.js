// Lesson pe-learned, its view: a learned position table (one trainable row per position) beside the fixed
// sinusoidal one: parameters, what happens past max_len, and whether distance shows in the table.
import { diverging } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import '../position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';

export function mount(section, { core, values, onChange, shared }) {
  const state = { maxLen: values.learn_len, d: values.learn_d, seq: values.learn_seq };
  let trained = shared?.model?.positionTable ? shared.model : null;
  let useTrained = Boolean(trained);

  section.append(
    h(
      'p',
      { className: 'lead' },
      'GPT-2 and BERT do not use a formula for positions. They keep a second embedding table with one row per position, ' +
        'P₀, P₁, …, P_(max_len−1), and add row t to the token vector at position t. The rows start random and are trained like every other weight. ' +
        'Below, the table is drawn from N(0, 1) with the page’s random seed until the training lab publishes a trained one.',
    ),
  );
  const controls = h('div', { className: 'controls' });
  const source = h('p', { className: 'pos-callout learned-source', 'aria-live': 'polite' });
  const sourceButton = h('button', { type: 'button', hidden: true });
  const table = heatmapFigure({
    name: 'learned-position-table',
    className: 'pos-figure',
    title: 'The learned position table',
    colormap: diverging,
    lo: -3,
    hi: 3,
    labels: 'index',
    xLabel: 'dimension →',
    yLabel: 'position ↓',
    hover: (row, col, v) =>
      `P[${row}, ${col}] = ${formatFloat32(v)}   (position ${row}, dimension ${col})`,
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
      xLabel: 'position q →',
      yLabel: 'position p ↓',
      className: 'pos-figure pos-heatmap-small',
      hover: (p, q, v) =>
        `cos(${table}[${p}], ${table}[${q}]) = ${formatFloat32(v)}   (distance ${Math.abs(p - q)})`,
    });
  const simLearned = similarityFigure(
    'learned-position-similarity',
    'Learned: cosine similarity of positions',
    'P',
  );
  const simSin = similarityFigure(
    'sinusoidal-position-similarity',
    'Sinusoidal: cosine similarity of positions',
    'PE',
  );
  const compareBody = h('tbody', {});
  const extrapolation = h('div', { className: 'extrapolation' });
  section.append(
    controls,
    h('div', { className: 'pos-row' }, source, sourceButton),
    table.element,
    h('div', { className: 'two-columns' }, simLearned.element, simSin.element),
    h('h3', {}, 'Side by side'),
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
            h('tr', {}, h('td', {}), h('th', {}, 'learned table'), h('th', {}, 'sinusoidal')),
          ),
          compareBody,
        ),
      ),
    ),
    extrapolation,
    h(
      'p',
      { className: 'note' },
      'Which is used where: the original Transformer used sinusoids; BERT and GPT-2/3 learned their tables; most recent open LLMs rotate queries and keys by their positions instead of adding any table. ' +
        '(A popular comparison lists "most modern LLMs" under learned tables; that was true of the GPT-2/GPT-3 era, not today.)',
    ),
  );

  const render = (s) => {
    const t =
      useTrained && trained
        ? trained.positionTable
        : core.randomNormalTable(s.maxLen, s.d, values.seed);
    const rows = t.rows;
    const cols = t.cols;
    // Check the sequence against this table first: an error here is a lesson, not a failure.
    let lookup;
    try {
      core.learnedPositionsForLength(t, s.seq);
      lookup = { ok: true };
    } catch (error) {
      lookup = { ok: false, message: error.message };
    }
    const simL = core.positionCosineSimilarity(t);
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
    if (!(useTrained && trained)) compareSinusoidal();
    else
      try {
        compareSinusoidal();
      } catch (error) {
        sinNote = error.message;
      }
    // A random N(0, 1) table on ±3; a trained one on a scale fitted to its values (a small start
    // keeps them near 0.1, which would be invisible on ±3): its largest |value|, rounded up.
    let top = 3;
    if (useTrained && trained) {
      let peak = 0;
      for (const v of t.data) if (Math.abs(v) > peak) peak = Math.abs(v);
      const unit = 10 ** Math.floor(Math.log10(peak || 1) - 1);
      top = Math.ceil(peak / unit) * unit;
    }
    const scaleText = Number(top.toPrecision(2));
    table.draw(t, {
      lo: -scaleText,
      hi: scaleText,
      label: `Heatmap of the ${useTrained && trained ? 'trained' : 'random'} learned position table: ${rows} positions by ${cols} dimensions, values from −${scaleText} (blue) to +${scaleText} (red)${useTrained && trained ? ', a scale fitted to this table' : ''}.`,
      summary: `${rows} positions × ${cols} dimensions. ${pointVerb()} for exact values.`,
    });
    table.setAxes(`dimension → (0 to ${cols - 1})`, `position ↓ (0 to ${rows - 1})`);
    simLearned.draw(simL, {
      label: `Similarity matrix of the learned table's ${rows} positions: bright diagonal, ${useTrained && trained ? 'trained structure' : 'noise elsewhere'}.`,
      summary: `${pointVerb()}: similarity of two positions.`,
    });
    if (sinSim)
      simSin.draw(sinSim, {
        label: `Similarity matrix of ${rows} sinusoidal positions (d_model ${cols}): bands parallel to the diagonal, set by the distance only.`,
        summary: `${pointVerb()}: similarity of two positions.`,
      });
    let meanNeighbour = 0;
    let meanFar = 0;
    for (let p = 0; p + 1 < rows; p++) meanNeighbour += simL.data[p * rows + p + 1] / (rows - 1);
    for (let p = 0; p + 10 < rows; p++) meanFar += simL.data[p * rows + p + 10] / (rows - 10);
    const sinNeighbour = sinSim && rows > 1 ? sinSim.data[1] : NaN;

    source.textContent =
      useTrained && trained
        ? `Showing the trained table of “${trained.label ?? 'the training lab'}” (${rows} × ${cols}). The max_len and d_model controls set the random table.`
        : `Random table: ${rows} × ${cols} values from N(0, 1), random seed ${values.seed}. Train a model with learned positions in the training lab to see a trained one here.`;
    sourceButton.hidden = !trained;
    sourceButton.textContent = useTrained ? 'Show the random table' : 'Show the trained table';

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
        'trainable numbers',
        `max_len × d = ${rows} × ${cols} = ${formatCount(rows * cols)}`,
        '0 (a fixed formula)',
      ),
      row(
        `a ${s.seq}-token sequence`,
        lookup.ok ? `rows 0 to ${s.seq - 1} looked up` : `error: no rows past ${rows - 1}`,
        sinRows
          ? `${s.seq} rows computed${s.seq > rows ? ` (${s.seq - rows} beyond max_len)` : ''}`
          : sinNote,
      ),
      row(
        'neighbours alike?',
        rows > 1
          ? `mean cos(P[p], P[p+1]) = ${formatNumber(meanNeighbour, 3)}${rows > 10 ? `; at distance 10: ${formatNumber(meanFar, 3)}` : ''}`
          : '–',
        rows > 1 && sinSim
          ? `cos(PE[p], PE[p+1]) = ${formatNumber(sinNeighbour, 3)} for every p`
          : '–',
      ),
    );
    extrapolation.replaceChildren(
      h('h3', {}, 'Past max_len'),
      lookup.ok
        ? h(
            'p',
            {},
            `A ${s.seq}-token sequence fits in ${rows} rows. Raise the sequence length past ${rows} to see what the learned table does.`,
          )
        : h(
            'div',
            {},
            h('p', {}, 'The core refuses to look up positions the learned table does not have:'),
            h('p', { className: 'pos-error-box learned-error' }, lookup.message),
            h(
              'p',
              {},
              `The sinusoidal formula has no such limit: it simply computed ${s.seq} rows (whether a model trained on ${rows} positions uses the new ones well is another matter).`,
            ),
          ),
    );
    return t;
  };

  const setting = settingControls(settings, {
    values,
    onChange,
    render: (changes) => applyOrRollBack(state, changes, render),
  });
  const control = (key, field, hint) =>
    setting(key, field, { hint: `${hint} (${rangeText(settings[key])})` }).element;
  controls.append(
    control('learn_len', 'maxLen', 'rows of the random table'),
    control('learn_d', 'd', 'width of each row'),
    control('learn_seq', 'seq', 'length of a text to embed'),
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
