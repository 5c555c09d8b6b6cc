// Lesson positions, its view: absolute against relative position, on the learner's own text. Pick two
// tokens; see their indices, their offset, and what sinusoidal PE and RoPE make of them.
import { formatCount, formatNumber, formatNumbers } from '../../format.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { absoluteRelativeTex } from './formulas.js';
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
const shifts = [0, 7, 100]; // RoPE: the same two tokens moved this far along the text

/** Whitespace-separated words with their character ranges (the tokenizer lesson does better). */
export function splitWords(text) {
  return Array.from(text.matchAll(/\S+/g), (m) => m[0]);
}

/**
 * The words of the text, once both tokens are among them: a refusal names the one that is not,
 * a link's index past a short text gives way to the first word, and typing a shorter text moves
 * it to the last one.
 */
function pickedWords({ text, posn_i: i, posn_j: j }) {
  const textWords = splitWords(text);
  const n = textWords.length;
  if (n === 0) throw refusal('text', t('noWords'));
  // A shorter text moves a token past its end to the last word, and says so.
  const last = { last: n - 1, n };
  if (i >= n)
    throw refusal('posn_i', t('iOutside', { ...last, i }), 0, {
      follow: n - 1,
      note: t('iMoved', last),
    });
  if (j >= n)
    throw refusal('posn_j', t('jOutside', { ...last, j }), 0, {
      follow: n - 1,
      note: t('jMoved', last),
    });
  return textWords;
}

/** The two tokens' words, the start of their sinusoidal rows, their dot products and RoPE scores. */
function compute(core, s) {
  const textWords = pickedWords(s);
  // The table of the width the lesson names (d_model 64), of which the first 4 columns are
  // shown: a 4-wide table has other values from column 2 on (10000^(2/4) against 10000^(2/64)).
  const numbers = core.positionsLesson(s.posn_i, s.posn_j, {
    d,
    base,
    seed: s.seed,
    shifts,
    shown: 4,
  });
  return { words: textWords, ...numbers };
}

/** What a token's button adds to its name when it is token i, token j or both. */
function roleWords(index, s) {
  if (index === s.posn_i && index === s.posn_j) return t('roleBoth');
  if (index === s.posn_i) return t('roleI');
  return index === s.posn_j ? t('roleJ') : '';
}

function tokenButton(word, index, s) {
  const role = `${index === s.posn_i ? ' is-i' : ''}${index === s.posn_j ? ' is-j' : ''}`;
  return h(
    'button',
    {
      type: 'button',
      className: `pos-token${role}`,
      translate: 'no', // the learner's word; the words read aloud with it say yes
    },
    // The name read aloud starts with the visible text (word, index) and adds the roles.
    word,
    h('span', { className: 'visually-hidden', translate: 'yes' }, t('tokenPosition')),
    h('span', { className: 'pos-index' }, String(index)),
    h('span', { className: 'visually-hidden', translate: 'yes' }, roleWords(index, s)),
  );
}

/** Absolute and relative, said of the two tokens. */
function callout(textWords, { posn_i: i, posn_j: j }) {
  const offset = i - j;
  // i − j may be negative: written with the typographic minus, as every number a person reads.
  const absolute = { wordI: textWords[i], wordJ: textWords[j], i, j, offset: formatCount(offset) };
  const said =
    offset > 0
      ? t('jBefore', { ...absolute, distance: offset })
      : offset < 0
        ? t('jAfter', { ...absolute, distance: -offset })
        : t('sameToken', absolute);
  return h('p', { className: 'pos-callout' }, said);
}

function sinusoidalParagraphs({ rowI, rowJ, pair, fromZero }, { posn_i: i, posn_j: j }) {
  const row = (values) => formatNumbers(values, (v) => formatNumber(v, 3));
  return [
    h('h3', {}, t('sinusoidalTitle')),
    paragraph(
      {},
      t.parts('sinusoidalRows', {
        primer: primer('sinusoidal', 'pe-sinusoidal', t('sinusoidalPrimer')),
        d,
        i,
        j,
        rowI: row(rowI),
        rowJ: row(rowJ),
      }),
    ),
    h(
      'p',
      { className: 'sin-dot' },
      t('sinusoidalDot', {
        i,
        j,
        pair: formatNumber(pair, 6),
        distance: Math.abs(i - j),
        fromZero: formatNumber(fromZero, 6),
        d,
      }),
    ),
  ];
}

function ropeParagraphs({ scores }, { posn_i: i, posn_j: j, seed }) {
  const scoreAt = (shift, a) =>
    t('ropeScore', { score: formatNumber(scores[a], 6), i: i + shift, j: j + shift });
  return [
    h('h3', {}, t('ropeTitle')),
    paragraph(
      { className: 'rope-dot' },
      t.parts('ropeScores', {
        primer: primer('RoPE', 'rope', t('ropePrimer')),
        d,
        seed,
        scores: formatNumbers(shifts, scoreAt),
        offset: formatCount(i - j),
      }),
    ),
  ];
}

/** Names two schemes ahead of their lessons, each with a few words and a link: a primer. */
function moreLessons() {
  return h(
    'p',
    { dataset: { primer: 'sinusoidal,RoPE' } },
    ...t.parts('moreLessons', {
      sinusoidal: h('a', { href: '#panel=pe-sinusoidal' }, t('sinusoidalLink')),
      relative: h('a', { href: '#panel=pe-relative' }, t('relativeLink')),
      rope: h('a', { href: '#panel=rope' }, t('ropeLink')),
    }),
  );
}

export function mount(section, ctx) {
  const tokensBox = h('div', {
    className: 'pos-tokens',
    role: 'group',
    'aria-label': t('tokensLabel'),
  });
  const controls = h('div', { className: 'controls' });
  const results = h('div', { className: 'positions-results', 'aria-live': 'polite' });
  const indexControls = []; // token i's and token j's, made once the lesson is

  const draw = (result, s) => {
    tokensBox.replaceChildren(...result.words.map((word, index) => tokenButton(word, index, s)));
    // Sliders span the words of this text; the boxes still accept any number (and explain).
    for (const control of indexControls)
      control.slider.max = String(Math.max(0, result.words.length - 1));
    results.replaceChildren(
      callout(result.words, s),
      ...sinusoidalParagraphs(result, s),
      ...ropeParagraphs(result, s),
    );
  };
  const lesson = lessonView(section, ctx, { settings, reads: ['text', 'seed'], compute, draw });
  const textBox = lesson.control('text', {
    label: t('textLabel'),
    hint: t('textHint'),
    className: 'pos-text',
    wide: false,
  });
  const controlI = lesson.control('posn_i', { hint: t('iHint') });
  const controlJ = lesson.control('posn_j', { hint: t('jHint') });
  indexControls.push(controlI, controlJ);
  controls.append(controlI.element, controlJ.element);

  // A click makes a word token i, a shift-click token j, as the learner's typing would.
  const pick = (key, index) => {
    if (ctx.teacher?.locked.has(key)) return; // fixed by the course page: its control says so
    const control = key === 'posn_i' ? controlI : controlJ;
    lesson.change({ [key]: index });
    control.setValue(index);
    control.clearError();
    ctx.onChange({ [key]: index });
  };
  tokensBox.addEventListener('click', (event) => {
    const button = event.target.closest('.pos-token');
    if (button) pick(event.shiftKey ? 'posn_j' : 'posn_i', [...tokensBox.children].indexOf(button));
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(absoluteRelativeTex()),
    textBox.element,
    h('p', { className: 'note' }, t('pickNote')),
    tokensBox,
    controls,
    results,
    moreLessons(),
  );
  lesson.start();
}
