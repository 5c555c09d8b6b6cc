// The last trained model, kept in this browser across reloads (keep.js holds the store): each
// finished run is kept, or the note says why it was not; on the next visit it is offered back
// (restored with the settings it was trained with, or forgotten), or only mentioned when it
// contradicts a setting the course page locked.
// On the section: data-kept: yes | no (the last run was kept or not); data-kept-offer: none |
// yes | locked | unusable (kept with settings this version cannot use) | forgetting | forgotten |
// newer (forgotten, but another tab kept a newer model since, which stays); data-restored: yes
// once a kept model is back.
import { formatDate, formatLoss, listSeparator } from '../../format.js';
import { h } from '../../base/dom.js';
import { forgetModel, keepModel, keptModel, storageProblem } from './keep.js';
import { settings as trainSettings } from './settings.js';
import { settings } from './lesson.js';
import { words } from '../../i18n/words.js';
import { parseValue, settingName, sharedSettings } from '../../state.js';
import { strings } from './strings.js';

const t = words('train', strings);

// The settings a kept model remembers: every training setting, the seed and the text.
const keptTable = { ...settings, seed: sharedSettings.seed, text: sharedSettings.text };
const clip = (text, n = 40) => (text.length > n ? `${text.slice(0, n)}…` : text);

/**
 * A kept record's settings, read as a link's are (state.js parseValue): an older version's names
 * of a choice renamed (model=seed is tokpos), a setting this version no longer has left aside.
 * Returns { values, problems }: the settings to restore, and what is wrong with the others, in
 * words naming each setting. A record with any problem restores nothing.
 */
function keptSettings(saved) {
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved))
    return { values: {}, problems: [t('keptNoSettings')] };
  const values = {};
  const problems = [];
  for (const [key, given] of Object.entries(saved)) {
    if (!Object.hasOwn(keptTable, key)) continue;
    const spec = keptTable[key];
    const setting = settingName(key, spec);
    if (!['string', 'number', 'boolean'].includes(typeof given)) {
      problems.push(t('keptNotAValue', { setting }));
      continue;
    }
    const raw = typeof given === 'boolean' ? (given ? '1' : '0') : String(given);
    const parsed = parseValue(spec, raw);
    if ('error' in parsed)
      problems.push(t('keptBadSetting', { setting, value: clip(raw), problem: parsed.error }));
    else values[key] = parsed.value;
  }
  return { values, problems };
}

// The lab's finished model when it was last taken down for a rebuild in another language, in
// memory (a refused store cannot lose it): the rebuilt lab carries it over.
let carried = null;

/**
 * lab: what view.js shares with its parts; tools: the lab's toolsView (it loads the weights);
 * teacher: ctx.teacher; restoreSettings(settings): sets the lab's values and controls to a kept
 * model's settings. Returns its two elements, keep(done, weights) and offer().
 */
export function lastModel(lab, { tools, teacher, restoreSettings }) {
  const { section } = lab;
  // Why a run was not kept or a kept model did not come back; the offer itself; and the model
  // this lab shows, trained or restored.
  const shown = {
    keepNote: h('p', { className: 'lab-note lab-keep', role: 'status', hidden: true }),
    restoreBox: h('div', { className: 'lab-restore', role: 'region', hidden: true }),
    finished: null,
  };
  const restore = (record) => restoreRecord(lab, shown, record, { tools, restoreSettings });

  /** Looks for a kept model and, while the lab is still idle, offers it back. */
  function offer() {
    keptModel().then((record) => {
      if (!section.isConnected || section.dataset.status !== 'idle') return;
      if (!record)
        section.dataset.keptOffer = 'none'; // looked, nothing kept: tests wait on this
      else offerRecord(lab, shown, record, { locked: teacher?.locked, restore });
    });
  }

  /**
   * Taken down for a rebuild: the model shown, if the lab shows one, goes to the next lab, with
   * the end of the run that made it (its summary, said again in the new language).
   */
  function carry() {
    const showing = section.dataset.status === 'done' || section.dataset.restored;
    carried = showing && shown.finished ? { ...shown.finished, ended: lab.loss.ended() } : null;
  }

  /**
   * Built again after a language switch: the model carried over comes back (true), its weights
   * copied (loading one hands its buffer to the worker); else the kept one is offered (false).
   */
  function takeCarried() {
    const record = carried;
    carried = null;
    if (!record) return false;
    restore({ ...record, weights: record.weights.slice() });
    return true;
  }

  return {
    keepNote: shown.keepNote,
    restoreBox: shown.restoreBox,
    /** Keeps the run that ended with `done` (the DONE reply) and `weights` (its final file). */
    keep: (done, weights) => keepRun(lab, shown, done, weights),
    offer,
    carry,
    takeCarried,
  };
}

