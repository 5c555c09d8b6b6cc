// The page's side of the sampling worker (worker/worker-client.js does the work): the lesson's
// generation runs there, off the page's thread, or on the page in short chunks when no worker
// starts.
import { WorkerClient, moduleWorker } from './worker-client.js';
import { samplingProtocol } from './sampling-protocol.js';
import { createSamplingSession } from './sampling-session.js';

// Kept in this form for Vite and the offline build (see startTrainingWorker in training-client.js).
function startSamplingWorker() {
  // eslint-disable-next-line no-shadow -- the form the bundlers look for
  const Worker = moduleWorker;
  return new Worker(new URL('./sampling-worker.js', import.meta.url), {
    type: 'module',
  });
}

export class SamplingClient extends WorkerClient {
  constructor({ core }) {
    super({
      core,
      name: 'sampling',
      startWorker: startSamplingWorker,
      protocol: samplingProtocol,
      createSession: createSamplingSession,
    });
  }
}
