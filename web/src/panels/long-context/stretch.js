// long-context, part 2: stretching RoPE past its trained length. One pair's angle against
// position at 1x and SCALE x the trained length, each pair's reach (the arc it sweeps over the
// arc it swept in training) as a chart and a table, plain, interpolated and NTK-scaled.
import { palette } from '../../charts/line-chart.js';
import { formatNumber } from '../../format.js';
import { h } from '../../base/dom.js';
import { refusal } from '../../ui/lesson-view.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { mathElement, texWords } from '../../ui/math.js';
import { lineFigure } from '../../lesson-parts/position-lessons/line-figure.js';
import { sentences, words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('long-context', strings);

const SCALE = 4; // the lesson's longer length: 4 x the trained one

const turn = 2 * Math.PI;

/** One pair's angle against position, plain, interpolated and NTK-scaled, at SCALE x L. */
function angleFigure() {
  return lineFigure({
    name: 'rope-scaled-angle',
    title: t('angleTitle', { scale: SCALE }),
    xLabel: t('positionAxis'),
    integerX: true,
    yLabel: t('angleAxis'),
    height: 260,
    series: [
      { label: t('plainRope'), color: palette[0], width: 2.5 },
      { label: t('interpolatedByFour'), color: palette[1], width: 2, dash: [8, 5] },
      { label: t('ntkScaled'), color: palette[2], width: 2, dash: [3, 3] },
      { label: t('largestTrainedAngle'), color: palette[6], width: 1, dash: [2, 4] },
    ],
  });
}

/** Each pair's reach at SCALE x L, on a log scale, the three ways. */
function reachFigure() {
  return lineFigure({
    name: 'rope-scaled-reach',
    title: t('reachTitle', { scale: SCALE }),
    xLabel: t('pairAxis'),
    integerX: true,
    yLabel: t('reachAxis'),
    logY: true,
    height: 240,
    series: [
      { label: t('plainRope'), color: palette[0], width: 2.5 },
      { label: t('interpolated'), color: palette[1], width: 2, dash: [8, 5] },
      { label: t('ntkScaled'), color: palette[2], width: 2, dash: [3, 3] },
      { label: t('insideTraining'), color: palette[6], width: 1, dash: [2, 4] },
    ],
  });
}

// Every angle and reach the part draws, at 1x and SCALE x the trained length.
function compute(core, s) {
  const pairs = s.lc_d / 2;
  if (s.lc_pair >= pairs)
    throw refusal('lc_pair', t('pairTooLarge', { last: pairs - 1, d: s.lc_d, pairs }));
  const { none, linear, ntk } = core.ropeStretchLesson(s.lc_d, s.lc_trained, SCALE);
  return {
    plain: none.angles,
    linear: linear.angles,
    ntk: ntk.angles,
    plainReach: none,
    linearReach: linear,
    ntkReach: ntk,
  };
}

/** The angle of pair i at position p in a table of angles (position, pairs). */
const angleAt = (table, pairs, p, i) => table[p * pairs + i];

/** The chosen pair's angle, in turns, over SCALE x L positions, and its summary. */
function drawAngles(figure, { plain, linear, ntk }, s) {
  const pairs = s.lc_d / 2;
  const T = SCALE * s.lc_trained;
  const i = s.lc_pair;
  const trainedMax = angleAt(plain, pairs, s.lc_trained - 1, i);
  const positions = Float64Array.from({ length: T }, (_, p) => p);
  const column = (table) => Float64Array.from(positions, (p) => angleAt(table, pairs, p, i) / turn);
  const inTurns = (angle) => formatNumber(angle / turn, 3);
  figure.update(
    [
      { label: t('positionAxis'), values: positions },
      { label: t('plainRope'), values: column(plain) },
      { label: t('interpolatedByFour'), values: column(linear) },
      { label: t('ntkScaled'), values: column(ntk) },
      { label: t('largestTrainedAngle'), values: new Float64Array(T).fill(trainedMax / turn) },
    ],
    t('angleSummary', {
      i,
      pairs,
      last: T - 1,
      plain: inTurns(angleAt(plain, pairs, T - 1, i)),
      linear: inTurns(angleAt(linear, pairs, T - 1, i)),
      ntk: inTurns(angleAt(ntk, pairs, T - 1, i)),
      trained: s.lc_trained,
      reached: inTurns(trainedMax),
    }),
  );
}

// Each pair's reach at SCALE x L: the arc of angles it sweeps over the arc it swept in
// training (core rope_reach; a full turn is every angle).
function drawReach(figure, { plainReach, linearReach, ntkReach }, s) {
  const pairs = s.lc_d / 2;
  const largest = (r) => formatNumber(Math.max(...r.reach), 4);
  figure.update(
    [
      { label: t('pairColumn'), values: Float64Array.from({ length: pairs }, (_, k) => k) },
      { label: t('plainRope'), values: plainReach.reach },
      { label: t('interpolated'), values: linearReach.reach },
      { label: t('ntkScaled'), values: ntkReach.reach },
      { label: t('insideTraining'), values: new Float64Array(pairs).fill(1) },
    ],
    t('reachSummary', {
      pairs,
      len: SCALE * s.lc_trained,
      trained: s.lc_trained,
      first: formatNumber(plainReach.reach[0], 4),
      lastPair: pairs - 1,
      last: formatNumber(plainReach.reach[pairs - 1], 4),
      plain: largest(plainReach),
      linear: largest(linearReach),
      ntk: largest(ntkReach),
    }),
  );
}

/** The reach table's caption, header and one row per pair: its trained arc and three reaches. */
function reachTableParts({ plainReach, linearReach, ntkReach }, s) {
  const cell = (v) => h('td', {}, formatNumber(v, 4));
  const header = (label) => h('th', { scope: 'col' }, label);
  return [
    h(
      'caption',
      {},
      t('reachCaption', { lastTrained: s.lc_trained - 1, len: SCALE * s.lc_trained }),
    ),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        header(t('pairColumn')),
        header(t('arcHeader')),
        header(t('plainRope')),
        header(t('interpolated')),
        header(t('ntkScaled')),
      ),
    ),
    h(
      'tbody',
      {},
      Array.from({ length: s.lc_d / 2 }, (_, k) =>
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
  ];
}

/** In words: which pairs trained a full turn, which sweep past their arc, and how fast pair i turns. */
function ropeSummary({ plain, linear, ntk, plainReach, linearReach, ntkReach }, s) {
  const pairs = s.lc_d / 2;
  const T = SCALE * s.lc_trained;
  const i = s.lc_pair;
  // Reach is 1 up to rounding for a pair that stays inside; anything above counts, however small.
  const outside = (r) => {
    const past = Array.from(r.reach).filter((x) => x > 1 + 1e-12);
    return past.length
      ? t('sweepSome', { count: past.length, pairs, most: formatNumber(Math.max(...past), 4) })
      : t('sweepNone', { pairs });
  };
  const fullTurns = Array.from(plainReach.trainedArc).filter((a) => a >= turn).length;
  return sentences([
    t('ropeRun', { trained: s.lc_trained, len: T }),
    fullTurns === 0
      ? t('noPairRound')
      : fullTurns === 1
        ? t('pairZeroRound')
        : t('pairsRound', { last: fullTurns - 1 }),
    t('sweepMore', {
      plain: outside(plainReach),
      linear: outside(linearReach),
      ntk: outside(ntkReach),
    }),
    t('ropeSpeeds', {
      slow: formatNumber(1 / SCALE, 3),
      scale: SCALE,
      i,
      plain: formatNumber(angleAt(plain, pairs, 1, i), 4),
      linear: formatNumber(angleAt(linear, pairs, 1, i), 4),
      ntk: formatNumber(angleAt(ntk, pairs, 1, i), 4),
      last: T - 1,
      mapped: formatNumber((T - 1) / SCALE, 4),
      lastTrained: s.lc_trained - 1,
    }),
  ]);
}

// The lab's comparison: on this page, or (an embedded lesson, a course without the lab) on the
// full page in a new tab.
const labLinkTo = (ctx, text) =>
  ctx.labOnPage ? h('a', { href: '#panel=train' }, text) : ctx.labLink(text);

/**
 * Appends the RoPE part to the lesson's section; returns its controls' box and its part of the
 * lesson (ui/lesson-view.js), whose compute throws for a pair the head width does not have.
 */
export function mountStretch(section, ctx) {
  const controls = h('div', { className: 'controls' });
  const angles = angleFigure();
  const reach = reachFigure();
  const reachTable = h('table', { className: 'lab-compare-table lc-reach-table' });
  const reachScroll = h('div', { className: 'table-scroll' }, reachTable);
  focusableWhenScrolling(reachScroll);
  const ropeText = h('p', { 'aria-live': 'polite', className: 'lc-reach-summary' });

  section.append(
    h('h3', {}, t('stretchTitle')),
    h('p', {}, t('stretchProse', { scale: SCALE })),
    mathElement(
      String.raw`${texWords(t('texInterpolation'))}\ p\,\theta_i \to \frac{p}{s}\,\theta_i \qquad\quad \text{NTK: } \text{base} \to \text{base}\cdot s^{d/(d-2)}`,
    ),
    controls,
    angles.element,
    h('p', { className: 'lc-reach-definition' }, t('reachDefinition', { scale: SCALE })),
    reach.element,
    reachScroll,
    ropeText,
    h('p', {}, t('stretchCompared')),
    h('p', {}, ...t.parts('labLink', { link: labLinkTo(ctx, t('labLinkText')) })),
  );

  const draw = (result, s) => {
    drawAngles(angles, result, s);
    drawReach(reach, result, s);
    reachTable.replaceChildren(...reachTableParts(result, s));
    ropeText.textContent = ropeSummary(result, s);
    section.dataset.reachPlain = Array.from(result.plainReach.reach).join(' ');
    section.dataset.reachNtk = Array.from(result.ntkReach.reach).join(' ');
  };
  return { controls, part: { uses: ['lc_trained', 'lc_d', 'lc_pair'], compute, draw } };
}
