// The words of the lesson projector, in English (the shape of a message: i18n/words.js).
// Formulas, code names, file names and the learner's own labels are not words: they stay in the
// view.
export const strings = {
  lead:
    'A token table has too many numbers per row to look at. A projector places every row as a dot on a plane, so that rows alike land near each other. ' +
    'Here: the lab’s trained table (the rows of the characters of your text), the random table it started from, or vectors of your own.',
  keepsTitle: 'What a map of the rows keeps, and what it loses',
  pcaProse:
    'PCA turns the cloud of rows so that its two widest directions face you, and flattens the rest. Distances on the plane are true distances along those two directions; whatever lies in the other directions is lost.',
  tsneProse:
    't-SNE (van der Maaten and Hinton, 2008) instead asks each row which others are near it, as a probability that falls with distance, and moves dots on the plane until their own nearness matches those probabilities. ' +
    'It keeps neighbourhoods: rows that are near in the table end up near on the map. It does not keep distances between clusters, nor their sizes: every neighbourhood is spread to a similar size, and the gaps between groups depend on the settings. Read a t-SNE map by who sits next to whom, never by how far apart two groups are.',
  perplexityProse:
    'The perplexity is roughly how many neighbours each row tries to keep close: with 5 the map shows small, tight groups; with 50 it shows more of the overall shape. It must stay below the number of rows.',
  demoProse:
    'Try it: run t-SNE twice with two perplexities, or two random seeds. The groups, and who is in them, stay; where the groups sit and how far apart they are change.',
  sourceTrained: 'trained in the lab',
  sourceRandom: 'random, before training',
  sourceFile: 'your own vectors.tsv',
  methodTsne: 't-SNE: keeps neighbourhoods',
  methodPca: 'PCA: the two widest directions',
  perplexityHint: 'about how many neighbours each row keeps close; below the number of rows',
  iterationsHint: '{range}; the map moves while they run',
  seedHint: 'where the dots start; another random seed, another map',
  pointHint: 'the row whose neighbours are listed; −1 for none ({pick} a dot to choose one)',

  // What is shown
  shownTrained:
    'The trained table: {source}, the {rows} of the characters of the text ({d} numbers each).',
  fromLab: 'from the training lab',
  shownRandom:
    'The random table the lab starts from (random seed {seed}): the {rows} of the characters of the text, {d} numbers each.',
  shownRandomNoModel:
    'The random table the lab starts from (random seed {seed}): the {rows} of the characters of the text, {d} numbers each. Train a model in the lab to see where training moves them.',
  besideTitle: 'Beside it: a random table of the same shape',
  shownBeside:
    'The same {rows} in a random table of the same shape (random seed {seed}, {d} numbers each), placed by the same method and settings: rows before any training, to compare with the trained ones.',
  besideSummary: 't-SNE map of {rows} of a random table.',
  besideSummaryPca: 'PCA plane of {rows} of a random table.',
  besideDone: 'KL(P ‖ Q) = {kl} nats.',
  besideDonePca: 'PC1 and PC2 hold {both} of the variance.',
  notByteTable:
    'The lab’s model has {rows} token rows, not one per byte; showing the random table instead.',
  shownFile: 'Your vectors: {rows} of {d} numbers, from {file}.',
  noFile: 'Choose a vectors.tsv file below: the map shows its rows once it is read.',
  rowCount: { plural: 'n', one: '{n} row', other: '{n} rows' },
  textTooShort: 'the text needs at least 2 different characters to place',

  // Your own vectors
  fileTitle: 'Your own vectors',
  fileProse:
    'The TensorFlow Embedding Projector’s files: vectors.tsv holds one row of tab-separated numbers per line; metadata.tsv, if you have one, holds a label per row (with a header row when it has several columns). The files are read here, in your browser: they are never sent anywhere.',
  vectorsFile: 'vectors.tsv',
  metadataFile: 'metadata.tsv (optional)',
  fileTooBig:
    '{file} is {size}: files over 64 MiB are not read. Give the projector a sample of the rows.',
  fileReading: 'Reading {file}…',
  fileRead: '{file}: {rows}, {d} numbers each.',
  fileBad: '{file} cannot be used:',
  metadataRows:
    'metadata.tsv has {labels} but vectors.tsv has {rows}: it needs one label per row (and a header row when it has several columns).',
  colourBy: 'colour by',
  colourNone: 'no column',
  labelBy: 'label by',

  // The map
  pickMouse: 'Click',
  pickTouch: 'Tap',
  mapTitle: 'The rows on a plane',
  summaryTsne: 't-SNE map of {rows}. {pick} a dot to see its nearest rows.',
  summaryPca: 'PCA plane of {rows}. {pick} a dot to see its nearest rows.',
  hover: '{label}: ({x}, {y})',
  progress: 'iteration {iteration} of {total}, KL {kl}',
  starting: 'computing each row’s neighbourhood…',
  calibrating: 'computing each row’s neighbourhood: row {row} of {rows}…',
  captionTsne:
    'After {iterations} iterations, KL(P ‖ Q) = {kl} nats: how far the map’s nearness is from the table’s (0 would be a perfect match).',
  captionPca:
    'PC1 holds {pc1} of the variance and PC2 {pc2}: the plane shows {both} of the spread of the rows.',
  trust:
    'Trustworthiness at 5 neighbours: {trust} (1 when every dot’s 5 nearest dots are among its 5 nearest rows in the table).',
  trustNone: 'Trustworthiness needs more than 10 rows (and at most 2,000) to measure.',

  // Neighbours
  neighboursTitle: 'Nearest rows of “{label}”, by cosine in the table',
  neighboursNone:
    '{pick} a dot (or press Enter on it) to list its 5 nearest rows by cosine in the original numbers, not on the plane.',
  neighbour: '{label}: cosine {cosine}',
  neighboursKept: 'On the map, {kept} of these {k} are also among its {k} nearest dots.',
  pointTooLarge: 'row {point} is not there: the vectors have {rows} (rows count from 0)',
  pointMoved: 'the vectors changed, so no row is chosen',
  findLabel: 'find a row by its label',
  findButton: 'Find',
  findEmpty: 'Type a label first: a character of the text, or a word of your metadata.',
  findNone:
    'No row is labelled “{label}”. Labels are what the dots show: a character of the text, or a word of your metadata.',
  findOne: '“{label}” is row {row}.',
  findSeveral: '{count} rows are labelled “{label}”: showing the first, row {row}.',
};
