// The training worker: its own copy of the WASM core running the training session of
// worker-core.js (serve.js).
import { Reply, reply } from './protocol.js';
import { serveSession } from './serve.js';
import { createTrainingSession } from './worker-core.js';

serveSession(createTrainingSession, { Reply, reply });
