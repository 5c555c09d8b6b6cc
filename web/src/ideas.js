// The ten ideas the lessons teach, the unit a teacher reads results by: each check lesson
// (panels/check-before, panels/check-after) asks one question per idea, every lesson's questions
// test the idea of its lesson, and an LMS gets one objective per idea (web/scorm/launch.html).
//   id        the idea's name in the LMS: objective `idea.<id>`, interaction `check.<when>.<id>`
//   lessons   the lessons that teach it, in reading order: the first one shown is what the check
//             after the lessons sends a learner back to when the idea is still missed
export const ideas = [
  { id: 'tokens', lessons: ['tokenizer'] },
  { id: 'bpe', lessons: ['bpe'] },
  { id: 'embedding', lessons: ['token-embedding', 'projector'] },
  {
    id: 'sinusoidal',
    lessons: ['pe-sinusoidal', 'pe-learned', 'combined', 'position-experiment'],
  },
  { id: 'relative', lessons: ['positions', 'pe-relative', 'rope', 'long-context'] },
  { id: 'attention', lessons: ['attention', 'contextual', 'decoder-only', 'overview'] },
  { id: 'heads', lessons: ['heads'] },
  { id: 'block', lessons: ['block', 'norms'] },
  { id: 'sampling', lessons: ['sampling'] },
  { id: 'training', lessons: ['train'] },
];

/** The idea a lesson's questions test (every lesson but the checks teaches one). */
export const ideaOfLesson = (lessonId) =>
  ideas.find((idea) => idea.lessons.includes(lessonId))?.id ?? null;

/**
 * A question's id in an LMS's reports (a SCORM 1.2 CMIIdentifier: no spaces, at most 255
 * characters), the same in every language and arrangement of choices: check.<before|after>.<idea>
 * for a check's question, lesson.<lesson>.q<n> (n from 1, in questions.js's order) for a lesson's.
 */
export function questionId(lesson, q, index) {
  return lesson.check ? `check.${lesson.check}.${q.idea}` : `lesson.${lesson.id}.q${index + 1}`;
}

/** A choice's id in an LMS's reports: its place in questions.js's list, as a letter from a. */
export const choiceId = (index) => String.fromCharCode(97 + index);
