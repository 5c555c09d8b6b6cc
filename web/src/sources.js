// The works the lessons teach from, quote or correct, in one table: the page's Sources list and
// each lesson's "Read more" line are built from it, so a citation is written once.
import { isFramed } from './embed-api.js';
import { said, words } from './i18n/words.js';
import { h } from './base/dom.js';
import { strings } from './base/strings.js';

const t = words('page', strings);

export const sources = {
  vaswani2017: {
    cite: { authors: ['Vaswani'], etAl: true, year: 2017 },
    full: 'A. Vaswani, N. Shazeer, N. Parmar, J. Uszkoreit, L. Jones, A. N. Gomez, Ł. Kaiser, I. Polosukhin. “Attention Is All You Need.” NeurIPS 2017.',
    url: 'https://arxiv.org/abs/1706.03762',
    what: 'the Transformer: scaled dot-product attention, sinusoidal positions',
  },
  radford2019: {
    cite: { authors: ['Radford'], etAl: true, year: 2019 },
    full: 'A. Radford, J. Wu, R. Child, D. Luan, D. Amodei, I. Sutskever. “Language Models are Unsupervised Multitask Learners.” OpenAI, 2019 (GPT-2).',
    url: 'https://cdn.openai.com/better-language-models/language_models_are_unsupervised_multitask_learners.pdf',
    what: 'GPT-2: a decoder-only model with learned positions and a small initialisation; byte-level BPE with a vocabulary of 50,257 tokens and a pattern that splits text before merging',
  },
  sennrich2016: {
    cite: { authors: ['Sennrich'], etAl: true, year: 2016 },
    full: 'R. Sennrich, B. Haddow, A. Birch. “Neural Machine Translation of Rare Words with Subword Units.” ACL 2016.',
    url: 'https://arxiv.org/abs/1508.07909',
    what: 'byte-pair encoding for words: merge the most frequent pair of symbols, again and again',
  },
  ba2016: {
    cite: { authors: ['Ba'], etAl: true, year: 2016 },
    full: 'J. L. Ba, J. R. Kiros, G. E. Hinton. “Layer Normalization.” arXiv:1607.06450, 2016.',
    url: 'https://arxiv.org/abs/1607.06450',
    what: 'LayerNorm',
  },
  zhang2019: {
    cite: { authors: ['Zhang', 'Sennrich'], year: 2019 },
    full: 'B. Zhang, R. Sennrich. “Root Mean Square Layer Normalization.” NeurIPS 2019.',
    url: 'https://arxiv.org/abs/1910.07467',
    what: 'RMSNorm',
  },
  su2021: {
    cite: { authors: ['Su'], etAl: true, year: 2021 },
    full: 'J. Su, Y. Lu, S. Pan, A. Murtadha, B. Wen, Y. Liu. “RoFormer: Enhanced Transformer with Rotary Position Embedding.” arXiv:2104.09864, 2021.',
    url: 'https://arxiv.org/abs/2104.09864',
    what: 'rotary position embedding (RoPE)',
  },
  press2022: {
    cite: { authors: ['Press'], etAl: true, year: 2022 },
    full: 'O. Press, N. A. Smith, M. Lewis. “Train Short, Test Long: Attention with Linear Biases Enables Input Length Extrapolation.” ICLR 2022.',
    url: 'https://arxiv.org/abs/2108.12409',
    what: 'ALiBi: a per-head linear distance penalty instead of position vectors',
  },
  chen2023: {
    cite: { authors: ['Chen'], etAl: true, year: 2023 },
    full: 'S. Chen, S. Wong, L. Chen, Y. Tian. “Extending Context Window of Large Language Models via Positional Interpolation.” arXiv:2306.15595, 2023.',
    url: 'https://arxiv.org/abs/2306.15595',
    what: 'position interpolation: RoPE positions scaled down to the trained range',
  },
  bloc97_2023: {
    cite: { authors: ['bloc97'], year: 2023 },
    full: 'bloc97. “NTK-Aware Scaled RoPE allows LLaMA models to have extended (8k+) context size without any fine-tuning and minimal perplexity degradation.” Post on Reddit r/LocalLLaMA, June 2023.',
    url: 'https://www.reddit.com/r/LocalLLaMA/comments/14lz7j5/ntkaware_scaled_rope_allows_llama_models_to_have/',
    what: 'NTK-aware scaling: a larger RoPE base, so the slow pairs stretch and the fast ones stay',
  },
  haviv2022: {
    cite: { authors: ['Haviv'], etAl: true, year: 2022 },
    full: 'A. Haviv, O. Ram, O. Press, P. Izsak, O. Levy. “Transformer Language Models without Positional Encodings Still Learn Positional Information.” Findings of EMNLP 2022.',
    url: 'https://arxiv.org/abs/2203.16634',
    what: 'why a causal model without positions still knows where it is',
  },
  devlin2019: {
    cite: { authors: ['Devlin'], etAl: true, year: 2019 },
    full: 'J. Devlin, M.-W. Chang, K. Lee, K. Toutanova. “BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding.” NAACL 2019.',
    url: 'https://arxiv.org/abs/1810.04805',
    what: 'an encoder-only model: attention without the causal mask',
  },
  he2016: {
    cite: { authors: ['He'], etAl: true, year: 2016 },
    full: 'K. He, X. Zhang, S. Ren, J. Sun. “Deep Residual Learning for Image Recognition.” CVPR 2016.',
    url: 'https://arxiv.org/abs/1512.03385',
    what: 'residual connections: each layer adds its output to a running sum',
  },
  xiong2020: {
    cite: { authors: ['Xiong'], etAl: true, year: 2020 },
    full: 'R. Xiong, Y. Yang, D. He, K. Zheng, S. Zheng, C. Xing, H. Zhang, Y. Lan, L. Wang, T.-Y. Liu. “On Layer Normalization in the Transformer Architecture.” ICML 2020.',
    url: 'https://arxiv.org/abs/2002.04745',
    what: 'pre-norm against post-norm: why the norm inside the residual branch trains more easily',
  },
  hendrycks2016: {
    cite: { authors: ['Hendrycks', 'Gimpel'], year: 2016 },
    full: 'D. Hendrycks, K. Gimpel. “Gaussian Error Linear Units (GELUs).” arXiv:1606.08415, 2016.',
    url: 'https://arxiv.org/abs/1606.08415',
    what: 'GELU, the activation of the MLP',
  },
  press2017: {
    cite: { authors: ['Press', 'Wolf'], year: 2017 },
    full: 'O. Press, L. Wolf. “Using the Output Embedding to Improve Language Models.” EACL 2017.',
    url: 'https://arxiv.org/abs/1608.05859',
    what: 'weight tying: the output head shares the token table',
  },
  peters2018: {
    cite: { authors: ['Peters'], etAl: true, year: 2018 },
    full: 'M. E. Peters, M. Neumann, M. Iyyer, M. Gardner, C. Clark, K. Lee, L. Zettlemoyer. “Deep Contextualized Word Representations.” NAACL 2018.',
    url: 'https://arxiv.org/abs/1802.05365',
    what: 'contextual embeddings: a word’s vector depends on its sentence',
  },
  ethayarajh2019: {
    cite: { authors: ['Ethayarajh'], year: 2019 },
    full: 'K. Ethayarajh. “How Contextual are Contextualized Word Representations? Comparing the Geometry of BERT, ELMo, and GPT-2 Embeddings.” EMNLP 2019.',
    url: 'https://arxiv.org/abs/1909.00512',
    what: 'how far a word’s hidden states move apart from layer to layer',
  },
  fan2018: {
    cite: { authors: ['Fan'], etAl: true, year: 2018 },
    full: 'A. Fan, M. Lewis, Y. Dauphin. “Hierarchical Neural Story Generation.” ACL 2018.',
    url: 'https://arxiv.org/abs/1805.04833',
    what: 'top-k sampling',
  },
  holtzman2020: {
    cite: { authors: ['Holtzman'], etAl: true, year: 2020 },
    full: 'A. Holtzman, J. Buys, L. Du, M. Forbes, Y. Choi. “The Curious Case of Neural Text Degeneration.” ICLR 2020.',
    url: 'https://arxiv.org/abs/1904.09751',
    what: 'nucleus (top-p) sampling, and why greedy text repeats itself',
  },
  pope2022: {
    cite: { authors: ['Pope'], etAl: true, year: 2022 },
    full: 'R. Pope, S. Douglas, A. Chowdhery, J. Devlin, J. Bradbury, A. Levskaya, J. Heek, K. Xiao, S. Agrawal, J. Dean. “Efficiently Scaling Transformer Inference.” arXiv:2211.05102, 2022.',
    url: 'https://arxiv.org/abs/2211.05102',
    what: 'generation with a KV cache and what its memory costs',
  },
  vizuara: {
    cite: { authors: ['Vizuara'], work: '“Building a GPT-Style Model from Scratch”', part: 1 },
    full: 'Vizuara. “Embeddings and the GPT Architecture: From Text to Vectors.” Part 1 of the notebook series “Building a GPT-Style Model from Scratch.”',
    what: 'the character tokenizer, the token + position predictor, its training setting (N(0, 1) tables, 500 steps at learning rate 0.001) and its exercises, which these lessons build on and in places correct',
  },
  congle2025: {
    cite: { authors: ['Cong Le'], about: 'notes on the geometric progression of wavelengths' },
    full: 'Cong Le. “Geometric Progression” (notes on the wavelengths of sinusoidal positional encoding), 2025.',
    license: {
      text: 'text licensed CC BY 4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    },
    what: 'the wavelengths of sinusoidal encodings as a geometric progression; the wavelength lesson restates the idea in its own words and computes the figure live',
  },
  raffel2020: {
    cite: { authors: ['Raffel'], etAl: true, year: 2020 },
    full: 'C. Raffel, N. Shazeer, A. Roberts, K. Lee, S. Narang, M. Matena, Y. Zhou, W. Li, P. J. Liu. “Exploring the Limits of Transfer Learning with a Unified Text-to-Text Transformer.” JMLR 21(140), 2020 (T5).',
    url: 'https://arxiv.org/abs/1910.10683',
    what: 'T5: learned relative position biases, one per distance bucket, added to the attention scores',
  },
  dao2022: {
    cite: { authors: ['Dao'], etAl: true, year: 2022 },
    full: 'T. Dao, D. Y. Fu, S. Ermon, A. Rudra, C. Ré. “FlashAttention: Fast and Memory-Efficient Exact Attention with IO-Awareness.” NeurIPS 2022.',
    url: 'https://arxiv.org/abs/2205.14135',
    what: 'FlashAttention: the same attention computed in tiles, without storing the N × N matrix',
  },
  mikolov2013: {
    cite: { authors: ['Mikolov'], etAl: true, year: 2013 },
    full: 'T. Mikolov, K. Chen, G. Corrado, J. Dean. “Efficient Estimation of Word Representations in Vector Space.” ICLR Workshop 2013 (word2vec).',
    url: 'https://arxiv.org/abs/1301.3781',
    what: 'word2vec: one static vector per word, learned from the words around it',
  },
  karpathy_minbpe: {
    cite: { authors: ['Karpathy'], work: 'minbpe' },
    full: 'A. Karpathy. “minbpe: Minimal, clean code for the Byte Pair Encoding (BPE) algorithm commonly used in LLM tokenization.” GitHub repository, 2024.',
    url: 'https://github.com/karpathy/minbpe',
    what: 'byte-level BPE in a few short files: training, encoding, decoding, and the tie rule this lesson follows',
  },
  openai_tiktoken: {
    cite: { authors: ['OpenAI'], work: 'tiktoken' },
    full: 'OpenAI. “tiktoken: a fast BPE tokeniser for use with OpenAI’s models.” GitHub repository, 2022–.',
    url: 'https://github.com/openai/tiktoken',
    license: { text: 'code licensed MIT', url: 'https://opensource.org/license/mit' },
    what: 'where the rank tables r50k_base (GPT-2), cl100k_base (GPT-4) and o200k_base (GPT-4o) and their splitting patterns were published; the real tokenizers lesson checks its ids against js-tiktoken, its port',
  },
  gpt_tokenizer: {
    cite: { authors: ['Brzoska'], work: 'gpt-tokenizer' },
    full: 'B. Brzoska and contributors. “gpt-tokenizer: the fastest JavaScript BPE tokenizer encoder and decoder for OpenAI’s GPT models.” npm package, version 4.',
    url: 'https://github.com/niieani/gpt-tokenizer',
    license: { text: 'code licensed MIT', url: 'https://opensource.org/license/mit' },
    what: 'the three rank tables and their encoders, one module per encoding, which the real tokenizers lesson loads when it is built and ships inside the page',
  },
  // The texts BPE and the training lab offer (web/src/texts), each in the public domain.
  lincoln1863: {
    cite: { authors: ['Lincoln'], year: 1863 },
    full: 'A. Lincoln. Address at the dedication of the cemetery at Gettysburg, 19 November 1863 (the “Bliss copy”).',
    url: 'https://www.gutenberg.org/ebooks/4',
    license: { text: 'public domain' },
    what: 'the Gettysburg Address, one of the texts of BPE and the training lab',
  },
  shakespeare1609: {
    cite: { authors: ['Shakespeare'], year: 1609 },
    full: 'W. Shakespeare. Shake-speares Sonnets. London: Thomas Thorpe, 1609.',
    url: 'https://www.gutenberg.org/ebooks/1041',
    license: { text: 'public domain' },
    what: 'three sonnets, one of the texts of BPE and the training lab',
  },
  carroll1865: {
    cite: { authors: ['Carroll'], year: 1865 },
    full: 'L. Carroll. Alice’s Adventures in Wonderland. London: Macmillan, 1865. Chapter 1, “Down the Rabbit-Hole”.',
    url: 'https://www.gutenberg.org/ebooks/11',
    license: { text: 'public domain' },
    what: 'the first chapter’s opening, one of the texts of BPE and the training lab',
  },
  cervantes1605: {
    cite: { authors: ['Cervantes'], year: 1605 },
    full: 'M. de Cervantes. El ingenioso hidalgo don Quijote de la Mancha. Madrid: Juan de la Cuesta, 1605. Part I, chapter 1.',
    url: 'https://www.gutenberg.org/ebooks/2000',
    license: { text: 'public domain' },
    what: 'the opening of Don Quixote, the Spanish text of BPE and the training lab: its accented letters are two UTF-8 bytes each',
  },
  tang: {
    cite: { about: 'Tang poems' },
    full: 'Li Bai, Du Fu, Wang Wei, Wang Zhihuan, Meng Haoran, Meng Jiao, He Zhizhang, Liu Zongyuan, Li Shen, Du Mu, Zhang Ji. Eighteen poems of the Tang dynasty (618–907), in simplified characters, in the wording taught in Chinese schools today; the Complete Tang Poems (Quan Tangshi, 1705) holds every one, some in an older wording.',
    url: 'https://zh.wikisource.org/wiki/全唐詩',
    license: { text: 'public domain' },
    what: 'eighteen short poems, the Chinese text of BPE and the training lab: each character is three UTF-8 bytes',
  },
  machado1899: {
    cite: 'Machado de Assis 1899',
    full: 'J. M. Machado de Assis. Dom Casmurro. Rio de Janeiro: H. Garnier, 1899. Chapter I, “Do título”, and the opening of chapter II, “Do livro”, in today’s Brazilian spelling.',
    url: 'https://pt.wikisource.org/wiki/Dom_Casmurro',
    license: { text: 'public domain' },
    what: 'the opening of Dom Casmurro, the Portuguese text of BPE and the training lab: its accented letters are two UTF-8 bytes each',
  },
  qasaid: {
    cite: 'Imru’ al-Qais; al-Mutanabbi',
    full: 'Imru’ al-Qais (6th century), his Mu‘allaqa, “Qifā nabki”; al-Mutanabbi (915–965), his ode to Sayf al-Dawla, “Wa-ḥarra qalbāh”. Lines of each, without short vowels, in the wording commonly printed.',
    license: { text: 'public domain' },
    what: 'lines of two classical odes, the Arabic text of BPE and the training lab: each Arabic letter is two UTF-8 bytes',
  },
  vandermaaten2008: {
    cite: { authors: ['van der Maaten', 'Hinton'], year: 2008 },
    full: 'L. van der Maaten, G. Hinton. “Visualizing Data using t-SNE.” Journal of Machine Learning Research 9, 2008.',
    url: 'https://www.jmlr.org/papers/v9/vandermaaten08a.html',
    what: 't-SNE: neighbourhoods as probabilities, matched on a plane by a heavy-tailed Student t, with early exaggeration',
  },
  smilkov2016: {
    cite: { authors: ['Smilkov'], etAl: true, year: 2016 },
    full: 'D. Smilkov, N. Thorat, C. Nicholson, E. Reif, F. B. Viégas, M. Wattenberg. “Embedding Projector: Interactive Visualization and Interpretation of Embeddings.” NIPS 2016 Workshop on Interpretable Machine Learning.',
    url: 'https://arxiv.org/abs/1611.05469',
    what: 'the Embedding Projector: PCA, t-SNE and nearest neighbours of your own vectors.tsv and metadata.tsv, in the browser',
  },
};

/**
 * A link out of the lab (a work, a licence). In a frame (a course page, an LMS's launch page) it
 * opens in a new tab: followed in the frame, it would replace the lesson, the answers not yet
 * kept and the course's connection to it.
 */
export function outsideLink(href, rel, ...children) {
  return h('a', { href, rel, ...(isFramed() && { target: '_blank' }) }, ...children);
}

function link(source) {
  return source.url ? outsideLink(source.url, 'noopener', source.url) : null;
}

// A work's licence, in the page's language ("public domain" has no page to link to).
function license(key) {
  const terms = sources[key].license;
  if (!terms) return [];
  const text = said(`sources.${key}.license`, terms.text);
  return [' (', terms.url ? outsideLink(terms.url, 'license noopener', text) : text, ')'];
}

// A work's citation (authors, title, venue) is not words: it stays as published.
const citation = (text) => h('span', { dataset: { words: 'citation' } }, text);

/**
 * A work's short citation, `cite`: its names, work and year as published, joined by the page's
 * words ("et al.", "and", "part"); `about`, a description rather than a title, in its language.
 */
export function shortCitation(key) {
  const { authors = [], etAl, year, work, part, about } = sources[key].cite;
  const named =
    authors.length === 2
      ? t('citeTwo', { first: authors[0], second: authors[1] })
      : etAl
        ? t('citeEtAl', { author: authors[0] })
        : authors.join('');
  const what = work ?? (about && said(`sources.${key}.cite`, about));
  if (part) return t('citeSeriesPart', { authors: named, work, part: String(part) });
  if (what) return named ? t('citeWork', { authors: named, work: what }) : what;
  return t('citeYear', { authors: named, year: String(year) });
}
/** What a work gives the lessons, in the page's language. */
const what = (key) => said(`sources.${key}.what`, sources[key].what);

/** The lesson-end line: "Read more: Vaswani et al. 2017 (the Transformer...); ...". */
export function readMore(ids) {
  const known = ids.filter((key) => key in sources);
  if (known.length === 0) return null;
  const parts = [];
  known.forEach((key, i) => {
    const source = sources[key];
    if (i > 0) parts.push('; ');
    const cite = citation(shortCitation(key));
    parts.push(
      source.url ? outsideLink(source.url, 'noopener', cite) : cite,
      ...license(key),
      // Its summary up to the first colon or semicolon (a Chinese one's too).
      `: ${what(key).split(/[:;：；]/)[0]}`,
    );
  });
  return h(
    'p',
    { className: 'read-more' },
    h('strong', {}, t('readMore')),
    ' ',
    h('span', {}, ...parts),
    '.',
  );
}

/** The page's Sources section. */
export function sourcesSection() {
  return h(
    'section',
    { id: 'sources', className: 'sources chrome', 'aria-labelledby': 'sources-title' },
    h('h2', { id: 'sources-title' }, t('sourcesTitle')),
    h('p', {}, t('sourcesNote')),
    h(
      'ol',
      {},
      ...Object.entries(sources).map(([key, source]) =>
        h(
          'li',
          {},
          citation(source.full),
          ...license(key),
          ' ',
          link(source) ?? '',
          h('br'),
          h('span', {}, what(key)),
        ),
      ),
    ),
  );
}
