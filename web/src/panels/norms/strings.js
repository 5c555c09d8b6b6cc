// The words of the lesson norms, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  // The explanation (content.js)
  lead:
    'Deep networks stack dozens of layers, and the size of the numbers flowing between them can ' +
    'drift: some vectors grow, some shrink, and training becomes fragile. A normalisation ' +
    'layer rescales each token’s vector on its own, so the next layer always receives values ' +
    'of a predictable size. Two versions are common. LayerNorm (the original Transformer, ' +
    'GPT-2) first subtracts the vector’s mean and then divides by its standard deviation. ' +
    'RMSNorm (LLaMA and most recent models) skips the centring and divides by the root mean ' +
    'square, which is cheaper and works as well in practice.',
  formulaNote:
    'n is the number of features (the vector’s length). The variance is the biased one (divide ' +
    'by n, not n − 1), as PyTorch’s LayerNorm uses. γ (gain) and β (shift) are learned per ' +
    'feature; here one value of each is applied to every feature. “rstd” is the reciprocal ' +
    'standard deviation 1/√(σ²+ε) that the layer multiplies by (and saves for the backward ' +
    'pass). ε is a small constant added under the square root; the experiment below shows why.',

  // The vector, its controls and its bar charts
  vectorLabel: 'vector x',
  vectorHint: 'numbers separated by commas, up to 32 (e.g. 2, -1, 0.5, 3 or 1e-6, 0, 2e-6)',
  gammaHint: 'gain, applied to every feature',
  betaHint: 'shift (LayerNorm only)',
  epsHint: 'log scale, 10⁻¹² to 1; PyTorch uses 10⁻⁵',
  tinyVectorPreset: 'Tiny vector [1e-6, 0, 2e-6]',
  almostNoEpsPreset: 'ε = 1e-12 (almost none)',
  defaultVectorPreset: 'Default vector',
  inputCaption: 'The input vector. {point} a bar for its value.',
  layerNormCaption: 'Centred and scaled: mean β, spread γ.',
  rmsNormCaption: 'Scaled only: root mean square |γ|.',
  barsLabel: 'Bar chart of {name}: {values}',

  // Statistics of x
  statsLabel: 'Statistics of x',
  statsCaption: 'Statistics of x, computed by the core',
  features: 'features',
  mean: 'mean μ',
  variance: 'variance σ²',
  varianceNote: 'biased: divided by n',
  meanSquare: 'mean of squares',
  withoutEps: 'without ε',
  rmsRstdNote: '1/√(mean of squares + ε)',

  // What is ε for?
  epsTitle: 'What is ε for?',
  epsProse:
    'Without ε a norm divides by the vector’s own size. For a vector of all zeros that is 0/0; ' +
    'for a vector of tiny values, say rounding noise of size 10⁻⁶, the division blows the noise ' +
    'up to values of size 1, as if it were a meaningful signal. Adding ε under the square ' +
    'root means the layer never multiplies by more than 1/√ε: with ε = 10⁻⁵ that is about 316, ' +
    'so 10⁻⁶ becomes about 3·10⁻⁴ and stays small. For vectors of ordinary size ε changes ' +
    'almost nothing.',
  epsTableLabel: 'Outputs with and without epsilon',
  epsCaption: 'The same vector with and without ε',
  rmsUndefined: 'undefined: the RMS is 0, so it would divide by 0',
  layerNormUndefined: 'undefined: σ is 0, so it would divide by 0',
  largestFactor: 'largest factor 1/√ε',
  largestFactorNote: 'the cap ε puts on rstd',
  slipTitle: 'Worked by hand: RMSNorm without ε on [10⁻⁶, 0, 2·10⁻⁶]. ',
  slipProse:
    'Square the entries: [10⁻¹², 0, 4·10⁻¹²]; their mean is 1.667·10⁻¹²; ' +
    'rsqrt = 1/√(1.667·10⁻¹²) ≈ 774 597. The last step multiplies the original entries by ' +
    'rsqrt: 10⁻⁶ · 774 597 ≈ 0.775, 0 · 774 597 = 0, 2·10⁻⁶ · 774 597 ≈ 1.549. An easy slip ' +
    'is to divide the squared values by rsqrt instead; that gives numbers near 10⁻¹⁸, and a ' +
    'zero entry stays zero whichever way. With ε, 1/√ε is the largest rsqrt can be, not the ' +
    'smallest. Press “Tiny vector” above and the table shows the exact values from the core.',

  // Scale invariance
  scaleTitle: 'Scale invariance',
  scaleProse:
    'Multiply x by a positive factor and both outputs stay the same: the norm divides the factor ' +
    'out again. That is why a norm steadies the network: however large or small the previous ' +
    'layer’s output, the next layer sees the same pattern. The exception is a vector so small ' +
    'that ε is comparable to its mean square; try factor 10⁻⁴ with ε = 10⁻⁵.',
  scaleHint: 'multiplies x, 10⁻⁶ to 10⁶',
  scaleUnchanged:
    '{factor} · x = {scaled}. Largest change of an output: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (unchanged, up to the tiny effect of ε).',
  scaleChanged:
    '{factor} · x = {scaled}. Largest change of an output: LayerNorm {layerNorm}, RMSNorm {rmsNorm} (here ε is comparable to the mean square of the values, so it matters).',
};
