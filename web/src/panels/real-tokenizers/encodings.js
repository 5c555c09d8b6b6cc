// real-tokenizers, part 1: three real byte-level BPE encodings (gpt-tokenizer, MIT), each loaded
// the first time it is shown, and what the lesson reads of them: a text's ids, a token's bytes,
// and the merges that build a token from its bytes, replayed from the rank table.
//
// A rank table lists byte strings; a string's rank is its id. Encoding cuts the text with the
// encoding's pattern, then in each piece merges, again and again, the neighbouring pair whose
// concatenation has the lowest rank, until no pair is in the table.

/** The encodings the lesson can show, in the order of their models. */
export const encodingNames = ['r50k_base', 'cl100k_base', 'o200k_base'];

/** The model each encoding first came with (a name, not a word). */
export const modelOf = { r50k_base: 'GPT-2', cl100k_base: 'GPT-4', o200k_base: 'GPT-4o' };

// Written out one by one, so that the bundler makes each rank table a chunk of its own, fetched
// only when its encoding is shown.
const loaders = {
  r50k_base: () =>
    Promise.all([
      import('gpt-tokenizer/encoding/r50k_base'),
      import('gpt-tokenizer/bpeRanks/r50k_base'),
    ]),
  cl100k_base: () =>
    Promise.all([
      import('gpt-tokenizer/encoding/cl100k_base'),
      import('gpt-tokenizer/bpeRanks/cl100k_base'),
    ]),
  o200k_base: () =>
    Promise.all([
      import('gpt-tokenizer/encoding/o200k_base'),
      import('gpt-tokenizer/bpeRanks/o200k_base'),
    ]),
};

const loading = new Map(); // name -> promise of its encoding, kept for the page's lifetime
const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const binaryKey = (bytes) => String.fromCharCode(...bytes);

/** bytes as a string when they are whole UTF-8 characters, else null. */
function asText(bytes) {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** The lookup from a byte string to its rank, made the first time a merge is replayed. */
function rankLookup(ranks) {
  const byText = new Map();
  const byBytes = new Map();
  ranks.forEach((entry, rank) => {
    if (typeof entry === 'string') byText.set(entry, rank);
    else byBytes.set(binaryKey(entry), rank);
  });
  return (bytes) => {
    const text = asText(bytes);
    return (text === null ? undefined : byText.get(text)) ?? byBytes.get(binaryKey(bytes));
  };
}

/** An encoding from its module and its rank table. */
function made(name, api, ranks) {
  let rankOf = null;
  return {
    name,
    /** The byte strings of its table, which any text is made of (special tokens aside). */
    byteStrings: ranks.filter(() => true).length,
    /** text's ids; text that looks like a special token is encoded as text. */
    encode: (text) => api.encode(text, { disallowedSpecial: new Set() }),
    /** The bytes of id (Uint8Array). */
    bytesOf(id) {
      const entry = ranks[id];
      return typeof entry === 'string' ? utf8.encode(entry) : Uint8Array.from(entry);
    },
    /** The rank of a byte string (its id), or undefined when the table has none. */
    rankOf(bytes) {
      rankOf ??= rankLookup(ranks);
      return rankOf(bytes);
    },
  };
}

/** The encoding called name, loaded once: a promise. */
export function loadEncoding(name) {
  if (!loading.has(name)) {
    const load = loaders[name]().then(([module, table]) =>
      made(name, module.default, table.default),
    );
    // A failed download may be tried again by the next drawing.
    load.catch(() => loading.delete(name));
    loading.set(name, load);
  }
  return loading.get(name);
}

/**
 * The merges that build a token from its bytes, in rank order: [{ parts, rank, at }], the first
 * step the bytes alone (rank null), each next one the pair at index `at` of the step before
 * merged into the byte string of that rank. parts are Uint8Arrays.
 */
export function mergeReplay(encoding, bytes) {
  let parts = [...bytes].map((b) => Uint8Array.of(b));
  const steps = [{ parts, rank: null, at: -1 }];
  for (;;) {
    let at = -1;
    let best = Infinity;
    for (let i = 0; i + 1 < parts.length; i++) {
      const rank = encoding.rankOf(joined(parts[i], parts[i + 1]));
      if (rank !== undefined && rank < best) [at, best] = [i, rank];
    }
    if (at < 0) return steps;
    parts = [...parts.slice(0, at), joined(parts[at], parts[at + 1]), ...parts.slice(at + 2)];
    steps.push({ parts, rank: best, at });
  }
}

/** a and b, one after the other (Uint8Array). */
export function joined(a, b) {
  const both = new Uint8Array(a.length + b.length);
  both.set(a);
  both.set(b, a.length);
  return both;
}

// How a character that is not seen as itself is written.
const shown = { ' ': '␣', '\n': '↵', '\t': '⇥', '\r': '␍' };
const hex = (b) => b.toString(16).toUpperCase().padStart(2, '0');

/** The length of the UTF-8 character starting at bytes[i] when it is whole there, else 0. */
function wholeCharacter(bytes, i) {
  const lead = bytes[i];
  const size = lead < 0x80 ? 1 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  if (size === 0 || i + size > bytes.length) return 0;
  return asText(bytes.subarray(i, i + size)) === null ? 0 : size;
}

/**
 * A token's bytes as the lesson writes them: { label, partial }. Whole characters are themselves
 * (a space ␣, a new line ↵); a byte of a character the token cuts is \xNN, never a replacement
 * character, and makes the token partial.
 */
export function bytesLabel(bytes) {
  let label = '';
  let partial = false;
  for (let i = 0; i < bytes.length;) {
    const size = wholeCharacter(bytes, i);
    if (size === 0) {
      label += `\\x${hex(bytes[i])}`;
      partial = true;
      i += 1;
      continue;
    }
    const character = new TextDecoder().decode(bytes.subarray(i, i + size));
    const code = character.codePointAt(0);
    label += shown[character] ?? (code < 0x20 || code === 0x7f ? `\\x${hex(code)}` : character);
    i += size;
  }
  return { label, partial };
}

/** The bytes in hex: "E4 BD A0". */
export const hexBytes = (bytes) => [...bytes].map(hex).join(' ');
