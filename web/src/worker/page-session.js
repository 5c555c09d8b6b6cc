// A worker's session run on the page's own thread, for pages that cannot start a worker (a
// Content-Security-Policy with worker-src 'none', for instance): the training session of
// worker-core.js by default, or the one createSession makes (the sampling lesson's). It has the
// face of a Worker (postMessage, terminate) so a client talks to either the same way.
// Requests are handled in later tasks and replies delivered in microtasks, as with a worker: a
// reply never arrives before send() has returned the request's id. Chunks are short and follow
// each other through setTimeout, so the page keeps drawing and answering clicks while it works.
import { createTrainingSession } from './worker-core.js';

/**
 * core: the page's api.js core; onReply(message): receives each reply. defer(fn) runs fn in a
 * later task (tests pass their own, to step the session).
 */
export function createPageSession(
  core,
  onReply,
  {
    chunkMs = 8,
    createSession = createTrainingSession,
    defer = (fn) => setTimeout(fn, 0),
    ...sessionOptions // the session's own (tests pass a clock)
  } = {},
) {
  let stopped = false;
  const later = (fn) => defer(() => stopped || fn());
  const session = createSession(
    core,
    (message) => stopped || queueMicrotask(() => stopped || onReply(message)),
    { ...sessionOptions, defer: later, chunkMs },
  );
  return {
    postMessage(message) {
      later(() => session.handle(message));
    },
    /** Stops any run and frees what it holds: the page's core outlives the session. */
    terminate() {
      if (stopped) return;
      session.stop();
      stopped = true;
    },
    /** Whether a run is under way (for tests). */
    get busy() {
      return session.busy;
    },
  };
}
