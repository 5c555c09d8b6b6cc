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
    if (state.text.length === 0) throw new Error(t('textEmpty'));
    const ids = core.byteBreakdown(state.text).flatMap((c) => c.ids);
    const charIds = parseChars(core, autoChars ?? state.chars);
    if (nextTable.rows !== 256) throw new Error(t('notByteTable', { rows: nextTable.rows }));
    const lookup = core.tokenLookup(nextTable, ids.slice(0, 128));
    const sim = core.tokenLookup(nextTable, charIds);

    Object.assign(current, state, { charIds });
    table = nextTable;
    textIds = ids.slice(0, 128);
    const d = table.cols;
    label.textContent = useTrained
      ? t('shownTrained', { source: trained.label ?? t('fromLab'), d })
      : state.source === 'trained'
        ? t('shownRandomNoModel', { seed: values.seed, d })
        : t('shownRandom', { seed: values.seed, d });
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
      summary:
        ids.length > 128 ? t('lookupSummaryCut', lookupSize) : t('lookupSummary', lookupSize),
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
    section.dataset.status = 'ready';
  };

  const dControl = settingControl(settings, 'te_d', {
    values,
    onChange,
    hint: t('dHint', { range: rangeText(settings.te_d) }),
    apply: (d) => render({ d }),
  });
  const charsControl = textControl({
    ...lessonTextStyle,
    setting: 'te_chars',
    label: t('charsLabel'),
    value: current.chars,
    maxLength: 40,
    hint: t('charsHint'),
    onInput(chars) {
      render({ chars });
      onChange({ te_chars: chars });
    },
  });
  const sourceControl = settingControl(settings, 'te_source', {
    values,
    onChange,
    options: [
      ['trained', t('sourceTrained')],
      ['random', t('sourceRandom')],
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
