// The lesson contract: a lesson's view says what it computes and how it draws it; this module does
// the rest, the same way for every lesson:
//   - the state: the values of the settings the lesson reads (a list setting's numbers read by
//     state.js readList), changed only through its controls;
//   - a change: computed and drawn, or, when the core refuses it, rolled back with the message on
//     the control of the setting that changed, beside the last good picture; a setting the change
//     leaves no room moves where its refusal's `follow` says, with a note (changer);
//   - a link the lesson cannot draw although each value passed its own checks (an odd width with
//     a sinusoidal table): the setting the error names goes back to the value the refusal gives
//     `instead`, or else to its default. A view's refusal(key, message, instead) names a lesson
//     key; a core error's `setting` is the core's word, which a setting declares as its `core`
//     (cb_d: { ..., core: 'd_model' }). When the error names none of the lesson's settings, the
//     settings the link changed go back, one at a time in the lesson's order, until the lesson
//     draws. The message goes to that setting's control, found by its key, never by its wording;
//   - the section's data-status: "ready" once drawn; when even the defaults cannot be drawn, the
//     mount throws and the page says so under the lesson's heading (main.js).
//
//   const lesson = lessonView(section, ctx, { settings, reads, compute, draw });
//     settings  the lesson's settings table (its lesson.js)
//     reads     the shared settings it reads too ('text', 'seed'), before its own
//     compute(core, state)  everything the lesson draws, from the core; may throw
//     draw(result, state)   puts the result on the page, calling nothing in the core
//   local     state that is no setting ({ useTrained: false }), changed with lesson.change too
//   A lesson of separate figures gives parts: [{ uses: [keys], compute, draw }, ...] instead of
//   compute and draw: a change computes the parts that use a changed setting (the first picture,
//   every part), and draws them only once every one has computed (a refusal leaves every part as
//   it was). A part may follow some of its settings only once they settle ({ uses, settles:
//   [keys], ... }): a change of those alone computes and draws it 150 ms after the last one, so
//   a costly figure out of sight waits while a dragged slider redraws the others; it must accept
//   whatever the parts drawn at once accepted.
//   A part whose work runs elsewhere (the training lab's worker) returns a promise from compute:
//   it is drawn when it answers, unless the part was asked again meanwhile (only the newest
//   answer is drawn), and the section says data-preview="waiting" while an answer is due. Its
//   refusal comes too late to roll anything back: the value stays, the part keeps its drawing,
//   and the message goes under the control of the setting it names, when that control is in
//   view, else to `unplaced(message)` (unplaced(null) once an answer is drawn again).
//   lesson.control(key, options) makes the setting's control (ui/controls.js settingControl; the
//   shared text box for 'text'); lesson.change(changes) takes values set another way;
//   lesson.set(changes) does that and shows them on the controls and in the link (a preset);
//   lesson.redraw() computes every part again; lesson.start() draws the first picture, after
//   the view has placed its controls, and says `ready` (a word of the lesson's: 'idle').
//   Status words other than the first and errors about a run are the lesson's own (the lab's
//   Train, Pause and Reset drive a run in a worker, which no setting describes).
import { coreMessage } from '../base/core-message.js';
import { readList, sharedSettings } from '../state.js';
import { settingControl, sharedTextControl } from './controls.js';

/**
 * An Error about one setting: the link's value of `key` is the one to put back, by `instead` (a
 * value the lesson can draw when its default may not be: a token index of a short text) or else
 * by its default. `follow`: where the setting moves when a change of another one leaves it no
 * room (token i past the end of a shorter text: the last word), `note` saying so under its
 * control.
 */
export function refusal(key, message, instead, { follow, note } = {}) {
  return Object.assign(new Error(message), { setting: key, instead, follow, note });
}

/** The parts a change of `changed` draws now, and those that wait for it to settle. */
function due(parts, changed) {
  const now = parts.filter(
    (part) =>
      !part.uses || part.uses.some((key) => changed.includes(key) && !part.settles?.includes(key)),
  );
  const later = parts.filter(
    (part) => !now.includes(part) && part.uses.some((key) => changed.includes(key)),
  );
  return { now, later };
}

const answersLater = (result) => typeof result?.then === 'function';

/**
 * Draws parts: drawParts(parts, read) computes every part, then draws those that answered at
 * once and each that answers later when it does, if it is still that part's newest question. A
 * refusal at once leaves every part as it was, the later ones included.
 */
function partDrawer({ core, section, signal, keyNamed, unplaced }) {
  const newest = new Map(); // part -> the number of its newest question
  let pending = 0; // answers still to come
  let blamed = null; // the control under which a later refusal was shown
  const waiting = (step) => {
    pending += step;
    // A lesson taken down leaves the section to the next one, which may still wait for its own.
    if (pending) section.dataset.preview = 'waiting';
    else if (!signal?.aborted) delete section.dataset.preview;
  };
  const place = (message, setting) => {
    blamed?.clearError();
    const control = message === null ? null : keyNamed(setting);
    blamed = control && !control.element.closest('[hidden]') ? control : null;
    blamed?.showError(message);
    unplaced?.(blamed ? null : message);
  };
  const answer = (part, later, read) => {
    const number = newest.get(part);
    const current = () => newest.get(part) === number && !signal?.aborted;
    waiting(1);
    later
      .then(
        (result) => {
          if (!current()) return;
          place(null);
          part.draw(result, read);
        },
        (error) => current() && place(coreMessage(error), error.setting),
      )
      .finally(() => waiting(-1));
  };
  return (parts, read) => {
    const results = [];
    try {
      for (const part of parts) {
        newest.set(part, (newest.get(part) ?? 0) + 1);
        results.push(part.compute(core, read));
      }
    } catch (error) {
      // The answers still to come describe values that are being rolled back.
      results.forEach((result, i) => answersLater(result) && newest.set(parts[i], NaN));
      throw error;
    }
    parts.forEach((part, i) =>
      answersLater(results[i]) ? answer(part, results[i], read) : part.draw(results[i], read),
    );
  };
}

