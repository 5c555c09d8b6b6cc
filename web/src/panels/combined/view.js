// Lesson combined, its view: token rows + position rows = the input vectors of your text, as three heatmaps
// (token, position, sum; or the concatenation), learned-random or sinusoidal positions, what
// adding and concatenating do to widths and parameter counts, and what happens past max_len.
import { heatmapFigure, symmetricRange } from '../../charts/heatmap.js';
import { byteLabel, formatCount, formatFloat32 } from '../../format.js';
import { rangeText, settingControls, sharedTextControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import { lessonTextBox } from '../token-lessons/labels.js';
import { settings } from './lesson.js';

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

  section.append(
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
