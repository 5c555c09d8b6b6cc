// Texts the training lab ships: short, public-domain, plain ASCII (one byte per character).
import { alice } from './alice.js';
import { gettysburg } from './gettysburg.js';
import { sonnets } from './sonnets.js';

export const shippedTexts = [gettysburg, sonnets, alice];
