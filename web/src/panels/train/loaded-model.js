// A weights file loaded into the lab (tools.js reads it): refused before it loads when it
// contradicts a setting the course page locked, else the controls follow the loaded model and
// the loss view says what it is.
// data-linkable on the section: yes when the controls (and so a copied link) rebuild the loaded
// model exactly, no when the load note says what they cannot show.
import { formatLoss } from '../../format.js';
import { linkProblems, modelShapeSettings, settingsOfModel } from './settings.js';
import { settings } from './lesson.js';
import { words } from '../../i18n/words.js';
import { settingName } from '../../state.js';
import { strings } from './strings.js';

const t = words('train', strings);

/** What a link cannot rebuild of a loaded model (settings.js linkProblems), in words. */
function unlinkedWords({ part, held, linked, key, problem }, gpt) {
  const name = {
    dModel: 'd_model',
    positions: t('partPositions'),
    merges: t('partMerges'),
    layers: t('partLayers'),
    heads: t('partHeads'),
    encoding: t('partEncoding'),
    norm: t('partNorm'),
  }[part];
  const why = problem
    ? t('unlinkedRange', { setting: settingName(key, settings[key]), problem })
    : t('unlinkedBuilds', { model: gpt ? 'TinyGPT' : t('predictorOption'), linked });
  return t('unlinkedPart', { part: name, held, why });
}

/** lab: what view.js shares with its parts; tools: the lab's toolsView; teacher: ctx.teacher. */
export function followLoadedModel(lab, { tools, teacher }) {
  const { section, core, values, run, loss, inside } = lab;
  // A model that contradicts a setting the course page locked is refused before it loads: the
  // locked controls could not describe it.
  const locked = teacher?.locked ?? new Set();
  if (locked.size)
    tools.checkBeforeLoading((model) => {
      const shape = modelShapeSettings(model);
      const clashes = [...locked].filter(
        (key) => Object.hasOwn(shape, key) && shape[key] !== values[key],
      );
      if (clashes.length)
        throw new Error(
          t('lockedFile', {
            settings: clashes
              .map((key) =>
                t('lockedSetting', {
                  setting: settingName(key, settings[key]),
                  value: values[key],
                }),
              )
              .join(t('listAnd')),
            values: clashes.map((key) => shape[key]).join(t('listAnd')),
          }),
        );
    });
  tools.onLoaded((m) => {
    // The controls follow the loaded model (its kind, sizes, encoding, position range and
    // tokenizer), so they describe what is on screen and a copied link rebuilds it; what they
    // cannot show (a CLI-made model outside the lab's ranges) is said in the note.
    const follow = Object.fromEntries(
      Object.entries(settingsOfModel(m.model)).filter(
        ([key, value]) => values[key] !== value && !locked.has(key), // refused above if it clashed
      ),
    );
    if (Object.keys(follow).length) lab.form.apply(follow);
    const unlinked = linkProblems(m.model, values, core.trainerSettings.defaults).map((u) =>
      unlinkedWords(u, m.model.model === 'gpt'),
    );
    section.dataset.linkable = unlinked.length ? 'no' : 'yes';
    inside.forgetStart(); // the loaded model's start is not known: nothing is compared with one
    run.textBytes = null;
    run.id = m.id; // the snapshot that follows belongs to the loaded model
    run.model = m.model;
    run.diverged = false;
    lab.hideProblem();
    lab.setBusy(false);
    section.dataset.evalLoss = String(m.evalLoss);
    const loaded = { model: lab.form.describeModel(m.model, m.step), loss: formatLoss(m.evalLoss) };
    loss.note(
      unlinked.length
        ? t('loadedUnlinked', { ...loaded, problems: unlinked.join('; ') })
        : t('loaded', loaded),
    );
    lab.set('done');
  });
}
