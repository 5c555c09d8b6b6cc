// The projection worker: its own copy of the WASM core running the projector's t-SNE and file
// reading (projection-session.js), so the page stays responsive while the points move.
import { projectionProtocol } from './projection-protocol.js';
import { createProjectionSession } from './projection-session.js';
import { serveSession } from './serve.js';

serveSession(createProjectionSession, projectionProtocol);
