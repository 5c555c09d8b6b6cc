// Lesson bpe, its view: subword tokens. Byte-level BPE (the core's bpe_train) learns merges on a text, one
// merge at a time: the pair counts of the current step, the merge list, the text coloured by
// token, the compression curve, bytes against BPE against words, what happens to "é" and "😀",
// and a second text encoded with the learned merges.
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatCount, formatNumber } from '../../format.js';
import { shippedTexts } from '../../texts/index.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { settingControl, sharedTextControl, textControl } from '../../ui/controls.js';
import { endWithPanel } from '../../ui/lifetime.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import { lessonTextStyle } from '../token-lessons/labels.js';
import { pairTable, mergeList, tokenChips } from './views.js';
import './bpe.css';
import { maxMerges, settings } from './lesson.js';

// The coloured text shows at most this many tokens (the rest is counted).
const shownTokens = 400;

const sourceTitles = {
  text: 'your text',
  hamlet: 'Hamlet’s lines (×10)',
  ...Object.fromEntries(shippedTexts.map((t) => [t.id, t.title])),
};

/** The training text of a source value. */
function sourceText(source, values, core) {
  if (source === 'text') return values.text;
  if (source === 'hamlet') return core.seedCorpus();
  return shippedTexts.find((t) => t.id === source).text;
}

