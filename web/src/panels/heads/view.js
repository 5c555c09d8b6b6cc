// Lesson heads, its view: multi-head attention to its output, on the TinyGPT the training lab is set to
// (random from the seed, and the trained one next to it once the lab has trained a TinyGPT).
// Every map and number is TinyGPT's own forward pass in the core (api.js headsLesson).
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { mathElement } from '../../ui/math.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { tokenStrip } from '../../lesson-parts/attention-lessons/token-strip.js';
import {
  describeShape,
  followLab,
  seedHint,
  trainedWeights,
} from '../../lesson-parts/model/common.js';
import { gptShape } from '../../lesson-parts/model/gpt-shape.js';
import { drawHeadMaps } from './maps.js';
import { mountOpenedHead, openHead } from './opened.js';
import { costTable } from './cost.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('heads', strings);

/** What the lesson draws of the lab: the TinyGPT its settings describe, its trained weights. */
const labOf = ({ values, shared }) => ({
  shape: gptShape(values),
  weights: trainedWeights(shared),
});

/** The trained model's heads, or why they cannot be shown; none before the lab has trained. */
function trainedHeads(core, tiny, weights, text, layer) {
  if (!weights) return { trained: null, trainedError: null };
  try {
    return { trained: core.headsLesson(tiny, weights, text, layer), trainedError: null };
  } catch (error) {
    return { trained: null, trainedError: error };
  }
}

/** Block hd_layer's heads, random and trained, and the head opened: all the lesson draws. */
function compute(core, s) {
  const { shape, weights } = s.lab;
  if (s.hd_layer > shape.layers) throw refusal('hd_layer', t('tooFewBlocks', { n: shape.layers }));
  const tiny = { ...shape, seed: s.seed };
  const layer = s.hd_layer - 1;
  const random = core.headsLesson(tiny, null, s.text, layer);
  if (s.hd_head > random.heads) throw refusal('hd_head', t('tooFewHeads', { n: random.heads }));
  return {
    random,
    ...trainedHeads(core, tiny, weights, s.text, layer),
    opened: openHead(random, s.hd_head),
  };
}

/** Which model is drawn, which block, and how much of the text. */
function summaryText({ random, trained }, s) {
  const shown = {
    shape: describeShape(random),
    seed: s.seed,
    layer: s.hd_layer,
    tokens: random.tokens,
    total: random.totalTokens,
    trainedShape: trained && describeShape(trained),
  };
  if (random.totalTokens > random.tokens)
    return trained ? t('summaryCutTrained', shown) : t('summaryCut', shown);
  return trained ? t('summaryTrained', shown) : t('summary', shown);
}

function formulas() {
  return [
    mathElement(
      String.raw`\mathrm{head}_h = \mathrm{softmax}\!\left(\frac{Q_h K_h^{\top}}{\sqrt{d_{head}}} + M\right) V_h,\quad d_{head} = \frac{d_{model}}{n_{head}}`,
    ),
    mathElement(
      String.raw`\mathrm{MultiHead}(x) = [\mathrm{head}_1 \mid \cdots \mid \mathrm{head}_{n}]\, W_o^{\top} + b_o`,
    ),
  ];
}

export function mount(section, ctx) {
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

  const draw = (result, s) => {
    const { random, trained, trainedError } = result;
    strip.replaceChildren(tokenStrip(random.ids, { label: t('stripLabel') }));
    drawHeadMaps(random, randomMaps, { tag: 'random', layer: s.hd_layer });
    trainedBox.hidden = !trained && !trainedError;
    if (trained) drawHeadMaps(trained, trainedMaps, { tag: 'trained', layer: s.hd_layer });
    else trainedMaps.replaceChildren(h('p', { className: 'note' }, coreMessage(trainedError)));
    opened.draw(random, result.opened);
    counts.replaceChildren(...costTable(random, s.hd_layer));
    summary.textContent = summaryText(result, s);
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text', 'seed'],
    local: { lab: labOf(ctx) },
    compute,
    draw,
  });
  // A lab the lesson cannot draw (fewer blocks than the one shown) leaves the last picture.
  followLab(ctx.shared, ctx.signal, () => {
    try {
      lesson.change({ lab: labOf(ctx) });
    } catch (error) {
      summary.replaceChildren(coreMessage(error));
    }
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    ...formulas(),
    h('p', {}, t('howHeadsSplit')),
    h('p', { className: 'note' }, ctx.labOnPage ? t('modelNote') : t('modelNoteAway')),
    labAwayNote(ctx),
    h(
      'div',
      { className: 'controls' },
      lesson.control('text', { hint: t('textHint') }).element,
      lesson.control('hd_layer', { hint: t('layerHint') }).element,
      lesson.control('hd_head', { hint: t('headHint') }).element,
      lesson.control('seed', { hint: seedHint() }).element,
    ),
    strip,
    summary,
    h('h3', {}, t('headsTitle')),
    randomMaps,
    trainedBox,
    ...opened.elements,
    counts,
  );
  lesson.start();
}
