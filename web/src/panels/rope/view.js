// Lesson rope, its view: rotary position embedding. Queries and keys are rotated pair by pair by an angle
// proportional to their position, so q_m · k_n depends on m − n only.
import { formatNumber } from '../../format.js';
import { palette } from '../../charts/line-chart.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { endWithPanel } from '../../ui/lifetime.js';
import { mathElement } from '../../ui/math.js';
import { lineFigure } from '../position-lessons/line-figure.js';
import { mountClocks } from './clocks.js';
import '../position-lessons/positions.css';
import { settings } from './lesson.js';

export function mount(section, { core, values, onChange }) {
  const state = {
    m: values.rope_pos,
    d: values.rope_d,
    base: values.rope_base,
    offset: values.rope_offset,
  };
  section.append(
    h(
      'p',
      { className: 'lead' },
      'RoPE (rotary position embedding) adds nothing to the token vectors. Inside attention it takes each query and key, cuts it into pairs (2i, 2i+1), ' +
        'and turns pair i by the angle m·ωᵢ, where m is the token position and ωᵢ = base^(−2i/d) as in the sinusoidal table. ' +
        'Think of d/2 clocks with hands that move at different speeds: the fast clocks tell neighbours apart, the slow ones tell far-apart tokens apart.',
    ),
    mathElement(
      String.raw`\begin{gathered} R_m\begin{pmatrix}x_{2i}\\x_{2i+1}\end{pmatrix} = \begin{pmatrix}\cos m\omega_i & -\sin m\omega_i\\ \sin m\omega_i & \cos m\omega_i\end{pmatrix}\begin{pmatrix}x_{2i}\\x_{2i+1}\end{pmatrix} \\ (R_m q)\cdot(R_n k) = q\cdot (R_{n-m}\,k) \end{gathered}`,
    ),
  );
  const controls = h('div', { className: 'controls' });
  const playButton = h(
    'button',
    { type: 'button', 'aria-pressed': 'false', className: 'rope-play' },
    '▶ Play (m + 1 every step)',
  );
  const clocksArea = h('div', { className: 'pos-figure' });
  const scoreChart = lineFigure({
    name: 'rope-score-vs-offset',
    title: 'Attention score q_m · k_n against the offset m − n',
    xLabel: 'offset m − n',
    integerX: true,
    yLabel: 'score',
    height: 260,
    series: [
      { label: 'm A', width: 5, color: palette[5] },
      { label: 'm B', width: 3, color: palette[1], dash: [10, 6] },
      { label: 'm C', width: 2, color: palette[2], dash: [4, 4] },
      { label: 'm D', width: 1.5, color: palette[4], dash: [1, 3] },
      { label: 'no rotation: q·k', width: 1, color: palette[3], dash: [12, 3, 2, 3] },
    ],
  });
  const scoreText = h('p', { className: 'rope-score-text', 'aria-live': 'polite' });
  section.append(
    controls,
    h('h3', {}, 'One clock per frequency'),
    h(
      'div',
      { className: 'pos-row' },
      playButton,
      h(
        'span',
        { className: 'note' },
        'Steps the position by one; nothing moves until you press it.',
      ),
    ),
    clocksArea,
    scoreChart.element,
    scoreText,
    h(
      'p',
      {},
      'Why the curves coincide: a rotation by mω followed by the transpose of a rotation by nω is a rotation by (n − m)ω. ' +
        'The score therefore sees only the difference of the positions. Compare the sinusoidal table, which is added to the input: there the model gets absolute positions and has to learn to extract relative ones.',
    ),
  );
  const clocks = mountClocks(clocksArea);

  const drawClocks = (s) => {
    const hands = core.ropeClockHands(s.m, s.d, s.base);
    clocks.draw(hands, core.peRowBreakdown(s.m, s.d, s.base), { position: s.m, base: s.base });
  };
  const drawScores = (s) => {
    const qk = core.randomNormalTable(2, s.d, values.seed);
    const q = qk.data.subarray(0, s.d);
    const k = qk.data.subarray(s.d, 2 * s.d);
    // The query sits at the chosen position m and three later ones; m is raised to the largest
    // offset when smaller, so that every key position n = m − offset is 0 or more.
    const first = Math.max(s.m, s.offset);
    const ms = [first, first + 37, first + 500, first + 5000];
    const table = core.ropeScoreTable(q, k, ms, 0, s.offset, s.base);
    const plain = core.ropeScoreTable(q, k, [0], 0, 0, s.base)[0][0]; // m = n = 0: no rotation
    const xs = Float64Array.from({ length: s.offset + 1 }, (_, i) => i);
    let spread = 0;
    for (let o = 0; o <= s.offset; o++)
      for (let a = 1; a < ms.length; a++)
        spread = Math.max(spread, Math.abs(table[a][o] - table[0][o]));
    scoreChart.update(
      [
        { label: 'm − n', values: xs },
        ...ms.map((m, a) => ({ label: `m = ${m}`, values: table[a] })),
        { label: 'no rotation: q·k', values: new Float64Array(s.offset + 1).fill(plain) },
      ],
      `Line chart of the RoPE score against the offset m − n from 0 to ${s.offset} for queries at m = ${ms.join(', ')}: the four curves lie on top of each other.`,
    );
    const o5 = Math.min(5, s.offset);
    scoreText.textContent =
      `q and k are random vectors of width ${s.d} (random seed ${values.seed}). The key sits at n = m − offset. ` +
      (s.m < s.offset
        ? `The first curve uses m = ${first}, not your ${s.m}: with offsets up to ${s.offset} a smaller m would put keys before position 0. `
        : `The first curve is your position m = ${s.m}; the others are 37, 500 and 5000 positions later. `) +
      `At offset ${o5}: ${ms.map((m, a) => `m = ${m} gives ${formatNumber(table[a][o5], 6)}`).join('; ')}. ` +
      `Largest gap between any two curves: ${formatNumber(spread, 2)} (float rounding). At offset 0 the rotations cancel and the score is the plain q·k = ${formatNumber(plain, 6)}.`;
  };
  const drawAll = (s) => {
    drawClocks(s);
    drawScores(s);
  };
  const controlFor = settingControls(settings, {
    values,
    onChange,
    render: (changes, draw = drawAll) => applyOrRollBack(state, changes, draw),
  });
  const posControl = controlFor('rope_pos', 'm', {
    hint: `position of the token (${rangeText(settings.rope_pos)})`,
  });
  controls.append(
    posControl.element,
    controlFor('rope_d', 'd', {
      hint: `width of each query/key head: ${rangeText(settings.rope_d)}`,
    }).element,
    controlFor('rope_base', 'base', {
      hint: 'slows every pair but the first; 10000 as in the paper',
      log: true,
    }).element,
    controlFor('rope_offset', 'offset', { hint: 'offsets to plot: 0 to this', draw: drawScores })
      .element,
  );

  // Play advances m in whole steps only when asked; with reduced motion the steps are slower.
  let timer = null;
  const stop = () => {
    clearInterval(timer);
    timer = null;
    playButton.textContent = '▶ Play (m + 1 every step)';
    playButton.setAttribute('aria-pressed', 'false');
  };
  endWithPanel(playButton, stop); // a re-mount must not leave the old clocks ticking
  playButton.addEventListener('click', () => {
    if (timer) return stop();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    playButton.textContent = '⏸ Pause';
    playButton.setAttribute('aria-pressed', 'true');
    timer = setInterval(
      () => {
        const next = state.m + 1 > settings.rope_pos.max ? 0 : state.m + 1;
        drawAll({ ...state, m: next });
        state.m = next;
        posControl.setValue(next);
        onChange({ rope_pos: next });
      },
      reduced ? 1200 : 400,
    );
  });

  try {
    drawAll(state);
    section.dataset.status = 'ready';
  } catch (error) {
    section.dataset.status = 'error';
    scoreText.textContent = error.message;
  }
}
