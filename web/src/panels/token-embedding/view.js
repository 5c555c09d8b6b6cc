// Lesson token-embedding, its view: the V x d token table (random N(0,1) from the random seed, exactly the
// training lab's notebook start, or the trained one once the lab publishes it), the rows your text
// looks up, and the cosine similarity of chosen characters (after training: characters of the
// training text, since the other rows never moved).
import { heatmapFigure, symmetricRange } from '../../charts/heatmap.js';
import {
  byteLabel,
  formatCount,
  formatFloat32,
  formatNumber,
  listSeparator,
} from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { mathElement, texWords } from '../../ui/math.js';
import { lessonTextBox, lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('token-embedding', strings);

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

/** The characters to compare (the core's breakdown of them): two or more, each of one byte. */
function checkChars(chars) {
  if (chars.length < 2) throw refusal('te_chars', t('charsTooFew'));
  for (const c of chars)
    if (c.ids.length > 1)
      throw refusal(
        'te_chars',
        t('charsNotOneByte', { char: c.text, n: c.ids.length, ids: c.ids.join(' ') }),
      );
}

// The table shown (the lab's trained one when chosen and there, else the seed's random one), the
// rows the text's first 128 bytes look up, and the similarities of the characters compared
// (after training, ones the model saw, unless the learner chose their own): one core call.
function compute(core, s) {
  const trained = s.te_source === 'trained' ? s.trained : null;
  if (trained && trained.tokenTable.rows !== 256)
    throw new Error(t('notByteTable', { rows: trained.tokenTable.rows }));
  if (s.text.length === 0) throw refusal('text', t('textEmpty'));
  // The default characters (the notebook's) are mostly absent from the training text.
  const autoChars =
    trained && s.te_chars === settings.te_chars.default
      ? trainedChoice(trained.trainedBytes)
      : null;
  const source = trained ? { table: trained.tokenTable } : { d: s.te_d, seed: s.seed };
  const r = core.tokenEmbeddingLesson(source, s.text, autoChars ?? s.te_chars);
  checkChars(r.chars);
  const table = trained ? trained.tokenTable : r.table;
  return {
    trained,
    table,
    cut: r.cut,
    textIds: r.textIds,
    lookup: r.lookup,
    autoChars,
    charIds: r.charIds,
    d: table.cols,
    sim: r.similarity,
  };
}

/** Which table is shown, from where (labOnPage: ctx's; else there is no lab to train in). */
function shownText({ trained, table }, s, labOnPage) {
  const d = table.cols;
  if (trained) return t('shownTrained', { source: trained.label ?? t('fromLab'), d });
  return s.te_source === 'trained' && labOnPage
    ? t('shownRandomNoModel', { seed: s.seed, d })
    : t('shownRandom', { seed: s.seed, d });
}

/** Whether looking rows up gave the one-hot product's numbers. */
function lookupText({ table, textIds, lookup }) {
  const n = textIds.length;
  const d = table.cols;
  if (lookup.oneHotMaxDifference === 0) return t('lookupSame', { n, d });
  return t('lookupDiffer', { n, d, difference: formatNumber(lookup.oneHotMaxDifference, 3) });
}

/** After training: which characters are compared, and whether training saw them. */
function charText({ trained, autoChars, charIds }, labels) {
  if (!trained) return '';
  if (autoChars) return t('charsFromTraining', { chars: labels.join(' ') });
  const seen = trained.trainedBytes ? new Set(trained.trainedBytes) : null;
  const unseen = seen ? labels.filter((_, i) => !seen.has(charIds[i])) : [];
  return unseen.length
    ? t('charsUnseen', { n: unseen.length, chars: unseen.join(' ') })
    : t('charsAllSeen');
}

/** The off-diagonal similarities, and for a random table what 1/√d predicts. */
function similarityStats({ trained, sim, d }) {
  const s = sim.stats;
  const stats = {
    mean: formatNumber(s.mean, 3),
    rms: formatNumber(s.rms, 3),
    min: formatNumber(s.min, 3),
    max: formatNumber(s.max, 3),
  };
  return trained
    ? t('simStats', stats)
    : t('simStatsRandom', { ...stats, d, expected: formatNumber(1 / Math.sqrt(d), 3) });
}

/** The token table and the rows the text looks up, with the positions each row is used at. */
function lookupFigures() {
  let textIds = []; // the text's ids drawn last, for the hover text
  const table = heatmapFigure({
    name: 'token-table',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('tableTitle'),
    xLabel: t('dimensionAxis'),
    yLabel: t('tokenIdAxis'),
    strip: true,
    hover: (row, col, v) => {
      const used = textIds.flatMap((id, i) => (id === row ? [i] : []));
      const entry = `E[${row} ${byteLabel(row)}, ${col}] = ${formatFloat32(v)}`;
      if (!used.length) return entry;
      const positions = `${used.slice(0, 8).join(listSeparator())}${used.length > 8 ? '…' : ''}`;
      return t('tableHoverUsed', { entry, n: used.length, positions });
    },
  });
  const lookup = heatmapFigure({
    name: 'token-lookup',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('lookupTitle'),
    xLabel: t('dimensionAxis'),
    yLabel: t('positionAxis'),
    canvasClass: 'short',
    hover: (row, col, v) =>
      t('lookupHover', {
        x: `x[${row}]`,
        entry: `E[${textIds[row]} ${byteLabel(textIds[row])}]`,
        col,
        value: formatFloat32(v),
      }),
  });
  const draw = (result) => {
    textIds = result.textIds;
    const d = result.table.cols;
    const [lo, hi] = symmetricRange(result.table);
    const point = pointVerb();
    table.draw(result.table, {
      lo,
      hi,
      label: result.trained
        ? t('tableLabelTrained', { d, top: hi })
        : t('tableLabelRandom', { d, top: hi }),
      summary: t('tableSummary', {
        params: formatCount(256 * d),
        d,
        rows: new Set(textIds).size,
        point,
      }),
      rowLabels: Array.from({ length: 256 }, (_, i) => `${i} ${byteLabel(i)}`), // id and byte
    });
    const flags = new Array(256).fill(false);
    for (const id of textIds) flags[id] = true;
    table.drawStrip(flags);
    const size = {
      tokens: t('tokenCount', { n: textIds.length }),
      dims: t('dimensionCount', { n: d }),
      point,
    };
    lookup.draw(result.lookup.rows, {
      lo,
      hi,
      label: t('lookupLabel', {
        rows: t('rowCount', { n: textIds.length }),
        columns: t('columnCount', { n: d }),
      }),
      summary: result.cut ? t('lookupSummaryCut', size) : t('lookupSummary', size),
      rowLabels: textIds.map((id, i) => `${i} ${byteLabel(id)}`),
    });
  };
  return { elements: [table.element, lookup.element], draw };
}

/** The cosine similarities of the characters compared, with their summary. */
function similarityFigure() {
  let charIds = []; // the characters drawn last, for the hover text
  const figure = heatmapFigure({
    name: 'token-similarity',
    labels: 'both',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('simTitle'),
    xLabel: t('characterX'),
    yLabel: t('characterY'),
    canvasClass: 'square',
    hover: (row, col, v) =>
      `cos(${byteLabel(charIds[row])}, ${byteLabel(charIds[col])}) = ${formatFloat32(v)}`,
  });
  const charNote = h('p', { className: 'stat-line trained-chars', role: 'status' });
  const simStats = h('p', { className: 'stat-line' });
  const draw = (result) => {
    charIds = result.charIds;
    const labels = charIds.map(byteLabel);
    figure.draw(result.sim.similarity, {
      lo: -1,
      hi: 1,
      label: t('simLabel', { n: labels.length, chars: labels.join(' ') }),
      summary: t('simSummary', { chars: labels.join('  '), point: pointVerb().toLowerCase() }),
      rowLabels: labels,
      colLabels: labels,
    });
    charNote.textContent = charText(result, labels);
    simStats.textContent = similarityStats(result);
  };
  return { element: figure.element, notes: h('div', {}, charNote, simStats), draw };
}

export function mount(section, ctx) {
  const { shared } = ctx;
  const label = h('p', { className: 'shown-label', 'aria-live': 'polite' });
  const lookupNote = h('p', { className: 'stat-line' });
  const lookups = lookupFigures();
  const similarity = similarityFigure();
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text', 'seed'],
    local: { trained: shared.model?.tokenTable ? shared.model : null },
    compute,
    draw: (result, s) => {
      label.textContent = shownText(result, s, ctx.labOnPage);
      lookups.draw(result);
      lookupNote.textContent = lookupText(result);
      similarity.draw(result);
    },
  });

  const dControl = lesson.control('te_d', {
    hint: t('dHint', { range: rangeText(settings.te_d) }),
  });
  const charsControl = lesson.control('te_chars', {
    ...lessonTextStyle,
    label: t('charsLabel'),
    hint: t('charsHint'),
  });
  const sourceControl = lesson.control('te_source', {
    options: [
      ['trained', t('sourceTrained')],
      ['random', t('sourceRandom')],
    ],
  });
  const textInput = lesson.control('text', lessonTextBox);
  shared.addEventListener('model', (event) => {
    try {
      lesson.change({ trained: event.detail?.tokenTable ? event.detail : null });
    } catch (error) {
      label.replaceChildren(...t.parts('trainedUnusable', { message: coreMessage(error) }));
    }
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`E \in \mathbb{R}^{V \times d},\qquad x_t = E[i_t] = \text{onehot}(i_t)^{\top} E,\qquad ${texWords(t('texParams'))} = V \cdot d`,
    ),
    h('div', { className: 'controls' }, textInput.element, dControl.element),
    h('div', { className: 'controls' }, charsControl.element, sourceControl.element),
    label,
    labAwayNote(ctx),
    h('div', { className: 'figure-row' }, ...lookups.elements),
    lookupNote,
    h('h3', {}, t('similarTitle')),
    h('p', {}, t('similar')),
    mathElement(String.raw`\cos(a, b) = \frac{a \cdot b}{\lVert a \rVert\,\lVert b \rVert}`),
    h('div', { className: 'figure-row' }, similarity.element, similarity.notes),
  );

  lesson.start();
}
