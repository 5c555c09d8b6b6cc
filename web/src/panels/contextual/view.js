// Lesson contextual, its view: static against contextual embeddings. The same word in two texts has one row
// in the token table (cosine 1), but TinyGPT's hidden state for it differs after each block: the
// cosine per layer, for random weights, the lab's trained TinyGPT once there is one, and the
// lesson's own TinyGPT trained on a text that uses the word in both senses (contextual/senses.js).
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { mathElement } from '../../ui/math.js';
import { lessonView } from '../../ui/lesson-view.js';
import {
  describeShape,
  followLab,
  labModel,
  seedHint,
  trainedWeights,
} from '../../lesson-parts/model/common.js';
import { cosineFigure, wordOf } from './cosine-figure.js';
import { sameSense, sensesExperiment, sensesModel } from './senses.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { sentences, words } from '../../i18n/words.js';

const t = words('contextual', strings);

/**
 * The word's two states, layer by layer, in every model there is: random weights from the seed
 * (lab: the lab's TinyGPT shape and its trained weights or null), the lab's trained TinyGPT (its
 * message instead when these texts do not fit it), and the lesson's own trained on both senses
 * (s.senses: { weights, seed } once trained), with its control, two uses of one sense.
 */
function cosines(core, s, lab) {
  const { cx_a: a, cx_b: b, cx_word: word } = s;
  const random = core.contextualLesson(lab.model, null, a, b, word);
  let trained = null;
  let trainedError = '';
  if (lab.weights)
    try {
      trained = core.contextualLesson(lab.model, lab.weights, a, b, word);
    } catch (error) {
      trainedError = error.message;
    }
  let senses = null;
  if (s.senses) {
    const shape = { ...sensesModel, seed: s.senses.seed };
    senses = {
      seed: s.senses.seed,
      result: core.contextualLesson(shape, s.senses.weights, a, b, word),
      control: core.contextualLesson(shape, s.senses.weights, ...Object.values(sameSense)),
    };
  }
  return { random, trained, trainedError, senses };
}

/** Where the word is in each text and which models are drawn (labOnPage: ctx's). */
function summaryText({ random, trained, trainedError }, seed, labOnPage) {
  return sentences([
    t('wordPositions', { word: wordOf(random), a: random.positionA, b: random.positionB }),
    t('randomModel', { shape: describeShape(random), seed }),
    trained ? t('trainedModel', { shape: describeShape(trained) }) : labOnPage && t('trainHint'),
    trainedError && t('trainedError', { message: trainedError }),
  ]);
}

export function mount(section, ctx) {
  const { values, shared, signal } = ctx;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  // A redraw the learner did not ask for (the lab's model, the experiment's weights): a refusal
  // says why in the summary, beside the last good picture.
  const redrawWith = (changes) => {
    try {
      lesson.change(changes);
    } catch (error) {
      summary.replaceChildren(coreMessage(error));
    }
  };
  const experiment = sensesExperiment({
    core: ctx.core,
    section,
    signal,
    seed: () => lesson.state.seed,
    onTrained: (weights, seed) => redrawWith({ senses: { weights, seed } }),
  });
  const figure = cosineFigure(experiment);
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    local: { senses: null },
    compute: (core, s) =>
      cosines(core, s, { model: labModel(values, s.seed), weights: trainedWeights(shared) }),
    draw: (result, s) => {
      summary.textContent = summaryText(result, s.seed, ctx.labOnPage);
      figure.draw(result);
    },
  });
  const field = (key, hint) => lesson.control(key, { hint, wide: false }).element;
  followLab(shared, signal, () => redrawWith({}));

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(String.raw`\cos(a, b) = \frac{a \cdot b}{\lVert a \rVert\, \lVert b \rVert}`),
    h('p', { className: 'note' }, t('bytesNote')),
    h(
      'div',
      { className: 'controls' },
      field('cx_a', t('aHint')),
      field('cx_b', t('bHint')),
      field('cx_word', t('wordHint')),
      lesson.control('seed', { hint: seedHint() }).element,
    ),
    summary,
    labAwayNote(ctx),
    figure.element,
  );
  lesson.start();
  return () => figure.destroy();
}
