// What every worker entry here does: load its own copy of the WASM core, run a session
// (createSession(core, post, { defer })) on it, and say READY, or ERROR with id 0 when the core
// does not load (the client then runs the session on the page). Requests that arrive while the
// core loads wait in a queue.
import { loadCore } from '../core/load.js';

/** protocol: { Reply, reply } of the session's protocol (READY and ERROR are the same in all). */
export function serveSession(createSession, { Reply, reply }) {
  // setTimeout(0) is clamped to 4 ms once nested; a message to ourselves is not, so chunks follow
  // each other at once while still letting requests from the page in between.
  const channel = new MessageChannel();
  const deferred = [];
  channel.port1.onmessage = () => deferred.shift()?.();
  const defer = (fn) => {
    deferred.push(fn);
    channel.port2.postMessage(0);
  };

  let session = null;
  const waiting = [];
  self.onmessage = (event) => {
    if (session) session.handle(event.data);
    else waiting.push(event.data);
  };

  loadCore()
    .then((core) => {
      session = createSession(core, (message, transfer) => self.postMessage(message, transfer), {
        defer,
      });
      self.postMessage(reply(Reply.READY, 0));
      for (const message of waiting.splice(0)) session.handle(message);
    })
    .catch((error) => {
      self.postMessage(
        reply(Reply.ERROR, 0, {
          message: `the computing core could not start in the worker: ${error.message}`,
        }),
      );
    });
}
