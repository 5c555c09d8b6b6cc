// The sampling lesson's generation, without the Worker global: sampling-worker.js feeds it
// messages (page-session.js does the same on the page's thread). A request runs as a job of short
// chunks, a byte or a few at a time from the core's KV-cached generator, so a newer request
// (another temperature) is read between chunks and replaces the job at once.
import {
  SamplingReply,
  SamplingRequest,
  samplingReply,
  validateSamplingRequest,
} from './sampling-protocol.js';

const defaults = {
  now: () => performance.now(),
  defer: (fn) => setTimeout(fn, 0),
  chunkMs: 25, // work per chunk: a newer request waits at most about this long
  progressMs: 50, // at most 20 progress messages per second
};

/** core: the api.js face of the WASM module. post(message) sends a reply. */
export function createSamplingSession(core, post, options = {}) {
  const o = { ...defaults, ...options };
  let job = null; // { id, generators: [{ key, generator }], made, total, sentAt }

  const send = (type, id, fields = {}) => post(samplingReply(type, id, fields));

  function stop() {
    for (const { generator } of job?.generators ?? []) generator.dispose();
    job = null;
  }

  function fail(id, error) {
    stop();
    send(SamplingReply.ERROR, id, { message: error.message, request: SamplingRequest.SAMPLE });
  }

  function sample(message) {
    stop();
    const current = { id: message.id, generators: [], made: 0, total: 0, sentAt: -Infinity };
    job = current;
    // The distribution and the cache's sizes first: one forward over the prompt, a short task.
    o.defer(() => {
      if (job !== current) return;
      try {
        const { model, weights = null, prompt, length } = message;
        const sampling = {
          temperature: message.temperature,
          topK: message.topK,
          topP: message.topP,
        };
        const next = core.nextByteLesson(model, weights, prompt, sampling);
        const kv = core.kvCacheLesson(
          model,
          weights,
          prompt.length >= 2 ? prompt : `${prompt} `,
          4,
        );
        send(SamplingReply.NEXT_BYTE, current.id, { next, kv });
        const runs = [['sampled', { ...sampling, seed: message.seed }]];
        if (message.greedy) runs.push(['greedy', { temperature: 0, topK: 0, topP: 1, seed: 0 }]);
        for (const [key, settings] of runs) {
          current.generators.push({
            key,
            generator: core.createLessonGenerator(model, weights, prompt, length, settings),
          });
          current.total += length;
        }
        o.defer(() => pump(current));
      } catch (error) {
        fail(current.id, error);
      }
    });
  }

  function pump(current) {
    if (job !== current) return;
    try {
      const started = o.now();
      for (const { generator } of current.generators) {
        while (generator.made < generator.total && o.now() - started < o.chunkMs) generator.step(1);
      }
      current.made = current.generators.reduce((sum, { generator }) => sum + generator.made, 0);
      if (current.made === current.total) {
        const results = Object.fromEntries(
          current.generators.map(({ key, generator }) => [key, generator.result()]),
        );
        stop();
        send(SamplingReply.PROGRESS, current.id, { made: current.made, total: current.total });
        send(SamplingReply.GENERATED, current.id, results);
        return;
      }
      if (o.now() - current.sentAt >= o.progressMs) {
        current.sentAt = o.now();
        send(SamplingReply.PROGRESS, current.id, { made: current.made, total: current.total });
      }
      o.defer(() => pump(current));
    } catch (error) {
      fail(current.id, error);
    }
  }

  return {
    handle(message) {
      try {
        validateSamplingRequest(message);
        if (message.type === SamplingRequest.SAMPLE) sample(message);
        else stop();
      } catch (error) {
        const id = Number.isInteger(message?.id) && message.id >= 0 ? message.id : 0;
        send(SamplingReply.ERROR, id, {
          message: error.message,
          request: typeof message?.type === 'string' ? message.type : undefined,
        });
      }
    },
    /** Ends any job and frees its generators (the page session's terminate). */
    stop,
    /** For tests: whether a generation is under way. */
    get busy() {
      return job !== null;
    },
  };
}
