// Lesson sampling, its view: generating text with TinyGPT. The next byte's distribution at every stage
// (softmax, temperature, top-k, top-p), greedy against sampled continuations (seeded, so a link
// gives the same text), and the generation loop's KV cache. All from the core (sampling.hpp is
// also what the training lab's generator and `embedding-lab train --top-p` use), computed in the
// sampling worker: a change sends a request (generation.js) and the picture follows its replies.
import { formatCount } from '../../format.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { inMath, mathElement, texWords } from '../../ui/math.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import {
  describeShape,
  followLab,
  labModel,
  trainedWeights,
  weightsPicker,
} from '../../lesson-parts/model/common.js';
import { SamplingClient } from '../../worker/sampling-client.js';
import { continuations } from './continuations.js';
import { newestGeneration } from './generation.js';
import { mountKvCache } from './kv-cache.js';
import { mountStages } from './stages.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { sentences, words } from '../../i18n/words.js';

const t = words('sampling', strings);

const shown = 16; // bars per stage: the most likely bytes of the model's own distribution

/**
 * The worker's request for state s: the lab's TinyGPT (random from the seed, or the lab's trained
 * weights when asked for and there are some), and the key of what the greedy text depends on.
 */
function generationRequest(s, { values, shared }) {
  const model = labModel(values, s.seed);
  const weights = s.sp_weights === 'trained' ? trainedWeights(shared) : null;
  return {
    request: {
      model,
      weights,
      prompt: s.sp_prompt,
      length: s.sp_len,
      temperature: s.sp_temp,
      topK: s.sp_topk,
      topP: s.sp_topp,
      seed: s.seed,
    },
    greedyKey: JSON.stringify([model, weights ? shared.model.label : null, s.sp_prompt, s.sp_len]),
  };
}

/** The model and the cuts: which TinyGPT, the temperature, how many bytes each cut keeps. */
function modelSummary(next, { weights, drawn }, untrained) {
  const cuts = { temperature: drawn.sp_temp, keptK: next.keptK, keptP: next.keptP };
  return sentences([
    weights
      ? t('modelTrained', { shape: describeShape(next) })
      : t('modelRandom', { shape: describeShape(next), seed: drawn.seed }),
    drawn.sp_temp === 0 ? t('temperatureGreedy', cuts) : t('temperature', cuts),
    untrained ? t('trainHint') : '',
  ]);
}

/** The line that counts the bytes generated while a generation runs. */
function progressLine() {
  const bar = h('progress', { max: 1, value: 0, 'aria-label': t('progressLabel') });
  const text = h('span', {});
  const show = ({ made, total }) => {
    bar.max = total;
    bar.value = made;
    text.textContent = t('progress', { made: formatCount(made), total: formatCount(total) });
  };
  return { element: h('p', { className: 'note generation-progress' }, bar, ' ', text), show };
}

/** The note that the text is generated on the page (no worker could start); the section says
 * data-engine="worker" or "page". */
function engineNote(client, section) {
  const note = h('p', { className: 'note lab-engine', role: 'status', hidden: true });
  client.addEventListener('engine', ({ detail }) => {
    section.dataset.engine = detail.engine;
    note.hidden = detail.engine !== 'page';
    note.textContent = t('onPage');
  });
  return note;
}

/**
 * What the lesson shows of its generations: the summary, the progress, the four stages, the two
 * texts and the KV cache (elements in the page's order, after the controls), asked(asked) when a
 * request goes out, and `replies`, what newestGeneration passes the newest request's replies to.
 * untrained(): whether trained weights were asked for but the lab has none yet.
 */
