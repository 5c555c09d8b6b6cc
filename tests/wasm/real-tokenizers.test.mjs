// The real-tokenizers lesson's encodings (web/src/panels/real-tokenizers/encodings.js, on
// gpt-tokenizer's rank tables) against a second implementation, js-tiktoken, on texts in several
// scripts, emoji with joiners, code and runs of spaces and line breaks; the bytes of the ids give
// the text back; and each token's merge replay, from the rank table alone, ends in that token.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import o200k from 'js-tiktoken/ranks/o200k_base';
import r50k from 'js-tiktoken/ranks/r50k_base';

import {
  bytesLabel,
  encodingNames,
  hexBytes,
  loadEncoding,
  mergeReplay,
} from '../../web/src/panels/real-tokenizers/encodings.js';

const reference = {
  r50k_base: new Tiktoken(r50k),
  cl100k_base: new Tiktoken(cl100k),
  o200k_base: new Tiktoken(o200k),
};

const texts = {
  english: 'The cat sat on the mat. Unbelievable, isn’t it?',
  spanish: 'Hoy hace un tiempo precioso, así que vamos andando al parque. ¿Señor? ¡Ñandú!',
  chinese: '今天天气很好，所以我们走路去公园。龘',
  portuguese: 'Hoje o tempo está lindo, então vamos a pé até o parque. Ação, coração, pão!',
  arabic: 'الطقس جميل اليوم، لذلك سنمشي إلى الحديقة. قِفا نَبْكِ مِنْ ذِكْرى حَبيبٍ ومَنْزِلِ',
  emoji: 'family 👨‍👩‍👧‍👦, flag 🏳️‍🌈, skin 👍🏽, keycap 1️⃣',
  code: 'def square(x):\n\treturn x ** 2  # the square\n\nif __name__ == "__main__":\n    print(square(12345))\n',
  whitespace: '  a    b\n\n\n   c \t\t d     \r\n\u00a0e\n',
  special: 'text with <|endoftext|> in it',
};

const utf8 = new TextEncoder();
const concat = (parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};

test('the ids of every text are js-tiktoken’s, in each encoding', async () => {
  assert.deepEqual(encodingNames, Object.keys(reference));
  for (const name of encodingNames) {
    const encoding = await loadEncoding(name);
    for (const [what, text] of Object.entries(texts)) {
      // js-tiktoken refuses special tokens unless allowed; the lesson reads them as text.
      const expected = reference[name].encode(text, [], []);
      assert.deepEqual(encoding.encode(text), expected, `${name}: ${what}`);
    }
  }
});

test('the bytes of the ids give each text back, and the tables have their published sizes', async () => {
  const sizes = { r50k_base: 50256, cl100k_base: 100256, o200k_base: 199998 };
  for (const name of encodingNames) {
    const encoding = await loadEncoding(name);
    assert.equal(encoding.byteStrings, sizes[name], name);
    for (const text of Object.values(texts)) {
      const bytes = concat(encoding.encode(text).map((id) => encoding.bytesOf(id)));
      assert.deepEqual(bytes, utf8.encode(text), name);
    }
  }
});

test('a token’s merges, replayed from the rank table, end in that token', async () => {
  const gpt2 = await loadEncoding('r50k_base');
  // " the": ␣ t h e, then ␣t (256), he (258), ␣the (262), as GPT-2's first merges.
  const steps = mergeReplay(gpt2, gpt2.bytesOf(262));
  assert.deepEqual(
    steps.map((s) => [s.rank, s.parts.map((p) => bytesLabel(p).label)]),
    [
      [null, ['␣', 't', 'h', 'e']],
      [256, ['␣t', 'h', 'e']],
      [258, ['␣t', 'he']],
      [262, ['␣the']],
    ],
  );
  for (const name of encodingNames) {
    const encoding = await loadEncoding(name);
    for (const text of Object.values(texts))
      for (const id of new Set(encoding.encode(text))) {
        const replay = mergeReplay(encoding, encoding.bytesOf(id));
        const last = replay.at(-1);
        assert.equal(last.parts.length, 1, `${name} ${id}`);
        assert.equal(encoding.rankOf(last.parts[0]), id, `${name} ${id}`);
        // Each step merged the pair it names into the byte string of its rank.
        for (let k = 1; k < replay.length; k++) {
          const { parts, rank, at } = replay[k];
          assert.equal(encoding.rankOf(parts[at]), rank);
          assert.equal(parts.length, replay[k - 1].parts.length - 1);
        }
      }
  }
});

test('a token that cuts a character is written as its bytes, never as U+FFFD', async () => {
  const gpt2 = await loadEncoding('r50k_base');
  const ids = gpt2.encode('今');
  assert.deepEqual(ids, [20015, 232]);
  assert.deepEqual(bytesLabel(gpt2.bytesOf(20015)), { label: '\\xE4\\xBB', partial: true });
  assert.deepEqual(bytesLabel(gpt2.bytesOf(232)), { label: '\\x8A', partial: true });
  assert.equal(hexBytes(gpt2.bytesOf(20015)), 'E4 BB');
  assert.deepEqual(bytesLabel(utf8.encode(' a\n\t😀é')), { label: '␣a↵⇥😀é', partial: false });
  assert.deepEqual(bytesLabel(Uint8Array.of(0x61, 0xc3)), { label: 'a\\xC3', partial: true });
  assert.deepEqual(bytesLabel(Uint8Array.of(0x00, 0x7f)), { label: '\\x00\\x7F', partial: false });
});
