// Lesson train: what the page needs before the lesson is built (the shape: panels/index.js).
import { settings as trainSettings } from './settings.js';

export const id = 'train';
export const title = 'Training lab: watch a model learn';
export const place = 'the whole model, trained here';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara', 'radford2019', 'haviv2022'];
export const settings = trainSettings;
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
