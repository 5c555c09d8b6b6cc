// Every panel of the page, in reading order. A panel module exports:
//   id        the data-panel value and #panel= name
//   title     its heading
//   settings  its entries for the settings table (keys unique across panels; see state.js)
//   mount(section, ctx)  builds the panel; ctx = { core, values, onChange, shared }
import * as peSinusoidal from './pe-sinusoidal.js';
import * as train from './train.js';

export const panels = [peSinusoidal, train];
