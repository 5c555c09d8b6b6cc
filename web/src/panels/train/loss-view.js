// The live loss curve: raw and smoothed training loss, the ln 256 line (a model that knows
// nothing) and the text's bigram-entropy floor (the best a model seeing one character can do),
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
        cols: 2,
        data: raw.flatMap((v, i) => [v, smooth[i]]),
        rowLabels: raw.map((_, i) => String(i + 1)),
        colLabels: ['loss', 'smoothed'],
      }),
    }),
    explain,
  );

  let chart = null;
  let raw = [];
  let smooth = [];
  let smoother = new Smoother();
  let lines = { baseline: Math.log(256), floor: NaN };
  let total = 1;
  let step = 0;
  let rate = 0;
  let queued = false;
  // Set by begin() and by progress, cleared by done(), clear() and note(): only while it is set
  // does a redraw write "Step n of N" over the status line.
  let running = false;

  function data() {
    const xs = raw.map((_, i) => i + 1);
    return [xs, raw, smooth, xs.map(() => lines.baseline), xs.map(() => lines.floor)];
  }

  function draw() {
    queued = false;
    if (!chart)
      chart = lineChart(chartBox, {
        series: [
          { label: 'loss', color: palette[5], width: 1 },
          { label: 'smoothed', color: palette[0], width: 2.5 },
          { label: 'ln 256', color: palette[1], dash: [6, 4], width: 1.5 },
          { label: 'bigram floor', color: palette[2], dash: [2, 3], width: 1.5 },
        ],
        data: data(),
        xLabel: 'step',
        yLabel: 'loss (nats per character)',
        yRange: [0, 7],
        height: 280,
      });
    else chart.update(data());
    const last = smooth.length ? smooth[smooth.length - 1] : NaN;
    chartBox.setAttribute(
      'aria-label',
      `Training loss over ${raw.length} steps: smoothed ${Number.isFinite(last) ? f4(last) : '–'} now; the ln 256 line is at ${f4(lines.baseline)} and the bigram floor of this text at ${f4(lines.floor)}.`,
    );
    bar.value = step / total;
    const left = rate > 0 ? (total - step) / rate : Infinity;
    if (running && step < total)
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
    begin(steps) {
      raw = [];
      smooth = [];
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
    describe({ baseline, floor, parameterCount, chars }) {
      lines = { baseline, floor };
      explain.replaceChildren(
        h(
          'p',
          {},
          `The loss is the average of −ln p(the right next character) over a batch, in nats. A model that knows nothing spreads its bet evenly over all 256 byte values, so every guess costs`,
        ),
        mathElement(String.raw`-\ln \tfrac{1}{256} = \ln 256 \approx ${baseline.toFixed(3)}`),
        h(
          'p',
          {},
          `That is the dashed ln 256 line. A freshly initialised model starts near it, often a little above: random weights are not uniform, they are confidently wrong here and there.`,
        ),
        h(
          'p',
          {},
          `The dotted line is this text’s bigram floor, ${floor.toFixed(3)} nats: the entropy of the next character given only the current one,`,
        ),
        mathElement(String.raw`H = -\sum_{a,b} p(a,b)\,\ln p(b \mid a)`),
        h(
          'p',
          {},
          `A model that sees one character at a time cannot, on average, do better. The seeds’ predictor sees the current character and its position, so it levels off just above this floor. TinyGPT attends to all earlier characters in the window and can go far below it; on a short repeated passage it ends up nearly reciting it. (${parameterCount.toLocaleString('en-US')} parameters; the text has ${chars} distinct characters.) The smoothed curve is the mean of the last 21 losses, as in the seeds’ notebook.`,
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
    done({ step: last, loss, evalLoss, evalError }) {
      step = last;
      running = false;
      draw();
      const mean =
        evalLoss === undefined
          ? `the mean loss over the text could not be computed (${evalError}); the trained model is kept`
          : `mean loss over the text ${f4(evalLoss)} (bigram floor ${f4(lines.floor)})`;
      stats.textContent = `Done: ${last} steps at ${perSecond(rate)} steps/s. Last batch loss ${f4(loss)}; ${mean}.`;
    },
    note(text) {
      running = false;
      stats.textContent = text;
    },
    clear() {
      running = false;
      raw = [];
      smooth = [];
      step = 0;
      bar.value = 0;
      draw();
      stats.textContent = 'Not started: press Train.';
    },
    /** The curve so far, for tests: { raw, smooth }. */
    get curve() {
      return { raw, smooth };
    },
  };
}
