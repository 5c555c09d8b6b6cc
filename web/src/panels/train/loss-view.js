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
import { words } from '../../i18n/words.js';
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

export function lossView() {
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
        rows: raw.length,
        cols: 3,
        data: raw.flatMap((v, i) => [v, smooth[i], valAt(i + 1) ?? NaN]),
        rowLabels: raw.map((_, i) => String(i + 1)),
        colLabels: [t('lossSeries'), t('smoothedSeries'), t('validationSeries')],
      }),
    }),
    explain,
  );

  let chart = null;
  let raw = [];
  let smooth = [];
  let validation = []; // [{ step, loss }] on the held-out text
  let smoother = new Smoother();
  // The validation loss measured after `step` steps, drawn at that step (step 0 at step 1).
  const valAt = (x) => validation.find((v) => Math.max(1, v.step) === x)?.loss;
  let lines = { baseline: Math.log(256), floor: NaN };
  let tokenizer = null; // { vocab, tokens, bytes, valTokens, valBytes, perByte } of the run shown
  let total = 1;
  let step = 0;
  let rate = 0;
  let queued = false;
  // Set by begin() and by progress, cleared by done(), clear() and note(): only while it is set
  // does a redraw write "Step n of N" over the status line.
  let running = false;
  let paused = false;

  function data() {
    const xs = raw.map((_, i) => i + 1);
    const val = xs.map(() => null);
    for (const v of validation) {
      const i = Math.max(1, v.step) - 1;
      if (i < val.length) val[i] = v.loss;
    }
    const guess = xs.map(() => lines.baseline);
    // The bigram floor is a loss per byte: drawn for a byte run only (a BPE run's loss is per token).
    return perToken()
      ? [xs, raw, smooth, val, guess]
      : [xs, raw, smooth, val, guess, xs.map(() => lines.floor)];
  }
  const vocabOf = () => tokenizer?.vocab ?? 256;
  const perToken = () => vocabOf() > 256;

  // A loss above the usual 0-7 range (a run blowing up) switches the axis to a log scale that
  // reaches past the peak, so the spike stays in view instead of being cut off.
  let logScale = false;
  let chartVocab = 256; // the vocabulary the chart's guessing line is labelled with
  function draw() {
    queued = false;
    let peak = 0;
    for (const v of raw) if (Number.isFinite(v) && v > peak) peak = v;
    const wantLog = peak > 7;
    const vocab = vocabOf();
    if (chart && (wantLog !== logScale || vocab !== chartVocab)) {
      chart.plot.destroy();
      chartBox.replaceChildren();
      chart = null;
    }
    logScale = wantLog;
    chartVocab = vocab;
    if (!chart)
      chart = lineChart(chartBox, {
        series: [
          { label: t('lossSeries'), color: palette[5], width: 1 },
          { label: t('smoothedSeries'), color: palette[0], width: 2.5 },
          {
            label: t('validationSeries'),
            color: palette[1],
            width: 2.5,
            points: true,
            spanGaps: true,
          },
          { label: `ln ${vocab}`, color: palette[6], dash: [6, 4], width: 1.5 },
          ...(perToken()
            ? []
            : [{ label: t('floorSeries'), color: palette[2], dash: [2, 3], width: 1.5 }]),
        ],
        data: data(),
        xLabel: t('stepAxis'),
        yLabel: perToken()
          ? logScale
            ? t('lossAxisTokensLog')
            : t('lossAxisTokens')
          : logScale
            ? t('lossAxisBytesLog')
            : t('lossAxisBytes'),
        yRange: logScale ? [0.1, 10 ** Math.ceil(Math.log10(peak * 1.5))] : [0, 7],
        logY: logScale,
        height: 280,
      });
    else chart.update(data());
    const last = smooth.length ? smooth[smooth.length - 1] : NaN;
    const lastVal = validation.length ? validation[validation.length - 1] : null;
    const said = {
      steps: t('stepCount', { n: raw.length }),
      smoothed: Number.isFinite(last) ? f4(last) : '–',
      vocab,
      baseline: f4(lines.baseline),
      floor: f4(lines.floor),
      ...(lastVal && { validation: f4(lastVal.loss), validationStep: lastVal.step }),
    };
    const curveText = perToken()
      ? lastVal
        ? t('lossChartTokensValidation', said)
        : t('lossChartTokens', said)
      : lastVal
        ? t('lossChartBytesValidation', said)
        : t('lossChartBytes', said);
    chartBox.setAttribute(
      'aria-label',
      logScale ? `${curveText} ${t('lossChartLogScale', { peak: f4(peak) })}` : curveText,
    );
    bar.value = step / total;
    const left = rate > 0 ? (total - step) / rate : Infinity;
    if (running && !paused && step < total)
      stats.textContent = progressText(step, total, rate, left);
  }

  draw(); // built now, while the page lays out for the first time, not mid-training
  stats.textContent = t('notStarted');

  // Progress arrives up to 20 times a second; the picture is redrawn at most 5 times a second,
  // which looks live and leaves the main thread idle most of the time.
  let lastDraw = 0;
  const schedule = () => {
    if (queued) return;
    queued = true;
    const wait = Math.max(0, lastDraw + 200 - performance.now());
    setTimeout(() => {
      requestAnimationFrame(() => {
        lastDraw = performance.now();
        draw();
      });
    }, wait);
  };

  return {
    element,
    /** While paused the status says so: no time left is counted (progress may still arrive). */
    pause(text) {
      paused = true;
      stats.textContent = text;
    },
    resume() {
      paused = false;
      schedule();
    },
    begin(steps) {
      paused = false;
      raw = [];
      smooth = [];
      validation = [];
      smoother = new Smoother();
      total = steps;
      step = 0;
      rate = 0;
      running = true;
      stats.textContent = t('starting');
      schedule();
    },
    started(message) {
      this.describe(message);
      schedule();
    },
    /** The two reference lines and their explanation, for this text and model. */
    describe({ baseline, floor, parameterCount, chars, model }) {
      lines = { baseline, floor };
      // Tokens per byte of the text (1 for bytes): turns a loss per token into bits per byte.
      tokenizer = model?.tokens ? { ...model, perByte: model.tokens / model.bytes } : null;
      explain.replaceChildren(
        ...lossExplanation({ baseline, floor, parameterCount, chars, tokenizer }),
      );
      if (!raw.length) draw();
    },
    progress(message) {
      for (const loss of message.losses) {
        raw.push(loss);
        smooth.push(smoother.push(loss));
      }
      step = message.step;
      total = message.total;
      running = true;
      rate = message.stepsPerSecond;
      schedule();
    },
    /** One point of the validation curve: the held-out loss after `step` steps. */
    validation({ step: at, loss }) {
      validation.push({ step: at, loss });
      schedule();
    },
    done({ step: last, loss, evalLoss, valLoss, evalError }) {
      step = last;
      running = false;
      paused = false;
      draw();
      stats.textContent = runSummary({
        steps: last,
        rate: perSecond(rate),
        loss,
        evalLoss,
        evalError,
        valLoss,
        floor: lines.floor,
        tokenizer,
      });
    },
    note(text) {
      running = false;
      stats.textContent = text;
    },
    clear() {
      running = false;
      paused = false;
      raw = [];
      smooth = [];
      validation = [];
      step = 0;
      bar.value = 0;
      draw();
      stats.textContent = t('notStarted');
    },
    /** The curve so far, for tests: { raw, smooth }. */
    get curve() {
      return { raw, smooth, validation };
    },
  };
}
