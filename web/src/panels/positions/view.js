// Lesson positions, its view: absolute against relative position, on the learner's own text. Pick two
// tokens; see their indices, their offset, and what sinusoidal PE and RoPE make of them.
import { formatNumber } from '../../format.js';
import { settingControls } from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import '../../lesson-parts/position-lessons/positions.css';
import { primer } from '../../ui/primer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('positions', strings);

// A paragraph of words around elements (t.parts), its values joined into the text around them:
// a browser shapes each text node on its own, so a number in a node of its own may sit a fraction
// of a pixel apart from the same sentence in one piece.
function paragraph(props, parts) {
  const element = h('p', props, ...parts);
  element.normalize();
  return element;
}

const d = 64; // width used for both encodings here
const base = 10000;

/** Whitespace-separated words with their character ranges (the tokenizer lesson does better). */
export function splitWords(text) {
  return Array.from(text.matchAll(/\S+/g), (m) => m[0]);
}

export function mount(section, { core, values, onChange, shared, teacher }) {
  const state = { text: values.text, i: values.posn_i, j: values.posn_j };
  const qk = core.randomNormalTable(2, d, values.seed);
  const q = qk.data.subarray(0, d);
  const k = qk.data.subarray(d, 2 * d);

  section.append(
    h('p', { className: 'lead' }, t('lead')),
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
    'aria-label': t('tokensLabel'),
  });
  const controls = h('div', { className: 'controls' });
  const results = h('div', { className: 'positions-results', 'aria-live': 'polite' });
  section.append(
    h(
      'div',
      { className: 'control', dataset: { setting: 'text' } },
      h('label', { className: 'control-label', for: 'positions-text' }, t('textLabel')),
      textInput,
      h('p', { className: 'control-hint' }, t('textHint')),
      textError,
    ),
    h('p', { className: 'note' }, t('pickNote')),
    tokensBox,
    controls,
    results,
    h(
      'p',
      // Names two schemes ahead of their lessons, each with a few words and a link: a primer.
      { dataset: { primer: 'sinusoidal,RoPE' } },
      ...t.parts('moreLessons', {
        sinusoidal: h('a', { href: '#panel=pe-sinusoidal' }, t('sinusoidalLink')),
        relative: h('a', { href: '#panel=pe-relative' }, t('relativeLink')),
        rope: h('a', { href: '#panel=rope' }, t('ropeLink')),
      }),
    ),
  );

  let textWords = splitWords(state.text);
  const check = (s) => {
    const n = splitWords(s.text).length;
    if (n === 0) throw new Error(t('noWords'));
    if (s.i >= n) throw new Error(t('iOutside', { last: n - 1, n, i: s.i }));
    if (s.j >= n) throw new Error(t('jOutside', { last: n - 1, n, j: s.j }));
  };

  const render = (s) => {
    check(s);
    textWords = splitWords(s.text);
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
        shifts.map((shift) => s.i + shift),
        offset,
        offset,
        base,
      )
      .map((r) => r[0]);

    tokensBox.replaceChildren(
      ...textWords.map((word, index) => {
        const button = h(
          'button',
          {
            type: 'button',
            className: `pos-token${index === s.i ? ' is-i' : ''}${index === s.j ? ' is-j' : ''}`,
            translate: 'no', // the learner's word; the words read aloud with it say yes
          },
          // The name read aloud starts with the visible text (word, index) and adds the roles.
          word,
          h('span', { className: 'visually-hidden', translate: 'yes' }, t('tokenPosition')),
          h('span', { className: 'pos-index' }, String(index)),
          h(
            'span',
            { className: 'visually-hidden', translate: 'yes' },
            index === s.i && index === s.j
              ? t('roleBoth')
              : index === s.i
                ? t('roleI')
                : index === s.j
                  ? t('roleJ')
                  : '',
          ),
        );
        button.addEventListener('click', (event) => {
          const key = event.shiftKey ? 'posn_j' : 'posn_i';
          if (teacher?.locked.has(key)) return; // fixed by the course page: its control says so
          (event.shiftKey ? controlJ : controlI).setValue(index);
          apply(key, index);
        });
        return button;
      }),
    );
    // Sliders span the words of this text; the boxes still accept any number (and explain).
    for (const control of [controlI, controlJ])
      control.slider.max = String(Math.max(0, textWords.length - 1));
    const absolute = { wordI: textWords[s.i], wordJ: textWords[s.j], i: s.i, j: s.j, offset };
    results.replaceChildren(
      h(
        'p',
        { className: 'pos-callout' },
        offset > 0
          ? t('jBefore', { ...absolute, distance: offset })
          : offset < 0
            ? t('jAfter', { ...absolute, distance: -offset })
            : t('sameToken', absolute),
      ),
      h('h3', {}, t('sinusoidalTitle')),
      paragraph(
        {},
        t.parts('sinusoidalRows', {
          primer: primer('sinusoidal', 'pe-sinusoidal', t('sinusoidalPrimer')),
          d,
          i: s.i,
          j: s.j,
          rowI: rowOf(s.i),
          rowJ: rowOf(s.j),
        }),
      ),
      h(
        'p',
        { className: 'sin-dot' },
        t('sinusoidalDot', {
          i: s.i,
          j: s.j,
          pair: formatNumber(pair, 6),
          distance,
          fromZero: formatNumber(fromZero, 6),
          d,
        }),
      ),
      h('h3', {}, t('ropeTitle')),
      paragraph(
        { className: 'rope-dot' },
        t.parts('ropeScores', {
          primer: primer('RoPE', 'rope', t('ropePrimer')),
          d,
          seed: values.seed,
          scores: shifts
            .map((shift, a) =>
              t('ropeScore', { score: formatNumber(scores[a], 6), i: s.i + shift, j: s.j + shift }),
            )
            .join(', '),
          offset,
        }),
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
  const controlI = makeControl('posn_i', 'i', { hint: t('iHint') });
  const controlJ = makeControl('posn_j', 'j', { hint: t('jHint') });
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
      results.replaceChildren(h('p', {}, t('noText')));
    }
  }
  section.dataset.status = 'ready';
}