export function mount(section, { core, values, onChange, shared }) {
  const state = {
    source: values.bp_source,
    text: values.text,
    k: values.bp_merges,
    second: values.bp_second,
  };
  let full = null; // training with maxMerges on the current text: curve, labels, merge list
  let labels = [];
  let current = null; // training with state.k merges
  let chart = null;
  let curve = null;
  let timer = null;

  const summary = h('p', { className: 'stat-line', role: 'status' });
  const stopNote = h('p', { className: 'warning-note', role: 'status', hidden: true });
  const pairsBox = h('div', {});
  const mergesBox = h('div', {});
  const coloured = h('div', {});
  const chartBox = h('div', { className: 'bpe-chart', role: 'img' });
  const chartNote = h('p', { className: 'note' });
  const compareBox = h('div', {});
  const unicodeBox = h('div', {});
  const secondBox = h('div', {});

  const mergesOf = (k) => full.merges.subarray(0, 2 * Math.min(k, full.counts.length));

  const train = () => {
    const text = sourceText(state.source, { text: state.text }, core);
    full = core.bpeTrain(text, maxMerges); // throws for an empty text
    labels = core.bpeVocabLabels(full.merges);
    full.text = text;
  };

  const renderSecond = () => {
    const merges = mergesOf(state.k);
    if (state.second === '') {
      secondBox.replaceChildren(h('p', { className: 'note' }, 'Type a second text to encode.'));
      return;
    }
    const ids = core.bpeEncode(state.second, merges);
    const bytes = new TextEncoder().encode(state.second).length;
    secondBox.replaceChildren(
      h(
        'p',
        { className: 'stat-line' },
        `${formatCount(bytes)} bytes → ${formatCount(ids.length)} tokens with the ${merges.length / 2} merges learned above`,
      ),
      tokenChips(ids, labels, { label: 'The second text, coloured by token' }),
    );
  };

  const render = () => {
    const k = state.k;
    current = core.bpeTrain(full.text, k);
    const made = current.counts.length;
    const merges = mergesOf(made);
    const tokens = current.ids.length;
    const ratio = full.bytes / tokens;
    summary.textContent = `${formatCount(made)} merge${made === 1 ? '' : 's'}: vocabulary ${formatCount(256 + made)} ids; ${formatCount(full.bytes)} bytes → ${formatCount(tokens)} tokens (${formatNumber(ratio, 3)} bytes per token)`;
    stopNote.hidden = current.stopReason === '';
    stopNote.textContent = current.stopReason
      ? `You asked for ${k} merges but this text allows ${made}: ${current.stopReason.replace(/^stopped after [^:]*: /, '')}.`
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
      tokenChips(shown, labels, { label: 'The training text, coloured by token' }),
      ...(current.ids.length > shownTokens
        ? [
            h(
              'p',
              { className: 'note' },
              `The first ${shownTokens} of ${formatCount(current.ids.length)} tokens.`,
            ),
          ]
        : []),
    );

    // Compression: tokens against vocabulary size, with the current step marked.
    const K = full.counts.length;
    const xs = Array.from({ length: K + 1 }, (_, i) => 256 + i);
    const ys = [full.bytes, ...full.lengths];
    curve = [xs, ys, xs.map((x) => (x === 256 + made ? ys[made] : null))];
    if (!chart)
      chart = lineChart(chartBox, {
        series: [
          { label: 'tokens in the text', color: palette[0] },
          { label: 'now', color: palette[1], width: 0 },
        ],
        data: curve,
        xLabel: 'vocabulary size (256 + merges)',
        integerX: true,
        yLabel: 'tokens',
        points: true,
        height: 220,
      });
    else chart.update(curve);
    chartBox.setAttribute(
      'aria-label',
      `Tokens in the training text against vocabulary size: ${formatCount(full.bytes)} at 256 (bytes), ${formatCount(tokens)} at ${256 + made} (now), ${formatCount(ys[K])} at ${256 + K} after all ${K} possible merges up to ${maxMerges}.`,
    );
    chartNote.textContent =
      K > 0
        ? `The first merges save the most: merge 1 removes ${formatCount(full.bytes - full.lengths[0])} tokens, merge ${K} removes ${formatCount((K > 1 ? full.lengths[K - 2] : full.bytes) - full.lengths[K - 1])}.`
        : 'No merge is possible on this text: no pair of bytes occurs twice.';

    // Bytes against BPE against words, on the same text.
    const words = core.wordReport(full.text, full.text);
    const row = (name, vocab, count) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, name),
        h('td', {}, formatCount(vocab)),
        h('td', {}, formatCount(count)),
        h('td', {}, count > 0 ? formatNumber(full.bytes / count, 3) : '–'),
      );
    compareBox.replaceChildren(
      focusableWhenScrolling(
        h(
          'table',
          { className: 'compare-table' },
          h('caption', {}, `The same training text (${formatCount(full.bytes)} bytes), three ways`),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, 'tokenizer'),
              h('th', { scope: 'col' }, 'vocabulary'),
              h('th', { scope: 'col' }, 'tokens'),
              h('th', { scope: 'col' }, 'bytes per token'),
            ),
          ),
          h(
            'tbody',
            {},
            row('bytes', 256, full.bytes),
            row(`BPE, ${made} merges`, 256 + made, tokens),
            row('words (spaces dropped)', words.vocabSize, words.words.length),
          ),
        ),
      ),
    );

    // é and 😀: two and four bytes; merged only if the training text repeats them.
    unicodeBox.replaceChildren(
      ...['é', '😀', 'café'].map((probe) => {
        const ids = core.bpeEncode(probe, merges);
        return h(
          'div',
          { className: 'bpe-probe' },
          h('span', { className: 'bpe-probe-text' }, `“${probe}”`),
          tokenChips(ids, labels, { label: `“${probe}” as tokens` }),
          h(
            'span',
            { className: 'note' },
            `${new TextEncoder().encode(probe).length} bytes → ${ids.length} token${ids.length === 1 ? '' : 's'}`,
          ),
        );
      }),
    );
    renderSecond();
    section.dataset.status = 'ready';
  };

  const stopPlaying = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    playButton.textContent = 'Play';
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
    hint: 'used when “train on” is your text, up to 400 characters; try “café café 😀😀 la la la”',
    onText: (text) => {
      if (state.source === 'text') {
        if (text === '')
          throw new Error('the training text is empty: type a few words to learn from');
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
    options: Object.entries(sourceTitles),
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
    hint: `0 to ${maxMerges}; each merge adds one id to the vocabulary`,
    apply: (k) => {
      stopPlaying();
      state.k = k;
      render();
    },
  });
  const previousButton = h(
    'button',
    { type: 'button', onClick: () => (stopPlaying(), setMerges(Math.max(0, state.k - 1))) },
    '◀ Previous merge',
  );
  const nextButton = h(
    'button',
    {
      type: 'button',
      onClick: () => (stopPlaying(), setMerges(Math.min(maxMerges, state.k + 1))),
    },
    'Next merge ▶',
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
        playButton.textContent = 'Pause';
        playButton.setAttribute('aria-pressed', 'true');
        timer = setInterval(() => {
          if (state.k >= last) return stopPlaying();
          setMerges(state.k + 1);
        }, 250);
      },
    },
    'Play',
  );
  endWithPanel(playButton, stopPlaying);
  // The step buttons live inside the merges control, so a teacher's hide= or lock= of the merges
  // (docs/EMBEDDING.md) takes them too.
  mergesControl.element.insertBefore(
    h(
      'div',
      { className: 'bpe-steps', role: 'group', 'aria-label': 'Step through the merges' },
      previousButton,
      nextButton,
      playButton,
    ),
    [...mergesControl.element.children].find((c) => c.matches('.control-hint, .control-error')) ??
      null,
  );
  const secondInput = textControl({
    ...lessonTextStyle,
    label: 'A second text',
    value: values.bp_second,
    maxLength: settings.bp_second.maxLength,
    hint: 'encoded with the merges learned above; words the training text lacks fall into pieces',
    onInput(text) {
      state.second = text;
      if (full) renderSecond();
      onChange({ bp_second: text });
    },
  });

  section.append(
    h(
      'p',
      { className: 'lead' },
      'Bytes need only 256 ids but make long sequences; words make short ones but need a huge vocabulary and still meet unknown words. Byte-pair encoding (BPE) sits in between and is what GPT-2 and most models since use. It starts from the 256 bytes and learns new tokens from a text: find the pair of neighbouring tokens that occurs most often, give it a new id, replace every occurrence, repeat.',
    ),
    h(
      'p',
      {},
      'Each merge adds one id and makes the text shorter. Frequent pieces (“the”, “ing”, a space before a word) become single tokens after a few merges; rare words stay in pieces. Nothing is ever unknown: any text can still be spelled with the 256 byte ids.',
    ),
    h('div', { className: 'controls' }, sourceControl.element, textInput.element),
    h('div', { className: 'controls' }, mergesControl.element),
    summary,
    stopNote,
    h(
      'div',
      { className: 'figure-row' },
      h(
        'section',
        { 'aria-labelledby': 'bpe-pairs-title' },
        h('h3', { id: 'bpe-pairs-title' }, 'Pair counts now'),
        pairsBox,
      ),
      h(
        'section',
        { 'aria-labelledby': 'bpe-merges-title' },
        h('h3', { id: 'bpe-merges-title' }, 'Merges so far'),
        mergesBox,
      ),
    ),
    h('h3', {}, 'The text, token by token'),
    h(
      'p',
      { className: 'note' },
      'Each box is one token with its id below; ␣ is a space, \\n a line break. Ids from 256 up are merged tokens.',
    ),
    coloured,
    h(
      'figure',
      { className: 'chart' },
      h('h3', { className: 'figure-title' }, 'Compression: tokens against vocabulary size'),
      chartBox,
      chartNote,
      chartTools({
        name: 'bpe-merges',
        label: 'the merges and the compression curve',
        canvas: () => chart.plot.ctx.canvas,
        matrix: () => {
          const K = full.counts.length;
          const data = new Float64Array(K * 5);
          for (let k = 0; k < K; k++)
            data.set(
              [
                full.merges[2 * k],
                full.merges[2 * k + 1],
                256 + k,
                full.counts[k],
                full.lengths[k],
              ],
              k * 5,
            );
          return {
            rows: K,
            cols: 5,
            data,
            rowLabels: Array.from({ length: K }, (_, k) => labels[256 + k]),
            colLabels: ['left id', 'right id', 'new id', 'pair count', 'tokens after'],
          };
        },
      }),
    ),
    compareBox,
    h('h3', {}, 'How “é” and “😀” fare'),
    h(
      'p',
      {},
      'In UTF-8 “é” is two bytes (C3 A9) and “😀” four (F0 9F 98 80). BPE knows nothing about characters: it merges bytes that occur together often enough in the training text. If the text repeats a character, its bytes soon become one token; otherwise the character stays in byte pieces, each shown as \\xNN because half a character is not printable. Train on your text with “café café 😀😀 la la la”: the emoji becomes one token, and so does “café”, yet “é” alone stays two bytes, because its first byte was merged with “caf” before its second: a token that ends in the middle of a character.',
    ),
    unicodeBox,
    h('h3', {}, 'Encoding a second text'),
    secondInput.element,
    secondBox,
    h('h3', {}, 'What real tokenizers add'),
    h(
      'ul',
      {},
      h(
        'li',
        {},
        'Pre-splitting: GPT-2 first cuts the text with a pattern into words, numbers, punctuation and spaces, and merges only inside those pieces, so a token never spans “dog.” or runs across two words.',
      ),
      h(
        'li',
        {},
        'A much bigger vocabulary: GPT-2 learned 50,000 merges on about 40 GB of web text, for 50,257 ids; newer models use 100,000 to 200,000.',
      ),
      h(
        'li',
        {},
        'Special tokens: ids that no text can produce, such as GPT-2’s <|endoftext|> between documents, or markers for the start of a chat turn. The model learns what they mean like any other id.',
      ),
    ),
  );

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
    renderSecond();
  } catch (error) {
    secondInput.showError(error.message);
  }
  return () => {
    stopPlaying();
    chart?.destroy();
  };
}
