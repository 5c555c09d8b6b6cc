// Lesson positions, its view: absolute against relative position, on the learner's own text. Pick two
// tokens; see their indices, their offset, and what sinusoidal PE and RoPE make of them.
import { formatNumber } from '../../format.js';
import { settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import '../position-lessons/positions.css';
import { primer } from '../../ui/primer.js';
import { settings } from './lesson.js';

const d = 64; // width used for both encodings here
const base = 10000;

/** Whitespace-separated words with their character ranges (the tokenizer lesson does better). */
export function splitWords(text) {
  return Array.from(text.matchAll(/\S+/g), (m) => m[0]);
}

export function mount(section, { core, values, onChange, shared }) {
  const state = { text: values.text, i: values.posn_i, j: values.posn_j };
  const qk = core.randomNormalTable(2, d, values.seed);
  const q = qk.data.subarray(0, d);
  const k = qk.data.subarray(d, 2 * d);

  section.append(
    h(
      'p',
      { className: 'lead' },
      'Number the tokens token_0, token_1, …, token_N. The absolute position of a token is its own index. ' +
        'The relative position of token i with respect to token j is the difference i − j: how far back (or ahead) one is from the other. ' +
        'Meaning usually cares about the second ("the word just before"), but a model is handed a sequence, so something must turn indices into numbers it can use.',
    ),
    mathElement(String.raw`\text{absolute: } i,\; j \qquad \text{relative: } i - j`),
  );
  const textInput = h('input', {
    type: 'text',
    className: 'pos-text-input',
    id: 'positions-text',
    value: state.text,
    maxlength: '400',
    spellcheck: 'false',
  });
  const textError = h('p', { className: 'control-error', role: 'alert', hidden: true });
  const tokensBox = h('div', {
    className: 'pos-tokens',
    role: 'group',
    'aria-label': 'Tokens of the text',
  });
  const controls = h('div', { className: 'controls' });
  const results = h('div', { className: 'positions-results', 'aria-live': 'polite' });
  section.append(
    h(
      'div',
      { className: 'control' },
      h('label', { className: 'control-label', for: 'positions-text' }, 'text'),
      textInput,
      h(
        'p',
        { className: 'control-hint' },
        'split into words at spaces here; the tokenizer lesson shows real tokens',
      ),
      textError,
    ),
    h(
      'p',
      { className: 'note' },
      'Click a word to make it token i (solid outline); click with Shift, or use the boxes, for token j (dashed).',
    ),
    tokensBox,
    controls,
    results,
    h(
      'p',
      // Names two schemes ahead of their lessons, each with a few words and a link: a primer.
      { dataset: { primer: 'sinusoidal,RoPE' } },
      'More in the other lessons: ',
      h('a', { href: '#panel=pe-sinusoidal' }, 'the sinusoidal table'),
      ' (absolute rows), ',
      h('a', { href: '#panel=pe-relative' }, 'relative position inside the sinusoids'),
      ' (dot products depend on i − j) and ',
      h('a', { href: '#panel=rope' }, 'RoPE'),
      ' (rotations that make scores depend on i − j only).',
    ),
  );

  let words = splitWords(state.text);
  const check = (s) => {
    const n = splitWords(s.text).length;
    if (n === 0) throw new Error('type some text: there are no words to pick');
    if (s.i >= n)
      throw new Error(
        `token i must be between 0 and ${n - 1}: the text has ${n} words (got ${s.i})`,
      );
    if (s.j >= n)
      throw new Error(
        `token j must be between 0 and ${n - 1}: the text has ${n} words (got ${s.j})`,
      );
  };

  const render = (s) => {
    check(s);
    words = splitWords(s.text);
    const offset = s.i - s.j;
    const distance = Math.abs(offset);
    // Sinusoidal: the pair's dot product, and the same distance taken from position 0.
    const pair = core.peRelativeSimilarity(Math.min(s.i, s.j), distance, d, base).dot[distance];
    const fromZero = core.peRelativeSimilarity(0, distance, d, base).dot[distance];
    // The table of the width the lesson names (d_model 64), of which the first 4 columns are
    // shown: a 4-wide table has other values from column 2 on (10000^(2/4) against 10000^(2/64)).
    const pe = core.sinusoidalPe(Math.max(s.i, s.j) + 1, d, base);
    const rowOf = (p) =>
      Array.from(pe.data.subarray(p * d, p * d + 4), (v) => formatNumber(v, 3)).join(', ');
    // RoPE: the same offset at three absolute places.
    const shifts = [0, 7, 100];
    const scores = core
      .ropeScoreTable(
        q,
        k,
        shifts.map((t) => s.i + t),
        offset,
        offset,
        base,
      )
      .map((r) => r[0]);

    tokensBox.replaceChildren(
      ...words.map((word, index) => {
        const button = h(
          'button',
          {
            type: 'button',
            className: `pos-token${index === s.i ? ' is-i' : ''}${index === s.j ? ' is-j' : ''}`,
          },
          // The name read aloud starts with the visible text (word, index) and adds the roles.
          word,
          h('span', { className: 'visually-hidden' }, ', position'),
          h('span', { className: 'pos-index' }, String(index)),
          h(
            'span',
            { className: 'visually-hidden' },
            `${index === s.i ? ', token i' : ''}${index === s.j ? ', token j' : ''}`,
          ),
        );
        button.addEventListener('click', (event) => {
          const key = event.shiftKey ? 'posn_j' : 'posn_i';
          (event.shiftKey ? controlJ : controlI).setValue(index);
          apply(key, index);
        });
        return button;
      }),
    );
    // Sliders span the words of this text; the boxes still accept any number (and explain).
    for (const control of [controlI, controlJ])
      control.slider.max = String(Math.max(0, words.length - 1));
    const wordI = words[s.i];
    const wordJ = words[s.j];
    results.replaceChildren(
      h(
        'p',
        { className: 'pos-callout' },
        `Absolute: “${wordI}” is token_${s.i}, “${wordJ}” is token_${s.j}. ` +
          `Relative: i − j = ${s.i} − ${s.j} = ${offset} (${offset > 0 ? `“${wordJ}” comes ${offset} before “${wordI}”` : offset < 0 ? `“${wordJ}” comes ${-offset} after “${wordI}”` : 'the same token'}).`,
      ),
      h('h3', {}, 'A table of sines and cosines: absolute in, relative in the dot product'),
      h(
        'p',
        {},
        primer(
          'sinusoidal',
          'pe-sinusoidal',
          'A sinusoidal table gives each position a fixed row of sines and cosines at many wavelengths',
        ),
        '. ',
        `Each token gets its own row of ${d} numbers (d_model ${d}); its first four are PE[${s.i}, :4] = (${rowOf(s.i)}) and PE[${s.j}, :4] = (${rowOf(s.j)}). Those rows name absolute positions.`,
      ),
      h(
        'p',
        { className: 'sin-dot' },
        `But PE(${s.i})·PE(${s.j}) = ${formatNumber(pair, 6)}, and PE(0)·PE(${distance}) = ${formatNumber(fromZero, 6)}: the same, because only the distance ${distance} matters (d_model ${d}). ` +
          'The sign of i − j is lost in the dot product; it survives in the rows themselves.',
      ),
      h('h3', {}, 'Rotations: the score itself depends on i − j only'),
      h(
        'p',
        { className: 'rope-dot' },
        primer(
          'RoPE',
          'rope',
          'RoPE (rotary position embedding) adds nothing to the rows: inside attention it turns each query q and key k by angles set by its position',
        ),
        '. ',
        `With random q and k (width ${d}, random seed ${values.seed}), rotating q by its position and k by its position gives the score ` +
          shifts
            .map((t, a) => `${formatNumber(scores[a], 6)} at (${s.i + t}, ${s.j + t})`)
            .join(', ') +
          `: move both tokens along the text and nothing changes, as long as they stay ${offset} apart.`,
      ),
    );
  };

  const apply = (key, value) => {
    const field = { posn_i: 'i', posn_j: 'j' }[key];
    const next = { ...state, [field]: value };
    const control = key === 'posn_i' ? controlI : controlJ;
    try {
      render(next);
      Object.assign(state, next);
      control.clearError();
      onChange({ [key]: value });
    } catch (error) {
      control.showError(error.message);
    }
  };
  const makeControl = settingControls(settings, {
    values,
    onChange,
    render: (changes) => applyOrRollBack(state, changes, render),
  });
  const controlI = makeControl('posn_i', 'i', { hint: 'the token that asks (the query)' });
  const controlJ = makeControl('posn_j', 'j', { hint: 'the token it looks at (the key)' });
  controls.append(controlI.element, controlJ.element);

  // Draws the learner's text; the message stays next to the box when it cannot be used.
  const applyText = (text) => {
    const next = { ...state, text };
    try {
      render(next);
      Object.assign(state, next);
      textError.hidden = true;
      return true;
    } catch (error) {
      textError.textContent = error.message;
      textError.hidden = false;
      return false;
    }
  };
  textInput.addEventListener('input', () => {
    if (!applyText(textInput.value)) return;
    onChange({ text: textInput.value });
    shared.shareText(textInput.value, textInput);
  });
  shared.onText(textInput, (text) => {
    textInput.value = text;
    applyText(text);
  });

  try {
    render(state);
  } catch (error) {
    // A link whose indices do not fit the text: say so next to the indices and show token 0.
    controlI.showError(error.message);
    try {
      render({ ...state, i: 0, j: 0 });
    } catch {
      results.replaceChildren(h('p', {}, 'Type some text to pick tokens from.'));
    }
  }
  section.dataset.status = 'ready';
}
