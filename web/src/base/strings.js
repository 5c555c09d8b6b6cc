// The words of the page's frame, in English (the shape of a message: i18n/words.js): what is
// around and between the lessons. Read as words('page', strings). Lesson titles, a lesson's
// `place`, the check-yourself questions and the sources' entries are the lessons' own.
export const strings = {
  // main.js and page/: the page's notices, the lesson frame and the embedded view's name
  noLesson: 'There is no lesson called “{name}”; it is left out.',
  noPanelToEmbed: 'There is no panel called “{name}” to embed; showing them all.',
  noLanguage: 'The page has no language “{lang}”; showing English.',
  languageFailed: 'The words in {lang} could not load ({message}); showing English.',
  languageSlow:
    'The words in {lang} have not arrived yet; the page goes on in {current} and switches to {lang} when they do.',
  // The last line of a long list of problems (a link or a message with thousands of bad names):
  // the first few are shown, the rest counted.
  moreProblems: { plural: 'n', one: '…and {count} more.', other: '…and {count} more.' },
  lockedInLink: '{setting} is fixed for this lesson by your teacher; keeping {value}.',
  lockedForHost: '{setting} is fixed for this lesson by your teacher; it stays as it is.',
  loadingCore: 'Loading the computing core…',
  builtOnScroll: 'This lesson is built as you scroll to it.',
  lessonFailed: 'This lesson could not start: {message}',
  coreFailed:
    'The computing core (WebAssembly) could not start: {message}. Try reloading the page; Embedding Lab needs a browser from 2021 or later.',
  startFailed: 'Something went wrong while starting: {message}',
  pageName: 'Embedding Lab',
  embeddedName: 'Embedding Lab: {title}',

  // index.html: the header, its menus and the skip link (elements marked data-message="<key>")
  pageTitle: 'Embedding Lab: how text becomes vectors',
  tagline:
    'How text becomes vectors: tokens, embeddings and positions, computed live in your browser.',
  skipLink: 'Skip to the lessons',
  // Under a formula or table wider than the screen, while it scrolls sideways (styles.css).
  scrollCue: 'wider than the screen: swipe sideways ↔',
  lessonsNav: 'Lessons',
  themeLabel: 'Theme',
  themeAuto: 'as the system',
  themeLight: 'light',
  themeDark: 'dark',
  languageLabel: 'Language',
  languageAuto: 'as the browser',

  // state.js: a link's or an embedding page's settings that cannot be taken
  linkUnreadable: 'The link could not be read; using the defaults.',
  noPanel: 'There is no panel called “{name}”.',
  badInLink: '{setting} “{value}” {problem}; using {fallback}.',
  settingsNotObject: 'The settings to apply must be an object of name: value.',
  noSetting: 'There is no setting called “{name}”.',
  settingWrongType: '{setting} must be a number, a string or true/false.',
  badApplied: '{setting} “{value}” {problem}; keeping the current value.',
  // What is wrong with a value, following the setting's name ({problem} above)
  tooLong: 'is {length} characters long; at most {most} fit here',
  notValid: 'is not valid: {message}',
  notOneOf: 'is not one of {options}',
  // controls.js rangeText: a number setting's range, in the hints under its control
  range: '{min} to {max}',
  rangeEven: 'even, {min} to {max}',
  notBoolean: 'is not 0 or 1',
  notNumber: 'is not a number',
  notWhole: 'must be a whole number',
  outOfRange: 'goes from {min} to {max} here',
  notEven: 'must be even',
  // state.js readList: what is wrong with a list of numbers ({message} of notValid, or alone
  // under the list's box)
  listEmpty: 'type at least one number, such as {example}',
  listTooLong: 'at most {most} numbers fit here (got {count})',
  listNotNumber: '“{part}” is not a number (write numbers such as -1, 0.5 or 2e-6)',
  listNotFinite: '“{part}” is too large to be a number',
  listNotWhole: '“{part}” is not a whole number',
  listOutOfRange: '“{part}” is outside {min} to {max}',

  // teacher-controls.js: a course page's hide=, lock= and compact=
  hideNoSetting:
    'hide: there is no setting called “{name}” (use prose, quiz, downloads or a setting’s name).',
  lockNoSetting: 'lock: there is no setting called “{name}” (use a setting’s name).',
  compactNotBoolean: 'compact “{value}” is not 0 or 1; showing the whole lesson.',
  fixedByTeacher: 'Fixed for this lesson by your teacher.',

  // ui/quiz.js: the check-yourself card and the page's score line
  checkYourself: 'Check yourself',
  resetAnswers: 'Reset answers',
  answersTo: 'Answers to question {n}',
  rightFeedback: 'Right. {explanation}',
  wrongFeedback: 'Not quite: the answer is {letter}, “{choice}”. {explanation}',
  showAnswer: 'Show the answer',
  printNote:
    'Answers are not printed: tick “Print with answers” under the questions to include them.',
  cardScore: 'Score: {right} of {total} right at the first try.',
  cardScoreOpen: 'Score: {right} of {total} right at the first try ({open} not answered yet).',
  printedChoice: 'Answer: {letter}, “{choice}”. {explanation}',
  printedAnswer: 'Answer: {explanation}',
  printWithAnswers: 'Print with answers',
  resetAllAnswers: 'Reset all answers',
  // page/results-csv.js
  downloadResults: 'Download my results (CSV)',
  pageScore:
    'Check-yourself score: {right} of {total} right at the first try ({answered} answered).',

  // ui/share.js: the Share button and dialog
  share: 'Share',
  shareTitle: 'Share “{title}”',
  close: 'Close',
  copy: 'Copy',
  copied: 'Copied.',
  copyByKeys: 'Press Ctrl+C (⌘C on a Mac) to copy the selected text.',
  linkToView: 'Link to this view',
  embedIframe: 'Embed with an iframe',
  embedElement: 'Or with one script tag ({tag})',
  forYourCourse: 'For your course',
  embedLanguage: 'Language of the embedded lesson',
  embedLanguageAuto: 'as each reader’s browser',
  compactOption: 'Compact: the figure and its controls only',
  hideQuizOption: 'Hide the check-yourself questions',
  hideProseOption: 'Hide the explanations',
  fixControls: 'Fix these controls (students see them, but cannot change them)',
  previewLabel: 'Preview of the embedded lesson',
  previewTitle: 'Preview: {title}',
  singleFileShare:
    'This copy of Embedding Lab is a single file (a course package or a saved page), so it offers the link only: embedding a lesson in a course page needs the whole Embedding Lab folder on a website. Use Share there, or put the course package in your course.',

  // charts/chart-tools.js: the buttons under a chart and its data table
  downloadPng: 'Download PNG',
  downloadSvg: 'Download SVG',
  downloadCsv: 'Download CSV',
  showTable: 'Show data as a table',
  hideTable: 'Hide the table',
  dataOf: 'Data of {label}',
  tableCut: 'Showing the first {rows} × {cols} of {allRows} × {allCols}; the CSV has everything.',

  // base/download.js
  downloadsBlocked:
    'If no file arrived, the course page’s frame does not allow downloads (its sandbox lacks allow-downloads): ask the course author to allow them, or open Embedding Lab on its own to save files.',

  // ui/reading.js: the end of a lesson
  lessonPlace: 'In the whole model: {place}. {link}',
  seeOverview: 'See the model at a glance.',
  previousLesson: '← {title}',
  nextLesson: '{title} →',
  lessonLinks: 'Next to {title}',

  // ui/lab-away.js: a lesson whose page has no training lab (an embedded lesson, a course)
  labAway:
    'The training lab, where a model is trained and its size is set, is not on this page, so the weights here stay random. {link}: train a model there and this lesson, further down that page, uses it.',
  labAwayLink: 'Open the full Embedding Lab at the training lab (new tab)',

  // sources.js: the lesson-end line and the page's Sources section
  readMore: 'Read more:',
  // A work's short citation in "Read more": the names, works and years stay as published, these
  // words join them (Vaswani et al. 2017; Zhang and Sennrich 2019; Karpathy, minbpe)
  citeEtAl: '{author} et al.',
  citeTwo: '{first} and {second}',
  citeYear: '{authors} {year}',
  citeWork: '{authors}, {work}',
  citeSeriesPart: '{authors}, {work}, part {part}',
  sourcesTitle: 'Sources',
  sourcesNote:
    'The lessons explain these works in their own words; where a lesson quotes a claim, it names the work and checks the claim against the numbers computed here.',

  // ui/primer.js
  ownLesson: 'its own lesson',

  // ui/controls.js: a value a control refuses
  refusal: '{setting} {problem} (got {value})',
  textRefusal: 'This {problem}.',

  // charts: how to read a chart, and a line chart's text alternative
  pointHover: 'Hover',
  pointTap: 'Tap',
  lineChart: 'Line chart. Arrow keys read the values point by point.',
  lineChartOf: 'Line chart of {names}. Arrow keys read the values point by point.',
  lineChartAgainst: 'Line chart against {x}. Arrow keys read the values point by point.',
  lineChartOfAgainst:
    'Line chart of {names} against {x}. Arrow keys read the values point by point.',
  noValue: 'no value',
};
