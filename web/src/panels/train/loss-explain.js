// The words around the loss curve: the paragraphs under it (what the loss, the ln V line and the
// bigram floor are, and for a BPE run how its loss per token compares with bits per byte), and
// the sentences that sum up a finished run.
import { formatCount, formatFixed, formatNumber } from '../../format.js';
import { sentences, words } from '../../i18n/words.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { strings } from './strings.js';

const t = words('train', strings);

const f4 = (v) => formatNumber(v, 4);

/**
 * The explanation under the curve, for this text and model: baseline ln V, floor the text's
 * bigram entropy (nats per byte), tokenizer { vocab, tokens, bytes, perByte } of a run that
 * reports its tokens (null otherwise).
 */
export function lossExplanation({ baseline, floor, parameterCount, chars, tokenizer }) {
  const bpe = tokenizer && tokenizer.vocab > 256;
  const vocab = tokenizer?.vocab ?? 256;
  // A byte run has no BPE paragraph: left out, not passed on (replaceChildren writes null
  // as the text "null").
  return [
    ...(bpe
      ? [
          h(
            'p',
            { className: 'lab-note' },
            t('bpeNote', {
              vocab: tokenizer.vocab,
              merges: t('mergeCount', { n: tokenizer.vocab - 256 }),
              tokens: formatCount(tokenizer.tokens),
              bytes: formatCount(tokenizer.bytes),
              bytesPerToken: f4(1 / tokenizer.perByte),
              floorBits: f4(floor / Math.LN2),
            }),
          ),
        ]
      : []),
    h('p', {}, bpe ? t('lossMeaningTokens', { vocab }) : t('lossMeaningBytes')),
    // A decimal comma in braces: KaTeX spaces a bare comma as punctuation (5, 545).
    mathElement(
      String.raw`-\ln \tfrac{1}{${vocab}} = \ln ${vocab} \approx ${formatFixed(baseline, 3).replace(',', '{,}')}`,
    ),
    h('p', {}, t('guessingLine', { vocab })),
    h(
      'p',
      {},
      bpe
        ? t('floorLineTokens', { floor: formatFixed(floor, 3) })
        : t('floorLineBytes', { floor: formatFixed(floor, 3) }),
    ),
    mathElement(String.raw`H = -\sum_{a,b} p(a,b)\,\ln p(b \mid a)`),
    h(
      'p',
      {},
      t('floorMeaning', {
        parameters: formatCount(parameterCount),
        chars: t('distinctCharacters', { n: chars }),
      }),
    ),
  ];
}

/**
 * The status line after a run: its steps and speed (rate, formatted), the last batch's loss and
 * the mean loss over the training text (or why there is none), and, when text was held out, the
 * loss on it.
 */
export function runSummary({ steps, rate, loss, evalLoss, evalError, valLoss, floor, tokenizer }) {
  const bitsPerByte = tokenizer ? (evalLoss * tokenizer.perByte) / Math.LN2 : NaN;
  const bpe = tokenizer?.vocab > 256;
  const fit = {
    loss: f4(loss),
    error: evalError,
    mean: f4(evalLoss),
    bits: f4(bitsPerByte),
    floor: f4(floor),
    floorBits: f4(floor / Math.LN2),
  };
  const withBits = Number.isFinite(bitsPerByte);
  const mean =
    evalLoss === undefined
      ? t('doneMeanUnknown', fit)
      : bpe
        ? withBits
          ? t('doneMeanTokensBits', fit)
          : t('doneMeanTokens', fit)
        : withBits
          ? t('doneMeanBytesBits', fit)
          : t('doneMeanBytes', fit);
  const valBitsPerByte =
    tokenizer?.valBytes > 0 ? (valLoss * tokenizer.valTokens) / tokenizer.valBytes / Math.LN2 : NaN;
  const held = {
    loss: f4(valLoss),
    bits: f4(valBitsPerByte),
    gap: f4(valLoss - evalLoss),
  };
  const heldBits = Number.isFinite(valBitsPerByte);
  const memorised = evalLoss !== undefined && valLoss - evalLoss > 0.3;
  const gap =
    valLoss === undefined
      ? null
      : memorised
        ? heldBits
          ? t('heldOutBitsMemorised', held)
          : t('heldOutMemorised', held)
        : heldBits
          ? t('heldOutBits', held)
          : t('heldOut', held);
  return sentences([t('doneSteps', { steps, rate }), mean, gap]);
}
