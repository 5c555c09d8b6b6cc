// Lesson real-tokenizers, its view: the learner's text through GPT-2's, GPT-4's and GPT-4o's
// tokenizers (encodings.js loads each rank table when it is first shown) beside the core's BPE
// trained on the same text; each encoding as a list of tokens (token-views.js), the merges that
// built a chosen token, and one sentence in six forms to show why the counts differ
// (samples.js).
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { pointVerb } from '../../charts/pointer.js';
import { lessonView } from '../../ui/lesson-view.js';
import { rangeText } from '../../ui/controls.js';
import { lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import { encodingNames, joined, loadEncoding, modelOf } from './encodings.js';
import { replayView, tokenDetail, tokenList } from './token-views.js';
import { sampleName, samples, sampleSentence, sampleTable } from './samples.js';
import { countsFigure, rates, ratio, statsTable } from './counts.js';
import './real-tokenizers.css';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('real-tokenizers', strings);

// Each list shows at most this many tokens (the counts are the whole text's).
const shownTokens = 400;
const sampleTexts = samples.map((s) => s.text);
const utf8 = new TextEncoder();

/** The bytes of each id of a BPE whose merge k, [a_k, b_k], made the id 256 + k. */
function bytesOfMerges(merges) {
  const made = [];
  const bytesOf = (id) => (id < 256 ? Uint8Array.of(id) : made[id - 256]);
  for (let k = 0; 2 * k < merges.length; k++)
    made.push(joined(bytesOf(merges[2 * k]), bytesOf(merges[2 * k + 1])));
  return bytesOf;
}

/** The BPE of the core trained on the text as the bpe lesson trains it; the samples in it. */
function ownColumn(core, text, merges) {
  // Nothing to learn from: every byte stays a token.
  const trained =
    text === ''
      ? { ids: [], merges: [], encoded: sampleTexts.map((s) => [...utf8.encode(s)]) }
      : core.bpeTrain(text, merges, { encode: sampleTexts });
  const made = trained.merges.length / 2;
  return {
    key: 'your-bpe',
    // Fewer merges than asked when the text has no pair left to merge: say both.
    name:
      made < merges
        ? t('yourBpeFewer', {
            made: formatCount(made),
            merges: t('mergeTotal', { n: formatCount(merges) }),
          })
        : t('yourBpe', { merges: t('mergeTotal', { n: formatCount(made) }) }),
    short: t('yourBpeShort'),
    vocabulary: 256 + made,
    ids: trained.ids,
    samples: trained.encoded,
    bytesOf: bytesOfMerges(trained.merges),
    encoding: null,
  };
}

/** A real encoding's column: its ids of the text and of each sample. */
function realColumn(encoding, text) {
  return {
    key: encoding.name,
    name: `${modelOf[encoding.name]} · ${encoding.name}`,
    short: modelOf[encoding.name],
    vocabulary: encoding.byteStrings,
    ids: text === '' ? [] : encoding.encode(text),
    samples: sampleTexts.map((s) => encoding.encode(s)),
    bytesOf: (id) => encoding.bytesOf(id),
    encoding,
  };
}

/** The encodings shown, loaded, then every column: a promise (the tables are downloads). */
function compute(core, s) {
  const own = ownColumn(core, s.text, s.rt_merges);
  const names = s.rt_show === 'all' ? encodingNames : [s.rt_show];
  return Promise.all(names.map(loadEncoding)).then((encodings) => ({
    text: s.text,
    sample: s.rt_sample,
    columns: [...encodings.map((encoding) => realColumn(encoding, s.text)), own],
  }));
}

const tokensOf = (column, ids) => [...ids].map((id) => ({ id, bytes: column.bytesOf(id) }));

/** One tokenizer's block: its name, its counts and its tokens (the first shownTokens). */
function encodingBlock(column, text, choose) {
  const r = rates(column, text);
  const stats =
    text === ''
      ? t('textEmpty')
      : t('encodingStats', {
          tokens: t('tokenTotal', { n: formatCount(r.tokens) }),
          bytesPerToken: t('bytesPerToken', { n: ratio(r.bytesPerToken) }),
          tokensPerCharacter: t('tokensPerCharacter', { n: ratio(r.tokensPerCharacter) }),
        });
  const cut = r.tokens > shownTokens;
  return h(
    'section',
    { className: 'rt-encoding', 'aria-label': column.name },
    h('h4', { translate: column.encoding ? 'no' : null }, column.name),
    h('p', { className: 'stat-line' }, stats),
    tokenList(column.key, tokensOf(column, column.ids.slice(0, shownTokens)), {
      label: t('tokensLabel', { name: column.name }),
      encoding: column.encoding,
      choose,
    }),
    cut
      ? h(
          'p',
          { className: 'note' },
          t('tokensCut', { shown: formatCount(shownTokens), n: formatCount(r.tokens) }),
        )
      : null,
  );
}

/** The chosen sentence through every tokenizer shown. */
function sampleBlocks(columns, sample, choose) {
  const at = samples.findIndex((s) => s.id === sample);
  return columns.map((column) =>
    h(
      'div',
      { className: 'rt-encoding' },
      h('h4', { translate: column.encoding ? 'no' : null }, column.name),
      tokenList(column.key, tokensOf(column, column.samples[at]), {
        label: t('sampleTokensLabel', { name: column.name }),
        encoding: column.encoding,
        choose,
        attribute: 'sampleEncoding',
      }),
    ),
  );
}

export function mount(section, ctx) {
  const replay = replayView();
  const counts = countsFigure();
  const tableBox = h('div', {});
  const encodingsBox = h('div', { className: 'rt-grid' });
  const sampleTableBox = h('div', {});
  const sentenceBox = h('div', {});
  const sampleBox = h('div', { className: 'rt-grid' });
  const problem = h('p', { className: 'warning-note', role: 'status', hidden: true });
  const loading = h('p', { className: 'note rt-loading' }, t('loading'));
  const draw = ({ text, sample, columns }) => {
    loading.hidden = true;
    counts.draw(columns, text);
    tableBox.replaceChildren(statsTable(columns, text));
    encodingsBox.replaceChildren(
      ...columns.map((column) => encodingBlock(column, text, replay.show)),
    );
    sampleTableBox.replaceChildren(
      sampleTable(
        columns.map((c) => ({
          name: c.name,
          vocabulary: c.vocabulary,
          counts: c.samples.map((ids) => ids.length),
        })),
      ),
    );
    sentenceBox.replaceChildren(sampleSentence(sample));
    sampleBox.replaceChildren(...sampleBlocks(columns, sample, replay.show));
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text'],
    compute,
    draw,
    unplaced: (message) => {
      problem.hidden = message === null;
      problem.replaceChildren(...(message === null ? [] : t.parts('loadFailed', { message })));
    },
  });
  const named = (name) => h('span', { translate: 'no' }, `${modelOf[name]} (${name})`);
  const textInput = lesson.control('text', { ...lessonTextStyle, hint: t('textHint') });
  const showControl = lesson.control('rt_show', {
    options: [['all', t('showAll')], ...encodingNames.map((name) => [name, named(name)])],
  });
  const mergesControl = lesson.control('rt_merges', {
    hint: t('mergesHint', { range: rangeText(settings.rt_merges) }),
  });
  const sampleControl = lesson.control('rt_sample', {
    options: samples.map((s) => [s.id, sampleName(s.id)]),
  });
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('p', {}, t('howItWorks')),
    h('div', { className: 'controls' }, textInput.element),
    h('div', { className: 'controls' }, showControl.element, mergesControl.element),
    loading,
    problem,
    counts.figure,
    tableBox,
    h('h3', {}, t('tokensTitle')),
    h('p', { className: 'note' }, t('tokensNote', { point: pointVerb() })),
    tokenDetail(encodingsBox),
    encodingsBox,
    ...replay.elements,
    h('h3', {}, t('whyTitle')),
    h('p', {}, t('whyBytes')),
    h('p', {}, t('whyVocabulary')),
    sampleTableBox,
    h('div', { className: 'controls' }, sampleControl.element),
    h('h4', {}, t('sampleTokensTitle')),
    sentenceBox,
    sampleBox,
  );
  lesson.start();
  return () => counts.destroy();
}
