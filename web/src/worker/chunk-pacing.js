// How a training session paces its work (worker-core.js): steps go in chunks of about chunkMs,
// sized from the time a step took, and the rate the page shows counts the pauses between chunks.

/** Steps for the next chunk of job, from its measured time per step: 1 to 1000, remaining at most. */
export function chunkSize(o, job, remaining) {
  const n = job.msPerStep ? Math.round(o.chunkMs / job.msPerStep) : 1;
  return Math.max(1, Math.min(remaining, n, 1000));
}

/** Steps per second over the time spent stepping since the last (re)start. */
export function rateMeter() {
  let steps = 0;
  let ms = 0;
  return {
    add(n, took) {
      steps += n;
      ms += took;
    },
    restart() {
      steps = 0;
      ms = 0;
    },
    perSecond: () => (ms > 0 ? (steps * 1000) / ms : 0),
  };
}
