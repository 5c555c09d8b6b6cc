// The Spanish, Chinese, Portuguese and Arabic texts (Cervantes, Tang poems, Machado de Assis,
// two Arabic odes), in the code of the lessons that train on them (BPE, the lab)
// rather than the page's first download: importing this module fills in their entries of
// shippedTexts. Every module that reads their text imports it.
import { shippedTexts } from './index.js';
import { machado } from './machado.js';
import { qasaid } from './qasaid.js';
import { quijote } from './quijote.js';
import { tangPoems } from './tang-poems.js';

for (const text of [quijote, tangPoems, machado, qasaid])
  Object.assign(
    shippedTexts.find((entry) => entry.id === text.id),
    text,
  );
