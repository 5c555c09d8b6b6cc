// Lesson combined, its view: token rows + position rows = the input vectors of your text, as three heatmaps
// (token, position, sum; or the concatenation), learned-random or sinusoidal positions, what
// adding and concatenating do to widths and parameter counts, and what happens past max_len.
import { heatmapFigure, symmetricRange } from '../../charts/heatmap.js';
import { byteLabel, formatCount, formatFloat32 } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { lessonTextBox } from '../../lesson-parts/token-lessons/labels.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('combined', strings);

/**
 * The text's input vectors as the notebook's lenient pipeline makes them (cut at max_len), the
 * strict module's message when it would refuse the text, and both joins' shapes.
 */
function compute(core, s) {
  if (s.text.length === 0) throw refusal('text', t('emptyText'));
  const input = core.combineLesson(s.text, s.cb_d, s.cb_len, s.cb_pos, s.seed);
  const { ids, add, concat, strictProblem } = input;
  return { input, strictError: strictProblem ?? null, ids, add, concat };
}

/** The three heatmaps side by side: token rows, position rows, and their sum or concatenation. */
function inputFigures() {
  let drawn = { ids: [], state: {} }; // the byte ids and settings on screen, for the hover texts
  // The values of a hover text: the cell's row, its token and column, and its value.
  const cell = (row, col, v) => ({
    row,
    token: byteLabel(drawn.ids[row]),
    col,
    value: formatFloat32(v),
  });
  const figure = (name, title, hover) =>
    heatmapFigure({
      name,
      labels: 'rows',
      className: 'token-figure',
      titleClass: 'figure-title',
      title,
      xLabel: t('xAxis'),
      yLabel: t('yAxis'),
      canvasClass: 'short',
      hover,
    });
  const token = figure('combined-token', t('tokenTitle'), (row, col, v) =>
    t('tokenHover', cell(row, col, v)),
  );
  const position = figure('combined-position', t('positionTitle'), (row, col, v) =>
    t('positionHover', cell(row, col, v)),
  );
  const joined = figure('combined-input', t('sumTitle'), (row, col, v) => {
    const { cb_join: join, cb_d: d } = drawn.state;
    if (join === 'add') return t('sumHover', cell(row, col, v));
    return col < d
      ? t('concatTokenHover', cell(row, col, v))
      : t('concatPositionHover', { ...cell(row, col, v), dim: col - d });
  });
  return {
    element: h('div', { className: 'figure-row' }, token.element, position.element, joined.element),
    draw({ input, ids }, state) {
      drawn = { ids, state };
      const added = state.cb_join === 'add';
      const learned = state.cb_pos === 'learned';
      const result = added ? input.sum : input.concatenated;
      const [lo, hi] = symmetricRange(input.token, input.position, result);
      const common = { lo, hi, rowLabels: ids.map((id, i) => `${i} ${byteLabel(id)}`) };
      const size = {
        n: input.used,
        d: state.cb_d,
        last: input.used - 1,
        width: 2 * state.cb_d,
        tokens: t('tokenCount', { n: input.used }),
        dims: t('dimensionCount', { n: state.cb_d }),
      };
      token.draw(input.token, {
        ...common,
        label: t('tokenLabel', size),
        summary: t('tokenSummary', size),
      });
      position.draw(input.position, {
        ...common,
        label: learned ? t('positionLabelLearned', size) : t('positionLabelSinusoidal', size),
        summary: learned ? t('positionSummaryLearned', size) : t('positionSummarySinusoidal', size),
      });
      joined.draw(result, {
        ...common,
        label: added ? t('sumLabel', size) : t('concatLabel', size),
        summary: added ? t('sumSummary', size) : t('concatSummary', size),
      });
      joined.element.querySelector('.figure-title').textContent = added
        ? t('sumTitleShape')
        : t('concatTitle');
    },
  };
}

/** Past max_len: what the notebook's pipeline drops without a word, and what the strict one says. */
function truncationWarning({ input, strictError }, state) {
  if (!input.truncated) return [];
  const kept = {
    given: input.given,
    maxLen: state.cb_len,
    used: t('truncatedUsed', { n: input.used }),
    dropped: t('truncatedDropped', { n: input.given - input.used }),
  };
  return [
    h('p', { className: 'warning-note' }, t('truncated', kept)),
    h(
      'p',
      { className: 'error-note' },
      ...t.parts('strictRefuses', { error: coreMessage(strictError) }),
    ),
  ];
}

/** Adding against concatenating: the input's shape and the parameters each costs, as a table. */
function joinComparison({ input, add, concat }, state) {
  const added = state.cb_join === 'add';
  const row = (name, s, chosen) =>
    h(
      'tr',
      { className: chosen ? 'chosen' : null },
      h('th', { scope: 'row' }, name),
      h('td', {}, `${input.used} × ${s.width}`),
      h('td', {}, formatCount(s.tokenParams)),
      h('td', {}, formatCount(s.positionParams)),
      h('td', {}, `${s.width} × ${state.cb_d} = ${formatCount(s.nextLayerParams)}`),
    );
  const headers = [
    t('joinHeader'),
    t('shapeHeader'),
    t('tokenTableHeader'),
    t('positionTableHeader'),
    t('projectionHeader'),
  ];
  const table = h(
    'table',
    { className: 'compare-table' },
    h('thead', {}, h('tr', {}, ...headers.map((name) => h('th', {}, name)))),
    h('tbody', {}, row(t('addRow'), add, added), row(t('concatenate'), concat, !added)),
  );
  return [
    focusableWhenScrolling(table),
    h(
      'p',
      { className: 'note' },
      state.cb_pos === 'learned'
        ? t('learnedParameters', { maxLen: state.cb_len, d: state.cb_d })
        : t('sinusoidalParameters'),
    ),
  ];
}

export function mount(section, ctx) {
  const figures = inputFigures();
  const truncationNote = h('div', { 'aria-live': 'polite' });
  const shapes = h('div', {});
  const draw = (result, state) => {
    figures.draw(result, state);
    truncationNote.replaceChildren(...truncationWarning(result, state));
    shapes.replaceChildren(...joinComparison(result, state));
  };
  const lesson = lessonView(section, ctx, { settings, reads: ['text', 'seed'], compute, draw });

  const control = (key, hint) => lesson.control(key, { hint }).element;
  const choice = (key, options) => lesson.control(key, { options }).element;
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`x_t = E[\,i_t\,] + P[\,t\,],\qquad t = 0,\dots,T-1,\qquad T \le \text{max\_len}`,
    ),
    h(
      'div',
      { className: 'controls' },
      lesson.control('text', lessonTextBox).element,
      control('cb_d', t('dHint', { range: rangeText(settings.cb_d) })),
      control('cb_len', t('maxLenHint', { range: rangeText(settings.cb_len) })),
    ),
    h(
      'div',
      { className: 'controls' },
      choice('cb_pos', [
        ['learned', t('learnedRandom')],
        ['sinusoidal', t('sinusoidal')],
      ]),
      choice('cb_join', [
        ['add', t('add')],
        ['concat', t('concatenate')],
      ]),
    ),
    truncationNote,
    figures.element,
    h('h3', {}, t('joinTitle')),
    h('p', {}, t('joinProse')),
    shapes,
  );

  lesson.start();
}
