// The projection worker's message protocol (the projector lesson's t-SNE and file reading), in
// the shape of the training worker's (protocol.js: { type, id, ...fields }, validated on both
// sides). A PROJECT supersedes any earlier one: the worker drops the older run and only the
// newest request's replies follow; CANCEL stops it.
import { errorReply, validateMessage } from './protocol.js';

/** Page -> worker. */
export const ProjectionRequest = Object.freeze({
  // { method ('tsne' or 'pca'), vectors ({ rows, cols, data }), perplexity, iterations, seed,
  //   every (iterations between PROGRESS replies); PCA reads the vectors only }
  PROJECT: 'project',
  PARSE: 'parse', // { text }: a vectors.tsv read by the core's rules
  CANCEL: 'cancel', // {}
});

/** Worker -> page. */
export const ProjectionReply = Object.freeze({
  READY: 'ready', // {}: the core is loaded
  // { row, rows }: t-SNE's P computed for `row` of the `rows` so far (each row's neighbourhood,
  // before the first iteration: half a minute for 5,000 rows of 300 numbers)
  CALIBRATING: 'calibrating',
  PROGRESS: 'progress', // { iteration, total, kl, points ({ rows, cols: 2, data }) }
  // { iteration, total, kl, points, trust (trustworthiness at k = 5, or null when the rows are
  //   too few or too many to measure it); a PCA: { points, explained (PC1's and PC2's shares of
  //   the variance), trust }, iteration and total 0, no kl }
  PROJECTED: 'projected',
  PARSED: 'parsed', // { vectors }
  ERROR: 'error', // { message, request, setting?, key?, values? }: errorFields
});

const requestFields = {
  [ProjectionRequest.PROJECT]: {
    method: 'string',
    vectors: 'object',
    perplexity: 'number',
    iterations: 'int',
    seed: 'int',
    every: 'int',
  },
  [ProjectionRequest.PARSE]: { text: 'string' },
  [ProjectionRequest.CANCEL]: {},
};

const progressFields = { iteration: 'int', total: 'int', kl: 'number', points: 'object' };

const replyFields = {
  [ProjectionReply.READY]: {},
  [ProjectionReply.CALIBRATING]: { row: 'int', rows: 'int' },
  [ProjectionReply.PROGRESS]: progressFields,
  [ProjectionReply.PROJECTED]: {
    ...progressFields,
    kl: 'number?',
    trust: 'number?',
    explained: 'list?',
  },
  [ProjectionReply.PARSED]: { vectors: 'object' },
  [ProjectionReply.ERROR]: errorReply,
};

export function validateProjectionRequest(message) {
  validateMessage(message, requestFields, 'request');
  if (message.type !== ProjectionRequest.PROJECT) return message;
  if (!['tsne', 'pca'].includes(message.method))
    throw new Error("request 'project': field method must be 'tsne' or 'pca'");
  if (message.every < 1) throw new Error("request 'project': field every must be at least 1");
  return message;
}

export function validateProjectionReply(message) {
  return validateMessage(message, replyFields, 'reply');
}

export function projectionRequest(type, id, fields = {}) {
  return validateProjectionRequest({ type, id, ...fields });
}

export function projectionReply(type, id, fields = {}) {
  return validateProjectionReply({ type, id, ...fields });
}

/** The pieces a worker client needs (worker/worker-client.js). */
export const projectionProtocol = Object.freeze({
  Reply: ProjectionReply,
  request: projectionRequest,
  reply: projectionReply,
  validateReply: validateProjectionReply,
});
