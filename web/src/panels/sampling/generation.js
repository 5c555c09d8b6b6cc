// sampling, its generations in the sampling worker (worker/sampling-client.js): each request
// supersedes the one before, and only the newest request's replies reach the lesson. The greedy
// text depends on neither temperature nor top-k/top-p nor the draws: it is asked for again only
// when what it depends on changed, so dragging a slider reruns one generation, not two.
import { SamplingReply, SamplingRequest } from '../../worker/sampling-protocol.js';

/**
 * The lesson's generations in `client`. ask(request, greedyKey, drawn) sends a SAMPLE request
 * (its fields but greedy, added here: whether greedyKey differs from the last greedy text's) and
 * returns what was asked, { greedy, greedyKey, weights, drawn (the lesson's state) }; the newest
 * request's replies go to
 *   on.nextByte({ next, kv }, asked)     its next byte's distribution and KV cache
 *   on.progress({ made, total })         bytes generated so far
 *   on.generated({ sampled, greedy? }, asked)
 *   on.failed(problem, regreedy, nextShown)  regreedy: it asked for a greedy text; nextShown:
 *                                        its next byte was passed on
 * waiting() says whether the newest request is still being generated.
 */
export function newestGeneration(client, on) {
  let latest = 0; // the newest request's id
  let newest = { greedy: true }; // what it asked
  let open = false; // whether it is still being generated
  let nextShown = 0; // the request whose next byte was passed on
  let greedyKey = ''; // what the last greedy text came from
  const isNewest = ({ detail }) => detail.id === latest && open;

  client.addEventListener(SamplingReply.NEXT_BYTE, (event) => {
    if (!isNewest(event)) return;
    nextShown = latest;
    on.nextByte(event.detail, newest);
  });
  client.addEventListener(SamplingReply.PROGRESS, (event) => {
    if (isNewest(event)) on.progress(event.detail);
  });
  client.addEventListener(SamplingReply.GENERATED, (event) => {
    if (!isNewest(event)) return;
    open = false;
    if (event.detail.greedy) greedyKey = newest.greedyKey;
    on.generated(event.detail, newest);
  });
  client.addEventListener(SamplingReply.ERROR, (event) => {
    if (event.detail.id !== latest && event.detail.id !== 0) return;
    open = false;
    on.failed(event.detail, newest.greedy, nextShown === latest);
  });

  return {
    ask(request, key, drawn) {
      const greedy = key !== greedyKey;
      latest = client.send(SamplingRequest.SAMPLE, { ...request, greedy });
      open = true;
      newest = { greedy, greedyKey: key, weights: request.weights, drawn };
      return newest;
    },
    waiting: () => open,
  };
}
