// real-tokenizers, part 2: an encoding as a list of tokens (one element per token, its id in
// data-token-id and in its text, which screen readers read with the token), the line that names
// the token under the pointer or the focus, and the replay of the merges that built a token.
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { endWithPanel } from '../../base/lifetime.js';
import { words } from '../../i18n/words.js';
import { bytesLabel, hexBytes, mergeReplay, modelOf } from './encodings.js';
import { strings } from './strings.js';

const t = words('real-tokenizers', strings);

/**
 * A token list: tokens [{ id, bytes }] in order, in a list marked data-encoding=name (or the
 * data attribute `attribute` names). With
 * encoding (a real one), each token is a button that calls choose(encoding, id).
 */
export function tokenList(
  name,
  tokens,
  { label, encoding = null, choose, attribute = 'encoding' },
) {
  const items = tokens.map(({ id, bytes }, i) => {
    const { label: text, partial } = bytesLabel(bytes);
    const said = t('tokenLabel', { label: text, id, bytes: hexBytes(bytes) });
    // Its name is what it shows, the text and the id; the title (its bytes too) is read after it
    // as its description, and shown on hover.
    const body = [
      h('span', { className: 'rt-token-text', translate: 'no' }, text),
      h('span', { className: 'rt-token-id' }, String(id)),
    ];
    const className = `rt-token tint-${i % 4}${partial ? ' partial' : ''}`;
    // A button: Enter and Space choose it as a click does.
    const token = encoding
      ? h('button', { type: 'button', className, title: said }, ...body)
      : h('span', { className, title: said }, ...body);
    if (encoding) token.addEventListener('click', () => choose(encoding, id));
    return h('li', { dataset: { tokenId: id } }, token);
  });
  return h(
    'ol',
    { className: 'rt-tokens', dataset: { [attribute]: name }, 'aria-label': label },
    ...items,
  );
}

/** The line naming the token under the pointer or the keyboard's focus, within box. */
export function tokenDetail(box) {
  const line = h('p', { className: 'note rt-detail' }, t('detailNone'));
  const show = (event) => {
    const token = event.target.closest?.('.rt-token');
    if (token) line.textContent = token.title;
  };
  box.addEventListener('pointerover', show);
  box.addEventListener('focusin', show);
  return line;
}

/** The pieces of one step as chips, each with its rank (its id). */
function stepParts(encoding, parts, step, merged) {
  return h(
    'ol',
    { className: 'rt-tokens', 'aria-label': t('replayPartsLabel', { step }) },
    ...parts.map((bytes, i) => {
      const { label, partial } = bytesLabel(bytes);
      const rank = encoding.rankOf(bytes);
      return h(
        'li',
        { dataset: { tokenId: rank } },
        h(
          'span',
          {
            className: `rt-token tint-${i % 4}${partial ? ' partial' : ''}${i === merged ? ' merged' : ''}`,
          },
          h('span', { className: 'rt-token-text', translate: 'no' }, label),
          h('span', { className: 'rt-token-id' }, String(rank)),
        ),
      );
    }),
  );
}

/** One step's line: what it merged, at which rank, and the pieces after it. */
function stepItem(encoding, steps, k) {
  const { parts, rank, at } = steps[k];
  const said =
    k === 0
      ? t('replayBytes')
      : t('replayStep', {
          rank,
          left: bytesLabel(steps[k - 1].parts[at]).label,
          right: bytesLabel(steps[k - 1].parts[at + 1]).label,
        });
  return h(
    'li',
    { className: 'rt-step', dataset: { rank: rank ?? '' } },
    h('span', { className: 'rt-step-what' }, said),
    stepParts(encoding, parts, k, k === 0 ? -1 : at),
  );
}

/** The replay: elements to place, and show(encoding, id), which replays that token's merges. */
export function replayView() {
  const summary = h('p', { className: 'stat-line' });
  const list = h('ol', { className: 'rt-steps', start: 0 });
  const box = h('div', { className: 'rt-replay', tabindex: '-1', hidden: true }, summary);
  let timer = null;
  let steps = [];
  let encoding = null;
  let shown = 0;
  const showUpTo = (k) => {
    shown = Math.max(0, Math.min(steps.length - 1, k));
    list.replaceChildren(...steps.slice(0, shown + 1).map((_, i) => stepItem(encoding, steps, i)));
  };
  const button = (text, onClick, more = {}) =>
    h('button', { type: 'button', onClick, ...more }, text);
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = t('play');
    play.setAttribute('aria-pressed', 'false');
  };
  const play = button(
    t('play'),
    () => {
      if (timer !== null) return stop();
      if (shown >= steps.length - 1) showUpTo(0);
      play.textContent = t('pause');
      play.setAttribute('aria-pressed', 'true');
      timer = setInterval(() => (shown >= steps.length - 1 ? stop() : showUpTo(shown + 1)), 500);
    },
    { 'aria-pressed': 'false' },
  );
  const by = (step) => () => {
    stop();
    showUpTo(shown + step);
  };
  box.append(
    h(
      'div',
      { className: 'rt-replay-steps', role: 'group', 'aria-label': t('replaySteps') },
      button(t('previousMerge'), by(-1)),
      button(t('nextMerge'), by(+1)),
      play,
    ),
    list,
  );
  endWithPanel(box, stop);
  const show = (chosen, id) => {
    stop();
    encoding = chosen;
    const bytes = chosen.bytesOf(id);
    steps = mergeReplay(chosen, bytes);
    summary.replaceChildren(
      t('replaySummary', {
        token: `‘${bytesLabel(bytes).label}’`,
        model: `${modelOf[chosen.name]} (${chosen.name})`,
        id,
        bytes: t('byteTotal', { n: formatCount(bytes.length) }),
        steps: t('stepTotal', { n: formatCount(steps.length - 1) }),
      }),
    );
    box.hidden = false;
    box.dataset.token = `${chosen.name}:${id}`;
    showUpTo(steps.length - 1);
    box.focus();
  };
  return {
    elements: [h('h3', {}, t('replayTitle')), h('p', { className: 'note' }, t('replayNote')), box],
    show,
  };
}
