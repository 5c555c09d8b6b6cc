// The lab's training client: a run may train on several workers. This client starts helper
// workers (training workers too) as soon as the training worker is ready, for the model the
// settings describe, so a helper loads its core while the first run builds its model rather than
// after; it links each to the training worker by a MessageChannel, and tells it when one fails
// (worker/shard-pool.js), in the lab's words.
import { Reply, Request, request } from '../../worker/protocol.js';
import { TrainingClient, startTrainingWorker } from '../../worker/training-client.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

export class LabClient extends TrainingClient {
  /**
   * core: the page's core, used only if training has to run on the page. workers(): how many
   * workers a run trains on, asked at every START (the training worker and workers() - 1
   * helpers; a run on the page has no helpers). Without it, one. expectedShards(): the shards
   * of the model the settings describe, before a run has said its own (settings.js).
   */
  constructor({ core, workers = () => 1, expectedShards = () => 1 }) {
    super({ core });
    this.workers = workers;
    this.helpers = new Map(); // number -> its Worker
    this.nextHelper = 1;
    this.loaded = new Set(); // the helpers whose own core has loaded: a run can use them at once
    this.shards = null; // of the last run's model: it can use no more workers than that
    this.expectedShards = expectedShards;
    // Helpers load their cores beside the first run's model being built: a short run on a busy
    // machine would otherwise end before its helper joined.
    this.addEventListener('engine', () => this.matchHelpers());
    // Each run's model says how many shards its steps have (a TinyGPT 4, the token + position
    // predictor 1): helpers are started, or let go, for it. They outlive a run, for the next.
    this.addEventListener(Reply.STARTED, ({ detail }) => {
      this.shards = detail.model.shards;
      this.matchHelpers();
    });
    // A helper the training worker stopped using (it failed, or went silent): ended here too,
    // so its copy of the core is freed and the next run starts a fresh one in its place.
    this.addEventListener(Reply.WORKERS, ({ detail }) => {
      this.lastWorkers = detail; // for a lab built again while the run goes on (workers.js)
      const worker = detail.lost ? this.helpers.get(detail.helper) : undefined;
      if (!worker) return;
      this.helpers.delete(detail.helper);
      if (this.loaded.delete(detail.helper)) this.sayLoaded();
      worker.terminate();
    });
  }

  /**
   * Starts or lets go of helpers until there are min(workers(), shards) - 1: none unless the
   * training worker runs in a worker.
   */
  matchHelpers() {
    const inWorker = this.engine === 'worker' && !this.stopped;
    const shards = this.shards ?? this.expectedShards();
    const wanted = inWorker ? Math.max(0, Math.min(Math.floor(this.workers()), shards) - 1) : 0;
    for (const number of [...this.helpers.keys()].slice(wanted)) this.dropHelper(number);
    while (this.helpers.size < wanted) this.startHelper();
  }

  startHelper() {
    const number = this.nextHelper++;
    const worker = startTrainingWorker();
    this.helpers.set(number, worker);
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.dropHelper(number, t('helperFailed', { reason: event.message || t('noReason') }));
    });
    worker.addEventListener('message', ({ data }) => {
      // Its own copy of the core loaded, or did not (serve.js says so with an ERROR of id 0).
      if (data?.type === Reply.READY && data.id === 0) {
        this.loaded.add(number);
        this.sayLoaded();
      } else if (data?.type === Reply.ERROR && data.id === 0)
        this.dropHelper(number, t('helperNotStarted', { reason: data.message }));
    });
    const { port1, port2 } = new MessageChannel();
    worker.postMessage(request(Request.SERVE_SHARDS, 0, { port: port2 }), [port2]);
    super.send(Request.ADD_HELPER, { helper: number, port: port1 }, [port1]);
  }

  /** Stops helper `number`; reason (in words) when it failed, which the training worker reports. */
  dropHelper(number, reason) {
    const worker = this.helpers.get(number);
    if (!worker) return;
    this.helpers.delete(number);
    if (this.loaded.delete(number)) this.sayLoaded();
    worker.terminate();
    super.send(Request.DROP_HELPER, reason ? { helper: number, reason } : { helper: number });
  }

  /** The 'helpers' event: how many helpers have their core loaded (workers.js shows it). */
  sayLoaded() {
    this.dispatchEvent(new CustomEvent('helpers', { detail: { loaded: this.loaded.size } }));
  }

  terminate() {
    for (const worker of this.helpers.values()) worker.terminate();
    this.helpers.clear();
    this.loaded.clear();
    super.terminate();
  }
}
