// The page's side of the projection worker (worker/worker-client.js does the work): the
// projector's t-SNE runs there, off the page's thread, or on the page in short chunks when no
// worker starts.
import { WorkerClient, moduleWorker } from './worker-client.js';
import { projectionProtocol } from './projection-protocol.js';
import { createProjectionSession } from './projection-session.js';

// Kept in this form for Vite and the offline build (see startTrainingWorker in training-client.js).
function startProjectionWorker() {
  // eslint-disable-next-line no-shadow -- the form the bundlers look for
  const Worker = moduleWorker;
  return new Worker(new URL('./projection-worker.js', import.meta.url), {
    type: 'module',
  });
}

export class ProjectionClient extends WorkerClient {
  constructor({ core }) {
    super({
      core,
      name: 'projection',
      startWorker: startProjectionWorker,
      protocol: projectionProtocol,
      createSession: createProjectionSession,
    });
  }
}
