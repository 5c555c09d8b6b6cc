// Lesson token-embedding, its view: the V x d token table (random N(0,1) from the random seed, exactly the
// training lab's notebook start, or the trained one once the lab publishes it), the rows your text
// looks up, and the cosine similarity of chosen characters (after training: characters of the
// training text, since the other rows never moved).
import { heatmapFigure, symmetricRange } from '../../charts/heatmap.js';
import { byteLabel, formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText, settingControl, sharedTextControl, textControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { lessonTextBox, lessonTextStyle } from '../token-lessons/labels.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';

// After training, the comparison starts with characters of the training text, in this order of
// preference (vowels, then common consonants, then space and punctuation).
const preferred = 'aeiotnsrhl .,';

/** Up to 10 characters of the training text to compare, or null when too few. */
function trainedChoice(bytes) {
  if (!bytes) return null;
  const present = new Set(bytes);
  const picked = [...preferred].filter((c) => present.has(c.charCodeAt(0)));
  return picked.length >= 2 ? picked.join('') : null;
}

function parseChars(core, text) {
  const chars = core.byteBreakdown(text);
  if (chars.length < 2) throw new Error('type at least 2 characters to compare');
  for (const c of chars)
    if (c.ids.length > 1)
      throw new Error(
        `“${c.text}” is ${c.ids.length} bytes in UTF-8 (${c.ids.join(' ')}), so it is not one token here; use one-byte (ASCII) characters`,
      );
  return chars.map((c) => c.ids[0]);
}

export function mount(section, { core, values, onChange, shared }) {
  const current = {
    d: values.te_d,
    text: values.text,
    chars: values.te_chars,
    source: values.te_source,
    charIds: null,
  };
  let trained = shared.model?.tokenTable ? shared.model : null;
  let table = null;
  let textIds = [];

  const label = h('p', { className: 'shown-label', 'aria-live': 'polite' });
  const lookupNote = h('p', { className: 'stat-line' });
  const simStats = h('p', { className: 'stat-line' });
  const charNote = h('p', { className: 'stat-line trained-chars', role: 'status' });
  const tableFigure = heatmapFigure({
    name: 'token-table',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'The token table E (rows: ids 0–255)',
    xLabel: 'dimension →',
    yLabel: 'token id ↓',
    strip: true,
    hover: (row, col, v) => {
      const used = textIds.flatMap((t, i) => (t === row ? [i] : []));
      return `E[${row} ${byteLabel(row)}, ${col}] = ${formatFloat32(v)}${used.length ? `   (your text uses this row at position${used.length > 1 ? 's' : ''} ${used.slice(0, 8).join(', ')}${used.length > 8 ? '…' : ''})` : ''}`;
    },
  });
  const lookupFigure = heatmapFigure({
    name: 'token-lookup',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'Rows looked up for your text',
    xLabel: 'dimension →',
    yLabel: 'position in your text ↓',
    canvasClass: 'short',
    hover: (row, col, v) =>
      `x[${row}] = E[${textIds[row]} ${byteLabel(textIds[row])}]; dimension ${col} = ${formatFloat32(v)}`,
  });
  const simFigure = heatmapFigure({
    name: 'token-similarity',
    labels: 'both',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'Cosine similarity of the chosen characters',
    xLabel: 'character →',
    yLabel: 'character ↓',
    canvasClass: 'square',
    hover: (row, col, v) =>
      `cos(${byteLabel(current.charIds[row])}, ${byteLabel(current.charIds[col])}) = ${formatFloat32(v)}`,
  });

  const render = (next = {}) => {
    const state = { ...current, ...next };
    const useTrained = state.source === 'trained' && trained;
    // The default characters (the notebook's) are mostly absent from the training text: after
    // training, compare characters the model saw, unless the learner chose their own.
    const autoChars =
      useTrained && state.chars === settings.te_chars.default
        ? trainedChoice(trained.trainedBytes)
        : null;
    const nextTable = useTrained ? trained.tokenTable : core.randomTokenTable(state.d, values.seed);
    if (state.text.length === 0) throw new Error('type at least one character');
    const ids = core.byteBreakdown(state.text).flatMap((c) => c.ids);
    const charIds = parseChars(core, autoChars ?? state.chars);
    if (nextTable.rows !== 256)
      throw new Error(`the trained table has ${nextTable.rows} rows, not 256 byte ids`);
    const lookup = core.tokenLookup(nextTable, ids.slice(0, 128));
    const sim = core.tokenLookup(nextTable, charIds);

    Object.assign(current, state, { charIds });
    table = nextTable;
    textIds = ids.slice(0, 128);
    const d = table.cols;
    label.textContent = useTrained
      ? `Showing the trained table: ${trained.label ?? 'from the training lab'} (256 × ${d})`
      : `Showing the random table before training: N(0, 1), random seed ${values.seed}, 256 × ${d}. The training lab’s token + position predictor starts from this very table when it starts as the notebook does, and from this table scaled by 0.02 when it starts small, as GPT-2 does${state.source === 'trained' ? ' (train a model in the lab to see the trained one)' : ''}.`;
    const [lo, hi] = symmetricRange(table);
    tableFigure.draw(table, {
      lo,
      hi,
      label: `Heatmap of the ${useTrained ? 'trained' : 'random'} token table: 256 rows (token ids) by ${d} columns (dimensions), values from ${lo} (blue) to +${hi} (red). Marked rows are used by your text.`,
      summary: `${formatCount(256 * d)} parameters (256 × ${d}). Marks on the right: the ${new Set(textIds).size} rows your text uses. ${pointVerb()} for values.`,
      rowLabels: Array.from({ length: 256 }, (_, i) => `${i} ${byteLabel(i)}`), // id and byte
    });
    const flags = new Array(256).fill(false);
    for (const t of textIds) flags[t] = true;
    tableFigure.drawStrip(flags);
    lookupFigure.draw(lookup.rows, {
      lo,
      hi,
      label: `Heatmap of the ${textIds.length} rows looked up for your text, ${d} columns each.`,
      summary: `${textIds.length} tokens × ${d} dimensions${ids.length > 128 ? ' (first 128 tokens)' : ''}. ${pointVerb()} to see which row each came from.`,
      rowLabels: textIds.map((t, i) => `${i} ${byteLabel(t)}`),
    });
    lookupNote.textContent =
      lookup.oneHotMaxDifference === 0
        ? `Row selection E[ids] and one-hot(ids) × E (a ${textIds.length} × 256 by 256 × ${d} product) give exactly the same numbers.`
        : `Row selection E[ids] and one-hot(ids) × E (a ${textIds.length} × 256 by 256 × ${d} product) differ by at most ${formatNumber(lookup.oneHotMaxDifference, 3)}: rounding, the same numbers.`;
    const labels = charIds.map(byteLabel);
    simFigure.draw(sim.similarity, {
      lo: -1,
      hi: 1,
      label: `Cosine similarity heatmap of ${labels.length} characters (${labels.join(' ')}), from −1 (blue) to +1 (red); the diagonal is 1.`,
      summary: `${labels.join('  ')}  — ${pointVerb().toLowerCase()} a cell for its value.`,
      rowLabels: labels,
      colLabels: labels,
    });
    const s = sim.stats;
    const seen = useTrained && trained.trainedBytes ? new Set(trained.trainedBytes) : null;
    const unseen = seen ? labels.filter((_, i) => !seen.has(charIds[i])) : [];
    charNote.textContent = !useTrained
      ? ''
      : autoChars
        ? `Comparing characters of the training text (${labels.join(' ')}): their rows are the ones training moved. Type your own above to choose others.`
        : unseen.length
          ? `${unseen.join(' ')} ${unseen.length > 1 ? 'do' : 'does'} not occur in the training text: ${unseen.length > 1 ? 'their rows were' : 'its row was'} never trained and still hold${unseen.length > 1 ? '' : 's'} the random start, so ${unseen.length > 1 ? 'their' : 'its'} similarities are noise.`
          : 'All of these characters occur in the training text.';
    simStats.textContent = `Off the diagonal: mean ${formatNumber(s.mean, 3)}, typical size (rms) ${formatNumber(s.rms, 3)}, from ${formatNumber(s.min, 3)} to ${formatNumber(s.max, 3)}.${useTrained ? '' : ` Random vectors in d = ${d}: about 1/√d = ${formatNumber(1 / Math.sqrt(d), 3)}.`}`;
    section.dataset.status = 'ready';
  };

  const dControl = settingControl(settings, 'te_d', {
    values,
    onChange,
    hint: `row length of the random table, ${rangeText(settings.te_d)} (a trained table keeps its own)`,
    apply: (d) => render({ d }),
  });
  const charsControl = textControl({
    ...lessonTextStyle,
    label: 'characters to compare',
    value: current.chars,
    maxLength: 40,
    hint: 'Vizuara’s notebook compares a b c x y z, space, full stop, 0 1',
    onInput(chars) {
      render({ chars });
      onChange({ te_chars: chars });
    },
  });
  const sourceControl = settingControl(settings, 'te_source', {
    values,
    onChange,
    options: [
      ['trained', 'trained, when the lab has one'],
      ['random', 'random (before training)'],
    ],
    apply: (source) => render({ source }),
  });
  const textInput = sharedTextControl({
    ...lessonTextBox,
    values,
    onChange,
    shared,
    onText: (text) => render({ text }),
  });
  shared.addEventListener('model', (event) => {
    trained = event.detail?.tokenTable ? event.detail : null;
    try {
      render();
    } catch (error) {
      label.textContent = `The trained table cannot be shown: ${error.message}`;
    }
  });

  section.append(
    h(
      'p',
      { className: 'lead' },
      'The model keeps a table E with one row of d numbers for every token id. Turning an id into a vector is just reading its row. Before training the rows are random (PyTorch’s nn.Embedding draws them from a standard normal distribution); training moves them so that tokens used alike get alike rows.',
    ),
    mathElement(
      String.raw`E \in \mathbb{R}^{V \times d},\qquad x_t = E[i_t] = \text{onehot}(i_t)^{\top} E,\qquad \#\text{params} = V \cdot d`,
    ),
    h('div', { className: 'controls' }, textInput.element, dControl.element),
    h('div', { className: 'controls' }, charsControl.element, sourceControl.element),
    label,
    h('div', { className: 'figure-row' }, tableFigure.element, lookupFigure.element),
    lookupNote,
    h('h3', {}, 'Which characters are alike?'),
    h(
      'p',
      {},
      'Cosine similarity compares directions: 1 for the same direction, 0 for perpendicular, −1 for opposite. Random rows give values scattered around 0 with no pattern. After training, letters used in similar places drift together and the picture shows blocks.',
    ),
    mathElement(String.raw`\cos(a, b) = \frac{a \cdot b}{\lVert a \rVert\,\lVert b \rVert}`),
    h('div', { className: 'figure-row' }, simFigure.element, h('div', {}, charNote, simStats)),
  );

  try {
    render();
  } catch (error) {
    // A link with unusable characters or text: say so at the control, draw with the defaults.
    charsControl.showError(error.message);
    try {
      render({ chars: settings.te_chars.default, text: values.text || 'The cat sat on the mat.' });
    } catch (fallbackError) {
      label.textContent = fallbackError.message;
      section.dataset.status = 'error';
    }
  }
}
