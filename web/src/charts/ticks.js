// Round tick values for the axes the page lays out itself (bar charts; a line chart's export when
// uPlot gave no ticks). Pure numbers, no DOM.

/** Evenly spaced round ticks over [lo, hi] (about `count`), for axes without given ticks. */
export function niceTicks(lo, hi, count = 5) {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / count;
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((s) => s >= raw) ?? 10 * unit;
  const ticks = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step)
    ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

/** Powers of ten (and 2x, 5x when there are few) over [lo, hi], for log axes. */
export function logTicks(lo, hi) {
  const ticks = [];
  const first = Math.floor(Math.log10(lo));
  const last = Math.ceil(Math.log10(hi));
  const steps = last - first <= 2 ? [1, 2, 5] : [1];
  for (let e = first; e <= last; e++)
    for (const m of steps) {
      const t = Number((m * 10 ** e).toPrecision(12));
      if (t >= lo && t <= hi) ticks.push(t);
    }
  return ticks;
}
