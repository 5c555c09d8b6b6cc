// A count of 1 takes the singular, in the whole sentence: "1 token is", "2 tokens are". The
// messages are the lessons' own (strings.js), read through words() as the views read them, with
// the values the views pass (counts formatted by format.js, so "1,024" reads as many).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { words } from '../../web/src/i18n/words.js';
import { formatCount } from '../../web/src/format.js';
import { strings as tokenizer } from '../../web/src/panels/tokenizer/strings.js';
import { strings as bpe } from '../../web/src/panels/bpe/strings.js';
import { strings as attention } from '../../web/src/panels/attention/strings.js';
import { strings as decoderOnly } from '../../web/src/panels/decoder-only/strings.js';
import { strings as train } from '../../web/src/panels/train/strings.js';

test('the tokenizer agrees with one character, one byte', () => {
  const t = words('tokenizer', tokenizer);
  assert.equal(t('multiByte', { n: 1 }), '1 character takes more than one byte');
  assert.equal(t('multiByte', { n: 2 }), '2 characters take more than one byte');
  assert.equal(t('cardTitleInvalid', { n: 1 }), 'invalid: 1 byte that is not a whole character');
  assert.equal(t('cardTitleInvalid', { n: 3 }), 'invalid: 3 bytes that are not a whole character');
  const summary = (words, bytes) =>
    t('wordsSummary', {
      n: words,
      vocab: 10,
      unknown: 0,
      bytes: t('byteTokenCount', { n: bytes }),
    });
  assert.equal(
    summary(1, 1),
    '1 word token (vocabulary 10), 0 of them <unk>; the same text is 1 byte token (vocabulary 256)',
  );
  assert.equal(
    summary(2, 7),
    '2 word tokens (vocabulary 10), 0 of them <unk>; the same text is 7 byte tokens (vocabulary 256)',
  );
});

test('BPE counts merges, bytes and tokens each on its own', () => {
  const t = words('bpe', bpe);
  const summary = (merges, bytes, tokens, ratio) =>
    t('summary', {
      merges: t('mergeTotal', { n: formatCount(merges) }),
      vocab: formatCount(256 + merges),
      bytes: t('byteTotal', { n: formatCount(bytes) }),
      tokens: t('tokenTotal', { n: formatCount(tokens) }),
      ratio: t('bytesPerToken', { n: ratio }),
    });
  assert.equal(
    summary(1, 2, 1, '2'),
    '1 merge: vocabulary 257 ids; 2 bytes → 1 token (2 bytes per token)',
  );
  assert.equal(
    summary(0, 1, 1, '1'),
    '0 merges: vocabulary 256 ids; 1 byte → 1 token (1 byte per token)',
  );
  assert.equal(
    summary(30, 1476, 985, '1.499'),
    '30 merges: vocabulary 286 ids; 1,476 bytes → 985 tokens (1.499 bytes per token)',
  );
  // formatCount's thousands separator reads as many, as it should.
  assert.equal(t('tokenTotal', { n: formatCount(1001) }), '1,001 tokens');
  assert.equal(t('mergeCount', { count: 2, tokens: '1' }), ' ×2, then 1 token');
  assert.equal(t('mergeCount', { count: 2, tokens: '3' }), ' ×2, then 3 tokens');
  assert.equal(t('bpeRow', { n: 1 }), 'BPE, 1 merge');
  assert.equal(t('bpeRow', { n: 2 }), 'BPE, 2 merges');
});

test('attention and decoder-only agree with one token', () => {
  const a = words('attention', attention);
  const shown = { dModel: 16, dK: 8, seed: 42 };
  assert.match(a('summaryNoPositions', { n: 1, ...shown }), /^1 token, d_model 16/);
  assert.match(a('summaryNoPositions', { n: 2, ...shown }), /^2 tokens, d_model 16/);
  const d = words('decoder-only', decoderOnly);
  assert.equal(
    d('pastEnd', { t: 3, n: 1, last: 0 }),
    'Token t = 3 is past the end: this text has 1 token (0 to 0); lower t or type more text.',
  );
  assert.match(d('pastEnd', { t: 3, n: 2, last: 1 }), /this text has 2 tokens \(0 to 1\)/);
  assert.match(d('copyUnmasked', { inView: 1, count: 2 }), /^Without the mask: 1 of 2 answers is/);
  assert.match(d('copyUnmasked', { inView: 7, count: 8 }), /^Without the mask: 7 of 8 answers are/);
});

test('the training lab says 1 step, not 1 steps', () => {
  const t = words('train', train);
  assert.equal(t('doneSteps', { steps: 1, rate: '3' }), 'Done: 1 step at 3 steps/s.');
  assert.equal(t('doneSteps', { steps: 500, rate: '3' }), 'Done: 500 steps at 3 steps/s.');
  const moved = (step, n) => ({
    steps: t('stepCount', { n: step }),
    n,
    startLow: '0.1',
    startHigh: '0.2',
    low: '0.3',
    high: '0.4',
  });
  assert.match(t('longerAllCharacters', moved(1, 1)), /^After 1 step, the one character has/);
  assert.match(t('longerAllCharacters', moved(500, 3)), /^After 500 steps, all 3 characters have/);
  assert.equal(
    t('compareTraining', { models: 6, steps: t('stepCount', { n: 1 }) }),
    'Training 6 models for 1 step each…',
  );
});
