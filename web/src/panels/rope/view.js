// Lesson rope, its view: rotary position embedding. Queries and keys are rotated pair by pair by an angle
// proportional to their position, so q_m · k_n depends on m − n only.
import { formatNumber } from '../../format.js';
import { palette } from '../../charts/line-chart.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { endWithPanel } from '../../base/lifetime.js';
import { mathElement } from '../../ui/math.js';
import { lineFigure } from '../../lesson-parts/position-lessons/line-figure.js';
import { mountClocks } from './clocks.js';
import '../../lesson-parts/position-lessons/positions.css';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('rope', strings);

export function mount(section, ctx) {
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`\begin{gathered} R_m\begin{pmatrix}x_{2i}\\x_{2i+1}\end{pmatrix} = \begin{pmatrix}\cos m\omega_i & -\sin m\omega_i\\ \sin m\omega_i & \cos m\omega_i\end{pmatrix}\begin{pmatrix}x_{2i}\\x_{2i+1}\end{pmatrix} \\ (R_m q)\cdot(R_n k) = q\cdot (R_{n-m}\,k) \end{gathered}`,
    ),
  );
  const controls = h('div', { className: 'controls' });
  const playButton = h(
    'button',
    // Play moves position m: a teacher's lock of it disables the button (teacher-controls.js).
    {
      type: 'button',
      'aria-pressed': 'false',
      className: 'rope-play',
      dataset: { sets: 'rope_pos' },
    },
    t('play'),
  );
  const clocksArea = h('div', { className: 'pos-figure' });
  const scoreChart = lineFigure({
    name: 'rope-score-vs-offset',
    title: t('scoreTitle'),
    xLabel: t('offsetAxis'),
    integerX: true,
    yLabel: t('scoreAxis'),
    height: 260,
    // The labels come with the columns: m = the four query positions, then q·k.
    series: [
      { width: 5, color: palette[5] },
      { width: 3, color: palette[1], dash: [10, 6] },
      { width: 2, color: palette[2], dash: [4, 4] },
      { width: 1.5, color: palette[4], dash: [1, 3] },
      { width: 1, color: palette[3], dash: [12, 3, 2, 3] },
    ],
  });
  const scoreText = h('p', { className: 'rope-score-text', 'aria-live': 'polite' });
  section.append(
    controls,
    h('h3', {}, t('clocksTitle')),
    h('div', { className: 'pos-row' }, playButton, h('span', { className: 'note' }, t('playNote'))),
    clocksArea,
    scoreChart.element,
    scoreText,
    h('p', {}, t('whyProse')),
  );
  const clocks = mountClocks(clocksArea);

  const clocksPart = {
    uses: ['rope_pos', 'rope_d', 'rope_base'],
    compute: (core, s) => ({
      hands: core.ropeClockHands(s.rope_pos, s.rope_d, s.rope_base),
      row: core.peRowBreakdown(s.rope_pos, s.rope_d, s.rope_base),
    }),
    draw: ({ hands, row }, s) =>
      clocks.draw(hands, row, { position: s.rope_pos, base: s.rope_base }),
  };
  // The query sits at the chosen position m and three later ones; m is raised to the largest
  // offset when smaller, so that every key position n = m − offset is 0 or more.
  const queryPositions = (s) => {
    const first = Math.max(s.rope_pos, s.rope_offset);
    return [first, first + 37, first + 500, first + 5000];
  };
  const scoresPart = {
    uses: ['rope_pos', 'rope_d', 'rope_base', 'rope_offset', 'seed'],
    compute: (core, s) => {
      const qk = core.randomNormalTable(2, s.rope_d, s.seed);
      const q = qk.data.subarray(0, s.rope_d);
      const k = qk.data.subarray(s.rope_d, 2 * s.rope_d);
      return {
        table: core.ropeScoreTable(q, k, queryPositions(s), 0, s.rope_offset, s.rope_base),
        plain: core.ropeScoreTable(q, k, [0], 0, 0, s.rope_base)[0][0], // m = n = 0: no rotation
      };
    },
    draw: ({ table, plain }, s) => {
      const ms = queryPositions(s);
      const [first] = ms;
      const offset = s.rope_offset;
      const xs = Float64Array.from({ length: offset + 1 }, (_, i) => i);
      let spread = 0;
      for (let o = 0; o <= offset; o++)
        for (let a = 1; a < ms.length; a++)
          spread = Math.max(spread, Math.abs(table[a][o] - table[0][o]));
      scoreChart.update(
        [
          { label: 'm − n', values: xs },
          ...ms.map((m, a) => ({ label: `m = ${m}`, values: table[a] })),
          { label: t('noRotation'), values: new Float64Array(offset + 1).fill(plain) },
        ],
        t('scoreSummary', { offset, ms: ms.join(', ') }),
      );
      const o5 = Math.min(5, offset);
      const at5 = (a) => formatNumber(table[a][o5], 6);
      scoreText.textContent = [
        t('scoreSetup', { d: s.rope_d, seed: s.seed }),
        s.rope_pos < offset
          ? t('scoreFirstRaised', { first, m: s.rope_pos, offset })
          : t('scoreFirstYours', { m: s.rope_pos }),
        t('scoreAtOffset', {
          offset: o5,
          m1: ms[0],
          score1: at5(0),
          m2: ms[1],
          score2: at5(1),
          m3: ms[2],
          score3: at5(2),
          m4: ms[3],
          score4: at5(3),
        }),
        t('scoreGap', { spread: formatNumber(spread, 2), plain: formatNumber(plain, 6) }),
      ].join(' ');
    },
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    parts: [clocksPart, scoresPart],
  });
  const posControl = lesson.control('rope_pos', {
    hint: t('posHint', { range: rangeText(settings.rope_pos) }),
  });
  controls.append(
    posControl.element,
    lesson.control('rope_d', { hint: t('dHint', { range: rangeText(settings.rope_d) }) }).element,
    lesson.control('rope_base', { hint: t('baseHint'), log: true }).element,
    lesson.control('rope_offset', { hint: t('offsetHint') }).element,
  );

  // Play advances m in whole steps only when asked; with reduced motion the steps are slower.
  let timer = null;
  const stop = () => {
    clearInterval(timer);
    timer = null;
    playButton.textContent = t('play');
    playButton.setAttribute('aria-pressed', 'false');
  };
  endWithPanel(playButton, stop); // a re-mount must not leave the old clocks ticking
  playButton.addEventListener('click', () => {
    if (timer) return stop();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    playButton.textContent = t('pause');
    playButton.setAttribute('aria-pressed', 'true');
    timer = setInterval(
      () => {
        const m = lesson.state.rope_pos;
        const next = m + 1 > settings.rope_pos.max ? 0 : m + 1;
        lesson.change({ rope_pos: next });
        posControl.setValue(next);
        ctx.onChange({ rope_pos: next });
      },
      reduced ? 1200 : 400,
    );
  });

  lesson.start();
}
