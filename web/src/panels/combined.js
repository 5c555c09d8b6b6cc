// Panel combined: token rows + position rows = the input vectors of your text, as three heatmaps
// (token, position, sum; or the concatenation), learned-random or sinusoidal positions, what
// adding and concatenating do to widths and parameter counts, and what happens past max_len.
import { heatmapFigure, symmetricRange } from '../charts/heatmap.js';
import { byteLabel, formatCount, formatFloat32 } from '../format.js';
import { rangeText, settingControls, sharedTextControl } from '../ui/controls.js';
import { h } from '../ui/dom.js';
import { mathElement } from '../ui/math.js';
import { focusableWhenScrolling } from '../ui/scroll-focus.js';
import { checkYourself } from '../ui/quiz.js';
import { lessonTextBox } from './token-lessons/labels.js';

export const id = 'combined';
export const title = 'Token + position: the input vectors';
export const place = 'token row plus position row: the vectors that enter the first block';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara', 'vaswani2017'];
export const settings = {
  cb_d: { type: 'int', default: 64, min: 1, max: 512, label: 'd_model' },
  cb_len: { type: 'int', default: 128, min: 1, max: 1024, label: 'max_len' },
  cb_pos: {
    type: 'choice',
    default: 'learned',
    options: ['learned', 'sinusoidal'],
    label: 'positions',
  },
  cb_join: { type: 'choice', default: 'add', options: ['add', 'concat'], label: 'join' },
};

export const questions = [
  {
    question:
      'GPT adds the position row to the token row instead of concatenating them. What would concatenating change?',
    explanation:
      'Each input vector would be 2d long instead of d, so every layer that reads it (the first query, key and value projections) needs twice as many input weights, as the table above shows. Adding keeps the width: the model can still tell the two signals apart because in many dimensions random directions barely overlap, and training can keep them in separate subspaces if it helps.',
  },
  {
    question: 'GPT-2 has 1024 learned positions. What happens with a sequence of 1025 tokens?',
    choices: [
      'It uses the row of position 1023 twice',
      'There is no row for position 1024',
      'It wraps round to the row of position 0',
    ],
    answer: 1,
    explanation:
      'A learned table has exactly max_len rows; position 1024 has no row, so the strict module raises an error. Pipelines truncate (as Vizuara’s notebook does, keeping the first max_len tokens) or split long documents into windows, possibly overlapping, or use a position scheme that extends to any length, such as the sinusoidal table or rotations of queries and keys (a later lesson).',
  },
  {
    question: 'In “Hello” the two “l”s share a token row. Are their input vectors equal?',
    choices: ['Yes: the same token gives the same vector', 'No: each adds its own position row'],
    answer: 1,
    explanation:
      'They add different position rows (2 and 3), so the sums differ. That is the whole point: without position rows, attention with no causal mask could not tell “dog bites man” from “man bites dog” (the causal mask alone leaks some order: see the attention lesson).',
  },
];

