// The training worker's message protocol, shared by the page (train panel) and the worker.
// Every message is a plain object { type, id, ...fields }. The page numbers its requests (`id`);
// the worker's replies carry the id of the request they answer, and a run's progress carries the
// id of the START (or COMPARE) that began it, so the page can drop news from a run it has reset.
// Both sides validate what they receive, so a mistake shows up as a message, not as NaN on screen.

/** Page -> worker. */
export const Request = Object.freeze({
  START: 'start', // { config, text, steps }: a fresh model, trained for `steps` steps
  PAUSE: 'pause', // {}
  RESUME: 'resume', // {}
  RESET: 'reset', // {}: drop the model and stop any run
  INSPECT: 'inspect', // { prompt }: attention for this prompt now and in every later snapshot
  GENERATE: 'generate', // { prompt, length, temperature, topK, seed }
  SAVE: 'save', // {}
  LOAD: 'load', // { config, text, bytes }: config/text build a trainer when none exists yet
  COMPARE: 'compare', // { config, text, steps, encodings, multipliers, windows }
  // { config, text, prompt }: the untrained model config and text give, built and dropped beside
  // what the session holds (its model, a run), so the page never builds one for its preview;
  // PREVIEWED, or an ERROR with the core's refusal
  PREVIEW: 'preview',
  // { config, text, bytes }: the model a weights file holds, read by a trainer built and dropped
  // beside what the session holds, so the page can refuse a file before LOAD replaces anything;
  // FILE_READ, or an ERROR with the file's problem (as LOAD would give)
  READ_FILE: 'read-file',
  // Data-parallel training (shard-pool.js): the page starts helper workers (training workers too)
  // and links each to this one by a MessageChannel.
  ADD_HELPER: 'add-helper', // { helper, port }: a helper worker's end of a channel, numbered
  DROP_HELPER: 'drop-helper', // { helper, reason? }: it is gone; reason when it failed
  SERVE_SHARDS: 'serve-shards', // { port }: to a helper, the coordinator's channel (shard-helper.js)
});

/** Worker -> page. */
export const Reply = Object.freeze({
  READY: 'ready', // {}: the core is loaded
  STARTED: 'started', // { model, parameterCount, total, baseline, floor, chars }
  PROGRESS: 'progress', // { step, total, losses (new ones), stepsPerSecond }
  PAUSED: 'paused', // { step }
  SNAPSHOT: 'snapshot', // { step, model, token, position, attention, tables? }
  // { step, loss, evalLoss, valLoss? (held-out text, when the run holds some out) } or, when
  // evaluation failed, { step, loss, evalError }
  DONE: 'done',
  VALIDATION: 'validation', // { step, loss }: the held-out loss at this step
  DIVERGED: 'diverged', // { step, message }
  ATTENTION: 'attention', // { attention }
  GENERATED: 'generated', // { text }
  SAVED: 'saved', // { bytes }
  LOADED: 'loaded', // { model, step, evalLoss }
  // { model, parameterCount, baseline, floor, chars (as STARTED), snapshot: { step, token,
  // position, attention } (as SNAPSHOT, without tables) }
  PREVIEWED: 'previewed',
  FILE_READ: 'file-read', // { model }: the file's model, as LOADED would give it
  COMPARE_PROGRESS: 'compare-progress', // { encoding, step, total, losses }
  // evals: [{ multiplier, seqLen, heldOut, scaling? ('linear' | 'ntk', RoPE only), loss, or
  //   error and pastTable (true when a learned table has no rows that far) }]
  COMPARE_RESULT: 'compare-result', // { encoding, evals }
  COMPARE_DONE: 'compare-done', // {}
  // { workers, lost?, helper? }: how many workers compute the run's steps, whenever that
  // changes; lost says in words why a helper left, helper which one
  WORKERS: 'workers',
  // { message, request, setting?, key?, values? }: `request` names the request type that failed;
  // `setting`, the core's name for the one setting a refusal is about, and `key` and `values`, the
  // core's message's (as the core's JS errors carry them: errorFields)
  ERROR: 'error',
});

