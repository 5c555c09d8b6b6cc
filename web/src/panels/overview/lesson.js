// Lesson overview: what the page needs before the lesson is built (the shape: panels/index.js).
import { generationSettings } from '../../lesson-parts/model/generation-settings.js';

export const id = 'overview';
export const title = 'The whole model at a glance';
export const readMore = ['radford2019', 'vaswani2017'];
export const settings = {
  ov_prompt: { ...generationSettings('ov').ov_prompt, label: 'text to continue' },
  ov_weights: {
    type: 'choice',
    default: 'trained',
    options: ['random', 'trained'],
    label: 'weights',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
