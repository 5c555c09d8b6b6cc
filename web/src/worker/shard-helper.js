// A helper worker's side of data-parallel training (shard-pool.js has the coordinator's): on the
// port the page gave it, it keeps a copy of the coordinator's model (core.createShardModel) and
// answers each step with the gradients of the shards it was asked for, computed by the core's
// shard_gradient from the weights and the batch sent with the step.
import { ShardMessage, shardMessage, validateShardMessage } from './shard-protocol.js';

/** core: api.js's core; port: the helper's end of the channel. Returns { stop() }. */
export function serveShards(core, port) {
  let model = null;
  let run = -1;
  const post = (type, id, values, transfer = []) =>
    port.postMessage(shardMessage(type, id, values), transfer);

  port.onmessage = ({ data }) => {
    let message;
    try {
      message = validateShardMessage(data);
    } catch (error) {
      post(ShardMessage.FAILED, run >= 0 ? run : 0, { message: error.message });
      return;
    }
    try {
      if (message.type === ShardMessage.SETUP) {
        model?.dispose();
        model = null;
        run = message.id;
        model = core.createShardModel(message.model);
        post(ShardMessage.READY, run, { parameters: model.parameterCount });
      } else if (message.type === ShardMessage.STEP && message.id === run && model) {
        model.setParams(message.params);
        const results = message.shards.map((shard) => ({
          shard,
          ...model.gradient(message.ids, message.targets, message.batch, message.seqLen, shard),
        }));
        post(
          ShardMessage.GRADIENTS,
          run,
          { step: message.step, results },
          results.map((r) => r.grads.buffer),
        );
      }
      // A step of an older run (its setup replaced since) is dropped: nobody waits for it.
    } catch (error) {
      post(ShardMessage.FAILED, message.id, { message: error.message });
    }
  };

  return {
    stop() {
      port.onmessage = null;
      port.close();
      model?.dispose();
      model = null;
    },
  };
}
