// "Inside the model": what the trained tables hold, redrawn from each snapshot the worker sends
// (about twice a second while training, and once at the end): the character similarity heatmap,
// the most and least similar pairs, embedding norms and what this run did to them
// (norm-claims.js), a PCA scatter, the learned-position similarity, and the attention weights for
// a typed prompt (attention-view.js).
import { onThemeChange } from '../../charts/theme.js';
import { byteLabel, formatNumber, listSeparator } from '../../format.js';
import { h } from '../../base/dom.js';
import { barChart, labelledHeatmap, labelledScatter } from './charts.js';
import { pointVerb } from '../../charts/pointer.js';
import { sentences, words } from '../../i18n/words.js';
import { attentionView } from './attention-view.js';
import { normClaims } from './norm-claims.js';
import { strings } from './strings.js';

const t = words('train', strings);

const f3 = (v) => formatNumber(v, 3);

/**
 * An order of the characters that puts similar ones next to each other, so clusters show as
 * blocks on the similarity map: by angle around the PCA plane (projection (n, 2)), cut where
 * neighbouring angles are furthest apart.
 */
function similarityOrder(projection) {
  const n = projection.rows;
  const angle = Array.from({ length: n }, (_, i) =>
    Math.atan2(projection.data[i * 2 + 1], projection.data[i * 2]),
  );
  const order = angle.map((_, i) => i).sort((a, b) => angle[a] - angle[b]);
  let cut = 0;
  let widest = -1;
  for (let k = 0; k < n; k++) {
    const gap = (angle[order[k]] - angle[order[(k + n - 1) % n]] + 2 * Math.PI) % (2 * Math.PI);
    if (gap > widest) {
      widest = gap;
      cut = k;
    }
  }
  return [...order.slice(cut), ...order.slice(0, cut)];
}

/** matrix (n, n) with rows and columns in `order`. */
function reorder(matrix, order) {
  const n = order.length;
  const data = new Float32Array(n * n);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) data[r * n + c] = matrix.data[order[r] * matrix.cols + order[c]];
  return { rows: n, cols: n, data };
}

export function insideView() {
  const parts = insideParts();
  const { element, attention } = parts;
  // The untrained model's (step 0) closest pairs and row id -> norm, to compare with.
  const start = { pairs: null, norms: null };

  // Canvas text takes the theme's colours when drawn: redraw when the theme changes.
  let last = null;
  const redraw = () => last && view.show(...last);
  const stopThemeWatch = onThemeChange(redraw, element);

  const view = {
    element,
    /** Shows attention maps (or the core's reason there are none) for prompt. */
    showAttention(maps, prompt) {
      attention.show(maps, prompt);
    },
    /** Draws a snapshot from the worker. */
    show(snapshot, prompt) {
      last = [snapshot, prompt];
      element.hidden = false;
      const { token, position, step, model } = snapshot;
      parts.gptStartNote.hidden = model !== 'gpt';
      // The rows are BPE tokens when the model reads them, else characters (bytes).
      const rows = {
        token,
        step,
        labels: token.labels ?? Array.from(token.rows, byteLabel),
        tokens: Boolean(token.labels),
      };
      drawSimilarity(parts, rows);
      drawPairs(parts, start, rows);
      drawNorms(parts, start, rows);
      drawPlane(parts, rows);
      drawPositions(parts, position, model);
      if ('attention' in snapshot) this.showAttention(snapshot.attention, prompt);
    },
    hide() {
      element.hidden = true;
    },
    /** A model from a weights file follows: its random start is not the one kept. */
    forgetStart() {
      start.pairs = null;
      start.norms = null;
    },
    /** Stops following theme changes (the panel is being mounted again). */
    dispose() {
      stopThemeWatch();
    },
  };
  return view;
}

/** The figures and notes of "Inside the model", in page order in `element`. */
function insideParts() {
  const tokenMap = labelledHeatmap({
    name: 'character-similarity',
    legend: [t('legendOpposite'), t('legendSame')],
    everyLabel: true,
    hover: (r, c, v, { rowLabels, colLabels }) =>
      t('similarityHover', { row: rowLabels[r], col: colLabels[c], value: formatNumber(v, 4) }),
  });
  const pairsBox = h('div', { className: 'lab-pairs' });
  const startNote = h('p', { className: 'lab-note lab-start-pairs' });
  const norms = barChart({ name: 'embedding-norms', valueName: t('normValue') });
  const normNote = h('p', { className: 'lab-note lab-norm-claims', 'aria-live': 'polite' });
  const scatter = labelledScatter({ name: 'embedding-pca', xLabel: 'PC1', yLabel: 'PC2' });
  const positionMap = labelledHeatmap({
    name: 'position-similarity',
    legend: ['−1', '+1'],
    hover: (r, c, v) => t('positionHover', { row: r, col: c, value: formatNumber(v, 4) }),
  });
  const positionNote = h('p', { className: 'lab-note' });
  // TinyGPT's long random start, which a short run leaves visible (strings.js gptStartNote).
  const gptStartNote = h(
    'p',
    { className: 'lab-note lab-gpt-start', hidden: true },
    t('gptStartNote'),
  );
  const positionBox = h('div', {}, positionMap.element);
  const attention = attentionView();
  const element = h(
    'div',
    { className: 'lab-inside', hidden: true },
    h('h3', {}, t('insideHeading')),
    h('p', {}, t('insideProse')),
    h('h4', {}, t('similarHeading')),
    tokenMap.element,
    gptStartNote,
    pairsBox,
    startNote,
    h('h4', {}, t('lengthsHeading')),
    h('p', {}, t('lengthsProse')),
    normNote,
    norms.element,
    h('h4', {}, t('pcaHeading')),
    h('p', {}, t('pcaProse')),
    scatter.element,
    h('h4', {}, t('positionHeading')),
    positionNote,
    positionBox,
    h('h4', {}, t('attentionHeading')),
    attention.note,
    attention.box,
  );
  const figures = { tokenMap, gptStartNote, pairsBox, startNote, norms, normNote, scatter };
  return { element, ...figures, positionMap, positionNote, positionBox, attention };
}