function generationView(section, client, untrained) {
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const progress = progressLine();
  const stages = mountStages();
  const texts = continuations();
  const kvCache = mountKvCache();
  const shownNow = (...elements) => elements.forEach((e) => e.classList.remove('updating'));
  // While a request runs, what is on screen is from the earlier settings: dimmed and labelled so.
  // After a failed request it stays dimmed and labelled, beside the message: never shown as the
  // result of the settings above. regreedy: the request makes a new greedy text too.
  const markEarlier = (state, regreedy = true) => {
    for (const element of [summary, stages.element, kvCache.box])
      element.classList.toggle('updating', state !== 'current');
    stages.describe(state);
    texts.mark(state, regreedy);
    section.toggleAttribute('aria-busy', state === 'updating');
    progress.element.hidden = state !== 'updating';
  };
  const replies = {
    nextByte: ({ next, kv }, asked) => {
      stages.draw(next, shown);
      kvCache.draw(kv);
      shownNow(summary, stages.element, kvCache.box);
      summary.textContent = modelSummary(next, asked, untrained());
    },
    progress: progress.show,
    generated: (generated, { drawn }) => {
      texts.draw(drawn.sp_prompt, generated);
      markEarlier('current');
      section.dataset.status = 'ready';
    },
    failed: (problem, regreedy, nextShown) => {
      markEarlier('failed', regreedy);
      summary.replaceChildren(coreMessage(problem)); // the reply's message, key and values
      shownNow(summary);
      if (nextShown) {
        shownNow(stages.element, kvCache.box);
        stages.describe('current');
      }
      section.dataset.status = texts.sampled() ? 'ready' : 'error';
    },
  };
  return {
    summary,
    elements: [
      summary,
      engineNote(client, section),
      progress.element,
      h('h3', {}, t('stagesTitle', { count: shown })),
      stages.element,
      ...texts.elements,
      ...kvCache.elements,
    ],
    asked: ({ greedy }, s) => {
      progress.show({ made: 0, total: s.sp_len * (greedy ? 2 : 1) });
      section.dataset.status = 'loading';
      markEarlier('updating', greedy);
    },
    replies,
    destroy: () => stages.destroy(),
  };
}

export function mount(section, ctx) {
  const { values, onChange, shared, signal } = ctx;
  const picker = weightsPicker({
    setting: 'sp_weights',
    name: 'sampling-weights',
    value: values.sp_weights,
    shared,
    labOnPage: ctx.labOnPage,
    onPick: (kind) => {
      onChange({ sp_weights: kind });
      redrawWith({ sp_weights: kind });
    },
  });
  // The generation runs in the sampling worker (or on the page in short chunks when no worker
  // starts); until its text arrives the old one stays, marked as from the earlier settings.
  const client = new SamplingClient({ core: ctx.core });
  // Trained weights asked for and none yet: the summary says to train some, when the lab is here.
  const view = generationView(
    section,
    client,
    () => ctx.labOnPage && picker.kind === 'random' && lesson.state.sp_weights === 'trained',
  );
  const generation = newestGeneration(client, view.replies);
  // compute sends the request; draw shows that it is on its way (generation.js).
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    compute: (_core, s) => {
      if (s.sp_prompt.length === 0) throw refusal('sp_prompt', t('promptEmpty'));
      const { request, greedyKey } = generationRequest(s, ctx);
      return generation.ask(request, greedyKey, s);
    },
    draw: view.asked,
  });
  // A redraw no control asked for (the weights picked, the lab's model): its message goes in the
  // summary, beside the last good picture.
  function redrawWith(changes) {
    try {
      lesson.change(changes);
    } catch (error) {
      view.summary.replaceChildren(coreMessage(error));
    }
  }
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, () => redrawWith({}));
  section.append(...lessonIntro(), controlsOf(lesson, picker), labAwayNote(ctx), ...view.elements);
  signal?.addEventListener('abort', () => client.terminate());
  lesson.start();
  // The contract calls the lesson ready once drawn; its picture is still on its way from the
  // worker, and the section says "ready" when it arrives.
  if (generation.waiting()) section.dataset.status = 'loading';
  return () => {
    client.terminate();
    view.destroy();
  };
}

/** The lead, the formula and how the cuts work. */
function lessonIntro() {
  // top-p's rule in words around its two symbols: the kept set S and its sum reaching p.
  const topP = texWords(
    t.parts('texTopP', {
      S: inMath('S'),
      sum: inMath(String.raw`\textstyle\sum_{i \in S} p_i \ge p`),
    }),
  );
  return [
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`p_i = \frac{e^{z_i / T}}{\sum_j e^{z_j / T}},\qquad \text{top-}p:\ ${topP}`,
    ),
    h('p', {}, t('howItCuts')),
  ];
}

/** Every setting's control, in the page's order, the weights picker last. */
function controlsOf(lesson, picker) {
  const control = (key, hint) => lesson.control(key, { hint }).element;
  return h(
    'div',
    { className: 'controls' },
    lesson.control('sp_prompt', { hint: t('promptHint'), wide: false }).element,
    control(
      'sp_temp',
      t('temperatureHint', { min: settings.sp_temp.min, max: settings.sp_temp.max }),
    ),
    control('sp_topk', t('topKHint')),
    control('sp_topp', t('topPHint')),
    control('sp_len', rangeText(settings.sp_len)),
    control('seed', t('seedHint')),
    picker.element,
  );
}
