// The question a link asks when it changes a setting of the model being trained (live-run.js):
// keep training with the run's settings (the controls show them already), or apply the link's
// and train again.
// data-run-question on the section: asked | kept | applied.
import { formatNumber, listSeparator } from '../../format.js';
import { h } from '../../base/dom.js';
import { settings } from './settings.js';
import { words } from '../../i18n/words.js';
import { settingName, sharedSettings } from '../../state.js';
import { strings } from './strings.js';

const t = words('train', strings);

// Numbers in the page's language; a text (the learner's own) cut short.
const said = (v) =>
  typeof v === 'number' ? formatNumber(v, 12) : v.length > 40 ? `${v.slice(0, 40)}…` : v;

/**
 * section: the lab's; run: the run under way; values: the lab's settings; onApply(changes):
 * applies the link's settings and trains again. Returns the question's element and ask(changes).
 */
export function runQuestion(section, { run, values, onApply }) {
  const element = h('div', {
    className: 'lab-run-question',
    role: 'region',
    'aria-label': t('runQuestionRegion'),
    hidden: true,
  });

  /** Asks about changes: { key: the link's value }, the run training with values[key]. */
  function ask(changes) {
    const keepButton = h('button', { type: 'button', dataset: { answer: 'keep' } }, t('keepRun'));
    const applyButton = h(
      'button',
      { type: 'button', dataset: { answer: 'apply' } },
      t('applyAndRestart'),
    );
    const list = Object.entries(changes).map(([key, value]) =>
      t('runQuestionSetting', {
        setting: settingName(key, settings[key] ?? sharedSettings[key]),
        from: said(values[key]),
        to: said(value),
      }),
    );
    keepButton.addEventListener('click', () => {
      run.asked = null;
      element.hidden = true;
      section.dataset.runQuestion = 'kept';
    });
    applyButton.addEventListener('click', () => {
      element.hidden = true;
      onApply(changes);
      section.dataset.runQuestion = 'applied';
    });
    element.replaceChildren(
      h('p', { role: 'alert' }, t('runQuestion', { settings: list.join(listSeparator()) })),
      h('div', { className: 'lab-row' }, keepButton, applyButton),
    );
    element.hidden = false;
    section.dataset.runQuestion = 'asked';
  }

  return { element, ask };
}
