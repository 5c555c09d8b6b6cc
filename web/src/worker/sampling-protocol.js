// The sampling worker's message protocol (the sampling lesson's generation), in the shape of the
// training worker's (protocol.js: { type, id, ...fields }, validated on both sides). A SAMPLE
// supersedes any earlier one: the worker drops the older generation and only the newest request's
// replies follow; CANCEL stops it.
import { errorReply, validateMessage } from './protocol.js';

/** Page -> worker. */
export const SamplingRequest = Object.freeze({
  // { model (labModel's settings), weights (Uint8Array or null: random from model.seed), prompt,
  //   length, temperature, topK, topP, seed, greedy (also make the temperature-0 text) }
  SAMPLE: 'sample',
  CANCEL: 'cancel', // {}
});

/** Worker -> page. */
export const SamplingReply = Object.freeze({
  READY: 'ready', // {}: the core is loaded
  // { next (core.nextByteLesson), kv (core.kvCacheLesson; for a window of one position its sizes
  //   only, prefixChange null: sampling-session.js) }
  NEXT_BYTE: 'next-byte',
  PROGRESS: 'progress', // { made, total }: bytes generated so far, greedy and sampled together
  GENERATED: 'generated', // { sampled, greedy? } (core.generateLesson's results)
  ERROR: 'error', // { message, request, key?, values? }: errorFields
});

const requestFields = {
  [SamplingRequest.SAMPLE]: {
    model: 'object',
    weights: 'bytes?',
    prompt: 'string',
    length: 'int',
    temperature: 'number',
    topK: 'int',
    topP: 'number',
    seed: 'int',
    greedy: 'any',
  },
  [SamplingRequest.CANCEL]: {},
};

const replyFields = {
  [SamplingReply.READY]: {},
  [SamplingReply.NEXT_BYTE]: { next: 'object', kv: 'object' },
  [SamplingReply.PROGRESS]: { made: 'int', total: 'int' },
  [SamplingReply.GENERATED]: { sampled: 'object', greedy: 'object?' },
  [SamplingReply.ERROR]: errorReply,
};

export function validateSamplingRequest(message) {
  validateMessage(message, requestFields, 'request');
  if (typeof message.greedy !== 'boolean')
    throw new Error("request 'sample': field greedy must be true or false");
  return message;
}

export function validateSamplingReply(message) {
  return validateMessage(message, replyFields, 'reply');
}

export function samplingRequest(type, id, fields = {}) {
  return validateSamplingRequest({ type, id, ...fields });
}

export function samplingReply(type, id, fields = {}) {
  return validateSamplingReply({ type, id, ...fields });
}

/** The pieces a worker client needs (worker/worker-client.js). */
export const samplingProtocol = Object.freeze({
  Reply: SamplingReply,
  request: samplingRequest,
  reply: samplingReply,
  validateReply: validateSamplingReply,
});
