// A strict reader of the XML the SVG writer produces, for tests in node (which has no DOMParser):
// an optional XML declaration, then one element; tags balanced, attribute values quoted and not
// repeated, no raw '<' or '&' in text, only the five named entities and numeric references.
// Anything else throws with its offset. Returns { name, attributes, children, text } trees;
// attribute values and text come back decoded.

const name = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;

function decode(raw, at) {
  if (raw.includes('<')) throw new Error(`raw '<' at ${at}`);
  return raw.replace(/&([^;]*);|&/g, (match, entity) => {
    if (entity === undefined) throw new Error(`bare '&' at ${at}`);
    const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[entity];
    if (named) return named;
    const code = /^#x[0-9a-fA-F]+$/.test(entity)
      ? parseInt(entity.slice(2), 16)
      : /^#[0-9]+$/.test(entity)
        ? Number(entity.slice(1))
        : NaN;
    if (!Number.isFinite(code)) throw new Error(`unknown entity &${entity}; at ${at}`);
    return String.fromCodePoint(code);
  });
}

/** Parses `text` as one XML document; throws on the first thing that is not well-formed. */
export function parseXml(text) {
  let i = 0;
  const expect = (re, what) => {
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m) throw new Error(`expected ${what} at ${i}: ${JSON.stringify(text.slice(i, i + 30))}`);
    i = re.lastIndex;
    return m;
  };
  const space = /\s*/y;
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) throw new Error('unterminated XML declaration');
    i = end + 2;
  }
  expect(space, 'space');
  const root = element();
  expect(space, 'space');
  if (i !== text.length) throw new Error(`content after the root element at ${i}`);
  return root;

  function element() {
    expect(/</y, "'<'");
    const tag = expect(name, 'a tag name')[0];
    const attributes = {};
    for (;;) {
      const before = i;
      expect(space, 'space');
      if (text.startsWith('/>', i)) {
        i += 2;
        return { name: tag, attributes, children: [], text: '' };
      }
      if (text[i] === '>') {
        i += 1;
        break;
      }
      if (i === before) throw new Error(`expected space before an attribute at ${i}`);
      const key = expect(name, 'an attribute name')[0];
      expect(/\s*=\s*/y, "'='");
      const quoted = expect(/"([^"]*)"|'([^']*)'/y, 'a quoted value');
      if (key in attributes) throw new Error(`attribute ${key} repeated at ${i}`);
      attributes[key] = decode(quoted[1] ?? quoted[2], i);
    }
    const children = [];
    let content = '';
    for (;;) {
      const next = text.indexOf('<', i);
      if (next < 0) throw new Error(`<${tag}> is not closed`);
      content += decode(text.slice(i, next), i);
      i = next;
      if (text.startsWith('</', i)) {
        i += 2;
        const closing = expect(name, 'a closing tag name')[0];
        if (closing !== tag) throw new Error(`</${closing}> closes <${tag}> at ${i}`);
        expect(/\s*>/y, "'>'");
        return { name: tag, attributes, children, text: content };
      }
      children.push(element());
    }
  }
}

/** Every element of a tree, depth first. */
export function allElements(node) {
  return [node, ...node.children.flatMap(allElements)];
}
