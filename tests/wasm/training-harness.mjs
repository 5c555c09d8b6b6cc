// A training session (web/src/worker/worker-core.js) driven as the page drives its worker, with
// every reply validated and collected: shared by the protocol and the data-parallel tests.
import { Reply, validateReply } from '../../web/src/worker/protocol.js';
import { createTrainingSession } from '../../web/src/worker/worker-core.js';

/**
 * A session whose replies are collected; waitFor resolves on the first matching reply. With
 * `scheduler` (scheduler.mjs) its deferred work runs when the test steps it, and every reply
 * pokes the scheduler; otherwise each deferred chunk runs in the next turn of the event loop.
 */
export function harness(core, { scheduler, ...options } = {}) {
  const messages = [];
  const watchers = [];
  const session = createTrainingSession(
    core,
    (message) => {
      validateReply(message); // every reply the worker sends obeys the protocol
      messages.push(message);
      for (const w of [...watchers])
        if (w.match(message)) {
          watchers.splice(watchers.indexOf(w), 1);
          w.resolve(message);
        }
      scheduler?.poke();
    },
    { defer: scheduler ? scheduler.defer : (fn) => setImmediate(fn), ...options },
  );
  let nextId = 1;
  return {
    messages,
    session,
    send(type, fields = {}) {
      const id = nextId++;
      session.handle({ type, id, ...fields });
      return id;
    },
    waitFor(type, id) {
      const found = messages.find((m) => m.type === type && (id === undefined || m.id === id));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) =>
        watchers.push({
          match: (m) => m.type === type && (id === undefined || m.id === id),
          resolve,
        }),
      );
    },
    of: (type, id) => messages.filter((m) => m.type === type && (id === undefined || m.id === id)),
  };
}

/** Every loss a run streamed in its PROGRESS replies, in order. */
export const lossesOf = (h, id) => h.of(Reply.PROGRESS, id).flatMap((m) => Array.from(m.losses));
