// The messages between a training session that coordinates data-parallel steps (shard-pool.js)
// and each helper worker (shard-helper.js), on the MessageChannel the page linked them with.
// Every message is { type, id, ...fields } with id the coordinator's run: the model the helper
// holds a copy of (a new run, a new model); both sides validate what they receive.
import { validateMessage } from './protocol.js';

export const ShardMessage = Object.freeze({
  // coordinator -> helper
  SETUP: 'setup', // { model }: build a copy of this model (the trainer's modelConfig())
  STEP: 'step', // { step, params, ids, targets, batch, seqLen, shards }: these shards' gradients
  // helper -> coordinator
  READY: 'ready', // { parameters }: the copy is built
  GRADIENTS: 'gradients', // { step, results: [{ shard, loss, grads }] }
  FAILED: 'failed', // { message }: the copy could not be built, or a step failed
});

const fields = {
  [ShardMessage.SETUP]: { model: 'object' },
  [ShardMessage.STEP]: {
    step: 'int',
    params: 'floats',
    ids: 'ints',
    targets: 'ints',
    batch: 'int',
    seqLen: 'int',
    shards: 'list',
  },
  [ShardMessage.READY]: { parameters: 'int' },
  [ShardMessage.GRADIENTS]: { step: 'int', results: 'list' },
  [ShardMessage.FAILED]: { message: 'string' },
};

/** Returns the message unchanged, or throws an Error saying what is wrong with it. */
export function validateShardMessage(message) {
  return validateMessage(message, fields, 'shard message');
}

/** Builds a message, validated: shardMessage(ShardMessage.READY, run, { parameters }). */
export function shardMessage(type, id, values = {}) {
  return validateShardMessage({ type, id, ...values });
}