/** The similarity map of the rows, ordered so that clusters show as blocks. */
function drawSimilarity({ tokenMap }, { token, step, labels, tokens }) {
  const order = similarityOrder(token.projection);
  const ordered = order.map((i) => labels[i]);
  const map = {
    characters: t('characterCount', { n: token.similarity.rows }),
    tokens: t('tokenCount', { n: token.similarity.rows }),
    steps: t('stepCount', { n: step }),
    point: pointVerb(),
  };
  tokenMap.draw(reorder(token.similarity, order), {
    rowLabels: ordered,
    colLabels: ordered,
    summary: tokens
      ? step
        ? t('similaritySummaryTokens', map)
        : t('similaritySummaryTokensStart', map)
      : step
        ? t('similaritySummaryCharacters', map)
        : t('similaritySummaryCharactersStart', map),
  });
}

/**
 * The most and least similar pairs, and how many of the closest pairs at the start are still
 * among the closest (data-pairs-kept on the view).
 */
function drawPairs({ element, pairsBox, startNote }, start, { token, step, labels }) {
  const pair = (p) =>
    h('li', {}, h('code', {}, `${labels[p.i]} ↔ ${labels[p.j]}`), ` ${f3(p.similarity)}`);
  pairsBox.replaceChildren(
    h('div', {}, h('h5', {}, t('mostSimilar')), h('ol', {}, token.most.map(pair))),
    h('div', {}, h('h5', {}, t('leastSimilar')), h('ol', {}, token.least.map(pair))),
  );
  const pairKey = (p) => [labels[p.i], labels[p.j]].sort().join(' ↔ ');
  if (step === 0) start.pairs = token.most.map(pairKey);
  if (step === 0 || !start.pairs) {
    startNote.textContent = step === 0 ? t('pairsAtStart') : '';
    delete element.dataset.pairsKept;
    return;
  }
  const kept = token.most.filter((p) => start.pairs.includes(pairKey(p))).length;
  element.dataset.pairsKept = String(kept);
  const pairs = {
    pairs: start.pairs.slice(0, 4).join(listSeparator()),
    kept,
    closest: token.most.length,
  };
  startNote.textContent = kept === 0 ? t('pairsKeptNone', pairs) : t('pairsKept', pairs);
}

/** The rows' lengths as bars, with their lengths at the start and counts in the table. */
function drawNorms({ norms, normNote }, start, { token, step, labels, tokens }) {
  const normValues = Float32Array.from(token.norms);
  let mean = 0;
  for (const v of normValues) mean += v / normValues.length;
  let big = 0;
  let small = 0;
  normValues.forEach((v, i) => {
    if (v > normValues[big]) big = i;
    if (v < normValues[small]) small = i;
  });
  if (step === 0) start.norms = new Map(Array.from(token.rows, (id, i) => [id, normValues[i]]));
  const atStart = Array.from(token.rows, (id) => start.norms?.get(id) ?? NaN);
  const counts = token.counts ?? [];
  const lengths = {
    characters: t('characterCount', { n: labels.length }),
    tokens: t('tokenCount', { n: labels.length }),
    mean: f3(mean),
    largest: labels[big],
    largestNorm: f3(normValues[big]),
    smallest: labels[small],
    smallestNorm: f3(normValues[small]),
  };
  norms.draw(
    normValues,
    labels,
    tokens ? t('normsSummaryTokens', lengths) : t('normsSummaryCharacters', lengths),
    [
      { label: t('normAtStart'), values: atStart },
      { label: t('timesInText'), values: counts },
    ],
  );
  normNote.textContent = sentences(
    normClaims({
      labels,
      norms: Array.from(normValues),
      start: atStart,
      counts,
      step,
      tokens,
    }),
  );
}

/** The rows on their first two PCA components, and the share of variance those hold. */
function drawPlane({ element, scatter }, { token, step, labels, tokens }) {
  const ratio = token.explainedRatio;
  const both = ratio[0] + (ratio[1] ?? 0);
  element.dataset.pcaExplained = String(both);
  const plane = {
    embeddings: tokens
      ? t('tokenEmbeddings', { n: labels.length })
      : t('characterEmbeddings', { n: labels.length }),
    first: f3(ratio[0] * 100),
    second: f3(ratio[1] * 100),
    both: f3(both * 100),
    point: pointVerb(),
  };
  scatter.draw(
    token.projection,
    labels,
    step === 0
      ? t('pcaSummaryStart', plane)
      : both >= 0.3
        ? t('pcaSummaryShared', plane)
        : t('pcaSummary', plane),
  );
}

/** The learned positions' similarity map, or why the model has no position table. */
function drawPositions({ positionMap, positionNote, positionBox }, position, model) {
  if (!position) {
    positionBox.hidden = true;
    positionNote.textContent = t('noPositionTable');
    return;
  }
  positionBox.hidden = false;
  const n = position.rows.length;
  const posLabels = Array.from({ length: n }, (_, i) => String(i));
  positionMap.draw(position.similarity, {
    rowLabels: posLabels,
    colLabels: posLabels,
    summary: t('positionSummary', {
      last: position.similarity.rows - 1,
      point: pointVerb(),
    }),
  });
  // The note names the model trained: what its table can show differs (strings.js).
  const last = n - 1;
  positionNote.textContent =
    model === 'gpt' ? t('positionNoteGpt', { last }) : t('positionNotePredictor', { last });
}
