// The sampling worker: its own copy of the WASM core running the sampling lesson's generation
// (sampling-session.js), so the page stays responsive while it generates.
import { samplingProtocol } from './sampling-protocol.js';
import { createSamplingSession } from './sampling-session.js';
import { serveSession } from './serve.js';

serveSession(createSamplingSession, samplingProtocol);
