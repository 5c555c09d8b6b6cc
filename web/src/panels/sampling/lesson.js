// Lesson sampling: what the page needs before the lesson is built (the shape: panels/index.js).
import { generationSettings } from '../../lesson-parts/model/generation-settings.js';

export const id = 'sampling';
export const title = 'Generating text: temperature, top-k, top-p';
export const place = 'the output: softmax probabilities, then picking the next byte';
export const readMore = ['holtzman2020', 'fan2018', 'radford2019', 'pope2022'];
export const settings = {
  ...generationSettings('sp', { topP: true }),
  sp_len: { type: 'int', default: 60, min: 1, max: 200, label: 'bytes to generate' },
  sp_weights: {
    type: 'choice',
    default: 'trained',
    options: ['random', 'trained'],
    label: 'weights',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
