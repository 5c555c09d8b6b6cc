// The words, formulas and questions of the norms panel, kept apart from its wiring.
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';

export function explanation() {
  return [
    h(
      'p',
      { className: 'lead' },
      'Deep networks stack dozens of layers, and the size of the numbers flowing between them can ' +
        'drift: some vectors grow, some shrink, and training becomes fragile. A normalisation ' +
        'layer rescales each token’s vector on its own, so the next layer always receives values ' +
        'of a predictable size. Two versions are common. LayerNorm (the original Transformer, ' +
        'GPT-2) first subtracts the vector’s mean and then divides by its standard deviation. ' +
        'RMSNorm (LLaMA and most recent models) skips the centring and divides by the root mean ' +
        'square, which is cheaper and works as well in practice.',
    ),
    h(
      'div',
      { className: 'formula-grid' },
      mathElement(
        String.raw`\mu=\frac{1}{n}\sum_{i=1}^{n}x_i,\quad \sigma^2=\frac{1}{n}\sum_{i=1}^{n}(x_i-\mu)^2`,
      ),
      mathElement(
        String.raw`\mathrm{LayerNorm}(x)_i=\frac{x_i-\mu}{\sqrt{\sigma^2+\epsilon}}\,\gamma+\beta`,
      ),
      mathElement(String.raw`\mathrm{RMS}(x)=\sqrt{\frac{1}{n}\sum_{i=1}^{n}x_i^2}`),
      mathElement(
        String.raw`\mathrm{RMSNorm}(x)_i=\frac{x_i}{\sqrt{\frac{1}{n}\sum_{j} x_j^2+\epsilon}}\,\gamma`,
      ),
    ),
    h(
      'p',
      {},
      'n is the number of features (the vector’s length). The variance is the biased one (divide ' +
        'by n, not n − 1), as PyTorch’s LayerNorm uses. γ (gain) and β (shift) are learned per ' +
        'feature; here one value of each is applied to every feature. “rstd” is the reciprocal ' +
        'standard deviation 1/√(σ²+ε) that the layer multiplies by (and saves for the backward ' +
        'pass). ε is a small constant added under the square root; the experiment below shows why.',
    ),
  ];
}

export function epsilonExplanation() {
  return [
    h(
      'p',
      {},
      'Without ε a norm divides by the vector’s own size. For a vector of all zeros that is 0/0; ' +
        'for a vector of tiny values, say rounding noise of size 10⁻⁶, the division blows the noise ' +
        'up to values of size 1, as if it were a meaningful signal. Adding ε under the square ' +
        'root means the layer never multiplies by more than 1/√ε: with ε = 10⁻⁵ that is about 316, ' +
        'so 10⁻⁶ becomes about 3·10⁻⁴ and stays small. For vectors of ordinary size ε changes ' +
        'almost nothing.',
    ),
  ];
}

/** RMSNorm without ε worked by hand on a tiny vector, with the step that is easy to get wrong. */
export function notesSlip() {
  return h(
    'div',
    { className: 'note notes-slip' },
    h('strong', {}, 'Worked by hand: RMSNorm without ε on [10⁻⁶, 0, 2·10⁻⁶]. '),
    'Square the entries: [10⁻¹², 0, 4·10⁻¹²]; their mean is 1.667·10⁻¹²; ' +
      'rsqrt = 1/√(1.667·10⁻¹²) ≈ 774 597. The last step multiplies the original entries by ' +
      'rsqrt: 10⁻⁶ · 774 597 ≈ 0.775, 0 · 774 597 = 0, 2·10⁻⁶ · 774 597 ≈ 1.549. An easy slip ' +
      'is to divide the squared values by rsqrt instead; that gives numbers near 10⁻¹⁸, and a ' +
      'zero entry stays zero whichever way. With ε, 1/√ε is the largest rsqrt can be, not the ' +
      'smallest. Press “Tiny vector” above and the table shows the exact values from the core.',
  );
}
