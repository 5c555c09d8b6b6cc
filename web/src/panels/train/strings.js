// The words of the lesson train, in English (the shape of a message: i18n/words.js).
// Formulas, code names, the core's messages and the learner's own text are not words: they stay in
// the view.
export const strings = {
  // The lab: training, its buttons and notes (view.js)
  lead:
    'Everything so far used random or fixed tables. ' +
    'Here a model learns its tables from a text, in your browser: at every step it reads a batch of random windows of the text (16 by default), guesses each next character, and nudges every weight to make the right guesses a little more likely. ' +
    'Pick a model and a text, press Train, and watch the loss fall and the embeddings take shape.',
  diagramSummary: 'TinyGPT, drawn for these settings',
  trainButton: 'Train',
  pauseButton: 'Pause',
  resumeButton: 'Resume',
  resetButton: 'Reset',
  paused: 'Paused.',
  pausedAt: 'Paused at step {step}.',
  heldOutNote:
    'The last tenth of the text is held out: no training window ever touches it (nothing of the Hamlet passage is: it is the same lines ten times, so its last tenth would be a copy of what the model trained on). ' +
    'The loss chart draws the training loss and, at regular steps, the loss on that held-out part (validation). ' +
    'While the two fall together the model is learning things that carry over to text it has not seen; when the validation curve turns up while training keeps falling, it is memorising its training text. ' +
    '{overfitButton}',
  overfitButton: 'Preset: overfit a short speech',
  engineOnPage:
    'This site does not let the lab start a background worker, so training runs on the page itself: the page may respond more slowly while a model trains.',
  diverged: 'Training stopped: the loss blew up. The curve up to that point is kept.',
  retryButton: 'Retry at a tenth of the learning rate',

  // Counts inserted in the sentences below
  stepCount: { plural: 'n', one: '{n} step', other: '{n} steps' },
  characterCount: { plural: 'n', one: '{n} character', other: '{n} characters' },
  tokenCount: { plural: 'n', one: '{n} token', other: '{n} tokens' },
  characterEmbeddings: {
    plural: 'n',
    one: '{n} character embedding',
    other: '{n} character embeddings',
  },
  tokenEmbeddings: { plural: 'n', one: '{n} token embedding', other: '{n} token embeddings' },
  distinctCharacters: {
    plural: 'n',
    one: '{n} distinct character',
    other: '{n} distinct characters',
  },
  mergeCount: { plural: 'n', one: '{n} merge', other: '{n} merges' },
  layerCount: { plural: 'n', one: '{n} layer', other: '{n} layers' },
  headCount: { plural: 'n', one: '{n} head', other: '{n} heads' },
  positionCount: { plural: 'n', one: '{n} position', other: '{n} positions' },

  // The loss, step by step (loss-view.js, loss-explain.js)
  lossHeading: 'The loss, step by step',
  progressLabel: 'training progress',
  notStarted: 'Not started: press Train.',
  starting: 'Starting…',
  progressTimeUnknown: 'Step {step} of {total} · {rate} steps/s · … left',
  progressUnderSecond: 'Step {step} of {total} · {rate} steps/s · under a second left',
  progressSeconds: 'Step {step} of {total} · {rate} steps/s · about {seconds} s left',
  progressMinutes: 'Step {step} of {total} · {rate} steps/s · about {minutes} min left',
  lossSeries: 'loss',
  smoothedSeries: 'smoothed',
  validationSeries: 'validation (held-out)',
  floorSeries: 'bigram floor',
  stepAxis: 'step',
  lossAxisBytes: 'loss (nats per character)',
  lossAxisBytesLog: 'loss (nats per character, log scale)',
  lossAxisTokens: 'loss (nats per token)',
  lossAxisTokensLog: 'loss (nats per token, log scale)',
  lossChartBytes:
    'Training loss over {steps}: smoothed {smoothed} now; the ln {vocab} line is at {baseline} and the bigram floor of this text at {floor}.',
  lossChartBytesValidation:
    'Training loss over {steps}: smoothed {smoothed} now, held-out (validation) loss {validation} at step {validationStep}; the ln {vocab} line is at {baseline} and the bigram floor of this text at {floor}.',
  lossChartTokens:
    'Training loss over {steps}: smoothed {smoothed} now; the ln {vocab} line is at {baseline}.',
  lossChartTokensValidation:
    'Training loss over {steps}: smoothed {smoothed} now, held-out (validation) loss {validation} at step {validationStep}; the ln {vocab} line is at {baseline}.',
  lossChartLogScale: 'The loss peaked at {peak}, so the axis is on a log scale.',
  bpeNote:
    'This run reads BPE tokens: {vocab} ids (256 bytes + {merges} learned on the text), {tokens} tokens for {bytes} bytes. ' +
    'The loss below is per token and its guessing line is ln {vocab}; a token holds {bytesPerToken} bytes on average, so compare with a byte run in bits per byte: loss × tokens ÷ (bytes × ln 2), given when training ends. ' +
    'The text’s bigram floor is a loss per byte, so it is not drawn on this curve: in bits per byte it is {floorBits}.',
  lossMeaningBytes:
    'The loss is the average of −ln p(the right next character) over a batch, in nats. ' +
    'A model that knows nothing spreads its bet evenly over all 256 byte values, so every guess costs',
  lossMeaningTokens:
    'The loss is the average of −ln p(the right next token) over a batch, in nats. ' +
    'A model that knows nothing spreads its bet evenly over all {vocab} token ids, so every guess costs',
  guessingLine:
    'That is the dashed ln {vocab} line. ' +
    'A freshly initialised model starts near it, often a little above: random weights are not uniform, they are confidently wrong here and there.',
  floorLineBytes:
    'The dotted line is this text’s bigram floor, {floor} nats per byte: the entropy of the next character given only the current one,',
  floorLineTokens:
    'For a byte run, a dotted line marks this text’s bigram floor, {floor} nats per byte: the entropy of the next character given only the current one,',
  floorMeaning:
    'A model that sees one character at a time cannot, on average, do better. ' +
    'The token + position predictor sees the current character and its position, so it levels off just above this floor. ' +
    'TinyGPT attends to all earlier characters in the window and can go far below it; on a short repeated passage it ends up nearly reciting it. ' +
    '({parameters} parameters; the text has {chars}.) ' +
    'The smoothed curve is the mean of the last 21 losses, as in Vizuara’s notebook.',

  // After a run: three sentences, the last only when text was held out (loss-explain.js)
  doneSteps: {
    plural: 'steps',
    one: 'Done: {steps} step at {rate} steps/s.',
    other: 'Done: {steps} steps at {rate} steps/s.',
  },
  doneMeanUnknown:
    'Last batch loss {loss}; the mean loss over the training text could not be computed ({error}); the trained model is kept.',
  doneMeanBytes:
    'Last batch loss {loss}; mean loss over the training text {mean} nats per byte (bigram floor {floor}).',
  doneMeanBytesBits:
    'Last batch loss {loss}; mean loss over the training text {mean} nats per byte = {bits} bits per byte (bigram floor {floor}).',
  doneMeanTokens:
    'Last batch loss {loss}; mean loss over the training text {mean} nats per token (bigram floor {floorBits} bits per byte).',
  doneMeanTokensBits:
    'Last batch loss {loss}; mean loss over the training text {mean} nats per token = {bits} bits per byte (bigram floor {floorBits} bits per byte).',
  heldOut: 'Held-out text: {loss}.',
  heldOutBits: 'Held-out text: {loss} = {bits} bits per byte.',
  heldOutMemorised:
    'Held-out text: {loss}, {gap} above the training text: the model has memorised more than it has learned.',
  heldOutBitsMemorised:
    'Held-out text: {loss} = {bits} bits per byte, {gap} above the training text: the model has memorised more than it has learned.',

  // Inside the model (inspect.js, attention-view.js)
  insideHeading: 'Inside the model',
  insideProse:
    'Each character of the text has a row in the token table. ' +
    'Training moves those rows so that characters which are followed by similar things end up pointing in similar directions. ' +
    'Only the characters that occur in the text are shown: every other row never receives a gradient and keeps its random start, so comparing them (as Vizuara’s notebook does with digits and punctuation its passage lacks) measures noise.',
  similarHeading: 'Which characters look alike',
  legendOpposite: '−1 (opposite)',
  legendSame: '+1 (same direction)',
  similarityHover: 'cos(“{row}”, “{col}”) = {value}',
  similaritySummaryCharacters:
    'Cosine similarity between the token embeddings of the {characters} in the text, after {steps}: blue is negative, white zero, red positive. ' +
    'Characters are ordered so that similar ones sit together (by angle around the PCA plane below), so that groups training has made alike, if any, show as red blocks on the diagonal. ' +
    '{point} for values.',
  similaritySummaryCharactersStart:
    'Cosine similarity between the token embeddings of the {characters} in the text, before training (random vectors): blue is negative, white zero, red positive. ' +
    'Characters are ordered so that similar ones sit together (by angle around the PCA plane below), so that groups training has made alike, if any, show as red blocks on the diagonal. ' +
    '{point} for values.',
  similaritySummaryTokens:
    'Cosine similarity between the token embeddings of the {tokens} in the text, after {steps}: blue is negative, white zero, red positive. ' +
    'Tokens are ordered so that similar ones sit together (by angle around the PCA plane below), so that groups training has made alike, if any, show as red blocks on the diagonal. ' +
    '{point} for values.',
  similaritySummaryTokensStart:
    'Cosine similarity between the token embeddings of the {tokens} in the text, before training (random vectors): blue is negative, white zero, red positive. ' +
    'Tokens are ordered so that similar ones sit together (by angle around the PCA plane below), so that groups training has made alike, if any, show as red blocks on the diagonal. ' +
    '{point} for values.',
  mostSimilar: 'Most similar pairs',
  leastSimilar: 'Least similar pairs',
  pairsAtStart: 'These are random vectors: any closeness here is chance. Train, and compare.',
  pairsKeptNone:
    'Before training the closest pairs were {pairs}…: chance closeness of random vectors. None of them is among the {closest} closest pairs now.',
  pairsKept: {
    plural: 'kept',
    one: 'Before training the closest pairs were {pairs}…: chance closeness of random vectors. {kept} of them is among the {closest} closest pairs now.',
    other:
      'Before training the closest pairs were {pairs}…: chance closeness of random vectors. {kept} of them are among the {closest} closest pairs now.',
  },
  lengthsHeading: 'How long each vector is',
  lengthsProse:
    'The norm of an embedding is its length. ' +
    'Every character that occurs in the text gets gradients whenever a training window holds it, so its row moves away from its random start; the table under the chart gives each one’s length now, at the start, and how often it occurs. ' +
    'What this run did:',
  normValue: 'norm',
  normAtStart: 'norm at the start',
  timesInText: 'times in the text',
  normsSummaryCharacters:
    'Embedding norms of the {characters}: mean {mean}, largest “{largest}” {largestNorm}, smallest “{smallest}” {smallestNorm}.',
  normsSummaryTokens:
    'Embedding norms of the {tokens}: mean {mean}, largest “{largest}” {largestNorm}, smallest “{smallest}” {smallestNorm}.',
  pcaHeading: 'The characters on a plane (PCA)',
  pcaProse:
    'PCA finds the two directions along which the character vectors vary most and projects each vector onto them. ' +
    'Nearby labels have similar vectors, as far as two axes can show.',
  pcaSummary:
    'The {embeddings} projected on their two principal axes, which hold {first}% and {second}% of the variance: {both}% together. {point} a point for its coordinates.',
  pcaSummaryStart:
    'The {embeddings} projected on their two principal axes, which hold {first}% and {second}% of the variance: {both}% together (random vectors: no direction stands out). {point} a point for its coordinates.',
  pcaSummaryShared:
    'The {embeddings} projected on their two principal axes, which hold {first}% and {second}% of the variance: {both}% together (training has given the rows a few shared directions). {point} a point for its coordinates.',
  positionHeading: 'The learned position table',
  positionHover: 'cos(position {row}, position {col}) = {value}',
  positionSummary:
    'Cosine similarity between the learned position vectors 0 to {last}. {point} for values.',
  gptStartNote:
    'TinyGPT’s token rows start as the reference model draws them, each number from 0.5 N(0, 1): at d_model 64 a row is about 4 long, against about 0.16 for the predictor’s small start. ' +
    'A run of a few hundred steps moves such rows only part of their length, so much of this map, the pairs and the plane below can still be the random start: the note under the pairs says how many of the closest pairs at the start remain.',
  positionNoteGpt:
    'Rows 0 to {last} of TinyGPT’s learned position table (the positions a training window covers; any rows past them are never trained). ' +
    'Before training this matrix is noise: only the diagonal is 1. ' +
    'Structure near the diagonal means training made neighbouring positions alike. ' +
    'These rows start long, as TinyGPT’s token rows do, so a short run leaves much of the noise; and TinyGPT does not rely on the table alone, since its causal attention can tell positions apart without it (the attention lesson shows how).',
  positionNotePredictor:
    'Rows 0 to {last} of the learned position table (the positions a training window covers; any rows past them are never trained). ' +
    'Before training this matrix is noise: only the diagonal is 1. ' +
    'Structure near the diagonal means training made neighbouring positions alike. ' +
    'A map that is red everywhere means the rows learned one shared direction (it acts as a second bias) rather than where they are: the token + position predictor gains little from knowing the position.',
  noPositionTable:
    'This model has no learned position table: its positions come from a fixed formula (sinusoidal), from rotating queries and keys (RoPE), or not at all (none).',
  attentionHeading: 'Attention for your prompt',
  typePrompt: 'Type a prompt above to see where each position looks.',
  attentionNote:
    'Each row is one position of the prompt; it spreads a total weight of 1 over itself and the positions before it (causal attention). {layers} × {heads}.',
  layerSelect: 'layer',
  headSelect: 'head',
  layerPicker: 'layer {select}',
  headPicker: 'head {select}',
  layerOption: 'layer {layer}',
  headOption: 'head {head}',
  attentionSummary:
    'Attention weights of layer {layer}, head {head} for a {length}-character prompt: row i is how much query position i looks at each earlier position (each row sums to 1).',
  attentionHidden:
    'query {row} (“{rowLabel}”) cannot see key {col} (“{colLabel}”): it comes later (weight 0)',
  attentionWeight: 'query {row} (“{rowLabel}”) → key {col} (“{colLabel}”): weight {weight}',

  // How long each vector is: the sentences about this run (norm-claims.js)
  normsAtStart: {
    plural: 'n',
    '=1': 'Before training the one row is random: {low} long.',
    other: 'Before training the {n} rows are random: from {low} to {high} long.',
  },
  longerAllCharacters: {
    plural: 'n',
    '=1': 'After {steps}, the one character has a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
    other:
      'After {steps}, all {n} characters have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
  },
  longerNoneCharacters: {
    plural: 'n',
    '=1': 'After {steps}, the one character does not have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
    other:
      'After {steps}, none of the {n} characters have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
  },
  longerSomeCharacters: {
    plural: 'longer',
    one: 'After {steps}, {longer} of the {n} characters has a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
    other:
      'After {steps}, {longer} of the {n} characters have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
  },
  longerAllTokens: {
    plural: 'n',
    '=1': 'After {steps}, the one token has a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
    other:
      'After {steps}, all {n} tokens have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
  },
  longerNoneTokens: {
    plural: 'n',
    '=1': 'After {steps}, the one token does not have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
    other:
      'After {steps}, none of the {n} tokens have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
  },
  longerSomeTokens: {
    plural: 'longer',
    one: 'After {steps}, {longer} of the {n} tokens has a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
    other:
      'After {steps}, {longer} of the {n} tokens have a longer vector than at the start: {startLow} to {startHigh} long then, {low} to {high} now.',
  },
  mostFrequentOnceLongest:
    'The most frequent, “{label}” (once in the text), is {norm} long: the longest.',
  mostFrequentOnceShortest:
    'The most frequent, “{label}” (once in the text), is {norm} long: the shortest.',
  mostFrequentOnceRanked:
    'The most frequent, “{label}” (once in the text), is {norm} long: number {rank} of {n} by length.',
  mostFrequentTwiceLongest:
    'The most frequent, “{label}” (twice in the text), is {norm} long: the longest.',
  mostFrequentTwiceShortest:
    'The most frequent, “{label}” (twice in the text), is {norm} long: the shortest.',
  mostFrequentTwiceRanked:
    'The most frequent, “{label}” (twice in the text), is {norm} long: number {rank} of {n} by length.',
  mostFrequentTimesLongest:
    'The most frequent, “{label}” ({count} times in the text), is {norm} long: the longest.',
  mostFrequentTimesShortest:
    'The most frequent, “{label}” ({count} times in the text), is {norm} long: the shortest.',
  mostFrequentTimesRanked:
    'The most frequent, “{label}” ({count} times in the text), is {norm} long: number {rank} of {n} by length.',
  rarestOnceLongest: 'The rarest, “{label}” (once), is {norm} long: the longest.',
  rarestOnceShortest: 'The rarest, “{label}” (once), is {norm} long: the shortest.',
  rarestOnceRanked: 'The rarest, “{label}” (once), is {norm} long: number {rank} of {n} by length.',
  rarestTwiceLongest: 'The rarest, “{label}” (twice), is {norm} long: the longest.',
  rarestTwiceShortest: 'The rarest, “{label}” (twice), is {norm} long: the shortest.',
  rarestTwiceRanked:
    'The rarest, “{label}” (twice), is {norm} long: number {rank} of {n} by length.',
  rarestTimesLongest: 'The rarest, “{label}” ({count} times), is {norm} long: the longest.',
  rarestTimesShortest: 'The rarest, “{label}” ({count} times), is {norm} long: the shortest.',
  rarestTimesRanked:
    'The rarest, “{label}” ({count} times), is {norm} long: number {rank} of {n} by length.',
  rarestTiedOnce: 'The {tied} rarest (once each) are {low} to {high} long.',
  rarestTiedTwice: 'The {tied} rarest (twice each) are {low} to {high} long.',
  rarestTiedTimes: 'The {tied} rarest ({count} times each) are {low} to {high} long.',
  frequentLongerCharacter:
    'Over all {n}, the more often a character occurs, the longer its vector tends to be (rank correlation {rho}).',
  frequentShorterCharacter:
    'Over all {n}, the more often a character occurs, the shorter its vector tends to be (rank correlation {rho}).',
  frequentUnlinkedCharacter:
    'Over all {n}, how often a character occurs and how long its vector is show no clear link (rank correlation {rho}).',
  frequentLongerToken:
    'Over all {n}, the more often a token occurs, the longer its vector tends to be (rank correlation {rho}).',
  frequentShorterToken:
    'Over all {n}, the more often a token occurs, the shorter its vector tends to be (rank correlation {rho}).',
  frequentUnlinkedToken:
    'Over all {n}, how often a token occurs and how long its vector is show no clear link (rank correlation {rho}).',

  // The scatter and bar charts' read-outs (charts.js)
  scatterHover: '“{label}”: {xAxis} {x}, {yAxis} {y}',
  barHover: '“{label}”: {name} {value}',

  // Use the model; save and load (tools.js)
  useHeading: 'Use the model',
  promptLabel: 'prompt',
  promptHint: 'used for the attention picture above and to start generated text',
  temperatureHint: '0 always picks the most likely character; higher is more adventurous',
  topKHint: 'sample only among the k most likely (0: all 256)',
  generateButton: 'Generate 200 characters',
  saveHeading: 'Save and load',
  saveProse:
    'The file holds the model’s kind, sizes and every weight. ' +
    'Loading it replaces the current model; a damaged or foreign file is refused with the reason, and the current model stays. ' +
    'To continue in a notebook, export the model for PyTorch: the zip holds the architecture written out in torch.nn, a loader and the weights, and gives the same next-character probabilities as the lab.',
  saveButton: 'Save weights to a file',
  exportButton: 'Export for PyTorch (.zip)',
  loadLabel: 'Load weights from a file: {fileInput}',
  weightsOffered: 'Offered {size} bytes as {name}. {hint}',
  weightsSaved: 'Saved {size} bytes.',
  exportOffered:
    'Offered {size} bytes as {name}: model.py (the model in PyTorch), weights.safetensors and a README. Run python3 model.py --prompt "To be". {hint}',
  exportSaved:
    'Saved {size} bytes as {name}: model.py (the model in PyTorch), weights.safetensors and a README. Run python3 model.py --prompt "To be".',
  fileLoaded: 'Loaded “{name}”.',
  fileNotLoaded: '“{name}” was not loaded: {reason}. Nothing was changed.',

  // A loaded weights file (loaded-model.js)
  loaded: 'Loaded {model}. Mean loss on the text: {loss}.',
  loadedUnlinked:
    'Loaded {model}. Mean loss on the text: {loss}. ' +
    'The controls and a copied link cannot describe this model: {problems}. A link rebuilds the model the controls show.',
  lockedFile: 'this lesson fixes {settings}, and the file’s model has {values}',
  lockedSetting: '{setting} at {value}',
  listAnd: ' and ',

  // A link that changes the settings of the model being trained (view.js, live-run.js)
  runQuestionRegion: 'New settings for the model being trained',
  runQuestion:
    'A link asks for other settings of the model being trained: {settings}. It goes on training with its own settings until you choose.',
  runQuestionSetting: '{setting} {from} → {to}',
  keepRun: 'Keep training',
  applyAndRestart: 'Apply them and train again',

  // The last trained model, kept in this browser (last-model.js)
  kept: 'This model is kept in this browser: if the page is closed or reloaded, it is offered back.',
  notKept:
    'This model could not be kept in this browser: {reason}. Nothing else is lost: the model is still here, and “Save weights to a file” keeps it for good.',
  keptRegion: 'A model kept from an earlier visit',
  keptOffer:
    'Your last trained model is kept in this browser: {model}, trained {when}, mean loss {loss}.',
  keptLocked:
    'Your last trained model is kept in this browser ({model}, trained {when}), but it was trained with {settings}, which this lesson fixes at {values}, so it cannot be restored here. ' +
    'It stays kept for the full page.',
  keptSetting: '{setting} {value}',
  restoreButton: 'Restore it',
  forgetButton: 'Forget it',
  restored: 'Restored {model}, trained {when}. Mean loss on the text: {loss}.',
  notRestored: 'The kept model could not be restored: {reason}. Nothing was changed.',
  keptUnusable:
    'Your last trained model is kept in this browser ({model}, trained {when}), but an earlier version of this page kept it with a setting this page cannot use: {reason}. It cannot be restored; nothing was changed.',
  keptBadSetting: '{setting} “{value}” {problem}',
  keptNotAValue: '{setting} is not a number, a word or true/false',
  keptNoSettings: 'its settings are missing',
  forgetNewer:
    'Another tab has kept a newer model since then: that one stays kept, and is offered on your next visit.',

  // Why the last model could not be kept in the browser (keep.js)
  storeFull: 'this browser’s storage for the site is full',
  storeNotAllowed:
    'this browser does not let the page store data here (a private window, a blocked site or a course page’s frame)',
  storeRefused: 'the browser refused to store it ({reason})',
  storeRefusedUnknown: 'the browser refused to store it (unknown reason)',
  storeBlocked: 'blocked by another tab',
  storeAborted: 'the write was aborted',

  // Compare positional encodings: the section (compare-run.js)
  compareHeading: 'Compare positional encodings',
  compareIntro:
    'One click trains the TinyGPT set above {models} times, once with each positional encoding ({encodings}) and once more with a learned table {longer}× longer than the training length, on the same text with the same random seed and the same number of steps. ' +
    'Each model is then measured on the held-out last tenth of the text at {lengths} the training length, and the RoPE model also with two ways of stretching it at test time (position interpolation and NTK scaling). ' +
    'The plain learned table gets exactly one row per training position, as in GPT-2. ' +
    'The models train side by side, one per processor core, each in its own worker.',
  compareButton: 'Compare positional encodings',
  compareBytesNote:
    'The comparison reads bytes, not BPE tokens: the merges set above are left out of it, so every encoding is measured on the same sequence of bytes and its lengths are counted in bytes.',
  compareReset: 'reset before it finished',

  // Comparing positional encodings: rows, charts, table and status (compare-table.js, compare.js)
  rowNone: 'none (the mask only)',
  rowLearned: 'learned',
  rowLearnedLong: 'learned, table 8× longer',
  rowSinusoidal: 'sinusoidal',
  rowRope: 'RoPE',
  rowRopeLinear: 'RoPE + interpolation',
  rowRopeNtk: 'RoPE + NTK scaling',
  rowAlibi: 'ALiBi',
  modelNone: 'none',
  modelLearned: 'learned',
  modelLearnedLong: 'learned (8× table)',
  modelSinusoidal: 'sinusoidal',
  modelRope: 'RoPE',
  modelAlibi: 'ALiBi',
  compareTraining: 'Training {models} models for {steps} each…',
  compareWorkers: {
    plural: 'workers',
    one: 'Training {models} models, {workers} at a time (one worker per core)…',
    other:
      'Training {models} models, {workers} at a time (one worker per core, each with its own copy of the core)…',
  },
  compareDone: 'All {models} models trained and measured.',
  compareDoneIn: 'All {models} models trained and measured in {seconds} s.',
  compareStopped: 'The comparison stopped: {reason}.',
  compareTrainingModel: 'training {model}',
  compareLossHeading: 'Training loss of each model',
  compareLossData: 'the smoothed training loss of each model',
  compareLossAxis: 'loss (smoothed, nats)',
  compareLossChart: 'Smoothed training loss of each model: {models}.',
  compareLossAt: '{model} {loss} at step {step}',
  compareNotRun: '{model} not yet run',
  stepRow: 'step {step}',
  compareLengthHeading: 'Held-out loss against evaluation length',
  compareLengthData: 'the held-out loss of each model at each length',
  lengthAxis: 'evaluation length (positions)',
  heldOutAxis: 'held-out loss (nats)',
  compareLengthChart: 'Held-out loss of each model at {lengths} positions: {rows}.',
  compareLengthRow: '{row} {losses}',
  noLoss: 'none',
  tableCaptionHeldOut:
    'Mean loss (nats per byte) on the held-out last tenth of the text, by evaluation length',
  tableCaptionTraining:
    'Mean loss (nats per byte) on the training text (nothing held out), by evaluation length',
  encodingColumn: 'encoding',
  lengthColumn: '{multiple}× ({positions} positions)',
  sameAsRope: 'same as RoPE',
  noRowsPastTable: 'no rows past its table',
  noValue: 'no value',

  // The comparison's conclusions, written from the measured numbers (compare-verdict.js)
  trainingLengthGap:
    'First the training length, {seqPositions}, which every model was trained on: the held-out loss runs from {best} ({bestModel}) to {worst} ({worstModel}), a gap of {gap} nats. ' +
    'A gap of g nats means the worse model gives the right next byte e^(−g) times the probability the better one gives, on average: here {factor} times. ' +
    'Length plays no part in it: it is what one run of each model (one random seed, {steps}) made of this text, its encoding and its random start together. ' +
    'So each model below is judged by how its own loss changes from {seqPositions} on, not by its level.',
  lowestTrainingLoss:
    '{model} ended training with the lowest training loss ({training}, smoothed), yet its held-out loss at {seqPositions} is {heldOut}, {difference} against {best}’s: ' +
    'a low training loss says how well a model fits the text it trained on, not how well it predicts text it has not seen.',
  noneLevel:
    'No positional encoding: the loss stayed level: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  noneRoseSharply:
    'No positional encoding: the loss rose sharply: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  noneRose:
    'No positional encoding: the loss rose: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  noneFell:
    'No positional encoding: the loss fell: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  noneWhy:
    'Nothing in this model depends on where a token sits except the causal mask: a query at position t averages over t + 1 keys, so it can sense how far into the text it is, but it never learned a position it could later miss.',
  learnedNoRows: {
    plural: 'seqLen',
    one:
      'Learned positions ({seqLen} row, one per training position, as in GPT-2): at {doubled} positions there is no vector for position {seqLen} or later, so the model cannot run at all. ' +
      'A learned table cannot go past its length.',
    other:
      'Learned positions ({seqLen} rows, one per training position, as in GPT-2): at {doubled} positions there is no vector for position {seqLen} or later, so the model cannot run at all. ' +
      'A learned table cannot go past its length.',
  },
  learnedLongTable:
    'Learned, with a table of {farLen} rows: training only ever used rows 0 to {lastTrained}; the rest kept their random start.',
  learnedLongNoise:
    'The held-out loss went from {one} at {seqPositions} to {two} at {doubled}: the untrained rows add noise the model has never seen, and every prediction after position {lastTrained} pays for it.',
  learnedLongNoiseFar:
    'The held-out loss went from {one} at {seqPositions} to {two} at {doubled} and {end} at {farLen}: the untrained rows add noise the model has never seen, and every prediction after position {lastTrained} pays for it.',
  learnedLongCheap:
    'The held-out loss went from {one} at {seqPositions} to {two} at {doubled}: the untrained rows cost little here, a sign the model leans on the tokens more than on these positions.',
  learnedLongCheapFar:
    'The held-out loss went from {one} at {seqPositions} to {two} at {doubled} and {end} at {farLen}: the untrained rows cost little here, a sign the model leans on the tokens more than on these positions.',
  sinusoidalLevel:
    'Sinusoidal: the table has a row for every position, and the loss stayed level: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  sinusoidalRoseSharply:
    'Sinusoidal: the table has a row for every position, and the loss rose sharply: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  sinusoidalRose:
    'Sinusoidal: the table has a row for every position, and the loss rose: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  sinusoidalFell:
    'Sinusoidal: the table has a row for every position, and the loss fell: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  sinusoidalWhy:
    'Having a vector for position {lastPosition} is not the same as knowing what to do with it: the model only ever saw the combinations of waves that occur before position {seqLen}.',
  ropeLevel:
    'RoPE: the loss stayed level: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  ropeRoseSharply:
    'RoPE: the loss rose sharply: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  ropeRose: 'RoPE: the loss rose: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  ropeFell: 'RoPE: the loss fell: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  ropeWhy:
    'Scores depend only on the distance between query and key, but past {lastTrained} the distances are ones training never produced, and the slow pairs turn to angles they never reached.',
  interpolationHow:
    'Position interpolation divides every position by the scale, so the angles stay within the trained range (to a fraction of a position); neighbouring tokens then sit closer together than the model learned, which it has to get used to (the method is meant to be followed by a little fine-tuning, which this comparison does not do).',
  ntkHow:
    'NTK scaling keeps the fastest pair as trained, so nearby distances look as they did in training, and slows each slower pair more, the slowest by the full scale; the pairs in between are slowed by less than the length grew, so some still turn past what training showed (the long-context lesson’s reach table says how far).',
  scaledSame:
    'At {farLen} positions it gives {scaled} nats against plain RoPE’s {plain} ({change}): about the same here.',
  scaledBetter:
    'At {farLen} positions it gives {scaled} nats against plain RoPE’s {plain} ({change}): better here.',
  scaledWorse:
    'At {farLen} positions it gives {scaled} nats against plain RoPE’s {plain} ({change}): worse here.',
  alibiLevel:
    'ALiBi: the loss stayed level: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  alibiRoseSharply:
    'ALiBi: the loss rose sharply: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  alibiRose: 'ALiBi: the loss rose: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  alibiFell: 'ALiBi: the loss fell: {one} nats at {seqPositions}, {end} at {farLen} ({change}).',
  alibiWhy:
    'It adds no vectors at all; each head subtracts a fixed slope times the distance from its scores, so a key far away simply weighs less, whatever the length. ' +
    'That penalty means the same at {farLen} positions as at {seqLen}.',
  rankingFrom:
    'From {seqLen} to {farLen} positions, the loss grew least for {first} ({firstChange} nats) and most for {last} ({lastChange}).',
  rankingOneRun:
    'This is one run of each model, with one random seed; how much another seed would move these numbers is not measured here, and models of the same size already ended apart at the length they all trained on.',
  rankingOneRunGap:
    'This is one run of each model, with one random seed; how much another seed would move these numbers is not measured here, and models of the same size already ended {gap} nats apart at the length they all trained on.',
  withinNone: 'Every other change is more than that gap away from it.',
  withinAll:
    'All the changes lie within that gap of each other: run the comparison again with another random seed before ranking the encodings by them.',
  withinSome: {
    plural: 'count',
    one: '{models} is within that gap of {first}: run the comparison again with another random seed before ranking the two.',
    other:
      '{models} are within that gap of {first}: run the comparison again with another random seed before ranking them.',
  },

  // The settings form (settings-form.js)
  settingsLegend: 'Model, training and text',
  predictorOption: 'token + position predictor',
  // loaded-model.js: what of a loaded model a link would not rebuild (settings.js linkProblems)
  unlinkedPart: 'its {part} {held} ({why})',
  unlinkedRange: 'the lab’s {setting} {problem}',
  unlinkedBuilds: 'the lab’s {model} has {linked}',
  partPositions: 'positions',
  partMerges: 'BPE merges',
  partLayers: 'layers',
  partHeads: 'heads',
  partEncoding: 'positional encoding',
  partNorm: 'norm',
  rateSetGpt:
    'Learning rate set to {rate}, the rate TinyGPT learns well at here. Change it if you like.',
  rateSetPredictor:
    'Learning rate set to {rate}, the rate the token + position predictor learns well at here. Change it if you like.',
  lrHint: 'Vizuara’s notebook uses 0.001; the lab proposes 0.01 here, 0.003 for TinyGPT',
  headsHint: 'd_model must divide evenly between heads',
  bpeHint:
    'tokens: 0 reads bytes; N first learns N BPE merges on the training text (the BPE lesson)',
  initSmall: 'small: N(0, 0.02²), as GPT-2',
  initNotebook: 'N(0, 1), as the notebook',
  notebookButton: 'Use the notebook’s exact setting',
  labButton: 'Back to the lab’s setting',
  predictorNote:
    'The token + position predictor (the model of Vizuara’s notebook): a token table and a learned position table (d 64, 128 positions) added together and read out by one linear layer. It sees one character and its position, nothing else.',
  whyNotNotebook:
    'Why the lab does not start as the notebook does: the notebook draws both tables from N(0, 1), so each row is a random vector about √64 = 8 long, and trains 500 steps at learning rate 0.001. Adam moves each number by about the learning rate per step at most, and 500 such steps move a typical row by about a fifth of its length (a median of 23% with the default random seed): after training, the similarity map, the closest pairs and the PCA still show mostly the random start. The lab starts the tables small, as GPT-2 does (N(0, 0.02²): the same random draws scaled by 0.02), and learns at 0.01, so after the same 500 steps the rows are mostly what training wrote into them.',
  seqHint: 'characters per training window',
  workersHint:
    'TinyGPT’s steps are cut into up to {shards} shards that the workers share: more workers train sooner, and the curve stays the same',
  seedHint: 'same random seed and settings, same curve',
  hamletText: 'A passage from Hamlet (×10)',
  ownText: 'Your own text',
  ownTextHint:
    'at least sequence length + 2 bytes; characters outside ASCII take 2 to 4 bytes each',
  emptyText: 'the training text is empty: paste or type some text to learn from',
  textInfo: {
    plural: 'chars',
    one: '{bytes} bytes, {chars} distinct character.',
    other: '{bytes} bytes, {chars} distinct characters.',
  },
  // A text with characters of more than one byte (n: its characters, multi: those of 2–4 bytes)
  textInfoMultiByte: {
    plural: 'n',
    one: '{bytes} bytes for {n} character of more than one byte: the model reads each byte as a token, so its loss is per byte, and a character is several predictions.',
    other:
      '{bytes} bytes for {n} characters, {multi} of them of more than one byte (a Chinese character takes three): the model reads each byte as a token, so its loss is per byte, and such a character is several predictions.',
  },
  compareAllTexts: 'all four English texts together',
  compareLabText: 'the training text chosen above',
  compareWorkersHint: 'each worker trains one model at a time with its own copy of the core',

  // The workers training one model (workers.js)
  helperStopped: {
    plural: 'workers',
    one: 'One of the workers training this model stopped: {reason}. Training goes on with one worker, and nothing is lost: the model keeps its steps, and its loss curve is exactly the one it would have been, because every step is cut into the same shards whichever worker computes them.',
    other:
      'One of the workers training this model stopped: {reason}. Training goes on with {workers} workers, and nothing is lost: the model keeps its steps, and its loss curve is exactly the one it would have been, because every step is cut into the same shards whichever worker computes them.',
  },
  helperFailed: 'it failed: {reason}',
  noReason: 'the browser gave no reason',
  helperNotStarted: 'it could not start: {reason}',

  // A model named in a note or a label (settings-form.js describeModel): "TinyGPT (2 layers,
  // 4 heads, d 64, rope positions, layernorm) after 300 steps"
  aModel: 'a model',
  describePredictor: 'the token + position predictor (d {d})',
  describeGpt: 'TinyGPT ({layers}, {heads}, d {d}, {pe} positions, {norm})',
  described: '{what} after {steps}',
  describedBpe: '{what} on BPE tokens ({merges}) after {steps}',
};
