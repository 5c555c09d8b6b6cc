// The words of the lesson sampling, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'A language model does not write text; it gives a probability for every possible next byte. Generating means choosing one, appending it, and asking again. How we choose changes everything: always the likeliest (greedy) repeats itself, drawing from the raw distribution wanders off. Temperature, top-k and top-p reshape the distribution before the draw.',
  howItCuts:
    'Temperature T divides the logits z: below 1 it sharpens the distribution, above 1 it flattens it, 0 means greedy. Top-k keeps only the k most likely bytes. Top-p (nucleus sampling, Holtzman et al. 2020) keeps the smallest set of most likely bytes whose probability reaches p, so it keeps few bytes when the model is sure and many when it is not. Each cut is renormalised to sum to 1, and one byte is drawn.',

  // Controls and summary
  promptHint: 'the text to continue',
  promptEmpty: 'Type a prompt: generation continues from at least one byte.',
  temperatureHint: '{min} (greedy) to {max}',
  topKHint: '0 keeps all 256',
  topPHint: '1 keeps all',
  seedHint: 'the draws (and the random weights)',
  modelTrained: 'Trained TinyGPT ({shape}).',
  modelRandom: 'Random TinyGPT ({shape}, random seed {seed}).',
  temperature:
    'Temperature {temperature}; top-k keeps {keptK} of 256 bytes, top-p keeps {keptP} of those.',
  temperatureGreedy:
    'Temperature {temperature} (greedy: always the most likely byte); top-k keeps {keptK} of 256 bytes, top-p keeps {keptP} of those.',
  trainHint:
    'Train a TinyGPT in the training lab to sample from trained weights; until then the weights are random.',
  onPage:
    'This site does not let the lesson start a background worker, so the text is generated on the page itself: the page may respond more slowly while it works.',
  progressLabel: 'bytes generated',
  progress: {
    plural: 'total',
    one: 'Generating: {made} of {total} byte…',
    other: 'Generating: {made} of {total} bytes…',
  },

  // The next byte, stage by stage (stages.js)
  stagesTitle: 'The next byte, stage by stage (the {count} likeliest bytes)',
  afterTemperature: 'after temperature',
  afterTopK: 'after top-k',
  afterTopP: 'after top-p: drawn from this',
  plainIdle: 'the model’s own distribution',
  topKIdle: 'only the k most likely, renormalised',
  topPIdle: 'the nucleus, renormalised',
  stageHover: '‘{byte}’ (byte {b}): {probability}; logit {logit}',
  stageHoverCut: '‘{byte}’ (byte {b}): {probability} (cut); logit {logit}',
  stageComputing: 'Bar chart {heading}: the next byte’s probabilities are being computed.',
  stageLabel:
    'Bar chart {heading}: the {count} bytes the model finds most likely, most likely first ‘{byte}’ at {probability}.',
  stageEarlier: '{label} From the earlier settings.',
  stageEarlierUpdating: '{label} From the earlier settings (updating).',
  logitColumn: 'logit',
  softmaxColumn: 'softmax',
  temperatureColumn: 'temperature',
  topKColumn: 'top-k',
  topPColumn: 'top-p',

  // Greedy against sampled
  generatedTitle: 'Greedy against sampled',
  byteCodes:
    'Bytes that are not printable text show as their code in hexadecimal, such as \\x9F: an untrained model draws any of the 256 bytes.',
  byteTitle: 'byte {b}',
  greedyTitle: 'Greedy (temperature 0)',
  greedyEarlier: 'Greedy (temperature 0), earlier settings',
  greedyEarlierUpdating: 'Greedy (temperature 0), earlier settings (updating)',
  sampledTitle: 'Sampled with the settings above',
  sampledEarlier: 'Sampled with the earlier settings',
  sampledEarlierUpdating: 'Sampled with the earlier settings (updating)',
  generatedTools: 'the sampled bytes',
  byteColumn: 'byte',
  drawnColumn: 'probability when drawn',
  candidatesColumn: 'bytes left to choose from',

  // The generation loop and the KV cache (kv-cache.js)
  kvTitle: 'The generation loop and the KV cache',
  kvProse:
    'Each new byte needs a forward pass. Done naively, that pass recomputes the keys and values of every earlier token at every layer, although they have not changed: the causal mask lets no token see a later one, so adding a byte cannot alter what came before. A KV cache keeps each layer’s keys and values, and each step computes q, k, v for the new token only, attending to the cached rows. The price is memory, growing with every token:',
  kvNote:
    'The generation here uses such a cache: each new byte runs one position through the model and attends to the keys and values kept from before, which gives the same logits as recomputing the whole text, up to rounding. One exception: with learned positions, once the text is longer than the position table the window slides, every byte’s position changes, and each new byte recomputes the last window in full.',
  kvCaption: 'What a KV cache holds (float32, 4 bytes per number)',
  kvThisModel: {
    plural: 'layers',
    one: 'this TinyGPT ({layers} layer × d_model {dModel})',
    other: 'this TinyGPT ({layers} layers × d_model {dModel})',
  },
  kvPerToken: '2 × {layers} × {dModel} × 4 B = {bytes} per token',
  kvWindow: {
    plural: 'tokens',
    one: 'its cache for a full window of {tokens} token',
    other: 'its cache for a full window of {tokens} tokens',
  },
  kvGpt2: 'GPT-2 small (12 layers × 768), for comparison',
  kvGpt2Bytes: '2 × 12 × 768 × 4 B = {perToken} per token; {window} for 1024 tokens',
  kvChange: 'largest change of an earlier key or value when byte {n} is added',
  exactlyZero: '0 (exactly)',
  kvNeedsTwo:
    'How much an earlier key or value changes when a byte is added: this needs at least two positions, and this model reads one (sequence length 1 in the training lab).',
  // Inside formulas, set as text in the TeX: the KV cache's size (bytes per token = 2 × layers ×
  // d_model × bytes per number); top-p's rule, {S} the kept tokens, {sum} their probability
  // reaching p
  texBytesPerToken: 'bytes per token',
  texLayers: 'layers',
  texBytesPerNumber: 'bytes per number',
  texTopP: 'smallest {S} with {sum}',
};
