// Lesson long-context, its view: what happens past the trained length. ALiBi (Press et al. 2022) adds no
// vectors at all: each head subtracts slope x distance from its attention scores, shown as one
// head's bias heatmap, the slopes, and the weight a query gives keys further and further back.
// RoPE can be stretched at test time: position interpolation divides positions by the scale,
// NTK-aware scaling raises the base so the slow pairs turn slower; the angles of each pair at 1x
// and 4x the trained length show what each does. Every number comes from the core
// (core/lessons/long_context.hpp); the training lab's comparison measures the real effect.
import { palette } from '../../charts/line-chart.js';
import { sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatNumber } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import { mathElement } from '../../ui/math.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { lineFigure } from '../position-lessons/line-figure.js';
import '../position-lessons/positions.css';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';

const SCALE = 4; // the lesson's longer length: 4 x the trained one

export function mount(section, { core, values, onChange }) {
  const state = {
    heads: values.lc_heads,
    head: values.lc_head,
    len: values.lc_len,
    trained: values.lc_trained,
    d: values.lc_d,
    pair: values.lc_pair,
  };

  // ---- ALiBi
  const alibiControls = h('div', { className: 'controls' });
  const biasFigure = heatmapFigure({
    name: 'alibi-bias',
    title: 'One head’s bias: −m·(i − j) added to the score of query i on key j',
    labels: 'index',
    xLabel: 'key j →',
    yLabel: 'query i ↓',
    canvasClass: 'square',
    legendNote: 'grey: masked, a later key (its bias never reaches the softmax)',
    hover: (i, j, v) =>
      j > i
        ? `query ${i}, key ${j}: masked (a later token), weight 0 whatever the bias`
        : `query ${i}, key ${j} (${i - j} back): bias ${formatNumber(v, 4)}`,
  });
  const slopeFigure = lineFigure({
    name: 'alibi-slopes',
    title: 'Slope m of each head',
    xLabel: 'head',
    integerX: true,
    yLabel: 'slope m',
    logY: true,
    height: 200,
    series: [{ label: 'slope m', color: palette[0], width: 2 }],
  });
  const weightFigure = lineFigure({
    name: 'alibi-weights',
    title: 'Attention of the last query, keys further and further back (equal content scores)',
    xLabel: 'distance back (steps)',
    integerX: true,
    yLabel: 'weight',
    height: 240,
    series: [],
  });
  const slopeTable = h('table', { className: 'lab-compare-table lc-table' });
  // On a phone the table may be a few pixels wider than the column: it scrolls, not the page.
  const slopeScroll = h('div', { className: 'table-scroll' }, slopeTable);
  focusableWhenScrolling(slopeScroll);
  const alibiText = h('p', { 'aria-live': 'polite' });

  // ---- RoPE scaling
  const ropeControls = h('div', { className: 'controls' });
  const angleFigure = lineFigure({
    name: 'rope-scaled-angle',
    title: `Angle of one pair against position, out to ${SCALE}× the trained length`,
    xLabel: 'position',
    integerX: true,
    yLabel: 'angle (turns)',
    height: 260,
    series: [
      { label: 'plain RoPE', color: palette[0], width: 2.5 },
      { label: 'interpolated (÷ 4)', color: palette[1], width: 2, dash: [8, 5] },
      { label: 'NTK-scaled', color: palette[2], width: 2, dash: [3, 3] },
      { label: 'largest angle in training', color: palette[6], width: 1, dash: [2, 4] },
    ],
  });
  const reachFigure = lineFigure({
    name: 'rope-scaled-reach',
    title: `Each pair at ${SCALE}× the length: the arc of angles it sweeps, over its arc in training`,
    xLabel: 'pair i (fast → slow)',
    integerX: true,
    yLabel: 'reach (1 = nothing new)',
    logY: true,
    height: 240,
    series: [
      { label: 'plain RoPE', color: palette[0], width: 2.5 },
      { label: 'interpolated', color: palette[1], width: 2, dash: [8, 5] },
      { label: 'NTK-scaled', color: palette[2], width: 2, dash: [3, 3] },
      { label: 'inside training (1)', color: palette[6], width: 1, dash: [2, 4] },
    ],
  });
  const reachTable = h('table', { className: 'lab-compare-table lc-reach-table' });
  const reachScroll = h('div', { className: 'table-scroll' }, reachTable);
  focusableWhenScrolling(reachScroll);
  const ropeText = h('p', { 'aria-live': 'polite', className: 'lc-reach-summary' });
  const problem = h('p', { className: 'control-error', role: 'alert', hidden: true });

  section.append(
    h(
      'p',
      { className: 'lead' },
      'A model is trained on windows of some length L. What happens when it reads more? A learned table has no row for position L; sinusoids and RoPE produce vectors and angles the model never met. Two answers are widely used: build the encoding so that nothing about it changes with length (ALiBi), or stretch a trained RoPE so the new positions look like old ones (position interpolation and NTK scaling).',
    ),
    h(
      'p',
      {},
      'And a third option is easy to forget: no positional encoding at all. In a decoder the causal mask already carries position, because a query at position t averages over exactly t + 1 keys; a model without positions still learns word order from that alone, and has no table to run out of.',
    ),
    h('h3', {}, 'ALiBi: a distance penalty instead of position vectors'),
    h(
      'p',
      {},
      'ALiBi (Press, Smith and Lewis 2022, “Train Short, Test Long”) adds nothing to the token vectors. Each head h subtracts a fixed slope mₕ times the distance from its scaled scores, before the causal mask and the softmax. The slopes form a geometric sequence: for n heads, mₕ = 2^(−8h/n).',
    ),
    mathElement(
      // Each formula one unbreakable group: a phone wraps between the two, never inside one.
      String.raw`{\text{score}_h(i, j) = \frac{q_i\cdot k_j}{\sqrt{d_k}} - m_h\,(i - j)}, \qquad\allowbreak {m_h = 2^{-8h/n},\; h = 1,\dots,n}`,
    ),
    alibiControls,
    biasFigure.element,
    slopeFigure.element,
    weightFigure.element,
    alibiText,
    slopeScroll,
    h(
      'p',
      {},
      'After the softmax a penalty of b becomes a factor e^(−b): with equal content scores, every step back multiplies a key’s weight by e^(−m). Steep heads look at the last few tokens; gentle ones spread far back. At any length the penalty for a given distance is the same, which is why ALiBi has nothing to run out of; it also means the far past fades, whatever it says.',
    ),
    h('h3', {}, 'Stretching RoPE past its trained length'),
    h(
      'p',
      {},
      `RoPE turns pair i of a query or key at position p by p·θᵢ, with θᵢ = base^(−2i/d). Fast pairs (small i) go round many times within L positions, so training saw every angle they can take; slow pairs only ever turned part of the way. At ${SCALE}L the slow pairs reach angles no training example produced. Two fixes change the angles at test time, with no training:`,
    ),
    mathElement(
      String.raw`\text{interpolation: } p\,\theta_i \to \frac{p}{s}\,\theta_i \qquad\quad \text{NTK: } \text{base} \to \text{base}\cdot s^{d/(d-2)}`,
    ),
    ropeControls,
    problem,
    angleFigure.element,
    h(
      'p',
      { className: 'lc-reach-definition' },
      `A pair’s angle is a point on a circle, and over a run of positions the pair sweeps the arc from 0 to its largest angle, or the whole circle once it has gone round; its reach is the arc it sweeps at ${SCALE}L divided by the arc it swept in training, so 1 means it meets no angle training did not show.`,
    ),
    reachFigure.element,
    reachScroll,
    ropeText,
    h(
      'p',
      {},
      'Interpolation squeezes positions: every pair stays within what training covered (give or take a fraction of one position), but neighbouring tokens are now a quarter step apart, which the fast pairs never showed the model. NTK scaling leaves the fastest pair exactly as trained, so short distances look as they always did, and slows each slower pair more, the slowest by the full factor; the pairs in between are slowed by less than the length grew, so some of them still sweep angles training never showed (the table says how far). Which works better without fine-tuning is an empirical question.',
    ),
    h(
      'p',
      {},
      'See the effect on a real model: the training lab’s ',
      h('a', { href: '#panel=train' }, '“Compare positional encodings”'),
      ' trains a TinyGPT with each encoding (none, learned, sinusoidal, RoPE, ALiBi) on the same text and measures each on held-out text at 1×, 2×, 4× and 8× the training length, RoPE also with interpolation and NTK scaling.',
    ),
  );

  const drawAlibi = (s) => {
    if (s.head > s.heads)
      throw new Error(`head shown must be between 1 and ${s.heads}, the number of heads`);
    const v = core.alibiView(s.heads, s.len);
    const T = s.len;
    const h0 = s.head - 1;
    const slope = v.slopes[h0];
    const bias = v.bias.subarray(h0 * T * T, (h0 + 1) * T * T);
    // The masked half (j > i) never reaches the softmax: painted grey, as in the attention lesson,
    // not as a bias of 0 (the diagonal's colour).
    const shown = new Float32Array(T * T);
    let lo = 0;
    for (let i = 0; i < T; i++)
      for (let j = 0; j <= i; j++) {
        shown[i * T + j] = bias[i * T + j];
        lo = Math.min(lo, bias[i * T + j]);
      }
    if (lo === 0) lo = -1e-6;
    biasFigure.draw(
      { rows: T, cols: T, data: shown },
      {
        lo,
        hi: 0,
        colormap: sequential,
        // Numbers under the axis captions (query i, key j): "key 12" does not fit a column.
        rowLabels: Array.from({ length: T }, (_, i) => String(i)),
        colLabels: Array.from({ length: T }, (_, j) => String(j)),
        masked: (i, j) => j > i,
        label: `ALiBi bias of head ${s.head} of ${s.heads} (slope ${formatNumber(slope, 4)}) over ${T} positions: 0 on the diagonal, falling by ${formatNumber(slope, 4)} per step away from it to ${formatNumber(lo, 4)} for query ${T - 1} on key 0; the upper triangle (later keys) is masked, in grey.`,
        summary: `Head ${s.head}: slope ${formatNumber(slope, 4)}; darkest cell ${formatNumber(lo, 4)} (query ${T - 1}, key 0). ${pointVerb()} a cell.`,
      },
    );
    const heads = Float64Array.from({ length: s.heads }, (_, k) => k + 1);
    slopeFigure.update(
      [
        { label: 'head', values: heads },
        { label: 'slope m', values: v.slopes },
      ],
      `Slopes of the ${s.heads} heads, from ${formatNumber(v.slopes[0], 4)} for head 1 to ${formatNumber(v.slopes[s.heads - 1], 4)} for head ${s.heads}.`,
    );
    const distances = Float64Array.from({ length: T }, (_, k) => k);
    const columns = [{ label: 'distance back', values: distances }];
    for (let k = 0; k < s.heads; k++) {
      const w = v.weights.subarray(k * T, (k + 1) * T);
      columns.push({
        label: `head ${k + 1}`,
        values: Float64Array.from(distances, (dist) => w[T - 1 - dist]),
      });
    }
    weightFigure.update(
      columns,
      `Attention weight of query ${T - 1} on the key each distance back, for every head, when all content scores are equal: the steepest head puts ${formatNumber(v.weights[T - 1], 3)} on the newest key, the gentlest ${formatNumber(v.weights[s.heads * T - 1], 3)}.`,
    );
    slopeTable.replaceChildren(
      h(
        'caption',
        {},
        `Each head’s slope, and how many of the most recent keys hold 90% of the last query’s weight over ${T} positions (equal content scores)`,
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'head'),
          h('th', { scope: 'col' }, 'slope m'),
          h('th', { scope: 'col' }, 'weight kept per step back, e^(−m)'),
          h('th', { scope: 'col' }, 'keys holding 90%'),
        ),
      ),
      h(
        'tbody',
        {},
        Array.from(v.slopes, (m, k) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, String(k + 1)),
            h('td', {}, formatNumber(m, 4)),
            h('td', {}, formatNumber(Math.exp(-m), 4)),
            h('td', {}, `${v.span90[k]} of ${T}`),
          ),
        ),
      ),
    );
    alibiText.textContent = `With ${s.heads} heads the slopes run from ${formatNumber(v.slopes[0], 4)} to ${formatNumber(v.slopes[s.heads - 1], 4)}. Over ${T} positions, head 1 keeps 90% of its attention on the last ${v.span90[0]} keys, head ${s.heads} needs ${v.span90[s.heads - 1]}. A key ${T - 1} steps back gets a bias of ${formatNumber(-v.slopes[0] * (T - 1), 4)} in head 1: a factor of ${formatNumber(Math.exp(-v.slopes[0] * (T - 1)), 3)} on its weight.`;
    section.dataset.alibiSlope = String(slope);
  };

  const drawRope = (s) => {
    const pairs = s.d / 2;
    if (s.pair >= pairs)
      throw new Error(
        `pair i must be between 0 and ${pairs - 1}: a width of ${s.d} has ${pairs} pairs`,
      );
    const T = SCALE * s.trained;
    const turn = 2 * Math.PI;
    const plain = core.ropeAngleTable(s.d, T, 10000, 'none', 1);
    const linear = core.ropeAngleTable(s.d, T, 10000, 'linear', SCALE);
    const ntk = core.ropeAngleTable(s.d, T, 10000, 'ntk', SCALE);
    const at = (table, p, i) => table[p * pairs + i];
    const trainedMax = (i) => at(plain, s.trained - 1, i);
    const positions = Float64Array.from({ length: T }, (_, p) => p);
    const i = s.pair;
    const column = (table) => Float64Array.from(positions, (p) => at(table, p, i) / turn);
    angleFigure.update(
      [
        { label: 'position', values: positions },
        { label: 'plain RoPE', values: column(plain) },
        { label: 'interpolated (÷ 4)', values: column(linear) },
        { label: 'NTK-scaled', values: column(ntk) },
        {
          label: 'largest angle in training',
          values: new Float64Array(T).fill(trainedMax(i) / turn),
        },
      ],
      `Angle of pair ${i} of ${pairs} in turns against position 0 to ${T - 1}: plain RoPE reaches ${formatNumber(at(plain, T - 1, i) / turn, 3)} turns, interpolation ${formatNumber(at(linear, T - 1, i) / turn, 3)}, NTK ${formatNumber(at(ntk, T - 1, i) / turn, 3)}; training (positions below ${s.trained}) reached ${formatNumber(trainedMax(i) / turn, 3)}.`,
    );
    // Each pair's reach at SCALE x L: the arc of angles it sweeps over the arc it swept in
    // training (core rope_reach; a full turn is every angle).
    const reachOf = (method) => core.ropeReach(s.d, s.trained, SCALE, 10000, method);
    const plainReach = reachOf('none');
    const linearReach = reachOf('linear');
    const ntkReach = reachOf('ntk');
    const pairIds = Float64Array.from({ length: pairs }, (_, k) => k);
    const largest = (r) => Math.max(...r.reach);
    reachFigure.update(
      [
        { label: 'pair i', values: pairIds },
        { label: 'plain RoPE', values: plainReach.reach },
        { label: 'interpolated', values: linearReach.reach },
        { label: 'NTK-scaled', values: ntkReach.reach },
        { label: 'inside training (1)', values: new Float64Array(pairs).fill(1) },
      ],
      `For each of ${pairs} pairs, the arc of angles it sweeps over ${T} positions divided by the arc it swept over the ${s.trained} trained ones: pair 0 ${formatNumber(plainReach.reach[0], 4)} plain, pair ${pairs - 1} ${formatNumber(plainReach.reach[pairs - 1], 4)}; at most ${formatNumber(largest(plainReach), 4)} plain, ${formatNumber(largest(linearReach), 4)} interpolated, ${formatNumber(largest(ntkReach), 4)} with NTK.`,
    );
    const cell = (v) => h('td', {}, formatNumber(v, 4));
    reachTable.replaceChildren(
      h(
        'caption',
        {},
        `Each pair’s arc in training (positions 0 to ${s.trained - 1}, in turns) and its reach at ${T} positions`,
      ),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ['pair i', 'arc in training (turns)', 'plain RoPE', 'interpolated', 'NTK-scaled'].map(
            (label) => h('th', { scope: 'col' }, label),
          ),
        ),
      ),
      h(
        'tbody',
        {},
        Array.from({ length: pairs }, (_, k) =>
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, String(k)),
            cell(plainReach.trainedArc[k] / turn),
            cell(plainReach.reach[k]),
            cell(linearReach.reach[k]),
            cell(ntkReach.reach[k]),
          ),
        ),
      ),
    );
    // Reach is 1 up to rounding for a pair that stays inside; anything above counts, however small.
    const outside = (r) => {
      const past = Array.from(r.reach).filter((x) => x > 1 + 1e-12);
      return past.length
        ? `${past.length} of ${pairs} (up to ${formatNumber(Math.max(...past), 4)}×)`
        : `none of ${pairs}`;
    };
    const fullTurns = Array.from(plainReach.trainedArc).filter((a) => a >= turn).length;
    ropeText.textContent = `Trained on ${s.trained} positions, run on ${T}. ${fullTurns === 0 ? 'No pair' : fullTurns === 1 ? 'Pair 0 alone' : `Pairs 0 to ${fullTurns - 1}`} went all the way round in training. Pairs that sweep more than in training: plain ${outside(plainReach)}, interpolated ${outside(linearReach)}, NTK ${outside(ntkReach)}. Pair 0 turns 1 radian per position in plain RoPE and with NTK, but ${formatNumber(1 / SCALE, 3)} with interpolation: neighbours look ${SCALE} times closer than in training. Pair ${i} moves ${formatNumber(at(plain, 1, i), 4)} rad per position plainly, ${formatNumber(at(linear, 1, i), 4)} interpolated, ${formatNumber(at(ntk, 1, i), 4)} with NTK. (Interpolation maps position ${T - 1} to ${formatNumber((T - 1) / SCALE, 4)}, a fraction of a position past the last trained one, ${s.trained - 1}.)`;
    section.dataset.reachPlain = Array.from(plainReach.reach).join(' ');
    section.dataset.reachNtk = Array.from(ntkReach.reach).join(' ');
  };

  const drawAll = (s) => {
    drawAlibi(s);
    drawRope(s);
  };
  const show = (error) => {
    problem.hidden = !error;
    problem.textContent = error ? error.message : '';
  };
  const setting = settingControls(settings, {
    values,
    onChange,
    render: (changes, draw) => applyOrRollBack(state, changes, draw),
  });
  const controlFor = (key, field, hint, draw) => setting(key, field, { hint, draw });
  alibiControls.append(
    controlFor('lc_heads', 'heads', `ALiBi heads, ${rangeText(settings.lc_heads)}`, drawAlibi)
      .element,
    controlFor('lc_head', 'head', 'which head’s biases the heatmap shows', drawAlibi).element,
    controlFor('lc_len', 'len', 'positions in the heatmap and the weights', drawAlibi).element,
  );
  ropeControls.append(
    controlFor('lc_trained', 'trained', 'the length the model was trained on', drawRope).element,
    controlFor('lc_d', 'd', `width of each query/key head: ${rangeText(settings.lc_d)}`, drawRope)
      .element,
    controlFor('lc_pair', 'pair', 'the pair in the angle chart: 0 is the fastest', drawRope)
      .element,
  );

  try {
    drawAll(state);
    show(null);
    section.dataset.status = 'ready';
  } catch (error) {
    section.dataset.status = 'error';
    show(error);
  }
}
