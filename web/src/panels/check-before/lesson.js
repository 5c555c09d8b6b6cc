// Lesson check-before: the check before the lessons (the shape: panels/index.js). Its questions
// are the lesson: one per idea the others teach (ideas.js), answered before reading them, so the
// check after the lessons (check-after) can show what each idea gained. It counts toward neither
// the page's score nor its completion.
export const id = 'check-before';
export const title = 'Before you start: ten questions';
export const place = 'the whole model: one question for each idea the lessons teach';
export const check = 'before';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['radford2019', 'vaswani2017'];
export const settings = {};
export { questions } from './questions.js';
/** The lesson's words around its questions, loaded when the lesson is first built. */
export const view = () => import('./view.js');
