// Lesson check-after: the check after the lessons (the shape: panels/index.js). One question per
// idea (ideas.js), each paired with check-before's question on the same idea (same depth, four
// choices, parallel wording: docs/TEACHING.md, "Measuring learning"); its view shows the gain per
// idea and what to read again for an idea still missed. It counts toward neither the page's score
// nor its completion.
export const id = 'check-after';
export const title = 'After the lessons: ten questions again';
export const place = 'the whole model: one question for each idea the lessons teach';
export const check = 'after';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017', 'vizuara'];
export const settings = {};
export { questions } from './questions.js';
/** The lesson's words and its gain per idea, loaded when the lesson is first built. */
export const view = () => import('./view.js');
