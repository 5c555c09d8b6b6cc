// The lab's comparison of positional encodings, its part of the page: the heading, the
// introduction, the comparison's own controls, its button and the run that button starts on
// several workers (compare-pool.js), shown in the comparison view (compare.js).
// data-compare on the section: running | done | error; data-compare-ms: how long the whole
// comparison took; data-compare-workers: how many workers it runs on.
import { h } from '../../base/dom.js';
import { listSeparator } from '../../format.js';
import { compareModels, encodings } from '../../worker/protocol.js';
import { multipliers } from './compare.js';
import { modelLabel } from './compare-table.js';
import { compareWorkerCount, runComparison } from './compare-pool.js';
import { comparisonText, trainerConfig } from './settings.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

/**
 * section: the lab's section; compare: its compareView(); trainButton: the lab's Train button,
 * held off while the comparison runs. Returns the part's button, its elements and its state.
 */
export function comparisonRun({ section, core, values, compare, trainButton }) {
  const button = h('button', { type: 'button' }, t('compareButton'));
  // The comparison trains on bytes whatever the tokenizer: every model reads the same sequence,
  // so its lengths mean the same thing for each. Said beside it when the lab is set to BPE.
  const bytesNote = h(
    'p',
    { className: 'lab-note lab-compare-bytes', hidden: true },
    t('compareBytesNote'),
  );
  let pool = null; // the running pool of comparison workers

  button.addEventListener('click', () => {
    const started = startComparison({ section, core, values, compare }, () => {
      trainButton.disabled = true;
      button.disabled = true;
    });
    if (!started) return;
    pool = started;
    started.done.then(({ ms }) => {
      if (pool !== started) return; // reset or remounted meanwhile
      pool = null;
      compare.done(ms);
      section.dataset.compareMs = String(ms);
      section.dataset.compare = 'done';
      trainButton.disabled = false;
      button.disabled = false;
    });
  });

  return {
    button,
    /** True while a comparison runs: the button stays off when a training run ends. */
    get running() {
      return pool !== null;
    },
    /** Shows or hides the note that the comparison reads bytes (on every settings change). */
    noteBytes() {
      bytesNote.hidden = !(values.tr_bpe > 0);
    },
    /** The part's elements in page order; `form` is the lab's settingsForm, which holds the
     * comparison's controls. */
    elements: (form) => comparisonElements({ form, bytesNote, button, compare }),
    /** Reset pressed: a running comparison stops, and its view says why. */
    reset() {
      if (section.dataset.compare !== 'running') return;
      pool?.cancel();
      pool = null;
      compare.fail(t('compareReset'));
      section.dataset.compare = 'error';
    },
    /** Unmounted: the workers must not linger. */
    cancel() {
      pool?.cancel();
      pool = null;
    },
  };
}

/**
 * Starts the comparison on the text its setting chooses, the view showing it, and holds the
 * buttons off (holdButtons): returns the running pool (compare-pool.js), or null when the text
 * cannot be had (the view says why).
 */
function startComparison({ section, core, values, compare }, holdButtons) {
  let text, textId;
  try {
    ({ text, id: textId } = comparisonText(values, core));
  } catch (error) {
    compare.fail(error.message);
    return null;
  }
  // The settings of the text it trains on: what it holds out follows that text.
  const config = { ...trainerConfig({ ...values, model: 'gpt', tr_text: textId }), bpeMerges: 0 };
  compare.begin(config.seqLen, values.cmp_steps, { heldOut: config.valFraction > 0 });
  section.dataset.compare = 'running';
  delete section.dataset.compareMs;
  holdButtons();
  const workers = compareWorkerCount(values.cmp_workers, compareModels.length);
  section.dataset.compareWorkers = String(workers);
  return runComparison({
    core,
    models: compareModels,
    workers,
    request: { config, text, steps: values.cmp_steps, multipliers, windows: 64 },
    on: {
      workerCount: (n) => compare.workers(n),
      progress: (m) => compare.progress(m),
      result: (m) => compare.result(m),
      error: (model, problem) => compare.error(model, problem),
    },
  });
}

/** The heading, the introduction, the comparison's controls, its note, button and results. */
function comparisonElements({ form, bytesNote, button, compare }) {
  return [
    h('h3', { id: 'train-compare' }, t('compareHeading')),
    h(
      'p',
      {},
      t('compareIntro', {
        models: compareModels.length,
        encodings: encodings.map(modelLabel).join(listSeparator()),
        longer: multipliers[multipliers.length - 1],
        lengths: multipliers.map((m) => `${m}×`).join(listSeparator()),
      }),
    ),
    h(
      'div',
      { className: 'controls' },
      form.compareSteps.element,
      form.compareText.element,
      form.compareWorkers.element,
    ),
    bytesNote,
    h('div', { className: 'lab-row' }, button),
    compare.element,
  ];
}
