// A diagram of TinyGPT for the shape the training lab is set to: every stage from bytes to
// next-byte probabilities, the repeated block opened up, and each part's parameter count from the
// core's own layout. Built as a list (read in order by screen readers), redrawn on every change.
import { formatCount } from '../../format.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('model', strings);

/** The position stage's title and detail for positions pe ('none', 'learned', ...). */
function peText(pe) {
  if (pe === 'none') return [t('peNoneTitle'), t('peNoneDetail')];
  if (pe === 'learned') return [t('peLearnedTitle'), t('peLearnedDetail')];
  if (pe === 'sinusoidal') return [t('peSinusoidalTitle'), t('peSinusoidalDetail')];
  if (pe === 'rope') return [t('peRopeTitle'), t('peRopeDetail')];
  if (pe === 'alibi') return [t('peAlibiTitle'), t('peAlibiDetail')];
  throw new Error(`no positions named ${pe}`);
}

/** Sum of the sizes of layout tensors whose names pass test. */
function count(tensors, test) {
  return tensors.reduce((sum, tensor) => (test(tensor.name) ? sum + tensor.size : sum), 0);
}

/** One stage of the list: its title, a detail line and its parameter count (null: none). */
function stage(title, detail, params, className = '') {
  return h(
    'li',
    { className: `diagram-stage ${className}` },
    h('span', { className: 'diagram-title' }, title),
    detail ? h('span', { className: 'diagram-detail' }, detail) : null,
    params !== null && params !== undefined
      ? h('span', { className: 'diagram-params' }, t('parameters', { count: formatCount(params) }))
      : null,
  );
}

/** The repeated block opened up, its counts from block 0's tensors. */
function blockStages({ dModel: d, heads, pe, tensors }, normTitle) {
  const inBlock = (name) => count(tensors, (n) => n === `0.${name}`);
  return h(
    'ol',
    { className: 'diagram-block-stages' },
    stage(normTitle, t('norm1Detail', { d }), inBlock('n1.g') + inBlock('n1.b')),
    stage(
      t('attention', { heads, headDim: d / heads }),
      pe === 'rope'
        ? t('attentionDetailRope', { d, qkv: 3 * d })
        : pe === 'alibi'
          ? t('attentionDetailAlibi', { d, qkv: 3 * d })
          : t('attentionDetail', { d, qkv: 3 * d }),
      inBlock('qkv.W') + inBlock('qkv.b') + inBlock('proj.W') + inBlock('proj.b'),
      'diagram-attention',
    ),
    stage(t('residual'), t('attentionResidual'), null, 'diagram-add'),
    stage(normTitle.cloneNode(true), t('norm2Detail'), inBlock('n2.g') + inBlock('n2.b')),
    stage(
      t('mlp'),
      t('mlpDetail', { d, hidden: 4 * d }),
      inBlock('fc1.W') + inBlock('fc1.b') + inBlock('fc2.W') + inBlock('fc2.b'),
      'diagram-mlp',
    ),
    stage(t('residual'), t('mlpResidual'), null, 'diagram-add'),
  );
}

/** Every stage from bytes in to probabilities out, for the core's layout of the model. */
function stages(layout) {
  const { dModel: d, layers, pe, norm, tensors } = layout;
  const normName = norm === 'layernorm' ? 'LayerNorm' : 'RMSNorm';
  const normTitle = h('span', { translate: 'no' }, normName); // a name, in every language
  const [peTitle, peDetail] = peText(pe);
  return h(
    'ol',
    { className: 'diagram-stages' },
    stage(t('bytesIn'), t('bytesInDetail'), null),
    stage(
      t('tokenTable'),
      t('tokenTableDetail', { d }),
      count(tensors, (n) => n === 'tok'),
    ),
    stage(peTitle, peDetail, pe === 'learned' ? count(tensors, (n) => n === 'pos') : null),
    h(
      'li',
      { className: 'diagram-stage diagram-block' },
      h('span', { className: 'diagram-title' }, t('block', { layers })),
      h(
        'span',
        { className: 'diagram-params' },
        t('parametersEach', {
          count: formatCount(count(tensors, (n) => n.startsWith('0.'))),
        }),
      ),
      blockStages(layout, normTitle),
    ),
    stage(
      t('finalNorm', { norm: normName }),
      null,
      count(tensors, (n) => n.startsWith('nf.')),
    ),
    stage(
      t('outputHead'),
      t('outputHeadDetail', { d }),
      count(tensors, (n) => n === 'head.W'),
    ),
    stage(t('softmax'), t('softmaxDetail'), null),
  );
}

export function modelDiagram(core) {
  const body = h('div', { className: 'model-diagram-body' });
  const caption = h('figcaption', { className: 'note' });
  const element = h(
    'figure',
    { className: 'model-diagram', 'aria-label': t('diagramLabel') },
    body,
    caption,
  );

  /** Redraws for shape { dModel, layers, heads, maxLen, pe, norm }; a bad shape shows why. */
  function update(shape) {
    let layout;
    try {
      layout = core.modelLayout(shape);
    } catch (error) {
      body.replaceChildren(
        h('p', { className: 'control-error', role: 'alert' }, coreMessage(error)),
      );
      caption.textContent = '';
      return;
    }
    body.replaceChildren(stages(layout));
    caption.textContent = t('diagramCaption', { count: formatCount(layout.parameters) });
  }
  return { element, update };
}
