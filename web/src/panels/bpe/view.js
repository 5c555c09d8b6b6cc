// Lesson bpe, its view: subword tokens. Byte-level BPE (the core's bpe_train) learns merges on a text, one
// merge at a time: the pair counts of the current step, the merge list, the text coloured by
// token, the compression curve, bytes against BPE against words (compression.js), what happens to
// "é" and "😀", and a second text encoded with the learned merges (encode.js).
import { formatCount, formatNumber } from '../../format.js';
import '../../texts/other-languages.js';
import { shippedTexts, textTitle } from '../../texts/index.js';
import { h } from '../../base/dom.js';
import { settingControl, sharedTextControl } from '../../ui/controls.js';
import { endWithPanel } from '../../base/lifetime.js';
import { lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import { pairTable, mergeList, tokenChips } from './merge-views.js';
import { mountCompression } from './compression.js';
import { mountProbes, mountRealTokenizers, mountSecondText } from './encode.js';
import './bpe.css';
import { maxMerges, settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('bpe', strings);

// The coloured text shows at most this many tokens (the rest is counted).
const shownTokens = 400;

/** The training text of a source value. */
function sourceText(source, values, core) {
  if (source === 'text') return values.text;
  if (source === 'hamlet') return core.seedCorpus();
  return shippedTexts.find((text) => text.id === source).text;
}

export function mount(section, { core, values, onChange, shared }) {
  const state = {
    source: values.bp_source,
    text: values.text,
    k: values.bp_merges,
  };
  let full = null; // training with maxMerges on the current text: curve, labels, merge list
  let labels = [];
  let current = null; // training with state.k merges
  let timer = null;

  const summary = h('p', { className: 'stat-line', role: 'status' });
  const stopNote = h('p', { className: 'warning-note', role: 'status', hidden: true });
  const bytesNote = h('p', { className: 'note', hidden: true });
  const pairsBox = h('div', {});
  const mergesBox = h('div', {});
  const coloured = h('div', {});

  const mergesOf = (k) => full.merges.subarray(0, 2 * Math.min(k, full.counts.length));

  const train = () => {
    const text = sourceText(state.source, { text: state.text }, core);
    full = core.bpeTrain(text, maxMerges); // throws for an empty text
    labels = core.bpeVocabLabels(full.merges);
    full.text = text;
    // A text with characters of several bytes (Spanish accents, Chinese): what BPE makes of them.
    const characters = [...text];
    const multi = characters.filter((c) => c.codePointAt(0) > 0x7f).length;
    bytesNote.hidden = multi === 0;
    bytesNote.textContent = multi
      ? t('multiByteNote', {
          n: formatCount(multi),
          chars: formatCount(characters.length),
          bytes: formatCount(full.bytes),
        })
      : '';
  };

  const render = () => {
    const k = state.k;
    current = core.bpeTrain(full.text, k);
    const made = current.counts.length;
    const merges = mergesOf(made);
    const tokens = current.ids.length;
    const ratio = full.bytes / tokens;
    summary.textContent = t('summary', {
      merges: t('mergeTotal', { n: formatCount(made) }),
      vocab: formatCount(256 + made),
      bytes: t('byteTotal', { n: formatCount(full.bytes) }),
      tokens: t('tokenTotal', { n: formatCount(tokens) }),
      ratio: t('bytesPerToken', { n: formatNumber(ratio, 3) }),
    });
    stopNote.hidden = current.stopReason === '';
    stopNote.textContent = current.stopReason
      ? t('stopped', {
          asked: k,
          made,
          reason: current.stopReason.replace(/^stopped after [^:]*: /, ''),
        })
      : '';

    // The pairs of the current ids, in the order training would merge them.
    const pairs = core.bpePairCounts(current.ids, 10);
    pairsBox.replaceChildren(
      pairTable(pairs, labels, {
        next: full.counts.length > made && pairs.length > 0 && pairs[0].count >= 2,
        newId: 256 + made,
      }),
    );
    mergesBox.replaceChildren(mergeList(merges, full.counts, full.lengths, labels, made));
    const shown = current.ids.subarray(0, shownTokens);
    // The note only when the tokens are cut: replaceChildren would write null as "null".
    coloured.replaceChildren(
      tokenChips(shown, labels, { label: t('trainingTokensLabel') }),
      ...(current.ids.length > shownTokens
        ? [
            h(
              'p',
              { className: 'note' },
              t('tokensCut', { shown: shownTokens, n: formatCount(current.ids.length) }),
            ),
          ]
        : []),
    );
    compression.update({ full, labels, made, tokens });
    probes.update(merges, labels);
    second.update();
    section.dataset.status = 'ready';
  };

  const stopPlaying = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    playButton.textContent = t('play');
    playButton.setAttribute('aria-pressed', 'false');
  };
  // endWithPanel (below, once the button exists): a re-mount must not leave the old timer running.

  const setMerges = (k) => {
    state.k = k;
    mergesControl.setValue(k);
    mergesControl.clearError();
    render();
    onChange({ bp_merges: k });
  };

  const textInput = sharedTextControl({
    values,
    onChange,
    shared,
    ...lessonTextStyle,
    hint: t('textHint'),
    onText: (text) => {
      if (state.source === 'text') {
        if (text === '') throw new Error(t('textEmpty'));
        const before = state.text;
        state.text = text;
        try {
          train();
          render();
        } catch (error) {
          state.text = before;
          throw error;
        }
      } else {
        state.text = text;
      }
    },
  });
  const sourceControl = settingControl(settings, 'bp_source', {
    values,
    onChange,
    options: [
      ['text', t('sourceText')],
      ['hamlet', t('sourceHamlet')],
      ...shippedTexts.map((text) => [text.id, textTitle(text.id)]),
    ],
    apply: (source) => {
      const before = state.source;
      state.source = source;
      try {
        train();
        render();
      } catch (error) {
        state.source = before;
        throw error;
      }
    },
  });
  const mergesControl = settingControl(settings, 'bp_merges', {
    values,
    onChange,
    hint: t('mergesHint', { max: maxMerges }),
    apply: (k) => {
      stopPlaying();
      state.k = k;
      render();
    },
  });
  const previousButton = h(
    'button',
    { type: 'button', onClick: () => (stopPlaying(), setMerges(Math.max(0, state.k - 1))) },
    t('previousMerge'),
  );
  const nextButton = h(
    'button',
    {
      type: 'button',
      onClick: () => (stopPlaying(), setMerges(Math.min(maxMerges, state.k + 1))),
    },
    t('nextMerge'),
  );
  const playButton = h(
    'button',
    {
      type: 'button',
      'aria-pressed': 'false',
      onClick: () => {
        if (timer !== null) return stopPlaying();
        const last = Math.min(maxMerges, full.counts.length);
        if (state.k >= last) setMerges(0);
        playButton.textContent = t('pause');
        playButton.setAttribute('aria-pressed', 'true');
        timer = setInterval(() => {
          if (state.k >= last) return stopPlaying();
          setMerges(state.k + 1);
        }, 250);
      },
    },
    t('play'),
  );
  endWithPanel(playButton, stopPlaying);
  // The step buttons live inside the merges control, so a teacher's hide= or lock= of the merges
  // (docs/EMBEDDING.md) takes them too.
  mergesControl.element.insertBefore(
    h(
      'div',
      { className: 'bpe-steps', role: 'group', 'aria-label': t('stepsLabel') },
      previousButton,
      nextButton,
      playButton,
    ),
    [...mergesControl.element.children].find((c) => c.matches('.control-hint, .control-error')) ??
      null,
  );

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('p', {}, t('merging')),
    h('div', { className: 'controls' }, sourceControl.element, textInput.element),
    h('div', { className: 'controls' }, mergesControl.element),
    summary,
    bytesNote,
    stopNote,
    h(
      'div',
      { className: 'figure-row' },
      h(
        'section',
        { 'aria-labelledby': 'bpe-pairs-title' },
        h('h3', { id: 'bpe-pairs-title' }, t('pairsTitle')),
        pairsBox,
      ),
      h(
        'section',
        { 'aria-labelledby': 'bpe-merges-title' },
        h('h3', { id: 'bpe-merges-title' }, t('mergesTitle')),
        mergesBox,
      ),
    ),
    h('h3', {}, t('tokensTitle')),
    h('p', { className: 'note' }, t('tokensNote')),
    coloured,
  );
  const compression = mountCompression(section, { core });
  const probes = mountProbes(section, { core });
  const second = mountSecondText(section, {
    core,
    settings,
    values,
    onChange,
    getTokens: () => (full ? { merges: mergesOf(state.k), labels } : null),
  });
  mountRealTokenizers(section);

  try {
    train();
    render();
  } catch (error) {
    // Only an empty own text can fail: say so and fall back to a shipped text.
    textInput.showError(error.message);
    state.source = settings.bp_source.default;
    sourceControl.setValue(state.source);
    train();
    render();
  }
  try {
    second.update();
  } catch (error) {
    second.showError(error.message);
  }
  return () => {
    stopPlaying();
    compression.destroy();
  };
}
