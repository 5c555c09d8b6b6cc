// Lesson position-experiment, its view: Vizuara's notebook's exercise. One token is placed at positions
// 0..N-1; the vectors token + position are compared by cosine similarity. Random learned
// positions make every pair about equally similar; sinusoidal ones make similarity depend on
// the distance, which draws bands along the diagonal.
import { diverging, sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { palette, lineChart } from '../../charts/line-chart.js';
import { byteLabel, formatFloat32, formatNumber } from '../../format.js';
import { chartTools } from '../../ui/chart-tools.js';
import { rangeText, settingControl, settingControls } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';

export function mount(section, { core, values, onChange }) {
  const current = {
    token: values.px_token,
    n: values.px_n,
    d: values.px_d,
    pos: values.px_pos,
    scale: values.px_scale,
  };
  const stats = h('p', { className: 'stat-line distance-stats', 'aria-live': 'polite' });
  const tokenName = h('p', { className: 'stat-line token-name' });
  const figure = heatmapFigure({
    name: 'position-experiment',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'cos(token + P[i], token + P[j])',
    labels: 'index',
    xLabel: 'position j →',
    yLabel: 'position i ↓',
    canvasClass: 'square',
    hover: (i, j, v) =>
      `positions ${i} and ${j} (distance ${Math.abs(i - j)}): cos = ${formatFloat32(v)}`,
  });
  const chartBox = h('div', { className: 'line-box', role: 'img' });
  let chart = null;
  let curves = null;

  const render = (next = {}) => {
    const state = { ...current, ...next };
    const chosen = core.placeToken(state.token, state.n, state.d, state.pos, values.seed);
    // Both kinds for the distance chart (sinusoidal needs an even d: skip it otherwise).
    const other = state.pos === 'learned' ? 'sinusoidal' : 'learned';
    let otherResult = null;
    if (other === 'learned' || state.d % 2 === 0)
      otherResult = core.placeToken(state.token, state.n, state.d, other, values.seed);

    Object.assign(current, state);
    const label = byteLabel(state.token);
    tokenName.textContent = `token ${state.token} = '${label}'`;
    // "fit" stretches a sequential map over the off-diagonal values, so faint bands show; the
    // legend then gives the real range (white no longer means 0, hence not the diverging map).
    let lo = -1;
    let hi = 1;
    if (state.scale === 'fit') {
      const sim = chosen.similarity.data;
      lo = Infinity;
      hi = -Infinity;
      for (let i = 0; i < state.n; i++)
        for (let j = 0; j < state.n; j++)
          if (i !== j) {
            lo = Math.min(lo, sim[i * state.n + j]);
            hi = Math.max(hi, sim[i * state.n + j]);
          }
      if (!(hi > lo)) hi = lo + 1e-6;
    }
    figure.draw(chosen.similarity, {
      lo,
      hi,
      colormap: state.scale === 'fit' ? sequential : diverging,
      label: `Cosine similarity of token ${label} placed at positions 0 to ${state.n - 1} with ${state.pos} positions, ${state.n} by ${state.n}, ${state.scale === 'fit' ? `coloured from ${formatNumber(lo, 3)} (dark purple) to ${formatNumber(hi, 3)} (yellow)` : 'from −1 (blue) to +1 (red)'}.`,
      summary: `${state.n} × ${state.n}, ${state.pos} positions, d = ${state.d}. ${pointVerb()} a cell.`,
    });
    const by = chosen.byDistance;
    const far = Math.max(1, Math.floor(state.n / 2));
    stats.textContent = `${state.pos}: mean similarity at distance 1 = ${formatNumber(by[1], 3)}, at distance ${far} = ${formatNumber(by[far], 3)}, at distance ${state.n - 1} = ${formatNumber(by[state.n - 1], 3)}.`;

    const xs = Array.from({ length: state.n - 1 }, (_, k) => k + 1);
    const learned = state.pos === 'learned' ? by : otherResult.byDistance;
    const sinus = state.pos === 'sinusoidal' ? by : otherResult?.byDistance;
    curves = [xs, xs.map((k) => learned[k]), xs.map((k) => (sinus ? sinus[k] : null))];
    if (!chart)
      chart = lineChart(chartBox, {
        series: [
          { label: 'learned (random)', color: palette[0] },
          { label: 'sinusoidal', color: palette[1], dash: [6, 4] },
        ],
        data: curves,
        xLabel: 'distance |i − j|',
        integerX: true,
        yLabel: 'mean cosine',
        yRange: [-1, 1],
        height: 240,
      });
    else chart.update(curves);
    chartBox.setAttribute(
      'aria-label',
      `Mean similarity against distance. Learned: from ${formatNumber(learned[1], 3)} at distance 1 to ${formatNumber(learned[state.n - 1], 3)}.` +
        (sinus
          ? ` Sinusoidal: from ${formatNumber(sinus[1], 3)} to ${formatNumber(sinus[state.n - 1], 3)}.`
          : ''),
    );
    section.dataset.status = 'ready';
  };

  const intControl = settingControls(settings, { values, onChange, render });
  const tokenControl = intControl('px_token', 'token', {
    hint: `a byte id, ${rangeText(settings.px_token)} (97 is “a”)`,
  });
  const nControl = intControl('px_n', 'n', {
    hint: `how many positions, ${rangeText(settings.px_n)} (the notebook: 20)`,
  });
  const dControl = intControl('px_d', 'd', {
    hint: `vector width, ${rangeText(settings.px_d)} (even for sinusoidal)`,
  });
  const posControl = settingControl(settings, 'px_pos', {
    values,
    onChange,
    options: [
      ['learned', 'learned (random)'],
      ['sinusoidal', 'sinusoidal'],
    ],
    apply: (pos) => render({ pos }),
  });

  const scaleControl = settingControl(settings, 'px_scale', {
    values,
    onChange,
    options: [
      ['full', '−1 to 1'],
      ['fit', 'fit to the values (shows faint bands)'],
    ],
    apply: (scale) => render({ scale }),
  });

  section.append(
    h(
      'p',
      { className: 'lead' },
      'Take one token and put it at position 0, 1, 2, … N−1. Its token row is the same every time, so whatever differs between the resulting vectors comes from the position rows. Comparing every pair shows what the position table says about distance.',
    ),
    mathElement(
      String.raw`v_i = E[\text{tok}] + P[i],\qquad S_{ij} = \cos(v_i, v_j)\ \approx\ \frac{\lVert E[\text{tok}]\rVert^2}{\lVert E[\text{tok}]\rVert^2 + \lVert P\rVert^2} \approx \tfrac12 \ \text{for random } P,\ i \ne j`,
    ),
    h(
      'div',
      { className: 'controls' },
      h('div', {}, tokenControl.element, tokenName),
      nControl.element,
      dControl.element,
      posControl.element,
      scaleControl.element,
    ),
    h(
      'div',
      { className: 'figure-row' },
      figure.element,
      h(
        'figure',
        { className: 'chart' },
        h('h3', { className: 'figure-title' }, 'Mean similarity by distance'),
        chartBox,
        stats,
        chartTools({
          name: 'position-experiment-by-distance',
          label: 'mean similarity by distance',
          canvas: () => chart.plot.ctx.canvas,
          matrix: () => {
            // Rows are distances; the sinusoidal column is left out when d is odd (no curve).
            const [xs, ...series] = curves;
            const shown = series.filter((ys, c) => c === 0 || ys.some((y) => y !== null));
            return {
              rows: xs.length,
              cols: shown.length,
              data: Float64Array.from(xs.flatMap((_, r) => shown.map((ys) => ys[r]))),
              rowLabels: xs.map((k) => `distance ${k}`),
              colLabels: ['learned (random)', 'sinusoidal'].slice(0, shown.length),
            };
          },
        }),
      ),
    ),
    h(
      'p',
      {},
      'With the learned table before training, every off-diagonal cell is about the same: positions 1 and 2 are no more alike than 1 and 19, so nothing in the table says that neighbours are near. Switch to sinusoidal and bands appear along the diagonal: the similarity now depends only on the distance, highest for neighbours and falling off with ripples. A learned table can acquire such structure only through training.',
    ),
  );

  try {
    render();
  } catch (error) {
    dControl.showError(error.message);
    try {
      render({ d: settings.px_d.default, pos: 'learned' });
    } catch (fallbackError) {
      stats.textContent = fallbackError.message;
      section.dataset.status = 'error';
    }
  }
}
