// Lesson token-embedding, its view: the V x d token table (random N(0,1) from the random seed, exactly the
// training lab's notebook start, or the trained one once the lab publishes it), the rows your text
// looks up, and the cosine similarity of chosen characters (after training: characters of the
// training text, since the other rows never moved).
import { heatmapFigure, symmetricRange } from '../../charts/heatmap.js';
import { byteLabel, formatCount, formatFloat32, formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
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

function parseChars(core, text) {
  const chars = core.byteBreakdown(text);
  if (chars.length < 2) throw new Error(t('charsTooFew'));
  for (const c of chars)
    if (c.ids.length > 1)
      throw new Error(
        t('charsNotOneByte', { char: c.text, n: c.ids.length, ids: c.ids.join(' ') }),
      );
  return chars.map((c) => c.ids[0]);
}

export function mount(section, ctx) {
  const { shared } = ctx;
  let charIds = []; // the characters compared, for the hover text

  const label = h('p', { className: 'shown-label', 'aria-live': 'polite' });
  const lookupNote = h('p', { className: 'stat-line' });
  const simStats = h('p', { className: 'stat-line' });
  const charNote = h('p', { className: 'stat-line trained-chars', role: 'status' });
  const tableFigure = heatmapFigure({
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
      return used.length
        ? t('tableHoverUsed', {
            entry,
            n: used.length,
            positions: `${used.slice(0, 8).join(', ')}${used.length > 8 ? '…' : ''}`,
          })
        : entry;
    },
  });
  const lookupFigure = heatmapFigure({
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
  const simFigure = heatmapFigure({
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

  // The table shown (the lab's trained one, or a random one from the seed), the rows of the
  // text's first 128 bytes, and the similarities of the characters compared.
  const compute = (core, s) => {
    const trained = s.te_source === 'trained' ? s.trained : null;
    // The default characters (the notebook's) are mostly absent from the training text: after
    // training, compare characters the model saw, unless the learner chose their own.
    const autoChars =
      trained && s.te_chars === settings.te_chars.default
        ? trainedChoice(trained.trainedBytes)
        : null;
    const table = trained ? trained.tokenTable : core.randomTokenTable(s.te_d, s.seed);
    if (s.text.length === 0) throw refusal('text', t('textEmpty'));
    const ids = core.byteBreakdown(s.text).flatMap((c) => c.ids);
    const chars = parseChars(core, autoChars ?? s.te_chars);
    if (table.rows !== 256) throw new Error(t('notByteTable', { rows: table.rows }));
    const textIds = ids.slice(0, 128);
    return {
      trained,
      autoChars,
      table,
      cut: ids.length > 128,
      textIds,
      charIds: chars,
      lookup: core.tokenLookup(table, textIds),
      sim: core.tokenLookup(table, chars),
    };
  };

  const draw = (result, state) => {
    const { trained, autoChars, table, textIds, lookup, sim } = result;
    const useTrained = Boolean(trained);
    charIds = result.charIds;
    const d = table.cols;
    label.textContent = useTrained
      ? t('shownTrained', { source: trained.label ?? t('fromLab'), d })
      : state.te_source === 'trained'
        ? t('shownRandomNoModel', { seed: state.seed, d })
        : t('shownRandom', { seed: state.seed, d });
    const [lo, hi] = symmetricRange(table);
    const lookupSize = {
      tokens: t('tokenCount', { n: textIds.length }),
      dims: t('dimensionCount', { n: d }),
      point: pointVerb(),
    };
    tableFigure.draw(table, {
      lo,
      hi,
      label: useTrained
        ? t('tableLabelTrained', { d, top: hi })
        : t('tableLabelRandom', { d, top: hi }),
      summary: t('tableSummary', {
        params: formatCount(256 * d),
        d,
        rows: new Set(textIds).size,
        point: pointVerb(),
      }),
      rowLabels: Array.from({ length: 256 }, (_, i) => `${i} ${byteLabel(i)}`), // id and byte
    });
    const flags = new Array(256).fill(false);
    for (const id of textIds) flags[id] = true;
    tableFigure.drawStrip(flags);
    lookupFigure.draw(lookup.rows, {
      lo,
      hi,
      label: t('lookupLabel', {
        rows: t('rowCount', { n: textIds.length }),
        columns: t('columnCount', { n: d }),
      }),
      summary: result.cut ? t('lookupSummaryCut', lookupSize) : t('lookupSummary', lookupSize),
      rowLabels: textIds.map((id, i) => `${i} ${byteLabel(id)}`),
    });
    lookupNote.textContent =
      lookup.oneHotMaxDifference === 0
        ? t('lookupSame', { n: textIds.length, d })
        : t('lookupDiffer', {
            n: textIds.length,
            d,
            difference: formatNumber(lookup.oneHotMaxDifference, 3),
          });
    const labels = charIds.map(byteLabel);
    simFigure.draw(sim.similarity, {
      lo: -1,
      hi: 1,
      label: t('simLabel', { n: labels.length, chars: labels.join(' ') }),
      summary: t('simSummary', { chars: labels.join('  '), point: pointVerb().toLowerCase() }),
      rowLabels: labels,
      colLabels: labels,
    });
    const s = sim.stats;
    const seen = useTrained && trained.trainedBytes ? new Set(trained.trainedBytes) : null;
    const unseen = seen ? labels.filter((_, i) => !seen.has(charIds[i])) : [];
    charNote.textContent = !useTrained
      ? ''
      : autoChars
        ? t('charsFromTraining', { chars: labels.join(' ') })
        : unseen.length
          ? t('charsUnseen', { n: unseen.length, chars: unseen.join(' ') })
          : t('charsAllSeen');
    const stats = {
      mean: formatNumber(s.mean, 3),
      rms: formatNumber(s.rms, 3),
      min: formatNumber(s.min, 3),
      max: formatNumber(s.max, 3),
    };
    simStats.textContent = useTrained
      ? t('simStats', stats)
      : t('simStatsRandom', { ...stats, d, expected: formatNumber(1 / Math.sqrt(d), 3) });
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text', 'seed'],
    local: { trained: shared.model?.tokenTable ? shared.model : null },
    compute,
    draw,
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
      label.textContent = t('trainedUnusable', { message: error.message });
    }
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`E \in \mathbb{R}^{V \times d},\qquad x_t = E[i_t] = \text{onehot}(i_t)^{\top} E,\qquad \#\text{params} = V \cdot d`,
    ),
    h('div', { className: 'controls' }, textInput.element, dControl.element),
    h('div', { className: 'controls' }, charsControl.element, sourceControl.element),
    label,
    h('div', { className: 'figure-row' }, tableFigure.element, lookupFigure.element),
    lookupNote,
    h('h3', {}, t('similarTitle')),
    h('p', {}, t('similar')),
    mathElement(String.raw`\cos(a, b) = \frac{a \cdot b}{\lVert a \rVert\,\lVert b \rVert}`),
    h('div', { className: 'figure-row' }, simFigure.element, h('div', {}, charNote, simStats)),
  );

  lesson.start();
}
