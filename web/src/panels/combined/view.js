// Lesson combined, its view: token rows + position rows = the input vectors of your text, as three heatmaps
// (token, position, sum; or the concatenation), learned-random or sinusoidal positions, what
// adding and concatenating do to widths and parameter counts, and what happens past max_len.
import { heatmapFigure, symmetricRange } from '../../charts/heatmap.js';
import { byteLabel, formatCount, formatFloat32 } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { lessonTextBox } from '../../lesson-parts/token-lessons/labels.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('combined', strings);

export function mount(section, ctx) {
  let ids = []; // the byte ids drawn, for the hover texts
  let current = {}; // the settings drawn

  // The values of a hover text: the cell's row, its token and column, and its value.
  const cell = (row, col, v) => ({ row, token: byteLabel(ids[row]), col, value: formatFloat32(v) });
  const tokenFigure = heatmapFigure({
    name: 'combined-token',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('tokenTitle'),
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    canvasClass: 'short',
    hover: (row, col, v) => t('tokenHover', cell(row, col, v)),
  });
  const positionFigure = heatmapFigure({
    name: 'combined-position',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('positionTitle'),
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    canvasClass: 'short',
    hover: (row, col, v) => t('positionHover', cell(row, col, v)),
  });
  const resultFigure = heatmapFigure({
    name: 'combined-input',
    labels: 'rows',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('sumTitle'),
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    canvasClass: 'short',
    hover: (row, col, v) =>
      current.cb_join === 'add'
        ? t('sumHover', cell(row, col, v))
        : col < current.cb_d
          ? t('concatTokenHover', cell(row, col, v))
          : t('concatPositionHover', { ...cell(row, col, v), dim: col - current.cb_d }),
  });
  const truncationNote = h('div', { 'aria-live': 'polite' });
  const shapes = h('div', {});

  const compute = (core, s) => {
    if (s.text.length === 0) throw refusal('text', t('emptyText'));
    const allIds = core.byteBreakdown(s.text).flatMap((c) => c.ids);
    const input = core.combineInput(allIds, s.cb_d, s.cb_len, s.cb_pos, s.seed, false);
    let strictError = null;
    if (input.truncated) {
      try {
        core.combineInput(allIds, s.cb_d, s.cb_len, s.cb_pos, s.seed, true);
      } catch (error) {
        strictError = error.message;
      }
    }
    return {
      input,
      strictError,
      ids: allIds.slice(0, input.used),
      add: core.joinShapes(s.cb_d, s.cb_len, input.used, false, s.cb_pos),
      concat: core.joinShapes(s.cb_d, s.cb_len, input.used, true, s.cb_pos),
    };
  };

  const draw = ({ input, strictError, add, concat, ...drawn }, state) => {
    current = state;
    ids = drawn.ids;
    const result = state.cb_join === 'add' ? input.sum : input.concatenated;
    const [lo, hi] = symmetricRange(input.token, input.position, result);
    const rowLabels = ids.map((id, i) => `${i} ${byteLabel(id)}`);
    const common = { lo, hi, rowLabels };
    const size = {
      n: input.used,
      d: state.cb_d,
      last: input.used - 1,
      width: 2 * state.cb_d,
      tokens: t('tokenCount', { n: input.used }),
      dims: t('dimensionCount', { n: state.cb_d }),
    };
    const learned = state.cb_pos === 'learned';
    const added = state.cb_join === 'add';
    tokenFigure.draw(input.token, {
      ...common,
      label: t('tokenLabel', size),
      summary: t('tokenSummary', size),
    });
    positionFigure.draw(input.position, {
      ...common,
      label: learned ? t('positionLabelLearned', size) : t('positionLabelSinusoidal', size),
      summary: learned ? t('positionSummaryLearned', size) : t('positionSummarySinusoidal', size),
    });
    resultFigure.draw(result, {
      ...common,
      label: added ? t('sumLabel', size) : t('concatLabel', size),
      summary: added ? t('sumSummary', size) : t('concatSummary', size),
    });
    resultFigure.element.querySelector('.figure-title').textContent = added
      ? t('sumTitleShape')
      : t('concatTitle');

    truncationNote.replaceChildren();
    if (input.truncated)
      truncationNote.append(
        h(
          'p',
          { className: 'warning-note' },
          t('truncated', {
            given: input.given,
            maxLen: state.cb_len,
            used: t('truncatedUsed', { n: input.used }),
            dropped: t('truncatedDropped', { n: input.given - input.used }),
          }),
        ),
        h('p', { className: 'error-note' }, t('strictRefuses', { error: strictError })),
      );
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
              h('th', {}, t('joinHeader')),
              h('th', {}, t('shapeHeader')),
              h('th', {}, t('tokenTableHeader')),
              h('th', {}, t('positionTableHeader')),
              h('th', {}, t('projectionHeader')),
            ),
          ),
          h('tbody', {}, row(t('addRow'), add, added), row(t('concatenate'), concat, !added)),
        ),
      ),
      h(
        'p',
        { className: 'note' },
        learned
          ? t('learnedParameters', { maxLen: state.cb_len, d: state.cb_d })
          : t('sinusoidalParameters'),
      ),
    );
  };
  const lesson = lessonView(section, ctx, { settings, reads: ['text', 'seed'], compute, draw });

  const textInput = lesson.control('text', lessonTextBox);
  const dControl = lesson.control('cb_d', {
    hint: t('dHint', { range: rangeText(settings.cb_d) }),
  });
  const lenControl = lesson.control('cb_len', {
    hint: t('maxLenHint', { range: rangeText(settings.cb_len) }),
  });
  const posControl = lesson.control('cb_pos', {
    options: [
      ['learned', t('learnedRandom')],
      ['sinusoidal', t('sinusoidal')],
    ],
  });
  const joinControl = lesson.control('cb_join', {
    options: [
      ['add', t('add')],
      ['concat', t('concatenate')],
    ],
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
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
    h('h3', {}, t('joinTitle')),
    h('p', {}, t('joinProse')),
    shapes,
  );

  lesson.start();
}
