// The live loss curve: raw and smoothed training loss, the held-out (validation) loss at regular
// steps, the ln V line (a model that knows nothing; V = 256 bytes, or the BPE vocabulary) and,
// for a byte run, the text's bigram-entropy floor (the best a model seeing one character can do),
// with a progress bar, steps per second and the time left. Redraws at most once per frame.
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatNumber } from '../../format.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { Smoother } from './smoothing.js';

const f4 = (v) => formatNumber(v, 4);
// Three significant digits, whole numbers from 100 up (toPrecision(3) writes 999.7 as "1.00e+3").
const perSecond = (rate) => (rate >= 100 ? String(Math.round(rate)) : formatNumber(rate, 3));

function duration(seconds) {
  if (!Number.isFinite(seconds)) return '…';
  if (seconds < 1) return 'under a second';
  if (seconds < 90) return `about ${Math.round(seconds)} s`;
  return `about ${Math.round(seconds / 60)} min`;
}

export function lossView() {
  const bar = h('progress', { max: '1', value: '0', 'aria-label': 'training progress' });
  const stats = h('p', { className: 'lab-stats', role: 'status', 'aria-live': 'polite' });
  const chartBox = h('div', { className: 'lab-chart', role: 'img' });
  const explain = h('div', { className: 'lab-explain' });
  const element = h(
    'div',
    { className: 'lab-loss' },
    h('h3', {}, 'The loss, step by step'),
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
        colLabels: ['loss', 'smoothed', 'validation (held-out)'],
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
    const unit = perToken() ? 'token' : 'character';
    if (!chart)
      chart = lineChart(chartBox, {
        series: [
          { label: 'loss', color: palette[5], width: 1 },
          { label: 'smoothed', color: palette[0], width: 2.5 },
          {
            label: 'validation (held-out)',
            color: palette[1],
            width: 2.5,
            points: true,
            spanGaps: true,
          },
          { label: `ln ${vocab}`, color: palette[6], dash: [6, 4], width: 1.5 },
          ...(perToken()
            ? []
            : [{ label: 'bigram floor', color: palette[2], dash: [2, 3], width: 1.5 }]),
        ],
        data: data(),
        xLabel: 'step',
        yLabel: `loss (nats per ${unit}${logScale ? ', log scale' : ''})`,
        yRange: logScale ? [0.1, 10 ** Math.ceil(Math.log10(peak * 1.5))] : [0, 7],
        logY: logScale,
        height: 280,
      });
    else chart.update(data());
    const last = smooth.length ? smooth[smooth.length - 1] : NaN;
    const lastVal = validation.length ? validation[validation.length - 1] : null;
    chartBox.setAttribute(
      'aria-label',
      `Training loss over ${raw.length} steps: smoothed ${Number.isFinite(last) ? f4(last) : '–'} now${lastVal ? `, held-out (validation) loss ${f4(lastVal.loss)} at step ${lastVal.step}` : ''}; the ln ${vocab} line is at ${f4(lines.baseline)}${perToken() ? '' : ` and the bigram floor of this text at ${f4(lines.floor)}`}.${logScale ? ` The loss peaked at ${f4(peak)}, so the axis is on a log scale.` : ''}`,
    );
    bar.value = step / total;
    const left = rate > 0 ? (total - step) / rate : Infinity;
    if (running && !paused && step < total)
      stats.textContent = `Step ${step} of ${total} · ${rate ? perSecond(rate) : '…'} steps/s · ${duration(left)} left`;
  }

  draw(); // built now, while the page lays out for the first time, not mid-training
  stats.textContent = 'Not started: press Train.';

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
      stats.textContent = 'Starting…';
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
      const bpe = tokenizer && tokenizer.vocab > 256;
      const vocab = tokenizer?.vocab ?? 256;
      // A byte run has no BPE paragraph: left out, not passed on (replaceChildren writes null
      // as the text "null").
      explain.replaceChildren(
        ...(bpe
          ? [
              h(
                'p',
                { className: 'lab-note' },
                `This run reads BPE tokens: ${tokenizer.vocab} ids (256 bytes + ${tokenizer.vocab - 256} merges learned on the text), ${tokenizer.tokens.toLocaleString('en-US')} tokens for ${tokenizer.bytes.toLocaleString('en-US')} bytes. The loss below is per token and its guessing line is ln ${tokenizer.vocab}; a token holds ${f4(1 / tokenizer.perByte)} bytes on average, so compare with a byte run in bits per byte: loss × tokens ÷ (bytes × ln 2), given when training ends. The text’s bigram floor is a loss per byte, so it is not drawn on this curve: in bits per byte it is ${f4(floor / Math.LN2)}.`,
              ),
            ]
          : []),
        h(
          'p',
          {},
          bpe
            ? `The loss is the average of −ln p(the right next token) over a batch, in nats. A model that knows nothing spreads its bet evenly over all ${vocab} token ids, so every guess costs`
            : `The loss is the average of −ln p(the right next character) over a batch, in nats. A model that knows nothing spreads its bet evenly over all 256 byte values, so every guess costs`,
        ),
        mathElement(
          String.raw`-\ln \tfrac{1}{${vocab}} = \ln ${vocab} \approx ${baseline.toFixed(3)}`,
        ),
        h(
          'p',
          {},
          `That is the dashed ln ${vocab} line. A freshly initialised model starts near it, often a little above: random weights are not uniform, they are confidently wrong here and there.`,
        ),
        h(
          'p',
          {},
          `${bpe ? 'For a byte run, a dotted line marks' : 'The dotted line is'} this text’s bigram floor, ${floor.toFixed(3)} nats per byte: the entropy of the next character given only the current one,`,
        ),
        mathElement(String.raw`H = -\sum_{a,b} p(a,b)\,\ln p(b \mid a)`),
        h(
          'p',
          {},
          `A model that sees one character at a time cannot, on average, do better. The token + position predictor sees the current character and its position, so it levels off just above this floor. TinyGPT attends to all earlier characters in the window and can go far below it; on a short repeated passage it ends up nearly reciting it. (${parameterCount.toLocaleString('en-US')} parameters; the text has ${chars} distinct characters.) The smoothed curve is the mean of the last 21 losses, as in Vizuara’s notebook.`,
        ),
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
      const bitsPerByte = tokenizer ? (evalLoss * tokenizer.perByte) / Math.LN2 : NaN;
      const bpe = tokenizer?.vocab > 256;
      const mean =
        evalLoss === undefined
          ? `the mean loss over the training text could not be computed (${evalError}); the trained model is kept`
          : `mean loss over the training text ${f4(evalLoss)} nats per ${bpe ? 'token' : 'byte'}${Number.isFinite(bitsPerByte) ? ` = ${f4(bitsPerByte)} bits per byte` : ''} (bigram floor ${bpe ? `${f4(lines.floor / Math.LN2)} bits per byte` : f4(lines.floor)})`;
      const valBitsPerByte =
        tokenizer?.valBytes > 0
          ? (valLoss * tokenizer.valTokens) / tokenizer.valBytes / Math.LN2
          : NaN;
      const gap =
        valLoss === undefined
          ? ''
          : ` Held-out text: ${f4(valLoss)}${Number.isFinite(valBitsPerByte) ? ` = ${f4(valBitsPerByte)} bits per byte` : ''}${evalLoss !== undefined && valLoss - evalLoss > 0.3 ? `, ${f4(valLoss - evalLoss)} above the training text: the model has memorised more than it has learned` : ''}.`;
      stats.textContent = `Done: ${last} steps at ${perSecond(rate)} steps/s. Last batch loss ${f4(loss)}; ${mean}.${gap}`;
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
      stats.textContent = 'Not started: press Train.';
    },
    /** The curve so far, for tests: { raw, smooth }. */
    get curve() {
      return { raw, smooth, validation };
    },
  };
}