/** later(parts): draw(parts) 150 ms after the last call, with every part asked for meanwhile. */
function whenSettled(draw, signal) {
  const waiting = new Set();
  let timer = 0;
  signal?.addEventListener('abort', () => clearTimeout(timer));
  return (parts) => {
    parts.forEach((part) => waiting.add(part));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const chosen = [...waiting];
      waiting.clear();
      draw(chosen);
    }, 150);
  };
}

/**
 * The lesson's key for the setting an error names: a refusal names a lesson key; the core names
 * a setting by its own word ("d_model"), which a setting of the lesson declares as `core`.
 */
function keyOf(setting, keys, table) {
  if (setting === undefined) return undefined;
  return keys.includes(setting) ? setting : keys.find((key) => table[key].core === setting);
}

/**
 * After a link the lesson cannot draw: puts back the setting the error names, then the others the
 * link changed, each tried once, and shows the message on the control of the one put back.
 */
function recoverFromLink(error, { state, keys, table, controls, change }) {
  const setting = keyOf(error.setting, keys, table);
  const named = setting ? [setting] : [];
  const back = (key) =>
    key === setting && error.instead !== undefined ? error.instead : table[key].default;
  const changed = [
    ...new Set([...named, ...keys.filter((key) => state[key] !== table[key].default)]),
  ];
  const culprit = changed.find((key) => {
    try {
      change({ [key]: back(key) }, keys); // every part: none is drawn yet
      return true;
    } catch {
      return false;
    }
  });
  // None alone: all of them (the message under the first), or, when even the defaults cannot be
  // drawn, the message under the lesson's heading (main.js showFailure).
  if (!culprit) change(Object.fromEntries(keys.map((key) => [key, table[key].default])), keys);
  // The control shows what is drawn, and why the link's value is not.
  const blamed = controls.get(culprit ?? changed[0]);
  blamed?.setValue(state[culprit ?? changed[0]]);
  blamed?.showError(coreMessage(error));
}

/**
 * change(changes, redrawn) for a lesson: takes new values; on an error the state keeps its old
 * ones and the error is rethrown. A setting the change did not touch that no longer fits moves
 * where its refusal's `follow` says, and its control shows the value and the refusal's `note`.
 */
function changer({ state, keys, table, controls, redraw, onChange }) {
  return (changes, redrawn = Object.keys(changes)) => {
    const next = { ...state, ...changes };
    const moved = [];
    for (;;) {
      try {
        redraw(next, [...redrawn, ...moved.map((m) => m.key)]);
        break;
      } catch (error) {
        const key = keyOf(error.setting, keys, table);
        const fits = error.follow !== undefined && key && !(key in changes);
        if (!fits || moved.some((m) => m.key === key)) throw error;
        next[key] = error.follow;
        moved.push({ key, note: error.note });
      }
    }
    Object.assign(state, next);
    for (const { key, note } of moved) {
      controls.get(key)?.setValue(next[key]);
      controls.get(key)?.showNote?.(note);
    }
    if (moved.length) onChange(Object.fromEntries(moved.map(({ key }) => [key, next[key]])));
  };
}

export function lessonView(
  section,
  ctx,
  { settings, reads = [], local = {}, compute, draw, parts, unplaced, ready = 'ready' },
) {
  const { core, values, onChange, shared } = ctx;
  const table = { ...sharedSettings, ...settings };
  const keys = [...reads, ...Object.keys(settings)];
  const state = { ...local, ...Object.fromEntries(keys.map((key) => [key, values[key]])) };
  const controls = new Map();

  // What compute sees: each list setting's text read into its numbers.
  const inputs = (raw) => {
    const read = { ...raw };
    for (const key of keys) if (table[key].list) read[key] = readList(table[key], raw[key]);
    return read;
  };
  const pieces = parts ?? [{ compute, draw }];
  const drawParts = partDrawer({
    core,
    section,
    signal: ctx.signal,
    keyNamed: (setting) => controls.get(keyOf(setting, keys, table)),
    unplaced,
  });
  const settleLater = whenSettled((waiting) => drawParts(waiting, inputs(state)), ctx.signal);
  const redraw = (raw, changed = keys) => {
    // The first picture (or every part again) draws every part at once.
    const { now, later } = changed === keys ? { now: pieces, later: [] } : due(pieces, changed);
    drawParts(now, inputs(raw));
    if (later.length) settleLater(later);
  };

  /** Takes new values (changer's rules); on an error the state keeps its old ones. */
  const change = changer({ state, keys, table, controls, redraw, onChange });

  const control = (key, options = {}) => {
    const made =
      key === 'text'
        ? sharedTextControl({
            ...options,
            values,
            onChange,
            shared,
            onText: (text) => change({ text }),
          })
        : settingControl(table, key, {
            ...options,
            values,
            onChange,
            apply: (v) => change({ [key]: v }),
          });
    controls.set(key, made);
    return made;
  };

  /** Values set another way (a preset, a model's shape): shown, drawn and kept in the link. */
  const set = (changes) => {
    for (const [key, value] of Object.entries(changes)) controls.get(key)?.setValue(value);
    change(changes);
    onChange(changes);
  };

  const start = () => {
    try {
      redraw(state);
    } catch (error) {
      recoverFromLink(error, { state, keys, table, controls, change });
    }
    section.dataset.status = ready;
  };

  return { state, control, change, set, redraw: () => redraw(state), start };
}
