// The page's side of the training worker (worker/worker-client.js does the work): replies come as
// events named by their type; ask() answers generate, save, load and inspect. One model trains on
// one worker here (the contextual lesson's experiment, each model of the lab's comparison); the
// lab's own runs may add helper workers (panels/train/lab-client.js). Words none: what the page
// shows of a run is the lesson's.
import { Reply, request, reply, validateReply } from './protocol.js';
import { WorkerClient, moduleWorker } from './worker-client.js';
import { createTrainingSession } from './worker-core.js';

// Vite bundles the worker it finds in `new Worker(new URL('…', import.meta.url), …)` and the
// offline build swaps that whole expression for an inline worker, so the expression keeps that
// form; here `Worker` stands for moduleWorker, which chooses how to start the bundled script.
export function startTrainingWorker() {
  // eslint-disable-next-line no-shadow -- the form the bundlers look for
  const Worker = moduleWorker;
  return new Worker(new URL('./training-worker.js', import.meta.url), {
    type: 'module',
  });
}

export class TrainingClient extends WorkerClient {
  /** core: the page's core, used only if training has to run on the page. */
  constructor({ core }) {
    super({
      core,
      name: 'training',
      startWorker: startTrainingWorker,
      protocol: { Reply, request, reply, validateReply },
      createSession: createTrainingSession,
    });
  }
}
