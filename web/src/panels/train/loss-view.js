// The live loss curve: raw and smoothed training loss, the held-out (validation) loss at regular
// steps, the ln V line (a model that knows nothing; V = 256 bytes, or the BPE vocabulary) and,
// for a byte run, the text's bigram-entropy floor (the best a model seeing one character can do),
// with a progress bar, steps per second and the time left. Redraws at most once per frame.
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatNumber } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { lossExplanation, runSummary } from './loss-explain.js';
import { Smoother } from './smoothing.js';
import { sentences, words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

const f4 = (v) => formatNumber(v, 4);
// Three significant digits, whole numbers from 100 up (toPrecision(3) writes 999.7 as "1.00e+3").
const perSecond = (rate) => (rate >= 100 ? String(Math.round(rate)) : formatNumber(rate, 3));

/** "Step 40 of 500 · 120 steps/s · about 4 s left": the status line while training. */
function progressText(step, total, rate, secondsLeft) {
  const values = { step, total, rate: rate ? perSecond(rate) : '…' };
  if (!Number.isFinite(secondsLeft)) return t('progressTimeUnknown', values);
  if (secondsLeft < 1) return t('progressUnderSecond', values);
  if (secondsLeft < 90)
    return t('progressSeconds', { ...values, seconds: Math.round(secondsLeft) });
  return t('progressMinutes', { ...values, minutes: Math.round(secondsLeft / 60) });
}

/** A frame of the loss view: the chart, the bar and, while a run goes on, "Step n of N". */
function redraw(curve, at, { chart, bar, stats }) {
  chart.draw(curve);
  bar.value = at.step / at.total;
  const left = at.rate > 0 ? (at.total - at.step) / at.rate : Infinity;
  if (at.running && !at.paused && at.step < at.total)
    stats.textContent = progressText(at.step, at.total, at.rate, left);
}

function appendLosses(curve, losses) {
  for (const loss of losses) {
    curve.raw.push(loss);
    curve.smooth.push(curve.smoother.push(loss));
  }
}

export function lossView() {
  const curve = emptyCurve(); // the run on show: losses, held-out points, lines, tokenizer
  // Only while `running` (begin, progress; not after done, clear, note) does a redraw write
  // "Step n of N" over the status line.
  const at = { total: 1, step: 0, rate: 0, running: false, paused: false };
  let ended = null; // the last done(): a lab built again in another language says it again
  const { bar, stats, chartBox, explain, element } = lossElements(curve);
  const chart = lossChart(chartBox);
  const { drawNow, schedule } = frameLimited(() => redraw(curve, at, { chart, bar, stats }));
  drawNow(); // built now, while the page lays out for the first time, not mid-training
  stats.textContent = t('notStarted');
  // A new curve (begin, clear): the last run's end is forgotten with it.
  const restart = (state, text) => {
    ended = null;
    Object.assign(curve, emptyCurve(curve));
    Object.assign(at, { step: 0, rate: 0, paused: false, ...state });
    stats.textContent = text;
  };

  return {
    element,
    /** While paused the status says so: no time left is counted (progress may still arrive). */
    pause(text) {
      at.paused = true;
      stats.textContent = text;
    },
    resume() {
      at.paused = false;
      schedule();
    },
    begin(steps) {
      restart({ total: steps, running: true }, t('starting'));
      schedule();
    },
    started(message) {
      this.describe(message);
      schedule();
    },
    /** The two reference lines and their explanation, for this text and model. */
    describe(model) {
      explain.replaceChildren(...describeLines(curve, model));
      if (!curve.raw.length) drawNow();
    },
    progress(message) {
      appendLosses(curve, message.losses);
      const { step, total, stepsPerSecond: rate } = message;
      Object.assign(at, { step, total, running: true, rate });
      schedule();
    },
    /** One point of the validation curve: the held-out loss after `step` steps. */
    validation({ step, loss }) {
      curve.validation.push({ step, loss });
      schedule();
    },
    /** The run's end (the DONE reply); rate: steps per second (the last progress's if not given). */
    done(message, rate = at.rate) {
      Object.assign(at, { step: message.step, rate, running: false, paused: false });
      ended = { message, rate, validation: [...curve.validation] };
      drawNow();
      stats.textContent = summaryOf(curve, message, rate);
    },
    /** The last run's end as done() took it, with its validation points, or null. */
    ended: () => ended,
    note(text) {
      at.running = false;
      stats.textContent = text;
    },
    clear() {
      restart({ running: false }, t('notStarted'));
      bar.value = 0;
      drawNow();
    },
    /** The curve so far, for tests: { raw, smooth }. */
    get curve() {
      return { raw: curve.raw, smooth: curve.smooth, validation: curve.validation };
    },
  };
}

/**
 * Sets the curve's reference lines (ln V and the bigram floor) for this text and model and
 * returns their explanation.
 */
function describeLines(curve, { baseline, floor, parameterCount, chars, model }) {
  curve.lines = { baseline, floor };
  // Tokens per byte of the text (1 for bytes): turns a loss per token into bits per byte.
  curve.tokenizer = model?.tokens ? { ...model, perByte: model.tokens / model.bytes } : null;
  const { tokenizer } = curve;
  return lossExplanation({ baseline, floor, parameterCount, chars, tokenizer });
}

/** The status line at the run's end (the DONE reply), at its last rate. */
function summaryOf(curve, { step, loss, evalLoss, valLoss, evalError }, rate) {
  return runSummary({
    steps: step,
    rate: perSecond(rate),
    loss,
    evalLoss,
    evalError,
    valLoss,
    floor: curve.lines.floor,
    tokenizer: curve.tokenizer,
  });
}

/**
 * A run's curve with no losses yet; `from` a curve shown before, whose reference lines and
 * tokenizer stay (they describe the settings, not the run).
 */
function emptyCurve(from = {}) {
  return {
    raw: [],
    smooth: [],
    validation: [], // [{ step, loss }] on the held-out text
    smoother: new Smoother(),
    lines: from.lines ?? { baseline: Math.log(256), floor: NaN },
    tokenizer: from.tokenizer ?? null, // { vocab, tokens, bytes, valTokens, valBytes, perByte }
  };
}

/**
 * drawNow() and schedule(), which runs draw() at most 5 times a second in an animation frame:
 * progress arrives up to 20 times a second, and this looks live while leaving the main thread
 * idle most of the time. A draw now makes the one scheduled redundant.
 */
function frameLimited(draw) {
  let queued = false;
  let lastDraw = 0;
  const drawNow = () => {
    queued = false;
    draw();
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    const wait = Math.max(0, lastDraw + 200 - performance.now());
    setTimeout(() => {
      requestAnimationFrame(() => {
        lastDraw = performance.now();
        drawNow();
      });
    }, wait);
  };
  return { drawNow, schedule };
}

/** The view's elements: the progress bar and status line, the chart, its tools and the prose. */
function lossElements(curve) {
  const bar = h('progress', { max: '1', value: '0', 'aria-label': t('progressLabel') });
  const stats = h('p', { className: 'lab-stats', role: 'status', 'aria-live': 'polite' });
  const chartBox = h('div', { className: 'lab-chart', role: 'img' });
  const explain = h('div', { className: 'lab-explain' });
  const element = h(
    'div',
    { className: 'lab-loss' },
    h('h3', {}, t('lossHeading')),
    h('div', { className: 'lab-progress' }, bar, stats),
    chartBox,
    chartTools({
      name: 'loss-curve',
      canvas: () => chartBox.querySelector('canvas'),
      matrix: () => ({
        rows: curve.raw.length,
        cols: 3,
        data: curve.raw.flatMap((v, i) => [v, curve.smooth[i], validationAt(curve, i + 1) ?? NaN]),
        rowLabels: curve.raw.map((_, i) => String(i + 1)),
        colLabels: [t('lossSeries'), t('smoothedSeries'), t('validationSeries')],
      }),
    }),
    explain,
  );
  return { bar, stats, chartBox, explain, element };
}

// The validation loss measured after `step` steps, drawn at that step (step 0 at step 1).
const validationAt = (curve, x) => curve.validation.find((v) => Math.max(1, v.step) === x)?.loss;
const vocabOf = (curve) => curve.tokenizer?.vocab ?? 256;
// A BPE run's loss is per token, a byte run's per byte.
const perToken = (curve) => vocabOf(curve) > 256;

/**
 * The chart of the curve in chartBox. A loss above the usual 0-7 range (a run blowing up)
 * switches the axis to a log scale that reaches past the peak, so the spike stays in view
 * instead of being cut off; the chart is built again when that or the vocabulary changes.
 */
function lossChart(chartBox) {
  let chart = null;
  let logScale = false;
  let chartVocab = 256; // the vocabulary the chart's guessing line is labelled with
  return {
    draw(curve) {
      let peak = 0;
      for (const v of curve.raw) if (Number.isFinite(v) && v > peak) peak = v;
      const wantLog = peak > 7;
      const vocab = vocabOf(curve);
      if (chart && (wantLog !== logScale || vocab !== chartVocab)) {
        chart.plot.destroy();
        chartBox.replaceChildren();
        chart = null;
      }
      logScale = wantLog;
      chartVocab = vocab;
      if (!chart)
        chart = lineChart(chartBox, {
          series: lossSeries(curve),
          data: curveData(curve),
          xLabel: t('stepAxis'),
          yLabel: lossAxis(curve, logScale),
          yRange: logScale ? [0.1, 10 ** Math.ceil(Math.log10(peak * 1.5))] : [0, 7],
          logY: logScale,
          height: 280,
        });
      else chart.update(curveData(curve));
      chartBox.setAttribute('aria-label', curveLabel(curve, logScale, peak));
    },
  };
}

/** The chart's columns: steps, raw, smoothed, held-out, ln V and, for bytes, the bigram floor. */
function curveData(curve) {
  const { raw, smooth, validation, lines } = curve;
  const xs = raw.map((_, i) => i + 1);
  const val = xs.map(() => null);
  for (const v of validation) {
    const i = Math.max(1, v.step) - 1;
    if (i < val.length) val[i] = v.loss;
  }
  const guess = xs.map(() => lines.baseline);
  // The bigram floor is a loss per byte: drawn for a byte run only (a BPE run's loss is per token).
  return perToken(curve)
    ? [xs, raw, smooth, val, guess]
    : [xs, raw, smooth, val, guess, xs.map(() => lines.floor)];
}

/** The series of curveData's columns, with their colours and strokes. */
function lossSeries(curve) {
  return [
    { label: t('lossSeries'), color: palette[5], width: 1 },
    { label: t('smoothedSeries'), color: palette[0], width: 2.5 },
    {
      label: t('validationSeries'),
      color: palette[1],
      width: 2.5,
      points: true,
      spanGaps: true,
    },
    { label: `ln ${vocabOf(curve)}`, color: palette[6], dash: [6, 4], width: 1.5 },
    ...(perToken(curve)
      ? []
      : [{ label: t('floorSeries'), color: palette[2], dash: [2, 3], width: 1.5 }]),
  ];
}

function lossAxis(curve, logScale) {
  return perToken(curve)
    ? logScale
      ? t('lossAxisTokensLog')
      : t('lossAxisTokens')
    : logScale
      ? t('lossAxisBytesLog')
      : t('lossAxisBytes');
}

/** The chart's text alternative: the latest smoothed and held-out losses against the lines. */
function curveLabel(curve, logScale, peak) {
  const { raw, smooth, validation, lines } = curve;
  const last = smooth.length ? smooth[smooth.length - 1] : NaN;
  const lastVal = validation.length ? validation[validation.length - 1] : null;
  const said = {
    steps: t('stepCount', { n: raw.length }),
    smoothed: Number.isFinite(last) ? f4(last) : '–',
    vocab: vocabOf(curve),
    baseline: f4(lines.baseline),
    floor: f4(lines.floor),
    ...(lastVal && { validation: f4(lastVal.loss), validationStep: lastVal.step }),
  };
  const curveText = perToken(curve)
    ? lastVal
      ? t('lossChartTokensValidation', said)
      : t('lossChartTokens', said)
    : lastVal
      ? t('lossChartBytesValidation', said)
      : t('lossChartBytes', said);
  return logScale ? sentences([curveText, t('lossChartLogScale', { peak: f4(peak) })]) : curveText;
}