// The core's positional encodings (trainerSettings.encodings, pe_names in core/model/model.hpp),
// in its order; written here because links name them before the module loads, and held to the
// core's list by tests/wasm/trainer.test.mjs.
export const encodings = Object.freeze(['none', 'learned', 'sinusoidal', 'rope', 'alibi']);
// The models the comparison trains: every encoding, plus a learned table longer than the training
// length ('learned-long'), whose rows past it training never reaches.
export const compareModels = Object.freeze([
  'none',
  'learned',
  'learned-long',
  'sinusoidal',
  'rope',
  'alibi',
]);

// Field kinds: 'string', 'int' (whole number >= 0), 'number' (finite), 'object', 'bytes'
// (Uint8Array), 'floats' (Float32Array), 'ints' (Int32Array), 'losses' (Float64Array or array of
// numbers), 'list', 'port' (MessagePort), 'any' (present, any value), and a trailing '?' for
// optional fields.
const requestFields = {
  [Request.START]: { config: 'object', text: 'string', steps: 'int' },
  [Request.PAUSE]: {},
  [Request.RESUME]: {},
  [Request.RESET]: {},
  [Request.INSPECT]: { prompt: 'string' },
  [Request.GENERATE]: {
    prompt: 'string',
    length: 'int',
    temperature: 'number',
    topK: 'int',
    seed: 'int',
  },
  [Request.SAVE]: {},
  [Request.LOAD]: { config: 'object', text: 'string', bytes: 'bytes' },
  [Request.COMPARE]: {
    config: 'object',
    text: 'string',
    steps: 'int',
    encodings: 'list',
    multipliers: 'list',
    windows: 'int',
  },
  [Request.PREVIEW]: { config: 'object', text: 'string', prompt: 'string' },
  [Request.READ_FILE]: { config: 'object', text: 'string', bytes: 'bytes' },
  [Request.ADD_HELPER]: { helper: 'int', port: 'port' },
  [Request.DROP_HELPER]: { helper: 'int', reason: 'string?' },
  [Request.SERVE_SHARDS]: { port: 'port' },
};

/** An ERROR reply's fields, in every worker protocol: errorFields. */
export const errorReply = {
  message: 'string',
  request: 'string?',
  setting: 'string?',
  key: 'string?',
  values: 'object?',
};

const replyFields = {
  [Reply.READY]: {},
  [Reply.STARTED]: {
    model: 'object',
    parameterCount: 'int',
    total: 'int',
    baseline: 'number',
    floor: 'number',
    chars: 'int',
  },
  [Reply.PROGRESS]: { step: 'int', total: 'int', losses: 'losses', stepsPerSecond: 'number' },
  [Reply.PAUSED]: { step: 'int' },
  [Reply.SNAPSHOT]: {
    step: 'int',
    model: 'string',
    token: 'object',
    position: 'any',
    attention: 'any',
    tables: 'object?',
  },
  [Reply.DONE]: {
    step: 'int',
    loss: 'number',
    evalLoss: 'number?',
    valLoss: 'number?',
    evalError: 'string?',
  },
  [Reply.VALIDATION]: { step: 'int', loss: 'number' },
  [Reply.DIVERGED]: { step: 'int', message: 'string' },
  [Reply.ATTENTION]: { attention: 'any' },
  [Reply.GENERATED]: { text: 'string' },
  [Reply.SAVED]: { bytes: 'bytes' },
  [Reply.LOADED]: { model: 'object', step: 'int', evalLoss: 'number' },
  [Reply.PREVIEWED]: {
    model: 'object',
    parameterCount: 'int',
    baseline: 'number',
    floor: 'number',
    chars: 'int',
    snapshot: 'object',
  },
  [Reply.FILE_READ]: { model: 'object' },
  [Reply.COMPARE_PROGRESS]: { encoding: 'string', step: 'int', total: 'int', losses: 'losses' },
  [Reply.COMPARE_RESULT]: { encoding: 'string', evals: 'list' },
  [Reply.COMPARE_DONE]: {},
  [Reply.WORKERS]: { workers: 'int', lost: 'string?', helper: 'int?' },
  [Reply.ERROR]: errorReply,
};

