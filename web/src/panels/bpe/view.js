// Lesson bpe, its view: subword tokens. Byte-level BPE (the core's bpe_train) learns merges on a text, one
// merge at a time: the pair counts of the current step, the merge list, the text coloured by
// token, the compression curve, bytes against BPE against words (compression.js), what happens to
// "é" and "😀", and a second text encoded with the learned merges (encode.js).
import { formatCount, formatNumber } from '../../format.js';
import { shippedTexts, textTitle } from '../../texts/index.js';
import { h } from '../../base/dom.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { endWithPanel } from '../../base/lifetime.js';
import { lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import { pairTable, mergeList, tokenChips } from './merge-views.js';
import { compressionView } from './compression.js';
import {
  encodeSecond,
  probesOf,
  probeTexts,
  probesView,
  realTokenizers,
  secondTextView,
} from './encode.js';
import './bpe.css';
import { maxMerges, settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('bpe', strings);

// The coloured text shows at most this many tokens (the rest is counted).
const shownTokens = 400;

// The training with every merge the curve and the merge list show, kept for the last text (held in
// the core, so the second text is encoded there in the step's merges): a step trains again only
// up to the step.
let kept = { key: null };

/** The text to train on, its full training, its vocabulary's labels and its words. */
function training(core, s) {
  // An empty own text cannot be trained on: the source goes back, as a link's would.
  if (s.bp_source === 'text' && s.text === '') throw refusal('bp_source', t('textEmpty'));
  const key = s.bp_source === 'text' ? `text\n${s.text}` : s.bp_source;
  if (kept.key !== key) {
    const text =
      s.bp_source === 'text'
        ? s.text
        : s.bp_source === 'hamlet'
          ? core.seedCorpus()
          : shippedTexts.find((shipped) => shipped.id === s.bp_source).text;
    const full = core.bpeTraining(text, maxMerges);
    kept.full?.dispose();
    kept = { key, text, full, labels: full.labels, words: core.wordReport(text, text) };
  }
  return kept;
}

/**
 * compute(), or a promise of it when the source is a text of another language not loaded yet:
 * those texts come with their first use (texts/other-languages.js), not with the lesson, which
 * sits near the top of the page and trains on an English text by default.
 */
function withSourceText(s, compute) {
  const shipped = shippedTexts.find((text) => text.id === s.bp_source);
  if (shipped && shipped.text === undefined)
    return import('../../texts/other-languages.js').then(compute);
  return compute();
}

/** The first k merges of a training: [a0, b0, a1, b1, ...]. */
const firstMerges = (full, k) => full.merges.subarray(0, 2 * Math.min(k, full.counts.length));

/** The text after bp_merges merges: its tokens, the next pairs, and the probes encoded. */
function computeStep(core, s) {
  return withSourceText(s, () => stepOf(core, s));
}

/** computeStep's result, the source's text at hand. */
function stepOf(core, s) {
  const trained = training(core, s);
  // With the ten pairs it would merge next, in that order, and the probes in its merges.
  const step = core.bpeTrain(trained.text, s.bp_merges, { nextPairs: 10, encode: probeTexts });
  const made = step.counts.length;
  return { trained, step, made, pairs: step.nextPairs, probes: probesOf(step.encoded) };
}

/** The second text, encoded with the merges of the step. */
function computeSecond(core, s) {
  return withSourceText(s, () => secondOf(core, s));
}

/** computeSecond's result, the source's text at hand. */
function secondOf(core, s) {
  const { full, labels } = training(core, s);
  return {
    second: encodeSecond(full, s.bp_second, Math.min(s.bp_merges, full.counts.length)),
    labels,
  };
}

/** The summary line, the note on characters of several bytes and why training stopped early. */
function stepWords({ trained, step, made }, k) {
  const { full, text } = trained;
  const tokens = step.ids.length;
  const summary = t('summary', {
    merges: t('mergeTotal', { n: formatCount(made) }),
    vocab: formatCount(256 + made),
    bytes: t('byteTotal', { n: formatCount(full.bytes) }),
    tokens: t('tokenTotal', { n: formatCount(tokens) }),
    ratio: t('bytesPerToken', { n: formatNumber(full.bytes / tokens, 3) }),
  });
  // A text with characters of several bytes (Spanish accents, Chinese): what BPE makes of them.
  const characters = [...text];
  const multi = characters.filter((c) => c.codePointAt(0) > 0x7f).length;
  const bytes = multi
    ? t('multiByteNote', {
        n: formatCount(multi),
        chars: formatCount(characters.length),
        bytes: formatCount(full.bytes),
      })
    : '';
  const stop = step.stopReason
    ? t('stopped', {
        asked: k,
        made,
        reason: step.stopReason.replace(/^stopped after [^:]*: /, ''),
      })
    : '';
  return { summary, bytes, stop };
}

/** The tokens of the text as chips, with a note when they are cut. */
function tokenText(ids, labels) {
  const chips = tokenChips(ids.subarray(0, shownTokens), labels, {
    label: t('trainingTokensLabel'),
  });
  if (ids.length <= shownTokens) return [chips];
  const n = formatCount(ids.length);
  return [chips, h('p', { className: 'note' }, t('tokensCut', { shown: shownTokens, n }))];
}

/** The step's figures: elements to place and draw(result, state). */
function stepView() {
  const summary = h('p', { className: 'stat-line', role: 'status' });
  const stopNote = h('p', { className: 'warning-note', role: 'status', hidden: true });
  const bytesNote = h('p', { className: 'note', hidden: true });
  const pairsBox = h('div', {});
  const mergesBox = h('div', {});
  const coloured = h('div', {});
  const titled = (id, title, box) =>
    h('section', { 'aria-labelledby': id }, h('h3', { id }, title), box);
  const draw = (result, s) => {
    const { trained, step, made, pairs } = result;
    const { full, labels } = trained;
    const said = stepWords(result, s.bp_merges);
    summary.textContent = said.summary;
    bytesNote.hidden = said.bytes === '';
    bytesNote.textContent = said.bytes;
    stopNote.hidden = said.stop === '';
    stopNote.textContent = said.stop;
    const next = full.counts.length > made && pairs.length > 0 && pairs[0].count >= 2;
    pairsBox.replaceChildren(pairTable(pairs, labels, { next, newId: 256 + made }));
    mergesBox.replaceChildren(
      mergeList(firstMerges(full, made), full.counts, full.lengths, labels, made),
    );
    coloured.replaceChildren(...tokenText(step.ids, labels));
  };
  const figures = [
    summary,
    bytesNote,
    stopNote,
    h(
      'div',
      { className: 'figure-row' },
      titled('bpe-pairs-title', t('pairsTitle'), pairsBox),
      titled('bpe-merges-title', t('mergesTitle'), mergesBox),
    ),
    h('h3', {}, t('tokensTitle')),
    h('p', { className: 'note' }, t('tokensNote')),
    coloured,
  ];
  return { figures, draw };
}

/**
 * Previous, next and play, placed inside the merges control so that a teacher's hide= or lock= of
 * the merges (docs/EMBEDDING.md) takes them too. possible() is how many merges the text allows.
 * Returns stop(), which ends playing.
 */
function mergeSteps(mergesControl, lesson, { onChange, possible }) {
  let timer = null;
  const button = (text, onClick, more = {}) =>
    h('button', { type: 'button', onClick, ...more }, text);
  const setMerges = (k) => {
    lesson.change({ bp_merges: k });
    mergesControl.setValue(k);
    mergesControl.clearError();
    onChange({ bp_merges: k });
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = t('play');
    play.setAttribute('aria-pressed', 'false');
  };
  const step = (by) => () => {
    stop();
    setMerges(Math.min(maxMerges, Math.max(0, lesson.state.bp_merges + by)));
  };
  const play = button(
    t('play'),
    () => {
      if (timer !== null) return stop();
      const last = Math.min(maxMerges, possible());
      if (lesson.state.bp_merges >= last) setMerges(0);
      play.textContent = t('pause');
      play.setAttribute('aria-pressed', 'true');
      timer = setInterval(() => {
        if (lesson.state.bp_merges >= last) return stop();
        setMerges(lesson.state.bp_merges + 1);
      }, 250);
    },
    { 'aria-pressed': 'false' },
  );
  const { element } = mergesControl;
  element.insertBefore(
    h(
      'div',
      { className: 'bpe-steps', role: 'group', 'aria-label': t('stepsLabel') },
      button(t('previousMerge'), step(-1)),
      button(t('nextMerge'), step(+1)),
      play,
    ),
    [...element.children].find((c) => c.matches('.control-hint, .control-error')) ?? null,
  );
  element.addEventListener('input', stop); // the learner's own number ends playing
  endWithPanel(play, stop); // a re-mount must not leave the old timer running
  return stop;
}

export function mount(section, ctx) {
  const steps = stepView();
  const compression = compressionView();
  const probes = probesView();
  const second = secondTextView();
  let possible = 0; // merges the text allows, for play
  const stepPart = {
    uses: ['text', 'bp_source', 'bp_merges'],
    compute: computeStep,
    draw: (result, s) => {
      possible = result.trained.full.counts.length;
      steps.draw(result, s);
      compression.draw(result.trained, result.made, result.step.ids.length);
      probes.draw(result.probes, result.trained.labels);
    },
  };
  const secondPart = {
    uses: ['text', 'bp_source', 'bp_merges', 'bp_second'],
    compute: computeSecond,
    draw: ({ second: encoded, labels }) => second.draw(encoded, labels),
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text'],
    parts: [stepPart, secondPart],
  });

  const textInput = lesson.control('text', { ...lessonTextStyle, hint: t('textHint') });
  const sourceControl = lesson.control('bp_source', {
    options: [
      ['text', t('sourceText')],
      ['hamlet', t('sourceHamlet')],
      ...shippedTexts.map((text) => [text.id, textTitle(text.id)]),
    ],
  });
  const mergesControl = lesson.control('bp_merges', { hint: t('mergesHint', { max: maxMerges }) });
  const stopPlaying = mergeSteps(mergesControl, lesson, {
    onChange: ctx.onChange,
    possible: () => possible,
  });
  const secondInput = lesson.control('bp_second', {
    ...lessonTextStyle,
    label: t('secondLabel'),
    hint: t('secondHint'),
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('p', {}, t('merging')),
    h('div', { className: 'controls' }, sourceControl.element, textInput.element),
    h('div', { className: 'controls' }, mergesControl.element),
    ...steps.figures,
    ...compression.elements,
    ...probes.elements,
    h('h3', {}, t('secondTitle')),
    secondInput.element,
    second.box,
    ...realTokenizers(),
  );
  lesson.start();
  return () => {
    stopPlaying();
    compression.destroy();
  };
}