/** Keeps the finished run in the store; the note says whether it was kept. */
function keepRun({ section, values, run, loss }, shown, done, weights) {
  const { keepNote } = shown;
  shown.restoreBox.hidden = true;
  // What a kept model remembers of the settings: every training setting, the seed and the text.
  const trainingKeys = [...Object.keys(trainSettings), 'seed', 'text'];
  const record = {
    weights,
    curve: Float64Array.from(loss.curve.raw),
    // The run's own settings, whatever the controls were changed to while it trained.
    settings: { ...Object.fromEntries(trainingKeys.map((k) => [k, values[k]])), ...run.settings },
    model: run.model,
    step: done.step,
    evalLoss: done.evalLoss,
  };
  shown.finished = { ...record, savedAt: Date.now() };
  // A refused store may throw at once or reject: either way the note below says so.
  Promise.resolve()
    .then(() => keepModel(record))
    .then(() => {
      keepNote.textContent = t('kept');
      section.dataset.kept = 'yes';
    })
    .catch((error) => {
      keepNote.textContent = t('notKept', { reason: storageProblem(error) });
      section.dataset.kept = 'no';
    })
    .finally(() => (keepNote.hidden = false));
}

/**
 * Brings a kept model back: the settings it was trained with first (the text decides the loss
 * shown), then its weights and its curve; if its weights do not load, the settings before it
 * come back too. Settings an older version kept that this one cannot use change nothing, and the
 * note names them.
 */
async function restoreRecord(lab, shown, record, { tools, restoreSettings }) {
  const { section, values, loss } = lab;
  const { keepNote } = shown;
  const kept = keptSettings(record.settings);
  if (kept.problems.length) {
    keepNote.textContent = t('notRestored', { reason: kept.problems.join('; ') });
    keepNote.hidden = false;
    return;
  }
  shown.finished = record;
  shown.restoreBox.hidden = true;
  const before = Object.fromEntries(Object.keys(kept.values).map((k) => [k, values[k]]));
  restoreSettings(kept.values);
  try {
    const reply = await tools.loadWeights(new Uint8Array(record.weights));
    loss.begin(record.step);
    loss.progress({
      losses: record.curve,
      step: record.step,
      total: record.step,
      stepsPerSecond: 0,
    });
    if (record.ended) {
      // The same run, in another language: its summary and its held-out points, not "restored".
      for (const point of record.ended.validation) loss.validation(point);
      loss.done(record.ended.message, record.ended.rate);
    } else
      loss.note(
        t('restored', {
          model: lab.form.describeModel(reply.model, record.step),
          when: formatDate(record.savedAt),
          loss: formatLoss(reply.evalLoss),
        }),
      );
    section.dataset.restored = 'yes';
  } catch (error) {
    restoreSettings(before);
    keepNote.textContent = t('notRestored', { reason: error.message });
    keepNote.hidden = false;
  }
}

/**
 * The offer of a kept record in the restore box: restored or forgotten; said but never restored
 * when kept by an older version with settings this one cannot use; only mentioned when it
 * contradicts a setting the course page locked (locked), which is never overwritten.
 */
function offerRecord(lab, shown, record, { locked, restore }) {
  const { section, values } = lab;
  const model = lab.form.describeModel(record.model, record.step);
  const when = formatDate(record.savedAt);
  const forgetButton = forgetButtonFor(section, shown.keepNote, shown.restoreBox, record);
  const kept = keptSettings(record.settings);
  const clashes = [...(locked ?? [])].filter(
    (key) => Object.hasOwn(kept.values, key) && kept.values[key] !== values[key],
  );
  let offered;
  let said;
  if (kept.problems.length) {
    offered = 'unusable';
    said = [
      h('p', {}, t('keptUnusable', { model, when, reason: kept.problems.join('; ') })),
      h('div', { className: 'lab-row' }, forgetButton),
    ];
  } else if (clashes.length) {
    offered = 'locked';
    said = [h('p', {}, lockedOffer({ model, when, clashes, kept: kept.values, values }))];
  } else {
    offered = 'yes';
    const restoreButton = h('button', { type: 'button' }, t('restoreButton')); // Train stays the one primary button
    restoreButton.addEventListener('click', () => restore(record));
    const loss = formatLoss(Number(record.evalLoss));
    said = [
      h('p', {}, t('keptOffer', { model, when, loss })),
      h('div', { className: 'lab-row' }, restoreButton, forgetButton),
    ];
  }
  shown.restoreBox.setAttribute('aria-label', t('keptRegion'));
  shown.restoreBox.replaceChildren(...said);
  shown.restoreBox.hidden = false;
  section.dataset.keptOffer = offered;
}

/** The sentence about a kept model trained with other values of the locked settings (clashes). */
function lockedOffer({ model, when, clashes, kept, values }) {
  return t('keptLocked', {
    model,
    when,
    settings: clashes
      .map((key) =>
        t('keptSetting', { setting: settingName(key, settings[key]), value: kept[key] }),
      )
      .join(listSeparator()),
    values: clashes.map((key) => values[key]).join(listSeparator()),
  });
}

/**
 * The Forget button of an offer. The record is marked forgotten only once the store has deleted
 * it (a reload before that would offer it again), and only this record goes: a newer one another
 * tab kept since stays, and the note says so.
 */
function forgetButtonFor(section, keepNote, restoreBox, record) {
  const forgetButton = h('button', { type: 'button' }, t('forgetButton'));
  forgetButton.addEventListener('click', () => {
    restoreBox.hidden = true;
    section.dataset.keptOffer = 'forgetting';
    forgetModel(record).then((result) => {
      if (section.dataset.keptOffer !== 'forgetting') return;
      section.dataset.keptOffer = result; // forgotten | newer
      if (result === 'newer') {
        keepNote.textContent = t('forgetNewer');
        keepNote.hidden = false;
      }
    });
  });
  return forgetButton;
}