function checkField(kind, value) {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'int':
      return Number.isInteger(value) && value >= 0;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value);
    case 'bytes':
      return value instanceof Uint8Array;
    case 'floats':
      return value instanceof Float32Array;
    case 'ints':
      return value instanceof Int32Array;
    case 'port':
      return typeof MessagePort === 'function' && value instanceof MessagePort;
    case 'losses':
      return (
        value instanceof Float64Array ||
        value instanceof Float32Array ||
        (Array.isArray(value) && value.every((v) => typeof v === 'number'))
      );
    case 'list':
      return Array.isArray(value);
    case 'any':
      return value !== undefined;
    default:
      return false;
  }
}

/**
 * Checks message against table ({ type: { field: kind } }, kinds as above); side names it in the
 * error ('request', 'reply'). Every worker protocol here validates with it.
 */
/**
 * What a reply says of a failure, from the Error caught: its message and, for an error of the
 * core, the setting it names and its `key` and `values`, from which the page says it in the
 * learner's language (base/core-message.js). Every worker path that forwards an error sends these.
 */
export function errorFields(error) {
  return {
    message: String(error?.message ?? error),
    ...(typeof error?.setting === 'string' ? { setting: error.setting } : {}),
    ...(typeof error?.key === 'string' ? { key: error.key } : {}),
    ...(error?.values && typeof error.values === 'object' ? { values: { ...error.values } } : {}),
  };
}

/** The Error a reply's errorFields describe, on the page's side, as the core threw it. */
export function errorFrom(fields) {
  const error = new Error(fields.message);
  for (const name of ['setting', 'key', 'values'])
    if (fields[name] !== undefined) error[name] = fields[name];
  return error;
}

export function validateMessage(message, table, side) {
  if (message === null || typeof message !== 'object')
    throw new Error(
      `a ${side} must be an object (got ${message === null ? 'null' : typeof message})`,
    );
  // Own entries only: a type such as 'constructor' is not a message.
  const fields = Object.hasOwn(table, message.type) ? table[message.type] : undefined;
  if (!fields) throw new Error(`unknown ${side} type '${String(message.type).slice(0, 40)}'`);
  if (!Number.isInteger(message.id) || message.id < 0)
    throw new Error(`${side} '${message.type}' needs a whole-number id (got ${message.id})`);
  for (const [name, spec] of Object.entries(fields)) {
    const optional = spec.endsWith('?');
    const kind = optional ? spec.slice(0, -1) : spec;
    const value = message[name];
    if (optional && (value === undefined || value === null)) continue;
    if (!checkField(kind, value))
      throw new Error(`${side} '${message.type}': field ${name} must be ${describeKind(kind)}`);
  }
  return message;
}

function describeKind(kind) {
  return {
    string: 'text',
    int: 'a whole number, 0 or more',
    number: 'a finite number',
    object: 'an object',
    bytes: 'a Uint8Array',
    floats: 'a Float32Array',
    ints: 'an Int32Array',
    port: 'a MessagePort',
    losses: 'a list of numbers',
    list: 'a list',
    any: 'present',
  }[kind];
}

/** Returns the request unchanged, or throws an Error saying what is wrong with it. */
export function validateRequest(message) {
  validateMessage(message, requestFields, 'request');
  if (message.type === Request.COMPARE) {
    for (const e of message.encodings)
      if (!compareModels.includes(e))
        throw new Error(`request 'compare': unknown encoding '${String(e).slice(0, 20)}'`);
    for (const m of message.multipliers)
      if (!Number.isInteger(m) || m < 1)
        throw new Error(`request 'compare': multipliers must be whole numbers from 1 (got ${m})`);
  }
  return message;
}

/** Returns the reply unchanged, or throws an Error saying what is wrong with it. */
export function validateReply(message) {
  return validateMessage(message, replyFields, 'reply');
}

/** Builds a request, validated: request(Request.START, 3, { config, text, steps }). */
export function request(type, id, fields = {}) {
  return validateRequest({ type, id, ...fields });
}

/** Builds a reply, validated. */
export function reply(type, id, fields = {}) {
  return validateReply({ type, id, ...fields });
}
