// Runs the positional-encoding comparison in parallel: one training worker per core (capped),
// each with its own WASM instance, handed one model at a time so that whichever worker is free
// takes the next. A worker that cannot start falls back to the page (worker/worker-client.js),
// which still finishes the job, only without the speed-up.
import { Reply, Request } from '../../worker/protocol.js';
import { TrainingClient } from '../../worker/training-client.js';

const maxCompareWorkers = 4;

/** Workers for `jobs` models: `asked` if set (1..max), else one per core, capped. */
export function compareWorkerCount(asked, jobs) {
  const cores = globalThis.navigator?.hardwareConcurrency || 2;
  const wanted = asked > 0 ? asked : cores;
  return Math.max(1, Math.min(wanted, maxCompareWorkers, jobs));
}

/**
 * Trains each of `models` with `request` (the COMPARE fields but encodings) across `workers`
 * clients. on: { progress(m), result(m), error(model, problem), workerCount(n) }. Returns
 * { done: Promise<{ ms }> resolved when every model has reported, cancel() }.
 */
export function runComparison({ core, models, request, workers, on }) {
  const queue = [...models];
  const clients = [];
  let active = 0;
  let cancelled = false;
  const started = performance.now();
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const stopAll = () => {
    for (const client of clients) client.terminate();
  };

  function next(client) {
    if (cancelled) return;
    const model = queue.shift();
    if (model === undefined) {
      client.terminate();
      if (--active === 0) {
        stopAll();
        finish({ ms: performance.now() - started });
      }
      return;
    }
    client.currentModel = model;
    client.currentId = client.send(Request.COMPARE, { ...request, encodings: [model] });
  }

  const count = Math.max(1, Math.min(workers, models.length));
  on.workerCount?.(count);
  for (let i = 0; i < count; i++) {
    const client = new TrainingClient({ core });
    clients.push(client);
    active++;
    const mine = (handler) => (event) => {
      const message = event.detail;
      if (!cancelled && message.id === client.currentId) handler(message);
    };
    client.addEventListener(Reply.COMPARE_PROGRESS, mine(on.progress));
    client.addEventListener(Reply.COMPARE_RESULT, mine(on.result));
    client.addEventListener(
      Reply.COMPARE_DONE,
      mine(() => next(client)),
    );
    client.addEventListener(Reply.ERROR, (event) => {
      const message = event.detail;
      if (cancelled || (message.id !== client.currentId && message.id !== 0)) return;
      on.error(client.currentModel, message); // the reply: its message, key and values
      next(client);
    });
    next(client);
  }

  return {
    done,
    cancel() {
      cancelled = true;
      stopAll();
    },
  };
}
