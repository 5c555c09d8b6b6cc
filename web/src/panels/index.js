// Every lesson of the page, in reading order. A lesson is a folder, panels/<id>/:
//   lesson.js     what the page needs before the lesson is built (the main bundle):
//     id          the data-panel value and #panel= name
//     title       its heading (page/sections.js builds the h2 and the section's label from it)
//     place       where it sits in the whole model (the overview draws the model; each lesson's
//                 end names its place and links there); every lesson but the overview has one
//     readMore    works to read next (sources.js), listed at the lesson's end
//     settings    its entries for the settings table (keys unique across lessons; state.js)
//     questions   from questions.js: its check-yourself card, which the page builds under the
//                 lesson (the page's score counts lessons not yet built)
//     view()      loads view.js, the lesson's own code, when the lesson is first built
//     check       'before' | 'after' for the two checks (check-before, check-after) only: lessons
//                 that are their questions, one per idea the others teach (ideas.js); they count
//                 toward neither the page's score nor its completion, and a course may leave them
//                 out (hide=check-before,check-after; npm run scorm -- --no-checks)
//   questions.js  the check-yourself questions
//   view.js       mount(section, ctx): the lesson's body between its heading and its card;
//                 ctx = { core, values, onChange, shared, signal, extra, teacher, lessons }; may return a
//                 clean-up function
//   other files   the parts of a view too big for one file, and its CSS
// Adding a lesson: docs/ARCHITECTURE.md, "Adding a lesson".
import { currentLanguage, said } from '../i18n/words.js';
import { choiceId, ideaOfLesson, questionId } from '../ideas.js';
import * as attention from './attention/lesson.js';
import * as bpe from './bpe/lesson.js';
import * as block from './block/lesson.js';
import * as checkAfter from './check-after/lesson.js';
import * as checkBefore from './check-before/lesson.js';
import * as combined from './combined/lesson.js';
import * as contextual from './contextual/lesson.js';
import * as decoderOnly from './decoder-only/lesson.js';
import * as heads from './heads/lesson.js';
import * as longContext from './long-context/lesson.js';
import * as norms from './norms/lesson.js';
import * as overview from './overview/lesson.js';
import * as peLearned from './pe-learned/lesson.js';
import * as peRelative from './pe-relative/lesson.js';
import * as peSinusoidal from './pe-sinusoidal/lesson.js';
import * as positionExperiment from './position-experiment/lesson.js';
import * as positions from './positions/lesson.js';
import * as projector from './projector/lesson.js';
import * as realTokenizers from './real-tokenizers/lesson.js';
import * as rope from './rope/lesson.js';
import * as sampling from './sampling/lesson.js';
import * as tokenEmbedding from './token-embedding/lesson.js';
import * as tokenizer from './tokenizer/lesson.js';
import * as train from './train/lesson.js';

/** The lessons as written, in English (scripts/messages.mjs reads their words from here). */
export const lessons = [
  checkBefore, // what the learner knows before reading: the check after measures the gain
  overview, // the whole model first: every later lesson opens one of its stages
  tokenizer,
  bpe,
  realTokenizers, // the same text through the tokenizers of real models
  tokenEmbedding,
  positions, // absolute vs relative: the idea the position lessons after it build on
  peSinusoidal,
  peRelative,
  peLearned,
  combined,
  positionExperiment,
  norms,
  attention,
  heads,
  rope, // rotates the queries and keys attention and heads have taught
  longContext,
  block,
  contextual,
  sampling,
  decoderOnly,
  train,
  projector, // the lab's trained table, or the learner's own vectors, seen from above
  checkAfter,
];

// A lesson's questions in the chosen language, made once per language. Each keeps its English
// question as `english`: answers are kept, and choices arranged, by it, so a learner who switches
// language keeps them. Each has its id in an LMS's reports (ideas.js questionId), the idea it
// tests, and its choices' ids (choiceIds[k]: a, b, c… in questions.js's order, whatever letter the
// page shows them under).
function localQuestions(lesson) {
  const made = new Map();
  return () => {
    const lang = currentLanguage();
    if (!made.has(lang)) {
      made.set(
        lang,
        (lesson.questions ?? []).map((q, i) => {
          const at = `questions.${lesson.id}.${i + 1}`;
          return {
            ...q,
            id: questionId(lesson, q, i),
            idea: q.idea ?? ideaOfLesson(lesson.id),
            choiceIds: q.choices?.map((_, k) => choiceId(k)),
            english: q.question,
            question: said(`${at}.question`, q.question),
            choices: q.choices?.map((choice, k) => said(`${at}.choice${k + 1}`, choice)),
            explanation: said(`${at}.explanation`, q.explanation),
          };
        }),
      );
    }
    return made.get(lang);
  };
}

/** The lessons as the page shows them: title, place and questions in the chosen language. */
export const panels = lessons.map((lesson) =>
  Object.defineProperties(
    { ...lesson },
    {
      title: { enumerable: true, get: () => said(`lessons.${lesson.id}.title`, lesson.title) },
      place: {
        enumerable: true,
        get: () => lesson.place && said(`lessons.${lesson.id}.place`, lesson.place),
      },
      questions: { enumerable: true, get: localQuestions(lesson) },
    },
  ),
);
