// Lesson overview, its view: the whole model before its parts. TinyGPT drawn for the lab's settings, the
// path a prompt takes through it to the next byte's probabilities (computed by the core, random or
// trained weights), and a first look at every term the later lessons use, each linked to the
// lesson that teaches it in full (tests/browser/teaching.test.mjs checks the reading order).
import { byteLabel, formatPercent } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../base/dom.js';
import { textControl } from '../../ui/controls.js';
import { modelDiagram } from '../../lesson-parts/model/diagram.js';
import {
  barFigure,
  describeShape,
  followLab,
  labModel,
  num,
  randomSeedControl,
  trainedWeights,
  weightsPicker,
} from '../../lesson-parts/model/common.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';
import { settingName } from '../../state.js';

const t = words('overview', strings);

/**
 * A first look at each term, in the order a prompt meets it: [term, its words with `more`, the
 * link to the lesson that teaches it in full].
 */
const firstLook = (more) => [
  [t('token'), t.parts('tokenAbout', { more: more('tokenizer') })],
  [t('embedding'), t.parts('embeddingAbout', { more: more('token-embedding') })],
  [t('position'), t.parts('positionAbout', { more: more('positions') })],
  [t('norm'), t.parts('normAbout', { more: more('norms') })],
  [t('attention'), t.parts('attentionAbout', { more: more('attention') })],
  [t('causalMask'), t.parts('causalMaskAbout', { more: more('attention') })],
  [t('head'), t.parts('headAbout', { more: more('heads') })],
  [t('block'), t.parts('blockAbout', { more: more('block') })],
  [t('logits'), t.parts('logitsAbout', { more: more('sampling') })],
  [t('loss'), t.parts('lossAbout', { more: more('decoder-only') })],
];

const shown = 12; // bars: the likeliest next bytes

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = { prompt: values.ov_prompt, seed: values.seed };
  let next = null;
  let order = [];
  const diagram = modelDiagram(core);
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const bytesLine = h('p', { className: 'readout overview-bytes' });
  const picker = weightsPicker({
    setting: 'ov_weights',
    name: 'overview-weights',
    value: values.ov_weights,
    shared,
    onPick: (kind) => {
      onChange({ ov_weights: kind });
      redraw();
    },
  });
  const figure = barFigure({
    name: 'overview-next-byte',
    heading: t('barsTitle', { n: shown }),
    hover: (i) =>
      t('barHover', { byte: byteLabel(order[i]), id: order[i], p: num(next.plain[order[i]]) }),
    idle: () => t('barIdle'),
    table: () => ({
      rows: order.length,
      cols: 2,
      data: Float64Array.from(order.flatMap((b) => [next.logits[b], next.plain[b]])),
      rowLabels: order.map((b) => `${b} ${byteLabel(b)}`),
      colLabels: [t('logitColumn'), t('probabilityColumn')],
    }),
  });

  const render = () => {
    const model = labModel(values, current.seed);
    diagram.update(model);
    const weights = picker.kind === 'trained' ? trainedWeights(shared) : null;
    next = core.nextByteLesson(model, weights, current.prompt, {
      temperature: 1,
      topK: 0,
      topP: 1,
    });
    order = Array.from(next.order.slice(0, shown));
    const ids = core.byteBreakdown(current.prompt).flatMap((c) => c.ids);
    bytesLine.textContent = ids.length ? t('promptBytes', { ids: ids.join(' ') }) : '';
    const top = order[0];
    figure.draw(
      order.map((b) => next.plain[b]),
      order.map((b) => byteLabel(b)),
      t('barsSummary', {
        n: shown,
        bars: order
          .map((b) => t('barsItem', { byte: byteLabel(b), p: num(next.plain[b]) }))
          .join(', '),
      }),
    );
    const likeliest = {
      shape: describeShape(model),
      byte: byteLabel(top),
      p: formatPercent(next.plain[top]),
    };
    summary.textContent = weights
      ? t('summaryTrained', likeliest)
      : t('summaryRandom', { ...likeliest, seed: current.seed, even: formatPercent(1 / 256) });
    section.dataset.status = 'ready';
  };
  const change = (changes) => applyOrRollBack(current, changes, render);
  const promptBox = textControl({
    setting: 'ov_prompt',
    label: settingName('ov_prompt', settings.ov_prompt),
    value: values.ov_prompt,
    maxLength: settings.ov_prompt.maxLength,
    wide: false,
    hint: t('promptHint'),
    onInput: (text) => {
      if (!text) throw new Error(t('promptEmpty'));
      change({ prompt: text });
      onChange({ ov_prompt: text });
    },
  });
  const seedControl = randomSeedControl({ values, onChange, apply: (seed) => change({ seed }) });
  const redraw = () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, redraw);

  const lessonLink = (lesson, text) => h('a', { href: `#panel=${lesson}` }, text);
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('div', { className: 'controls' }, promptBox.element, picker.element),
    summary,
    bytesLine,
    figure.figure,
    h('figure', { className: 'chart' }, h('h3', {}, t('diagramTitle')), diagram.element),
    h(
      'p',
      { className: 'note' },
      ...t.parts('labNote', { link: lessonLink('train', t('labLink')) }),
    ),
    h('h3', {}, t('firstLookTitle')),
    h(
      'dl',
      { className: 'first-look' },
      ...firstLook((lesson) => lessonLink(lesson, t('moreInLesson'))).flatMap(([term, about]) => [
        h('dt', {}, term),
        h('dd', {}, ...about),
      ]),
    ),
  );
  render();
}
