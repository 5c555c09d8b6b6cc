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
import { errorFields } from './protocol.js';

const defaults = {
  now: () => performance.now(),
  defer: (fn) => setTimeout(fn, 0),
  chunkMs: 25, // work per chunk: a newer request waits at most about this long
  progressMs: 50, // at most 20 progress messages per second
};

/**
 * core: the api.js face of the WASM module. post(message) sends a reply.
 * Returns { handle(message), stop(), busy }.
 */
export function createSamplingSession(core, post, options = {}) {
  const session = {
    core,
    o: { ...defaults, ...options },
    send: (type, id, fields = {}) => post(samplingReply(type, id, fields)),
    // { id, message, runs: [[key, settings]] still to make, generator (the one making bytes),
    //   key (its run's), results, made, total, sentAt }
    job: null,
    lastWeights: null, // the weights array the core was last given (keptWeights)
  };
  return {
    handle(message) {
      try {
        validateSamplingRequest(message);
        if (message.type === SamplingRequest.SAMPLE) sample(session, message);
        else stopJob(session);
      } catch (error) {
        const id = Number.isInteger(message?.id) && message.id >= 0 ? message.id : 0;
        session.send(SamplingReply.ERROR, id, {
          ...errorFields(error),
          request: typeof message?.type === 'string' ? message.type : undefined,
        });
      }
    },
    /** Ends any job and frees its generators (the page session's terminate). */
    stop: () => stopJob(session),
    /** For tests: whether a generation is under way. */
    get busy() {
      return session.job !== null;
    },
  };
}

function stopJob(session) {
  session.job?.generator?.dispose();
  session.job = null;
}

function fail(session, id, error) {
  stopJob(session);
  session.send(SamplingReply.ERROR, id, {
    ...errorFields(error),
    request: SamplingRequest.SAMPLE,
  });
}

// The weights array the core was last given. Every request carries its own copy of the lab's
// file; the same bytes again reuse that array, so the core keeps the model it parsed from it
// (it parses anew only for another array).
function keptWeights(session, weights) {
  const last = session.lastWeights;
  const same =
    weights &&
    last &&
    weights.length === last.length &&
    weights.every((byte, i) => byte === last[i]);
  if (!same) session.lastWeights = weights;
  return session.lastWeights;
}

// SAMPLE: any job under way is replaced by this one, which first sends the next byte's
// distribution and the cache's sizes, then generates the sampled text (and the greedy one).
function sample(session, request) {
  const { core, o } = session;
  stopJob(session);
  const message = { ...request, weights: keptWeights(session, request.weights ?? null) };
  const { model, weights, prompt, length } = message;
  const sampling = { temperature: message.temperature, topK: message.topK, topP: message.topP };
  const runs = [['sampled', { ...sampling, seed: message.seed }]];
  if (message.greedy) runs.push(['greedy', { temperature: 0, topK: 0, topP: 1, seed: 0 }]);
  const current = {
    id: message.id,
    message,
    runs,
    generator: null,
    results: {},
    made: 0,
    total: length * runs.length,
    sentAt: -Infinity,
  };
  session.job = current;
  // The distribution and the cache's sizes first: one forward over the prompt, a short task.
  o.defer(() => {
    if (session.job !== current) return;
    try {
      const next = core.nextByteLesson(model, weights, prompt, sampling);
      const kv = cacheLesson(core, model, weights, prompt, next);
      session.send(SamplingReply.NEXT_BYTE, current.id, { next, kv });
      o.defer(() => pump(session, current));
    } catch (error) {
      fail(session, current.id, error);
    }
  });
}

// What the cache holds, and how much an earlier key or value changes when a byte is added. A
// window of one position (a learned table of one row: the lab's tr_seq=1) has no earlier key to
// compare: its sizes only (the formula the lesson shows), prefixChange null, and the lesson says
// why; the generation goes on, one position at a time.
function cacheLesson(core, model, weights, prompt, next) {
  if (next.maxLen >= 2)
    return core.kvCacheLesson(model, weights, prompt.length >= 2 ? prompt : `${prompt} `, 4);
  const { dModel, layers, heads, maxLen, pe, norm, parameters } = next;
  const bytesPerToken = 2 * layers * dModel * 4;
  return {
    ...{ dModel, layers, heads, maxLen, pe, norm, parameters },
    tokens: 1,
    bytesPerToken,
    cacheBytes: bytesPerToken,
    prefixChange: null,
  };
}

// A chunk of the job's bytes, then GENERATED once all are made, else PROGRESS when due and
// another chunk later.
function pump(session, current) {
  const { o, send } = session;
  if (session.job !== current) return;
  try {
    generateChunk(session, current);
    if (current.made === current.total) {
      stopJob(session);
      send(SamplingReply.PROGRESS, current.id, { made: current.made, total: current.total });
      send(SamplingReply.GENERATED, current.id, current.results);
      return;
    }
    if (o.now() - current.sentAt >= o.progressMs) {
      current.sentAt = o.now();
      send(SamplingReply.PROGRESS, current.id, { made: current.made, total: current.total });
    }
    o.defer(() => pump(session, current));
  } catch (error) {
    fail(session, current.id, error);
  }
}

// Bytes for about chunkMs, one generation at a time (the sampled text, then the greedy one):
// each holds a whole model, so at the largest settings two at once would double the worker's
// memory. Counts the bytes made in all.
function generateChunk(session, current) {
  const { core, o } = session;
  const started = o.now();
  const { model, weights = null, prompt, length } = current.message;
  while (o.now() - started < o.chunkMs) {
    if (!current.generator) {
      if (!current.runs.length) break;
      const [key, settings] = current.runs[0];
      current.generator = core.createLessonGenerator(model, weights, prompt, length, settings);
      current.key = key;
    }
    const generator = current.generator;
    generator.step(1);
    if (generator.made === generator.total) {
      current.results[current.key] = generator.result();
      current.runs.shift();
      current.generator = null;
      generator.dispose();
    }
  }
  current.made =
    Object.values(current.results).reduce((sum, r) => sum + r.ids.length, 0) +
    (current.generator?.made ?? 0);
}
