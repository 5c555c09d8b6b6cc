// Writes the crafted weights files of the hostile-input checks (CMakeLists.txt, tests/wasm/
// hostile-weights.test.mjs, the weights fuzz seeds): run `node tests/cli/make-hostile-weights.mjs`
// after changing it. Each file is valid in form (lengths, checksum) so that only the rule under
// test refuses it:
// - doubling-K.elab: a token + position predictor whose K BPE merges double: merge 0 = (97, 97),
//   merge k = (255 + k, 255 + k), so token k spells 2^(k+1) bytes ("a" repeated).
//   doubling-19-likeliest.elab stops at the 19 merges training on 1 MiB of "a" makes, and
//   its ten longest tokens (64 bytes to 512 KiB) are the likeliest.
// - header-only.elab: a TinyGPT whose settings describe 32 million parameters (d_model 1152, two
//   layers) but which holds no tensor at all: about 200 bytes.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const crcTable = Array.from({ length: 256 }, (_, i) => {
  let c = i;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The weights format of src/core/data/weights_format.hpp, version 1. */
function weightsFile({ kind, ints, strings, tensors }) {
  const parts = [];
  const u32 = (v) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(v);
    parts.push(b);
  };
  const u64 = (v) => {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(v));
    parts.push(b);
  };
  const str = (s) => {
    const b = Buffer.from(s, 'utf8');
    u32(b.length);
    parts.push(b);
  };
  parts.push(Buffer.from('ELABWTS\0', 'latin1'));
  u32(1);
  const lengthAt = parts.length;
  u64(0);
  str(kind);
  u32(ints.length);
  for (const [name, value] of ints) {
    str(name);
    u64(value);
  }
  u32(strings.length);
  for (const [name, value] of strings) {
    str(name);
    str(value);
  }
  u32(tensors.length);
  for (const { name, shape, data } of tensors) {
    str(name);
    u32(shape.length);
    for (const d of shape) u32(d);
    u64(4 * data.length);
    parts.push(Buffer.from(new Float32Array(data).buffer));
  }
  const length = parts.reduce((n, p) => n + p.length, 0) + 4;
  parts[lengthAt].writeBigUInt64LE(BigInt(length));
  const body = Buffer.concat(parts);
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32(body));
  return Buffer.concat([body, crc]);
}

// bias: the output bias per id (zeros by default), so a file can make some tokens the likeliest.
function doubling(merges, bias = () => 0) {
  const vocab = 256 + merges;
  const d = 1;
  const maxLen = 32;
  const pairs = [97, 97];
  for (let k = 1; k < merges; k++) pairs.push(255 + k, 255 + k);
  const zeros = (n) => new Array(n).fill(0);
  return weightsFile({
    kind: 'seed_predictor',
    ints: [
      ['vocab', vocab],
      ['d_model', d],
      ['n_layer', 1],
      ['n_head', 1],
      ['max_len', maxLen],
      ['steps', 0],
    ],
    strings: [
      ['pe', 'learned'],
      ['norm', 'layernorm'],
    ],
    tensors: [
      { name: 'tok', shape: [vocab, d], data: zeros(vocab * d) },
      { name: 'pos', shape: [maxLen, d], data: zeros(maxLen * d) },
      { name: 'W', shape: [vocab, d], data: zeros(vocab * d) },
      { name: 'b', shape: [vocab], data: Array.from({ length: vocab }, (_, id) => bias(id)) },
      { name: 'bpe.merges', shape: [merges, 2], data: pairs },
    ],
  });
}

const headerOnly = weightsFile({
  kind: 'tiny_gpt',
  ints: [
    ['vocab', 256],
    ['d_model', 1152],
    ['n_layer', 2],
    ['n_head', 1],
    ['max_len', 128],
    ['steps', 0],
  ],
  strings: [
    ['pe', 'rope'],
    ['norm', 'layernorm'],
  ],
  tensors: [],
});

// 19 merges are allowed (the last spells 2^19 bytes); the longest ten are made the likeliest, so
// `logits` has to show them.
writeFileSync(
  join(here, 'doubling-19-likeliest.elab'),
  doubling(19, (id) => (id >= 256 + 9 ? id - 256 : 0)),
);
for (const merges of [20, 24, 27, 40])
  writeFileSync(join(here, `doubling-${merges}.elab`), doubling(merges));
writeFileSync(join(here, 'header-only.elab'), headerOnly);
// The weights fuzz target starts from the same two shapes.
const seeds = join(here, '..', 'fuzz', 'seeds', 'weights');
writeFileSync(join(seeds, 'doubling-merges.elab'), doubling(40));
writeFileSync(join(seeds, 'header-only.elab'), headerOnly);
