// A diagram of TinyGPT for the shape the training lab is set to: every stage from bytes to
// next-byte probabilities, the repeated block opened up, and each part's parameter count from the
// core's own layout. Built as a list (read in order by screen readers), redrawn on every change.
import { formatCount } from '../../format.js';
import { h } from '../../ui/dom.js';

const peText = {
  none: ['no position table', 'the causal mask alone tells positions apart'],
  learned: ['+ learned position table', 'one trained row per position'],
  sinusoidal: ['+ sinusoidal positions', 'a fixed sin/cos table, no parameters'],
  rope: ['positions by RoPE', 'q and k rotated inside every head, no parameters'],
  alibi: ['positions by ALiBi', 'a distance penalty on every head’s scores, no parameters'],
};

/** Sum of the sizes of layout tensors whose names pass test. */
function count(tensors, test) {
  return tensors.reduce((sum, t) => (test(t.name) ? sum + t.size : sum), 0);
}

export function modelDiagram(core) {
  const body = h('div', { className: 'model-diagram-body' });
  const caption = h('figcaption', { className: 'note' });
  const element = h(
    'figure',
    { className: 'model-diagram', 'aria-label': 'Diagram of TinyGPT' },
    body,
    caption,
  );

  const stage = (title, detail, params, className = '') =>
    h(
      'li',
      { className: `diagram-stage ${className}` },
      h('span', { className: 'diagram-title' }, title),
      detail ? h('span', { className: 'diagram-detail' }, detail) : null,
      params !== null && params !== undefined
        ? h('span', { className: 'diagram-params' }, `${formatCount(params)} parameters`)
        : null,
    );

  /** Redraws for shape { dModel, layers, heads, maxLen, pe, norm }; a bad shape shows why. */
  function update(shape) {
    let layout;
    try {
      layout = core.modelLayout(shape);
    } catch (error) {
      body.replaceChildren(h('p', { className: 'control-error', role: 'alert' }, error.message));
      caption.textContent = '';
      return;
    }
    const { dModel: d, layers, heads, pe, norm, tensors } = layout;
    const normName = norm === 'layernorm' ? 'LayerNorm' : 'RMSNorm';
    const hd = d / heads;
    const block = count(tensors, (n) => n.startsWith('0.'));
    const [peTitle, peDetail] = peText[pe];
    const inBlock = (name) => count(tensors, (n) => n === `0.${name}`);
    const blockStages = h(
      'ol',
      { className: 'diagram-block-stages' },
      stage(
        normName,
        `norm 1: each token's ${d} numbers rescaled`,
        inBlock('n1.g') + inBlock('n1.b'),
      ),
      stage(
        `Multi-head attention: ${heads} head${heads === 1 ? '' : 's'} × ${hd} dims`,
        `q | k | v = x·W (${d} → ${3 * d})${pe === 'rope' ? ', q and k rotated' : ''}${pe === 'alibi' ? ', minus slope × distance' : ''}; causal softmax; heads side by side, then W_o (${d} → ${d})`,
        inBlock('qkv.W') + inBlock('qkv.b') + inBlock('proj.W') + inBlock('proj.b'),
        'diagram-attention',
      ),
      stage('+ residual', 'x = x + attention', null, 'diagram-add'),
      stage(normName, 'norm 2', inBlock('n2.g') + inBlock('n2.b')),
      stage(
        'MLP',
        `${d} → ${4 * d} (GELU) → ${d}, each token on its own`,
        inBlock('fc1.W') + inBlock('fc1.b') + inBlock('fc2.W') + inBlock('fc2.b'),
        'diagram-mlp',
      ),
      stage('+ residual', 'x = x + MLP', null, 'diagram-add'),
    );
    body.replaceChildren(
      h(
        'ol',
        { className: 'diagram-stages' },
        stage('Bytes in', 'each byte of the text is a token id 0–255', null),
        stage(
          'Token table',
          `256 × ${d}: one row per byte`,
          count(tensors, (n) => n === 'tok'),
        ),
        stage(peTitle, peDetail, pe === 'learned' ? count(tensors, (n) => n === 'pos') : null),
        h(
          'li',
          { className: 'diagram-stage diagram-block' },
          h('span', { className: 'diagram-title' }, `Transformer block × ${layers} (pre-norm)`),
          h('span', { className: 'diagram-params' }, `${formatCount(block)} parameters each`),
          blockStages,
        ),
        stage(
          `Final ${normName}`,
          null,
          count(tensors, (n) => n.startsWith('nf.')),
        ),
        stage(
          'Output head',
          `${d} → 256 logits, its own table (not tied to the token table)`,
          count(tensors, (n) => n === 'head.W'),
        ),
        stage('Softmax', '256 next-byte probabilities', null),
      ),
    );
    caption.textContent = `TinyGPT as the training lab is set: ${formatCount(layout.parameters)} parameters in all.`;
  }
  return { element, update };
}
