// Every panel of the page, in reading order. A panel module exports:
//   id        the data-panel value and #panel= name
//   title     its heading
//   place     where it sits in the whole model (the overview draws the model; each lesson's end
//             names its place and links there); every panel but the overview has one
//   settings  its entries for the settings table (keys unique across panels; see state.js)
//   questions its check-yourself questions (the page's score counts lessons not yet built)
//   mount(section, ctx)  builds the panel; ctx = { core, values, onChange, shared }
import * as attention from './attention.js';
import * as bpe from './bpe.js';
import * as block from './block.js';
import * as combined from './combined.js';
import * as contextual from './contextual.js';
import * as decoderOnly from './decoder-only.js';
import * as heads from './heads.js';
import * as longContext from './long-context.js';
import * as norms from './norms.js';
import * as overview from './overview.js';
import * as peLearned from './pe-learned.js';
import * as peRelative from './pe-relative.js';
import * as peSinusoidal from './pe-sinusoidal.js';
import * as positionExperiment from './position-experiment.js';
import * as positions from './positions.js';
import * as rope from './rope.js';
import * as sampling from './sampling.js';
import * as tokenEmbedding from './token-embedding.js';
import * as tokenizer from './tokenizer.js';
import * as train from './train.js';

export const panels = [
  overview, // the whole model first: every later lesson opens one of its stages
  tokenizer,
  bpe,
  tokenEmbedding,
  positions, // absolute vs relative: the idea the position lessons after it build on
  peSinusoidal,
  peRelative,
  peLearned,
  combined,
  positionExperiment,
  rope,
  longContext,
  norms,
  attention,
  heads,
  block,
  contextual,
  sampling,
  decoderOnly,
  train,
];
