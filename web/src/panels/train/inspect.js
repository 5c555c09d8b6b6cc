// "Inside the model": what the trained tables hold, redrawn from each snapshot the worker sends
// (about twice a second while training, and once at the end): the character similarity heatmap,
// the most and least similar pairs, embedding norms, a PCA scatter, the learned-position
// similarity, and the attention weights for a typed prompt.
import { sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { onThemeChange } from '../../charts/theme.js';
import { byteLabel, formatNumber } from '../../format.js';
import { h } from '../../ui/dom.js';
import { barChart, labelledScatter } from './views.js';
import { pointVerb } from '../../charts/pointer.js';

const f3 = (v) => formatNumber(v, 3);

// The lab's heatmaps: row and column labels instead of axis captions, in the lab's frame.
const labelledHeatmap = (options) =>
  heatmapFigure({
    className: 'lab-figure',
    canvasClass: 'lab-heatmap',
    labels: true,
    readoutTag: 'p',
    ...options,
  });

/**
 * An order of the characters that puts similar ones next to each other, so clusters show as
 * blocks on the similarity map: by angle around the PCA plane (projection (n, 2)), cut where
 * neighbouring angles are furthest apart.
 */
export function similarityOrder(projection) {
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

const f4 = (v) => formatNumber(v, 4);
const times = (n) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** Ranks 1..n of values, ties sharing their mean rank. */
function ranks(values) {
  const order = values.map((_, i) => i).sort((a, b) => values[a] - values[b]);
  const rank = new Array(values.length);
  for (let k = 0; k < order.length;) {
    let end = k;
    while (end + 1 < order.length && values[order[end + 1]] === values[order[k]]) end++;
    for (let m = k; m <= end; m++) rank[order[m]] = (k + end) / 2 + 1;
    k = end + 1;
  }
  return rank;
}

/** Spearman's rank correlation of a and b (0 when either is constant). */
export function rankCorrelation(a, b) {
  const [ra, rb] = [ranks(a), ranks(b)];
  const mean = (ra.length + 1) / 2;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  ra.forEach((x, i) => {
    ab += (x - mean) * (rb[i] - mean);
    aa += (x - mean) ** 2;
    bb += (rb[i] - mean) ** 2;
  });
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/**
 * The lab's sentences about one snapshot's embedding lengths, each made from that snapshot's
 * numbers (the norms chart's table holds every one of them): how the lengths compare with the
 * start, where the most frequent and the rarest rows stand, and whether frequency and length go
 * together in this run. labels, norms, start (NaN before a start is known) and counts per row.
 */
export function normClaims({ labels, norms, start, counts, step, what }) {
  const n = norms.length;
  const low = Math.min(...norms);
  const high = Math.max(...norms);
  if (step === 0)
    return [`Before training the ${n} rows are random: from ${f4(low)} to ${f4(high)} long.`];
  const claims = [];
  if (start.every(Number.isFinite)) {
    const longer = norms.filter((v, i) => v > start[i]).length;
    const who =
      longer === n ? `all ${n}` : longer === 0 ? `none of the ${n}` : `${longer} of the ${n}`;
    claims.push(
      `After ${step} steps, ${who} ${what} ${longer === 1 ? 'has' : 'have'} a longer vector than at the start: ${f4(Math.min(...start))} to ${f4(Math.max(...start))} long then, ${f4(low)} to ${f4(high)} now.`,
    );
  }
  if (counts.length === n && n > 1) {
    const byLength = norms.map((_, i) => i).sort((a, b) => norms[b] - norms[a]);
    const place = (i) => {
      const r = byLength.indexOf(i) + 1;
      return r === 1 ? 'the longest' : r === n ? 'the shortest' : `number ${r} of ${n} by length`;
    };
    let most = 0;
    let rarest = 0;
    counts.forEach((c, i) => {
      if (c > counts[most]) most = i;
      if (c < counts[rarest]) rarest = i;
    });
    const tied = counts.filter((c) => c === counts[rarest]).length;
    claims.push(
      `The most frequent, “${labels[most]}” (${times(counts[most])} in the text), is ${f4(norms[most])} long: ${place(most)}.`,
    );
    if (tied === 1)
      claims.push(
        `The rarest, “${labels[rarest]}” (${times(counts[rarest])}), is ${f4(norms[rarest])} long: ${place(rarest)}.`,
      );
    else {
      const rare = norms.filter((_, i) => counts[i] === counts[rarest]);
      claims.push(
        `The ${tied} rarest (${times(counts[rarest])} each) are ${f4(Math.min(...rare))} to ${f4(Math.max(...rare))} long.`,
      );
    }
    const rho = rankCorrelation(counts, norms);
    claims.push(
      rho >= 0.3
        ? `Over all ${n}, the more often a ${what.replace(/s$/, '')} occurs, the longer its vector tends to be (rank correlation ${formatNumber(rho, 2)}).`
        : rho <= -0.3
          ? `Over all ${n}, the more often a ${what.replace(/s$/, '')} occurs, the shorter its vector tends to be (rank correlation ${formatNumber(rho, 2)}).`
          : `Over all ${n}, how often a ${what.replace(/s$/, '')} occurs and how long its vector is show no clear link (rank correlation ${formatNumber(rho, 2)}).`,
    );
  }
  return claims;
}

export function insideView() {
  const tokenMap = labelledHeatmap({
    name: 'character-similarity',
    legend: ['−1 (opposite)', '+1 (same direction)'],
    everyLabel: true,
    hover: (r, c, v, { rowLabels, colLabels }) =>
      `cos(“${rowLabels[r]}”, “${colLabels[c]}”) = ${formatNumber(v, 4)}`,
  });
  const pairsBox = h('div', { className: 'lab-pairs' });
  const startNote = h('p', { className: 'lab-note lab-start-pairs' });
  let startPairs = null; // the closest pairs of the untrained model (step 0), to compare with
  const norms = barChart({ name: 'embedding-norms', valueName: 'norm' });
  const normNote = h('p', { className: 'lab-note lab-norm-claims', 'aria-live': 'polite' });
  let startNorms = null; // row id -> norm of the untrained model (step 0), to compare with
  const scatter = labelledScatter({ name: 'embedding-pca', xLabel: 'PC1', yLabel: 'PC2' });
  const positionMap = labelledHeatmap({
    name: 'position-similarity',
    legend: ['−1', '+1'],
    hover: (r, c, v) => `cos(position ${r}, position ${c}) = ${formatNumber(v, 4)}`,
  });
  const positionNote = h('p', { className: 'lab-note' });
  const attentionMap = labelledHeatmap({
    name: 'attention',
    colormap: sequential,
    lo: 0,
    hi: 1,
    legend: ['0', '1'],
    hover: (r, c, v, { rowLabels, colLabels }) =>
      c > r
        ? `query ${r} (“${rowLabels[r]}”) cannot see key ${c} (“${colLabels[c]}”): it comes later (weight 0)`
        : `query ${r} (“${rowLabels[r]}”) → key ${c} (“${colLabels[c]}”): weight ${formatNumber(v, 4)}`,
  });
  const attentionNote = h('p', { className: 'lab-note', role: 'status' });
  const layerSelect = h('select', { 'aria-label': 'layer' });
  const headSelect = h('select', { 'aria-label': 'head' });
  const attentionPicker = h(
    'div',
    { className: 'lab-row' },
    h('label', {}, 'layer ', layerSelect),
    h('label', {}, 'head ', headSelect),
  );
  const attentionBox = h('div', {}, attentionPicker, attentionMap.element);
  const positionBox = h('div', {}, positionMap.element);

  const element = h(
    'div',
    { className: 'lab-inside', hidden: true },
    h('h3', {}, 'Inside the model'),
    h(
      'p',
      {},
      'Each character of the text has a row in the token table. Training moves those rows so that characters which are followed by similar things end up pointing in similar directions. Only the characters that occur in the text are shown: every other row never receives a gradient and keeps its random start, so comparing them (as Vizuara’s notebook does with digits and punctuation its passage lacks) measures noise.',
    ),
    h('h4', {}, 'Which characters look alike'),
    tokenMap.element,
    pairsBox,
    startNote,
    h('h4', {}, 'How long each vector is'),
    h(
      'p',
      {},
      'The norm of an embedding is its length. Every character that occurs in the text gets gradients whenever a training window holds it, so its row moves away from its random start; the table under the chart gives each one’s length now, at the start, and how often it occurs. What this run did:',
    ),
    normNote,
    norms.element,
    h('h4', {}, 'The characters on a plane (PCA)'),
    h(
      'p',
      {},
      'PCA finds the two directions along which the character vectors vary most and projects each vector onto them. Nearby labels have similar vectors, as far as two axes can show.',
    ),
    scatter.element,
    h('h4', {}, 'The learned position table'),
    positionNote,
    positionBox,
    h('h4', {}, 'Attention for your prompt'),
    attentionNote,
    attentionBox,
  );

  let attention = null; // the last maps, for re-drawing when the layer or head changes
  let promptLabels = [];

  function drawAttention() {
    if (!attention) return;
    const { layers, heads, T, weights } = attention;
    const layer = Math.min(Number(layerSelect.value) || 0, layers - 1);
    const head = Math.min(Number(headSelect.value) || 0, heads - 1);
    const start = (layer * heads + head) * T * T;
    attentionMap.draw(
      { rows: T, cols: T, data: weights.subarray(start, start + T * T) },
      {
        rowLabels: promptLabels,
        colLabels: promptLabels,
        summary: `Attention weights of layer ${layer + 1}, head ${head + 1} for a ${T}-character prompt: row i is how much query position i looks at each earlier position (each row sums to 1).`,
      },
    );
  }

  function fillSelect(select, n, word) {
    if (select.options.length === n) return;
    const keep = Number(select.value) || 0;
    select.replaceChildren(
      ...Array.from({ length: n }, (_, i) => h('option', { value: String(i) }, `${word} ${i + 1}`)),
    );
    select.value = String(Math.min(keep, n - 1));
  }
  layerSelect.addEventListener('change', drawAttention);
  headSelect.addEventListener('change', drawAttention);

  // Canvas text takes the theme's colours when drawn: redraw when the theme changes.
  let last = null;
  const redraw = () => last && view.show(...last);
  const stopThemeWatch = onThemeChange(redraw, layerSelect);

  const view = {
    element,
    /** Shows attention maps (or the core's reason there are none) for prompt. */
    showAttention(maps, prompt) {
      if (!maps) {
        attention = null;
        attentionBox.hidden = true;
        attentionNote.textContent = 'Type a prompt above to see where each position looks.';
        return;
      }
      if (maps.error) {
        attention = null;
        attentionBox.hidden = true;
        attentionNote.textContent = maps.error;
        return;
      }
      attention = maps;
      promptLabels = Array.from(new TextEncoder().encode(prompt), byteLabel);
      attentionBox.hidden = false;
      attentionNote.textContent = `Each row is one position of the prompt; it spreads a total weight of 1 over itself and the positions before it (causal attention). ${maps.layers} layer(s) × ${maps.heads} head(s).`;
      fillSelect(layerSelect, maps.layers, 'layer');
      fillSelect(headSelect, maps.heads, 'head');
      drawAttention();
    },
    /** Draws a snapshot from the worker. */
    show(snapshot, prompt) {
      last = [snapshot, prompt];
      element.hidden = false;
      const { token, position, step } = snapshot;
      const labels = token.labels ?? Array.from(token.rows, byteLabel);
      const order = similarityOrder(token.projection);
      const ordered = order.map((i) => labels[i]);
      const what = token.labels ? 'tokens' : 'characters';
      const What = token.labels ? 'Tokens' : 'Characters';
      tokenMap.draw(reorder(token.similarity, order), {
        rowLabels: ordered,
        colLabels: ordered,
        summary: `Cosine similarity between the token embeddings of the ${token.similarity.rows} ${what} in the text, ${step ? `after ${step} steps` : 'before training (random vectors)'}: blue is negative, white zero, red positive. ${What} are ordered so that similar ones sit together (by angle around the PCA plane below): after training, groups show as red blocks on the diagonal. ${pointVerb()} for values.`,
      });
      const pair = (p) =>
        h('li', {}, h('code', {}, `${labels[p.i]} ↔ ${labels[p.j]}`), ` ${f3(p.similarity)}`);
      pairsBox.replaceChildren(
        h('div', {}, h('h5', {}, 'Most similar pairs'), h('ol', {}, token.most.map(pair))),
        h('div', {}, h('h5', {}, 'Least similar pairs'), h('ol', {}, token.least.map(pair))),
      );
      const pairKey = (p) => [labels[p.i], labels[p.j]].sort().join(' ↔ ');
      if (step === 0) startPairs = token.most.map(pairKey);
      if (step === 0 || !startPairs) {
        startNote.textContent =
          step === 0
            ? 'These are random vectors: any closeness here is chance. Train, and compare.'
            : '';
        delete element.dataset.pairsKept;
      } else {
        const kept = token.most.filter((p) => startPairs.includes(pairKey(p))).length;
        element.dataset.pairsKept = String(kept);
        startNote.textContent = `Before training the closest pairs were ${startPairs.slice(0, 4).join(', ')}…: chance closeness of random vectors. ${kept === 0 ? 'None of them is' : `${kept} of them ${kept === 1 ? 'is' : 'are'}`} among the ${token.most.length} closest pairs now.`;
      }
      const normValues = Float32Array.from(token.norms);
      let mean = 0;
      for (const v of normValues) mean += v / normValues.length;
      let big = 0;
      let small = 0;
      normValues.forEach((v, i) => {
        if (v > normValues[big]) big = i;
        if (v < normValues[small]) small = i;
      });
      if (step === 0) startNorms = new Map(Array.from(token.rows, (id, i) => [id, normValues[i]]));
      const start = Array.from(token.rows, (id) => startNorms?.get(id) ?? NaN);
      const counts = token.counts ?? [];
      norms.draw(
        normValues,
        labels,
        `Embedding norms of the ${labels.length} ${what}: mean ${f3(mean)}, largest “${labels[big]}” ${f3(normValues[big])}, smallest “${labels[small]}” ${f3(normValues[small])}.`,
        [
          { label: 'norm at the start', values: start },
          { label: 'times in the text', values: counts },
        ],
      );
      normNote.textContent = normClaims({
        labels,
        norms: Array.from(normValues),
        start,
        counts,
        step,
        what,
      }).join(' ');
      const ratio = token.explainedRatio;
      const both = ratio[0] + (ratio[1] ?? 0);
      element.dataset.pcaExplained = String(both);
      scatter.draw(
        token.projection,
        labels,
        `The ${labels.length} character embeddings projected on their two principal axes, which hold ${f3(ratio[0] * 100)}% and ${f3(ratio[1] * 100)}% of the variance: ${f3(both * 100)}% together${step === 0 ? ' (random vectors: no direction stands out)' : both >= 0.3 ? ' (training has given the rows a few shared directions)' : ''}. ${pointVerb()} a point for its coordinates.`,
      );
      if (position) {
        positionBox.hidden = false;
        const n = position.rows.length;
        const posLabels = Array.from({ length: n }, (_, i) => String(i));
        positionMap.draw(position.similarity, {
          rowLabels: posLabels,
          colLabels: posLabels,
          summary: `Cosine similarity between the learned position vectors 0 to ${position.similarity.rows - 1}. ${pointVerb()} for values.`,
        });
        positionNote.textContent = `Rows 0 to ${n - 1} of the learned position table (the positions a training window covers; any rows past them are never trained). Before training this matrix is noise: only the diagonal is 1. Structure near the diagonal means training made neighbouring positions alike. A map that is red everywhere means the rows learned one shared direction (it acts as a second bias) rather than where they are: the token + position predictor gains little from knowing the position.`;
      } else {
        positionBox.hidden = true;
        positionNote.textContent =
          'This model has no learned position table: its positions come from a fixed formula (sinusoidal), from rotating queries and keys (RoPE), or not at all (none).';
      }
      if ('attention' in snapshot) this.showAttention(snapshot.attention, prompt);
    },
    hide() {
      element.hidden = true;
    },
    /** A model from a weights file follows: its random start is not the one kept. */
    forgetStart() {
      startPairs = null;
      startNorms = null;
    },
    /** Stops following theme changes (the panel is being mounted again). */
    dispose() {
      stopThemeWatch();
    },
  };
  return view;
}
