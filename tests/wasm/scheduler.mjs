// A stand-in for the sessions' `defer` (setTimeout(fn, 0) in a worker or on the page): what a
// session defers runs only when the test steps it. A test then sees exactly what a session does
// between two requests, and can show that nothing more will happen (nothing is left to run)
// instead of waiting a while and seeing nothing.

export function fakeScheduler() {
  const queue = [];
  let wake = null;
  const poke = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  return {
    /** The session's option: queues fn. */
    defer(fn) {
      queue.push(fn);
      poke();
    },
    /** Something outside the queue happened (a reply, a helper's message): wakes `until`. */
    poke,
    /** Tasks waiting to run. */
    get pending() {
      return queue.length;
    },
    /** Runs the oldest task; false when there was none. */
    step() {
      const fn = queue.shift();
      if (!fn) return false;
      fn();
      return true;
    },
    /** Runs tasks until check() holds; throws when none is left before it does. */
    runUntil(check, what) {
      while (!check())
        if (!this.step()) throw new Error(`nothing left to run, and still not ${what}`);
    },
    /**
     * Runs every task, and every task they defer, until none is left: after it, the session does
     * nothing more unless a request or a message reaches it. Throws past `limit` tasks.
     */
    drain(limit = 100000) {
      for (let n = 0; this.step(); n++)
        if (n >= limit) throw new Error(`still deferring work after ${limit} tasks`);
    },
    /**
     * Runs tasks until check() holds, one per turn of the event loop as setTimeout(fn, 0) would,
     * so that outside events (a helper's message through a MessageChannel) come in between; when
     * none is queued it waits for the next of them. `stuckMs` only turns a session that stopped
     * answering into a failure instead of a hung run: nothing waits on it when all is well.
     */
    async until(check, stuckMs = 30000) {
      while (!check()) {
        if (queue.length) {
          await new Promise((resolve) => setImmediate(resolve));
          if (!check()) this.step();
          continue;
        }
        let timer;
        await new Promise((resolve, reject) => {
          wake = resolve;
          timer = setTimeout(
            () => reject(new Error(`nothing happened for ${stuckMs} ms`)),
            stuckMs,
          );
        }).finally(() => clearTimeout(timer));
      }
    },
  };
}
