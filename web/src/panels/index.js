// Every panel of the page, in reading order. A panel module exports:
//   id        the data-panel value and #panel= name
//   title     its heading
//   settings  its entries for the settings table (keys unique across panels; see state.js)
//   mount(section, ctx)  builds the panel; ctx = { core, values, onChange, shared }
import * as attention from './attention.js';
import * as decoderOnly from './decoder-only.js';
import * as norms from './norms.js';
import * as peLearned from './pe-learned.js';
import * as peRelative from './pe-relative.js';
import * as peSinusoidal from './pe-sinusoidal.js';
import * as positions from './positions.js';
import * as rope from './rope.js';
import * as train from './train.js';

export const panels = [
  peSinusoidal,
  peRelative,
  peLearned,
  rope,
  norms,
  attention,
  positions,
  decoderOnly,
  train,
];
