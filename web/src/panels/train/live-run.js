// A run in progress outlives a rebuild of the lab (a language switch, a link or an embedding
// page's new settings build every mounted lesson again): the lab taken down while it trains hands
// its worker and the run (its settings and the replies so far) to the lab built next, which draws
// the curve so far and follows the run on. A rebuild that changed a setting of the model being
// trained does not apply it behind the run's back: the lab asks (view.js), keep training or apply
// it and train again.

/**
 * The settings a run is started with (settings.js trainerConfig and textOf, and its steps): a
 * change to one needs a new run. The others (generation, the comparison, the number of workers:
 * the losses are the same on any) leave a run alone.
 */
const runKeys = [
  'model',
  'lr',
  'steps',
  'tr_init',
  'tr_batch',
  'tr_seq',
  'gpt_layers',
  'gpt_heads',
  'gpt_d',
  'gpt_pe',
  'gpt_norm',
  'tr_text',
  'tr_own',
  'tr_bpe',
  'seed',
];

/** The run keys' values in `values`. */
export const runSettings = (values) => Object.fromEntries(runKeys.map((k) => [k, values[k]]));

// { client, run } of the lab last taken down while training, until the next lab takes it.
let carried = null;

/** Taken down while training: the worker and the run go to the next lab (not ended). */
export function carryRun(session) {
  carried = session;
}

/** The run the lab before this one handed over, or null (once: it is this lab's now). */
export function takeRun() {
  const session = carried;
  carried = null;
  return session;
}

/**
 * Which settings of the run a rebuild changed (`changed`: the keys the link or the embedding page
 * set, main.js) to something else than the run trains with. Returns { asked: {key: the new
 * value}, back: {key: the run's value} }.
 */
export function changedUnderRun(run, values, changed) {
  const keys = runKeys.filter((k) => changed.includes(k) && values[k] !== run.settings[k]);
  return {
    asked: Object.fromEntries(keys.map((k) => [k, values[k]])),
    back: Object.fromEntries(keys.map((k) => [k, run.settings[k]])),
  };
}
