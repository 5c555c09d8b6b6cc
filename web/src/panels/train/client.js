// The page's side of the training worker: sends validated requests, checks every reply, and
// re-dispatches replies as events named by their type (event.detail is the message). ask()
// returns a promise for requests that have one answer (generate, save, load, inspect).
import { Reply, request, validateReply } from '../../worker/protocol.js';

export class TrainingClient extends EventTarget {
  constructor() {
    super();
    this.nextId = 1;
    this.waiting = new Map(); // id -> { resolve, reject }
    this.ready = false;
    this.worker = new Worker(new URL('../../worker/training-worker.js', import.meta.url), {
      type: 'module',
    });
    this.worker.addEventListener('message', (event) => this.receive(event.data));
    this.worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.emit({
        type: Reply.ERROR,
        id: 0,
        message: `the training worker failed: ${event.message}`,
      });
    });
  }

  receive(message) {
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
    if (message.type === Reply.READY) this.ready = true;
    const pending = this.waiting.get(message.id);
    if (pending) {
      this.waiting.delete(message.id);
      if (message.type === Reply.ERROR) pending.reject(new Error(message.message));
      else pending.resolve(message);
      return;
    }
    this.emit(message);
  }

  emit(message) {
    this.dispatchEvent(new CustomEvent(message.type, { detail: message }));
  }

  /** Sends a request; returns its id (replies about it carry the same id). */
  send(type, fields = {}, transfer = []) {
    const id = this.nextId++;
    this.worker.postMessage(request(type, id, fields), transfer);
    return id;
  }

  /** Sends a request and waits for its one reply (rejects with the worker's error message). */
  ask(type, fields = {}, transfer = []) {
    const id = this.nextId++;
    const message = request(type, id, fields);
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage(message, transfer);
    });
  }
}
