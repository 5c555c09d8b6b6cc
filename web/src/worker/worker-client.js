// The page's side of a worker session (training, sampling): sends validated requests, checks
// every reply, and re-dispatches replies as events named by their type (event.detail is the
// message). ask() returns a promise for requests that have one answer.
//
// Where the session runs (the 'engine' event says which, once known):
//   'worker'  a module Web Worker with its own copy of the core: the page stays responsive.
//             From an opaque origin (<iframe sandbox="allow-scripts">) or with the worker's script
//             on another origin, it is started from a one-line module that imports the script.
//   'page'    the same session on the page's thread with the page's core, when no worker starts
//             (it throws, or fails before it is ready: e.g. a CSP with worker-src 'none').
// Requests sent before the engine is ready wait here, so they are replayed on the page, not lost.
// Each client's start function keeps the `new Worker(new URL('…', import.meta.url), { type:
// 'module' })` expression in its own file (Vite and the offline build look for that form) with
// `Worker` standing for moduleWorker.
import { createPageSession } from './page-session.js';
import { errorFrom } from './protocol.js';

// A module worker's script must come from the page's own origin. When the bundled script does
// not (an opaque origin, or the script on another host), a one-line module that imports it is
// the worker instead; that import is a CORS request, and the script's import.meta.url stays its
// own URL, so the .wasm next to it resolves. From an opaque origin Chromium (156) refuses a
// module worker from a blob: URL without a word but starts one from a data: URL, so that is used
// there; elsewhere a blob: URL, which Content-Security-Policies allow more often.
export function moduleWorker(url, options) {
  const href = new URL(url, location.href).href;
  if (self.origin !== 'null' && new URL(href).origin === self.origin)
    return new globalThis.Worker(href, options);
  const source = `import ${JSON.stringify(href)};\n`;
  if (self.origin === 'null')
    return new globalThis.Worker(`data:text/javascript,${encodeURIComponent(source)}`, options);
  const blobUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  const worker = new globalThis.Worker(blobUrl, options);
  const release = () => URL.revokeObjectURL(blobUrl);
  worker.addEventListener('message', release, { once: true });
  worker.addEventListener('error', release, { once: true });
  return worker;
}

// Why a worker could not start on this page, once one has failed: later clients (the panel
// mounted again) go straight to the page instead of failing, and being reported, again.
let workerRefusal = null;

export class WorkerClient extends EventTarget {
  /**
   * core: the page's core, used only if the session has to run on the page. name: what the
   * worker does, for messages ('training'). startWorker(): the Worker. protocol: { Reply, request,
   * reply, validateReply } (protocol.js or sampling-protocol.js). createSession: the session the
   * worker runs, for the page's thread.
   */
  constructor({ core, name, startWorker, protocol, createSession }) {
    super();
    this.core = core;
    this.name = name;
    this.protocol = protocol;
    this.createSession = createSession;
    this.nextId = 1;
    this.waiting = new Map(); // id -> { resolve, reject }
    this.outbox = []; // [message, transfer] sent before the engine is ready
    this.ready = false;
    this.stopped = false;
    this.engine = null; // 'worker' | 'page' once ready
    this.target = null; // the Worker, or the page session
    // runOnPage waits for the end of the constructor, so the panel's listeners hear about it.
    if (workerRefusal !== null) {
      queueMicrotask(() => this.runOnPage(workerRefusal));
      return;
    }
    try {
      this.target = startWorker();
    } catch (error) {
      queueMicrotask(() => this.runOnPage(error.message));
      return;
    }
    this.target.addEventListener('message', (event) => this.receive(event.data));
    this.target.addEventListener('error', (event) => {
      event.preventDefault();
      if (!this.ready) {
        this.runOnPage(event.message || 'the worker did not start');
        return;
      }
      this.emit({
        type: this.protocol.Reply.ERROR,
        id: 0,
        message: `the ${this.name} worker failed: ${event.message || 'the browser gave no reason'}`,
      });
    });
  }

  /** Moves the session onto the page's thread (once); queued requests go there. */
  runOnPage(reason) {
    if (this.stopped || this.engine === 'page') return;
    this.target?.terminate();
    workerRefusal = reason;
    this.target = createPageSession(this.core, (message) => this.receive(message), {
      createSession: this.createSession,
    });
    this.engine = 'page';
    this.receive(this.protocol.reply(this.protocol.Reply.READY, 0));
  }

  receive(message) {
    if (this.stopped) return;
    const { Reply, validateReply } = this.protocol;
    try {
      validateReply(message);
    } catch (error) {
      this.emit({
        type: Reply.ERROR,
        id: 0,
        message: `a garbled reply from the worker: ${error.message}`,
      });
      return;
    }
    if (!this.ready && message.type === Reply.ERROR && message.id === 0) {
      // The worker is running but its own core did not load: the page's core is here.
      this.runOnPage(message.message);
      return;
    }
    if (message.type === Reply.READY) {
      this.ready = true;
      this.engine ??= 'worker';
      for (const [queued, transfer] of this.outbox.splice(0))
        this.target.postMessage(queued, transfer);
      this.dispatchEvent(new CustomEvent('engine', { detail: { engine: this.engine } }));
    }
    const pending = this.waiting.get(message.id);
    if (pending) {
      this.waiting.delete(message.id);
      if (message.type === Reply.ERROR) pending.reject(errorFrom(message));
      else pending.resolve(message);
      return;
    }
    this.emit(message);
  }

  emit(message) {
    this.dispatchEvent(new CustomEvent(message.type, { detail: message }));
  }

  post(message, transfer) {
    if (this.stopped) return;
    if (this.ready) this.target.postMessage(message, transfer);
    else this.outbox.push([message, transfer]);
  }

  /** Sends a request; returns its id (replies about it carry the same id). */
  send(type, fields = {}, transfer = []) {
    const id = this.nextId++;
    this.post(this.protocol.request(type, id, fields), transfer);
    return id;
  }

  /** Sends a request and waits for its one reply (rejects with the worker's error message). */
  ask(type, fields = {}, transfer = []) {
    const id = this.nextId++;
    const message = this.protocol.request(type, id, fields);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.post(message, transfer);
    });
  }

  /** Stops the worker (or the session on the page) for good: the panel is going away. */
  terminate() {
    if (this.stopped) return;
    this.target?.terminate();
    this.stopped = true;
    this.outbox = [];
    this.waiting.clear();
  }
}
