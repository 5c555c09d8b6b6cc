// Lesson heads, its view: multi-head attention to its output, on the TinyGPT the training lab is set to
// (random from the seed, and the trained one next to it once the lab has trained a TinyGPT).
// Every map and number is TinyGPT's own forward pass in the core (api.js headsLesson).
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { settingControl, sharedTextControl } from '../../ui/controls.js';
import { tokenStrip } from '../../lesson-parts/attention-lessons/token-strip.js';
import {
  describeShape,
  followLab,
  labModel,
  randomSeedControl,
  trainedWeights,
} from '../../lesson-parts/model/common.js';
import { drawHeadMaps } from './maps.js';
import { mountOpenedHead } from './opened.js';
import { costTable } from './cost.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('heads', strings);

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = {
    text: values.text,
    layer: values.hd_layer,
    head: values.hd_head,
    seed: values.seed,
  };
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const strip = h('div', { className: 'token-strip-box' });
  const randomMaps = h('div', { className: 'head-maps' });
  const trainedMaps = h('div', { className: 'head-maps' });
  const trainedBox = h(
    'div',
    { className: 'trained-heads' },
    h('h3', {}, t('trainedTitle')),
    trainedMaps,
  );
  const counts = h('div', { className: 'head-counts' });
  const opened = mountOpenedHead();

  const render = () => {
    const model = labModel(values, current.seed);
    const layer = current.layer - 1;
    const random = core.headsLesson(model, null, current.text, layer);
    const weights = trainedWeights(shared);
    let trained = null;
    let trainedError = '';
    if (weights) {
      try {
        trained = core.headsLesson(model, weights, current.text, layer);
      } catch (error) {
        trainedError = error.message;
      }
    }
    if (current.head > random.heads) throw new Error(t('tooFewHeads', { n: random.heads }));
    const T = random.tokens;
    strip.replaceChildren(tokenStrip(random.ids, { label: t('stripLabel') }));
    drawHeadMaps(random, randomMaps, { tag: 'random', layer: current.layer });
    trainedBox.hidden = !trained && !trainedError;
    if (trained) drawHeadMaps(trained, trainedMaps, { tag: 'trained', layer: current.layer });
    else trainedMaps.replaceChildren(h('p', { className: 'note' }, trainedError));
    opened.update(random, current.head);
    counts.replaceChildren(...costTable(random, current.layer));
    const shown = {
      shape: describeShape(random),
      seed: current.seed,
      layer: current.layer,
      tokens: T,
      total: random.totalTokens,
      trainedShape: trained && describeShape(trained),
    };
    summary.textContent =
      random.totalTokens > T
        ? trained
          ? t('summaryCutTrained', shown)
          : t('summaryCut', shown)
        : trained
          ? t('summaryTrained', shown)
          : t('summary', shown);
    section.dataset.status = 'ready';
  };
  const change = (changes) => applyOrRollBack(current, changes, render);

  const textBox = sharedTextControl({
    values,
    onChange,
    shared,
    hint: t('textHint'),
    onText: (text) => change({ text }),
  });
  const layerControl = settingControl(settings, 'hd_layer', {
    values,
    onChange,
    apply: (v) => {
      if (v > values.gpt_layers) throw new Error(t('tooFewBlocks', { n: values.gpt_layers }));
      change({ layer: v });
    },
    hint: t('layerHint'),
  });
  const headControl = settingControl(settings, 'hd_head', {
    values,
    onChange,
    apply: (v) => change({ head: v }),
    hint: t('headHint'),
  });
  const seedControl = randomSeedControl({ values, onChange, apply: (seed) => change({ seed }) });
  followLab(shared, signal, () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`\mathrm{head}_h = \mathrm{softmax}\!\left(\frac{Q_h K_h^{\top}}{\sqrt{d_{head}}} + M\right) V_h,\quad d_{head} = \frac{d_{model}}{n_{head}}`,
    ),
    mathElement(
      String.raw`\mathrm{MultiHead}(x) = [\mathrm{head}_1 \mid \cdots \mid \mathrm{head}_{n}]\, W_o^{\top} + b_o`,
    ),
    h('p', {}, t('howHeadsSplit')),
    h('p', { className: 'note' }, t('modelNote')),
    h(
      'div',
      { className: 'controls' },
      textBox.element,
      layerControl.element,
      headControl.element,
      seedControl.element,
    ),
    strip,
    summary,
    h('h3', {}, t('headsTitle')),
    randomMaps,
    trainedBox,
    ...opened.elements,
    counts,
  );
  try {
    render();
  } catch (error) {
    textBox.showError(error.message);
    section.dataset.status = 'error';
  }
}
