// The Embedding Projector's metadata.tsv, read on the page (pure: node tests run it): one label
// per row of vectors.tsv; with several tab-separated columns the first line is a header naming
// them. Colours by a column: one of a fixed palette per value, when the column has few values.

/**
 * text -> { columns: [name], cells: [[value per column] per row] }. A single column has no
 * header (its name is ''); every line has as many cells as the header (missing ones are '').
 * A trailing empty line (the usual last newline) is not a row.
 */
export function readMetadata(text) {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  const several = lines.length > 0 && lines[0].includes('\t');
  if (!several) return { columns: [''], cells: lines.map((line) => [line]) };
  const columns = lines[0].split('\t');
  const cells = lines.slice(1).map((line) => {
    const values = line.split('\t');
    return columns.map((_, c) => values[c] ?? '');
  });
  return { columns, cells };
}

// Colours that stay apart on the light and dark themes (Okabe and Ito's palette, with grey).
const palette = [
  '#e69f00',
  '#56b4e9',
  '#009e73',
  '#d55e00',
  '#cc79a7',
  '#0072b2',
  '#b8a200',
  '#7f7f7f',
];

/**
 * One colour per row for column `c` of metadata cells, in order of first appearance, or null when
 * the column has more values than the palette has colours (a label per row: nothing to group).
 */
export function columnColours(cells, c) {
  const seen = new Map();
  for (const row of cells) if (!seen.has(row[c])) seen.set(row[c], seen.size);
  if (seen.size > palette.length) return null;
  return cells.map((row) => palette[seen.get(row[c])]);
}
