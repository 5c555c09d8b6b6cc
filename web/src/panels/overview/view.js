// Lesson overview, its view: the whole model before its parts. TinyGPT drawn for the lab's settings, the
// path a prompt takes through it to the next byte's probabilities (computed by the core, random or
// trained weights), and a first look at every term the later lessons use, each linked to the
// lesson that teaches it in full (tests/browser/teaching.test.mjs checks the reading order).
import { byteLabel, formatPercent, listSeparator } from '../../format.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { barFigure } from '../../charts/bar-chart.js';
import { modelDiagram } from '../../lesson-parts/model/diagram.js';
import { gptShape } from '../../lesson-parts/model/gpt-shape.js';
import {
  describeShape,
  followLab,
  num,
  trainedWeights,
  weightsPicker,
} from '../../lesson-parts/model/common.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

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

/**
 * The next byte after the prompt, for the lab's shape (s.lab) with random weights from the seed or
 * the lab's trained ones (s.trained, when chosen), and the prompt's bytes.
 */
function compute(core, s) {
  if (s.ov_prompt === '') throw refusal('ov_prompt', t('promptEmpty'));
  const model = { ...s.lab, seed: s.seed };
  const weights = s.ov_weights === 'trained' ? s.trained : null;
  const next = core.nextByteLesson(model, weights, s.ov_prompt, {
    temperature: 1,
    topK: 0,
    topP: 1,
  });
  return {
    model,
    trained: weights !== null,
    next,
    order: Array.from(next.order.slice(0, shown)),
    ids: next.ids,
  };
}

/** The bars of the likeliest next bytes; hover and the data table read what was drawn last. */
function nextByteFigure() {
  const drawn = { next: null, order: [] };
  const figure = barFigure({
    name: 'overview-next-byte',
    heading: t('barsTitle', { n: shown }),
    hover: (i) => {
      const b = drawn.order[i];
      return t('barHover', { byte: byteLabel(b), id: b, p: num(drawn.next.plain[b]) });
    },
    idle: () => t('barIdle'),
    table: () => ({
      rows: drawn.order.length,
      cols: 2,
      data: Float64Array.from(
        drawn.order.flatMap((b) => [drawn.next.logits[b], drawn.next.plain[b]]),
      ),
      rowLabels: drawn.order.map((b) => `${b} ${byteLabel(b)}`),
      colLabels: [t('logitColumn'), t('probabilityColumn')],
    }),
  });
  const draw = (next, order) => {
    Object.assign(drawn, { next, order });
    figure.draw(
      order.map((b) => next.plain[b]),
      order.map((b) => byteLabel(b)),
      t('barsSummary', {
        n: shown,
        bars: order
          .map((b) => t('barsItem', { byte: byteLabel(b), p: num(next.plain[b]) }))
          .join(listSeparator()),
      }),
    );
  };
  return { element: figure.figure, draw };
}

/**
 * The sentence under the controls: the model, its likeliest next byte and what that is worth;
 * with random weights, where to train some when the lab is on this page (labOnPage: ctx's).
 */
function summaryText({ model, trained, next, order }, s, labOnPage) {
  const top = order[0];
  const likeliest = {
    shape: describeShape(model),
    byte: byteLabel(top),
    p: formatPercent(next.plain[top]),
  };
  const random = { ...likeliest, seed: s.seed, even: formatPercent(1 / 256) };
  if (trained) return t('summaryTrained', likeliest);
  return labOnPage ? t('summaryRandom', random) : t('summaryRandomAway', random);
}

/** The terms of the lessons, each with its first look and a link to the lesson that teaches it. */
function firstLookList(lessonLink) {
  return h(
    'dl',
    { className: 'first-look' },
    ...firstLook((lesson) => lessonLink(lesson, t('moreInLesson'))).flatMap(([term, about]) => [
      h('dt', {}, term),
      h('dd', {}, ...about),
    ]),
  );
}

export function mount(section, ctx) {
  const { core, values, onChange, shared, signal } = ctx;
  const diagram = modelDiagram(core);
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const bytesLine = h('p', { className: 'readout overview-bytes' });
  const figure = nextByteFigure();

  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['seed'],
    // The lab's model: its shape and its trained weights, which the lab changes.
    local: { lab: gptShape(values), trained: trainedWeights(shared) },
    compute,
    draw: (result, s) => {
      summary.textContent = summaryText(result, s, ctx.labOnPage);
      bytesLine.textContent = result.ids.length
        ? t('promptBytes', { ids: result.ids.join(' ') })
        : '';
      figure.draw(result.next, result.order);
    },
  });
  // The weights' radio buttons stay the model lessons' own picker, which offers "trained" once
  // the lab has trained a model; a pick goes through the lesson as a control's would.
  const picker = weightsPicker({
    setting: 'ov_weights',
    name: 'overview-weights',
    value: values.ov_weights,
    shared,
    labOnPage: ctx.labOnPage,
    onPick: (kind) => {
      onChange({ ov_weights: kind });
      followModel({ ov_weights: kind });
    },
  });
  // A change of the lab's model that cannot be drawn says why in the summary.
  const followModel = (changes) => {
    try {
      lesson.change(changes);
    } catch (error) {
      summary.replaceChildren(coreMessage(error));
    }
  };
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, () => {
    diagram.update({ ...gptShape(values), seed: lesson.state.seed });
    followModel({ lab: gptShape(values), trained: trainedWeights(shared) });
  });

  const lessonLink = (id, text) => h('a', { href: `#panel=${id}` }, text);
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h(
      'div',
      { className: 'controls' },
      lesson.control('ov_prompt', { wide: false, hint: t('promptHint') }).element,
      picker.element,
    ),
    summary,
    bytesLine,
    figure.element,
    h('figure', { className: 'chart' }, h('h3', {}, t('diagramTitle')), diagram.element),
    ctx.labOnPage
      ? h(
          'p',
          { className: 'note' },
          ...t.parts('labNote', { link: lessonLink('train', t('labLink')) }),
        )
      : labAwayNote(ctx),
    h('h3', {}, t('firstLookTitle')),
    firstLookList(lessonLink),
  );
  diagram.update({ ...gptShape(values), seed: lesson.state.seed });
  lesson.start();
}