export function mount(section, { core, values, onChange, shared }) {
  const current = {
    text: values.text,
    d: values.cb_d,
    maxLen: values.cb_len,
    pos: values.cb_pos,
    join: values.cb_join,
  };
  let ids = [];

  const hoverFor = (what) => (row, col, v) =>
    `${what} row ${row} (${byteLabel(ids[row])}), dimension ${col} = ${formatFloat32(v)}`;
  const tokenFigure = heatmapFigure({
    name: 'combined-token',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'Token rows E[ids]',
    xLabel: 'dimension →',
    yLabel: 'position t ↓',
    canvasClass: 'short',
    hover: hoverFor('token'),
  });
  const positionFigure = heatmapFigure({
    name: 'combined-position',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'Position rows P[0..T−1]',
    xLabel: 'dimension →',
    yLabel: 'position t ↓',
    canvasClass: 'short',
    hover: hoverFor('position'),
  });
  const resultFigure = heatmapFigure({
    name: 'combined-input',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: 'Their sum: the input',
    xLabel: 'dimension →',
    yLabel: 'position t ↓',
    canvasClass: 'short',
    hover: (row, col, v) =>
      current.join === 'add'
        ? `x[${row}] (${byteLabel(ids[row])}), dimension ${col} = token + position = ${formatFloat32(v)}`
        : `x[${row}] (${byteLabel(ids[row])}), column ${col} = ${col < current.d ? `token dimension ${col}` : `position dimension ${col - current.d}`} = ${formatFloat32(v)}`,
  });
  const truncationNote = h('div', { 'aria-live': 'polite' });
  const shapes = h('div', {});

  const render = (next = {}) => {
    const state = { ...current, ...next };
    if (state.text.length === 0) throw new Error('type at least one character');
    const allIds = core.byteBreakdown(state.text).flatMap((c) => c.ids);
    const input = core.combineInput(allIds, state.d, state.maxLen, state.pos, values.seed, false);
    let strictError = null;
    if (input.truncated) {
      try {
        core.combineInput(allIds, state.d, state.maxLen, state.pos, values.seed, true);
      } catch (error) {
        strictError = error.message;
      }
    }
    const add = core.joinShapes(state.d, state.maxLen, input.used, false, state.pos);
    const concat = core.joinShapes(state.d, state.maxLen, input.used, true, state.pos);

    Object.assign(current, state);
    ids = allIds.slice(0, input.used);
    const result = state.join === 'add' ? input.sum : input.concatenated;
    const [lo, hi] = symmetricRange(input.token, input.position, result);
    const rowLabels = ids.map((t, i) => `${i} ${byteLabel(t)}`);
    const common = { lo, hi, rowLabels };
    const posName = state.pos === 'learned' ? 'learned (random before training)' : 'sinusoidal';
    tokenFigure.draw(input.token, {
      ...common,
      label: `Heatmap of the token rows for your ${input.used} tokens, ${state.d} dimensions each.`,
      summary: `${input.used} × ${state.d}: row t is the table row of token t. Repeated characters repeat rows.`,
    });
    positionFigure.draw(input.position, {
      ...common,
      label: `Heatmap of position rows 0 to ${input.used - 1}, ${posName}, ${state.d} dimensions each.`,
      summary: `${input.used} × ${state.d}: row t depends only on the position t (${posName}).`,
    });
    resultFigure.draw(result, {
      ...common,
      label:
        state.join === 'add'
          ? `Heatmap of the sum, ${input.used} × ${state.d}.`
          : `Heatmap of the concatenation, ${input.used} × ${2 * state.d}: token columns then position columns.`,
      summary:
        state.join === 'add'
          ? `${input.used} × ${state.d}: element by element, x[t] = E[id_t] + P[t].`
          : `${input.used} × ${2 * state.d}: [E[id_t] | P[t]], twice as wide.`,
    });
    resultFigure.element.querySelector('.figure-title').textContent =
      state.join === 'add' ? 'Their sum: the input (T × d)' : 'Concatenated instead (T × 2d)';

    truncationNote.replaceChildren();
    if (input.truncated)
      truncationNote.append(
        h(
          'p',
          { className: 'warning-note' },
          `Your text is ${input.given} tokens but max_len is ${state.maxLen}. Vizuara’s notebook’s pipeline keeps ids[:max_len]: only the first ${input.used} tokens are embedded below, and the last ${input.given - input.used} are dropped without a word.`,
        ),
        h('p', { className: 'error-note' }, `The strict module refuses instead: “${strictError}”`),
      );
    const row = (name, s, chosen) =>
      h(
        'tr',
        { className: chosen ? 'chosen' : null },
        h('th', { scope: 'row' }, name),
        h('td', {}, `${input.used} × ${s.width}`),
        h('td', {}, formatCount(s.tokenParams)),
        h('td', {}, formatCount(s.positionParams)),
        h('td', {}, `${s.width} × ${state.d} = ${formatCount(s.nextLayerParams)}`),
      );
    shapes.replaceChildren(
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
              h('th', {}, 'join'),
              h('th', {}, 'input shape'),
              h('th', {}, 'token table'),
              h('th', {}, 'position table'),
              h('th', {}, 'each next-layer projection'),
            ),
          ),
          h(
            'tbody',
            {},
            row('add (GPT)', add, state.join === 'add'),
            row('concatenate', concat, state.join === 'concat'),
          ),
        ),
      ),
      h(
        'p',
        { className: 'note' },
        state.pos === 'learned'
          ? `The learned position table has max_len × d = ${state.maxLen} × ${state.d} parameters; the sinusoidal one has none.`
          : 'The sinusoidal table is computed, not learned: 0 parameters, and it exists for any length.',
      ),
    );
    section.dataset.status = 'ready';
  };

  const intControl = settingControls(settings, { values, onChange, render });
  const choice = (key, field, options) => intControl(key, field, { options });
  const textInput = sharedTextControl({
    ...lessonTextBox,
    values,
    onChange,
    shared,
    onText: (text) => render({ text }),
  });
  const dControl = intControl('cb_d', 'd', {
    hint: `width of every vector, ${rangeText(settings.cb_d)} (even for sinusoidal)`,
  });
  const lenControl = intControl('cb_len', 'maxLen', {
    hint: `rows of the position table, ${rangeText(settings.cb_len)}`,
  });
  const posControl = choice('cb_pos', 'pos', [
    ['learned', 'learned (random)'],
    ['sinusoidal', 'sinusoidal'],
  ]);
  const joinControl = choice('cb_join', 'join', [
    ['add', 'add'],
    ['concat', 'concatenate'],
  ]);

  section.replaceChildren(
    h('h2', { id: `${id}-title` }, title),
    h(
      'p',
      { className: 'lead' },
      'A token row says what a token is; nothing in it says where the token stands. GPT keeps a second table with one row per position and adds the row of position t to the row of the token found there. The result has the same width d, and the same character at two places now gives two different vectors.',
    ),
    mathElement(
      String.raw`x_t = E[\,i_t\,] + P[\,t\,],\qquad t = 0,\dots,T-1,\qquad T \le \text{max\_len}`,
    ),
    h('div', { className: 'controls' }, textInput.element, dControl.element, lenControl.element),
    h('div', { className: 'controls' }, posControl.element, joinControl.element),
    truncationNote,
    h(
      'div',
      { className: 'figure-row' },
      tokenFigure.element,
      positionFigure.element,
      resultFigure.element,
    ),
    h('h3', {}, 'Add or concatenate?'),
    h(
      'p',
      {},
      'Concatenating would keep both parts untouched side by side, at the price of a vector twice as wide and twice as many weights in every layer that reads it. Adding is free, and in d dimensions the token and position signals rarely get in each other’s way.',
    ),
    shapes,
    checkYourself(questions),
  );

  try {
    render();
  } catch (error) {
    // A link that cannot be drawn (odd d with sinusoidal, empty text): say where, use defaults.
    (/d_model/.test(error.message) ? dControl : textInput).showError(error.message);
    try {
      render({ d: settings.cb_d.default, text: values.text || 'The cat sat on the mat.' });
    } catch (fallbackError) {
      truncationNote.replaceChildren(h('p', { className: 'error-note' }, fallbackError.message));
      section.dataset.status = 'error';
    }
  }
}
