// Lesson rope, its view: rotary position embedding. Queries and keys are rotated pair by pair by an angle
// proportional to their position, so q_m · k_n depends on m − n only.
import { formatNumber, listSeparator } from '../../format.js';
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
import { sentences, words } from '../../i18n/words.js';

const t = words('rope', strings);

/** Score against offset m − n for four query positions, and q·k with no rotation. */
function scoreFigure() {
  return lineFigure({
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
}

/** The clocks at position m: each pair's hand and its angle's numbers. */
function clocksPart(clocks) {
  return {
    uses: ['rope_pos', 'rope_d', 'rope_base'],
    compute: (core, s) => core.ropeClocks(s.rope_pos, s.rope_d, s.rope_base),
    draw: ({ hands, row }, s) =>
      clocks.draw(hands, row, { position: s.rope_pos, base: s.rope_base }),
  };
}

// The query sits at the chosen position m and three later ones; m is raised to the largest
// offset when smaller, so that every key position n = m − offset is 0 or more.
function queryPositions(s) {
  const first = Math.max(s.rope_pos, s.rope_offset);
  return [first, first + 37, first + 500, first + 5000];
}

/**
 * A random q and k scored at every offset for the four query positions; one more row at m = 0,
 * whose offset 0 turns neither vector (an angle of 0 is exact), gives q·k with no rotation.
 */
function scores(core, s) {
  const ms = [...queryPositions(s), 0];
  const table = core.ropeRandomScores(s.rope_d, s.seed, ms, 0, s.rope_offset, s.rope_base);
  return { table: table.slice(0, -1), plain: table[table.length - 1][0] };
}

/** The score chart's columns: the offsets, one curve per query position, and q·k flat. */
function scoreColumns({ table, plain }, s) {
  const offset = s.rope_offset;
  return [
    { label: 'm − n', values: Float64Array.from({ length: offset + 1 }, (_, i) => i) },
    ...queryPositions(s).map((m, a) => ({ label: `m = ${m}`, values: table[a] })),
    { label: t('noRotation'), values: new Float64Array(offset + 1).fill(plain) },
  ];
}

/** What the chart shows, in words: the setup, the scores at offset 5, and how far they drift. */
function scoreSentences({ table, plain }, s) {
  const ms = queryPositions(s);
  const offset = s.rope_offset;
  let spread = 0; // the largest gap between a later query's score and the first one's
  for (let o = 0; o <= offset; o++)
    for (let a = 1; a < ms.length; a++)
      spread = Math.max(spread, Math.abs(table[a][o] - table[0][o]));
  const o5 = Math.min(5, offset);
  const at5 = (a) => formatNumber(table[a][o5], 6);
  return sentences([
    t('scoreSetup', { d: s.rope_d, seed: s.seed }),
    s.rope_pos < offset
      ? t('scoreFirstRaised', { first: ms[0], m: s.rope_pos, offset })
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
  ]);
}

/** The scores part: the chart and its sentences. */
function scoresPart(chart, text) {
  return {
    uses: ['rope_pos', 'rope_d', 'rope_base', 'rope_offset', 'seed'],
    compute: scores,
    draw: (result, s) => {
      const summary = t('scoreSummary', {
        offset: s.rope_offset,
        ms: queryPositions(s).join(listSeparator()),
      });
      chart.update(scoreColumns(result, s), summary);
      text.textContent = scoreSentences(result, s);
    },
  };
}

/**
 * Play: advances m in whole steps only when asked, slower with reduced motion; pressed again, or
 * the lesson built again, it stops.
 */
function playButton(lesson, posControl, onChange) {
  const button = h(
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
  let timer = null;
  const stop = () => {
    clearInterval(timer);
    timer = null;
    button.textContent = t('play');
    button.setAttribute('aria-pressed', 'false');
  };
  const step = () => {
    const m = lesson.state.rope_pos;
    const next = m + 1 > settings.rope_pos.max ? 0 : m + 1;
    lesson.change({ rope_pos: next });
    posControl.setValue(next);
    onChange({ rope_pos: next });
  };
  endWithPanel(button, stop); // a re-mount must not leave the old clocks ticking
  button.addEventListener('click', () => {
    if (timer) return stop();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    button.textContent = t('pause');
    button.setAttribute('aria-pressed', 'true');
    timer = setInterval(step, reduced ? 1200 : 400);
  });
  return button;
}

export function mount(section, ctx) {
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`\begin{gathered} R_m\begin{pmatrix}x_{2i}\\x_{2i+1}\end{pmatrix} = \begin{pmatrix}\cos m\omega_i & -\sin m\omega_i\\ \sin m\omega_i & \cos m\omega_i\end{pmatrix}\begin{pmatrix}x_{2i}\\x_{2i+1}\end{pmatrix} \\ (R_m q)\cdot(R_n k) = q\cdot (R_{n-m}\,k) \end{gathered}`,
    ),
  );
  const clocksArea = h('div', { className: 'pos-figure' });
  const chart = scoreFigure();
  const scoreText = h('p', { className: 'rope-score-text', 'aria-live': 'polite' });
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    parts: [clocksPart(mountClocks(clocksArea)), scoresPart(chart, scoreText)],
  });
  const posControl = lesson.control('rope_pos', {
    hint: t('posHint', { range: rangeText(settings.rope_pos) }),
  });
  const controls = h(
    'div',
    { className: 'controls' },
    posControl.element,
    lesson.control('rope_d', { hint: t('dHint', { range: rangeText(settings.rope_d) }) }).element,
    lesson.control('rope_base', { hint: t('baseHint'), log: true }).element,
    lesson.control('rope_offset', { hint: t('offsetHint') }).element,
  );
  const play = playButton(lesson, posControl, ctx.onChange);
  section.append(
    controls,
    h('h3', {}, t('clocksTitle')),
    h('div', { className: 'pos-row' }, play, h('span', { className: 'note' }, t('playNote'))),
    clocksArea,
    chart.element,
    scoreText,
    h('p', {}, t('whyProse')),
  );

  lesson.start();
}
