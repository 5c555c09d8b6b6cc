// The training worker: loads its own copy of the WASM core and runs the training session of
// worker-core.js. Requests that arrive while the core loads wait in a queue.
import { loadCore } from '../core/load.js';
import { Reply, reply } from './protocol.js';
import { createTrainingSession } from './worker-core.js';

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
    session = createTrainingSession(
      core,
      (message, transfer) => self.postMessage(message, transfer),
      {
        defer,
      },
    );
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
