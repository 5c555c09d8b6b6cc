// The comparison's conclusions: one paragraph per result, each sentence chosen by and filled with
// the measured numbers (the gap at the training length first, then how each model's own loss
// changed with length, then which changed least and most, and how far to trust that).
import { formatNumber, listSeparator } from '../../format.js';
import { sentences, words } from '../../i18n/words.js';
import { compareRows, multipliers, rowLabel } from './compare-table.js';
import { strings } from './strings.js';

const t = words('train', strings);

const f3 = (v) => formatNumber(v, 3);
const signed = (v) => `${v >= 0 ? '+' : '−'}${f3(Math.abs(v))}`;
const rowOf = (key) => compareRows.find((r) => r.key === key);

/**
 * The paragraphs, from the losses measured: lossOf(row, m) (null if none), entryOf(row, m) (the
 * result or error reported), lastTrainingLoss(model) (its smoothed training loss at the end, or
 * null), seqLen the training length and trainedSteps each model's steps.
 */
export function verdictParagraphs({ seqLen, trainedSteps, lossOf, entryOf, lastTrainingLoss }) {
  const far = multipliers[multipliers.length - 1];
  const measured = {
    seqLen,
    trainedSteps,
    lossOf,
    far,
    farLen: far * seqLen,
    seqPositions: t('positionCount', { n: seqLen }),
    at: (key, m) => lossOf(rowOf(key), m),
  };
  const { lines, gapAtOne } = trainingLengthLines(measured, lastTrainingLoss);
  const { farLen } = measured;
  lines.push(
    ...lengthLine(measured, 'none', (v) => ({
      level: t('noneLevel', v),
      roseSharply: t('noneRoseSharply', v),
      rose: t('noneRose', v),
      fell: t('noneFell', v),
      why: t('noneWhy'),
    })),
  );
  const learned2 = entryOf(rowOf('learned'), 2);
  if (learned2 && 'error' in learned2)
    lines.push(t('learnedNoRows', { seqLen, doubled: 2 * seqLen }));
  lines.push(...learnedLongLine(measured));
  lines.push(
    ...lengthLine(measured, 'sinusoidal', (v) => ({
      level: t('sinusoidalLevel', v),
      roseSharply: t('sinusoidalRoseSharply', v),
      rose: t('sinusoidalRose', v),
      fell: t('sinusoidalFell', v),
      why: t('sinusoidalWhy', { lastPosition: farLen - 1, seqLen }),
    })),
  );
  lines.push(
    ...lengthLine(measured, 'rope', (v) => ({
      level: t('ropeLevel', v),
      roseSharply: t('ropeRoseSharply', v),
      rose: t('ropeRose', v),
      fell: t('ropeFell', v),
      why: t('ropeWhy', { lastTrained: seqLen - 1 }),
    })),
  );
  lines.push(...scaledRopeLines(measured));
  lines.push(
    ...lengthLine(measured, 'alibi', (v) => ({
      level: t('alibiLevel', v),
      roseSharply: t('alibiRoseSharply', v),
      rose: t('alibiRose', v),
      fell: t('alibiFell', v),
      why: t('alibiWhy', { farLen, seqLen }),
    })),
  );
  lines.push(...rankingLine(measured, gapAtOne));
  return lines;
}

/**
 * The training length itself: every model was trained at it, so a gap there is not about
 * length, and the levels at longer lengths carry it along. Returns the lines and that gap (null
 * with fewer than two models measured).
 */
function trainingLengthLines({ lossOf, seqPositions, trainedSteps }, lastTrainingLoss) {
  const atOne = compareRows
    .filter((r) => !r.scaling)
    .map((r) => ({ r, v: lossOf(r, 1) }))
    .filter((x) => x.v !== null)
    .sort((a, b) => a.v - b.v);
  if (atOne.length < 2) return { lines: [], gapAtOne: null };
  const [best, worst] = [atOne[0], atOne[atOne.length - 1]];
  const gapAtOne = worst.v - best.v;
  const lines = [
    t('trainingLengthGap', {
      seqPositions,
      best: f3(best.v),
      bestModel: rowLabel(best.r),
      worst: f3(worst.v),
      worstModel: rowLabel(worst.r),
      gap: f3(gapAtOne),
      factor: f3(Math.exp(-gapAtOne)),
      steps: t('stepCount', { n: trainedSteps }),
    }),
  ];
  // The lowest training loss is not always the lowest held-out loss: say so when it is not.
  const byTrain = atOne
    .map((x) => ({ ...x, training: lastTrainingLoss(x.r.model) }))
    .filter((x) => x.training !== null)
    .sort((a, b) => a.training - b.training);
  if (byTrain.length >= 2 && byTrain[0].r.key !== best.r.key)
    lines.push(
      t('lowestTrainingLoss', {
        model: rowLabel(byTrain[0].r),
        training: f3(byTrain[0].training),
        seqPositions,
        heldOut: f3(byTrain[0].v),
        difference: signed(byTrain[0].v - best.v),
        best: rowLabel(best.r),
      }),
    );
  return { lines, gapAtOne };
}

