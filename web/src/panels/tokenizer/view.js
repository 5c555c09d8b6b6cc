// Lesson tokenizer, its view: text -> UTF-8 bytes -> token ids (the model's view), computed by the core's
// byte_breakdown; decoding with U+FFFD for broken sequences; Vizuara's notebook's chr(i) tokenizer
// as a contrast; and the word-level tokenizer with its vocabulary size and <unk> words.
import { formatCount, parseWholeNumbers } from '../../format.js';
import { chartTools } from '../../ui/chart-tools.js';
import { settingControl, sharedTextControl, textControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import { lessonTextBox, lessonTextStyle } from '../token-lessons/labels.js';
import { charCards, notebookComparison, visible, wordChips } from './views.js';
import { settings } from './lesson.js';

function parseByteList(text) {
  return parseWholeNumbers(text, {
    empty: 'type at least one byte id, e.g. 104 195 169',
    notWhole: (part) => `“${part.slice(0, 20)}” is not a whole number: byte ids are 0 to 255`,
  });
}

export function mount(section, { core, values, onChange, shared }) {
  const corpus = core.seedCorpus();
  const current = {
    text: values.text,
    mode: values.tk_mode,
    cut: values.tk_cut,
    vocab: values.tk_vocab,
  };

  const byteView = h('div', { className: 'byte-view' });
  const wordView = h('div', { className: 'word-view' });
  const summary = h('p', { className: 'stat-line', 'aria-live': 'polite' });
  const decodedBox = h('div', { className: 'decoded' });
  const cutNote = h('p', { className: 'note cut-note', role: 'status', hidden: true });
  const ownBytesView = h('div', {});
  let tableData = null; // the byte table behind the CSV / data table

  const render = (text = current.text) => {
    if (text.length === 0) throw new Error('type at least one character');
    const chars = core.byteBreakdown(text);
    let ids = chars.flatMap((c) => c.ids);
    // The cut drops the last byte of the last character that has more than one: cutting an ASCII
    // character (one byte) would only remove it, and nothing would show what a cut does.
    const target = current.cut ? chars.findLastIndex((c) => c.ids.length > 1) : -1;
    if (target >= 0) {
      const end = chars[target].offset + chars[target].ids.length;
      ids = [...ids.slice(0, end - 1), ...ids.slice(end)];
    }
    cutNote.textContent = !current.cut
      ? ''
      : target >= 0
        ? `“${chars[target].text}” lost its last byte: the bytes left do not form a character.`
        : 'Every character of your text is one byte (ASCII), so no cut can break one. Type a character such as é, → or an emoji to see U+FFFD.';
    cutNote.hidden = !current.cut;
    const shown = target >= 0 ? core.byteBreakdownIds(ids) : chars;
    const decoded = core.byteDecode(ids);
    const notebook = core.notebookCharIds(text);
    const notebookDecoded = String.fromCharCode(...notebook.ids);
    const words = core.wordReport(current.vocab === 'corpus' ? corpus : text, text);

    const multi = shown.filter((c) => c.ids.length > 1 && c.valid).length;
    const invalid = shown.filter((c) => !c.valid).length;
    byteView.replaceChildren(
      charCards(shown),
      h('p', { className: 'note' }, 'Decoded back from those ids:'),
      decodedBox,
      h('h3', {}, 'A common mistake: code points are not bytes'),
      notebookComparison(
        chars,
        notebook,
        core.byteDecode(chars.flatMap((c) => c.ids)),
        notebookDecoded,
      ),
    );
    decodedBox.textContent = visible(decoded);
    summary.textContent =
      current.mode === 'bytes'
        ? `${shown.length} character${shown.length === 1 ? '' : 's'} → ${ids.length} byte token${ids.length === 1 ? '' : 's'} (vocabulary 256)` +
          (multi ? `; ${multi} character${multi > 1 ? 's' : ''} take more than one byte` : '') +
          (invalid ? `; ${invalid} invalid sequence${invalid > 1 ? 's' : ''} shown as U+FFFD` : '')
        : `${words.words.length} word token${words.words.length === 1 ? '' : 's'} (vocabulary ${words.vocabSize}), ${words.unknown} of them <unk>; the same text is ${ids.length} byte tokens (vocabulary 256)`;
    wordView.replaceChildren(
      wordChips(words),
      focusableWhenScrolling(
        h(
          'table',
          { className: 'compare-table' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', {}, 'tokenizer'),
              h('th', {}, 'vocabulary V'),
              h('th', {}, 'tokens for your text'),
              h('th', {}, 'table V × 64'),
            ),
          ),
          h(
            'tbody',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'row' }, 'bytes'),
              h('td', {}, '256'),
              h('td', {}, String(ids.length)),
              h('td', {}, formatCount(256 * 64)),
            ),
            h(
              'tr',
              {},
              h(
                'th',
                { scope: 'row' },
                `words (${current.vocab === 'corpus' ? 'Hamlet lines' : 'your text'})`,
              ),
              h('td', {}, String(words.vocabSize)),
              h('td', {}, String(words.words.length)),
              h('td', {}, formatCount(words.vocabSize * 64)),
            ),
          ),
        ),
      ),
      h(
        'p',
        { className: 'note' },
        current.vocab === 'corpus'
          ? 'The vocabulary holds <unk> plus every distinct word of the training text (Hamlet’s lines, as in Vizuara’s notebook). Words it never saw, including “The” with a capital and every punctuation mark, become <unk>.'
          : 'Built from your own text, every word is known, but the vocabulary grows with each new word: a real word-level model needs tens of thousands of rows and still meets unseen words.',
      ),
    );
    byteView.hidden = current.mode !== 'bytes';
    wordView.hidden = current.mode !== 'words';
    tableData = {
      rows: shown.reduce((n, c) => n + c.ids.length, 0),
      cols: 2,
      data: shown.flatMap((c, ci) => c.ids.map((id) => [id, ci])).flat(),
      colLabels: ['byte id', 'character index'],
      rowLabels: shown.flatMap((c) => c.ids.map(() => rowLabel(c))),
    };
    current.text = text;
    section.dataset.status = 'ready';
  };

  // A data-table row header must show something: whitespace gets a name.
  const rowLabel = (c) => {
    if (!c.valid) return '\uFFFD';
    if (c.text === ' ') return 'space';
    if (c.text.trim() === '')
      return `U+${c.text.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return c.text;
  };

  const renderOwnBytes = (text) => {
    const ids = parseByteList(text);
    const chars = core.byteBreakdownIds(ids); // throws for ids outside 0..255
    ownBytesView.replaceChildren(
      charCards(chars),
      h('p', { className: 'decoded' }, visible(core.byteDecode(ids))),
    );
  };

  const textInput = sharedTextControl({
    ...lessonTextBox,
    values,
    onChange,
    shared,
    onText: render,
  });
  const modeControl = settingControl(settings, 'tk_mode', {
    values,
    onChange,
    options: [
      ['bytes', 'bytes (UTF-8, 256 ids)'],
      ['words', 'words'],
    ],
    apply: (mode) => {
      current.mode = mode;
      render();
    },
  });
  const cutControl = settingControl(settings, 'tk_cut', {
    values,
    onChange,
    label: 'cut the last multi-byte character short (see U+FFFD appear)',
    id: 'tk-cut',
    className: 'control',
    apply: (cut) => {
      current.cut = cut;
      render();
    },
  });
  const vocabControl = settingControl(settings, 'tk_vocab', {
    values,
    onChange,
    options: [
      ['corpus', 'the training text'],
      ['text', 'your text'],
    ],
    apply: (vocab) => {
      current.vocab = vocab;
      render();
    },
  });
  const bytesInput = textControl({
    ...lessonTextStyle,
    label: 'Byte ids to decode',
    value: values.tk_bytes,
    maxLength: 300,
    hint: 'whole numbers 0 to 255, separated by spaces; 240 159 152 alone is an emoji cut short',
    onInput(text) {
      renderOwnBytes(text);
      onChange({ tk_bytes: text });
    },
  });

  section.append(
    h(
      'p',
      { className: 'lead' },
      'A network only does arithmetic, so text has to become numbers first. A tokenizer cuts the text into pieces from a fixed list, the vocabulary, and replaces each piece by its position in that list, its id. Here the pieces are bytes: a computer already stores text as UTF-8 bytes, so 256 ids are enough for any text in any language.',
    ),
    h(
      'p',
      {},
      'UTF-8 spends one byte on each ASCII character and two to four on everything else: “é” is 2 bytes, “→” 3, an emoji 4. A model reading bytes sees those as separate tokens. Cut a character short and the bytes no longer decode: the decoder puts the replacement character U+FFFD (�) in their place, which is what you see when a model stops in the middle of a character.',
    ),
    h('div', { className: 'controls' }, textInput.element, modeControl.element),
    h('div', { className: 'controls' }, cutControl.element, vocabControl.element),
    cutNote,
    summary,
    byteView,
    wordView,
    chartTools({ name: 'tokenizer-bytes', matrix: () => tableData }),
    h('h3', {}, 'Decode your own bytes'),
    bytesInput.element,
    ownBytesView,
    h('h3', {}, 'One-hot or dense?'),
    h(
      'p',
      {},
      'An id is only a name. The simplest vector for it is one-hot: as long as the vocabulary, zero everywhere except a 1 at the id. Every two one-hot vectors are orthogonal, so they cannot express that “a” is more like “e” than like “7”, and their length grows with the vocabulary. Models instead keep a table with one dense row of d numbers per id, learned in training (the token-embedding lesson, after the next one). Choosing the vocabulary is a trade-off: bytes need only 256 rows but make long sequences; words make short sequences but need a huge table and still meet unknown words.',
    ),
    mathElement(
      String.raw`\text{one-hot}(i) = (0,\dots,0,\underbrace{1}_{i},0,\dots,0) \in \{0,1\}^{V} \qquad \text{dense}(i) = E[i] \in \mathbb{R}^{d},\ d \ll V`,
    ),
  );

  try {
    render();
  } catch (error) {
    textInput.showError(error.message);
    section.dataset.status = 'ready'; // the rest of the panel still works
  }
  try {
    renderOwnBytes(values.tk_bytes);
  } catch (error) {
    bytesInput.showError(error.message);
  }
}