/**
 * How a model's loss changed from the training length to the longest ("rose from 1.92 at 32
 * positions to 2.31 at 256 (+0.39 nats)"), in the sentence of its size that sizedSentences(values)
 * writes, followed by its why: no line when either loss is missing.
 */
function lengthLine({ at, far, farLen, seqPositions }, key, sizedSentences) {
  const one = at(key, 1);
  const end = at(key, far);
  if (one === null || end === null) return [];
  const d = end - one;
  const size = Math.abs(d) < 0.03 ? 'level' : d > 0 ? (d > 0.5 ? 'roseSharply' : 'rose') : 'fell';
  const said = sizedSentences({
    one: f3(one),
    end: f3(end),
    seqPositions,
    farLen,
    change: signed(d),
  });
  return [sentences([said[size], said.why])];
}

/** The learned table longer than the training length: its untrained rows past it. */
function learnedLongLine({ at, far, farLen, seqLen, seqPositions }) {
  const long1 = at('learned-long', 1);
  const long2 = at('learned-long', 2);
  if (long1 === null || long2 === null) return [];
  const longFar = at('learned-long', far);
  const went = {
    one: f3(long1),
    two: f3(long2),
    end: f3(longFar),
    seqPositions,
    doubled: 2 * seqLen,
    farLen,
    lastTrained: seqLen - 1,
  };
  const noisy = long2 - long1 > 0.1;
  const said =
    longFar !== null
      ? noisy
        ? t('learnedLongNoiseFar', went)
        : t('learnedLongCheapFar', went)
      : noisy
        ? t('learnedLongNoise', went)
        : t('learnedLongCheap', went);
  return [sentences([t('learnedLongTable', { farLen, lastTrained: seqLen - 1 }), said])];
}

/** RoPE's two scalings at the longest length, against plain RoPE's. */
function scaledRopeLines({ at, far, farLen }) {
  const lines = [];
  for (const key of ['rope-linear', 'rope-ntk']) {
    const scaled = at(key, far);
    const plain = at('rope', far);
    if (scaled === null || plain === null) continue;
    const d = scaled - plain;
    const how = key === 'rope-linear' ? t('interpolationHow') : t('ntkHow');
    const measured = { farLen, scaled: f3(scaled), plain: f3(plain), change: signed(d) };
    const said =
      Math.abs(d) < 0.02
        ? t('scaledSame', measured)
        : d < 0
          ? t('scaledBetter', measured)
          : t('scaledWorse', measured);
    lines.push(sentences([how, said]));
  }
  return lines;
}

/**
 * Which models held up best from 1x to the longest length: the change from each model's own loss
 * at 1x (RoPE's scalings from plain RoPE's), since the levels carry the 1x gap along; how far to
 * trust the order is said from that gap.
 */
function rankingLine({ lossOf, far, farLen, seqLen }, gapAtOne) {
  const ranked = compareRows
    .map((r) => {
      const end = lossOf(r, far);
      const one = lossOf(r.scaling ? rowOf('rope') : r, 1);
      return { r, d: end !== null && one !== null ? end - one : null };
    })
    .filter((x) => x.d !== null)
    .sort((a, b) => a.d - b.d);
  if (ranked.length < 2) return [];
  const [first, last] = [ranked[0], ranked[ranked.length - 1]];
  const close =
    gapAtOne === null ? [] : ranked.filter((x) => x.d - first.d < gapAtOne && x !== first);
  const within =
    gapAtOne === null
      ? null
      : close.length === 0
        ? t('withinNone')
        : close.length === ranked.length - 1
          ? t('withinAll')
          : t('withinSome', {
              count: close.length,
              models: close.map((x) => rowLabel(x.r)).join(listSeparator()),
              first: rowLabel(first.r),
            });
  return [
    sentences([
      t('rankingFrom', {
        seqLen,
        farLen,
        first: rowLabel(first.r),
        firstChange: signed(first.d),
        last: rowLabel(last.r),
        lastChange: signed(last.d),
      }),
      gapAtOne === null ? t('rankingOneRun') : t('rankingOneRunGap', { gap: f3(gapAtOne) }),
      within,
    ]),
  ];
}
