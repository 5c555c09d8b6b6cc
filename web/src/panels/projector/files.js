// The learner's own vectors: vectors.tsv (read by the core's rules, in the projection worker) and
// an optional metadata.tsv (labels, and colours by a column), through <input type=file>. Nothing
// leaves the browser: the files are read here and handed to the lesson.
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { formatBytes, formatCount } from '../../format.js';
import { ProjectionRequest } from '../../worker/projection-protocol.js';
import { columnColours, readMetadata } from './metadata.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('projector', strings);

// The core reads no vectors.tsv over 64 MiB (core/data/vectors_tsv.hpp): refused by its size,
// before a byte of it is read.
const mostBytes = 64 * 1024 * 1024;

function fileInput(label, onFile) {
  const input = h('input', {
    type: 'file',
    accept: '.tsv,.txt,text/tab-separated-values,text/plain',
  });
  input.addEventListener('change', () => input.files[0] && onFile(input.files[0]));
  return { input, element: h('label', { className: 'control file-control' }, label, input) };
}

/** A select of the metadata's columns (-1: none when `none` is given). */
function columnSelect(label, onPick) {
  const select = h('select', {});
  select.addEventListener('change', () => onPick(Number(select.value)));
  const element = h('label', { className: 'control', hidden: true }, label, select);
  return {
    element,
    show(columns, chosen, none) {
      const options = columns.map((name, c) => h('option', { value: String(c) }, name));
      if (none) options.unshift(h('option', { value: '-1' }, none));
      select.replaceChildren(...options);
      select.value = String(chosen);
      element.hidden = columns.length < 2;
    },
  };
}

/** The rows' labels and colours from the metadata, or their numbers (with why, on a mismatch). */
function labelsAndColours(loaded, rows) {
  const { metadata } = loaded;
  const numbers = () => Array.from({ length: rows }, (_, i) => String(i));
  if (!metadata) return { labels: numbers(), colours: null, message: '' };
  if (metadata.cells.length !== rows) {
    const labels = t('rowCount', { n: formatCount(metadata.cells.length) });
    return {
      labels: numbers(),
      colours: null,
      message: t('metadataRows', { labels, rows: t('rowCount', { n: formatCount(rows) }) }),
    };
  }
  const labels = metadata.cells.map((row) => row[loaded.label]);
  const colours = loaded.colour >= 0 ? columnColours(metadata.cells, loaded.colour) : null;
  return { labels, colours, message: '' };
}

/** A file's text, or null (said why) when it is over the core's limit. */
async function readSmall(file, say) {
  if (file.size <= mostBytes) return file.text();
  say(t('fileTooBig', { file: file.name, size: formatBytes(file.size) }));
  return null;
}

/**
 * The file controls. onLoad({ vectors, labels, colours, name }) takes what was read; it may throw
 * (the lesson refuses the vectors), and its message is shown here.
 */
export function fileLoader({ client, onLoad }) {
  const loaded = { vectors: null, name: '', metadata: null, label: 0, colour: -1 };
  const note = h('p', { className: 'stat-line projector-file-note', role: 'status' });
  const say = (...parts) => note.replaceChildren(...parts);
  const labelBy = columnSelect(t('labelBy'), (c) => {
    loaded.label = c;
    hand();
  });
  const colourBy = columnSelect(t('colourBy'), (c) => {
    loaded.colour = c;
    hand();
  });

  function hand() {
    const { vectors, name } = loaded;
    if (!vectors) return;
    const { labels, colours, message } = labelsAndColours(loaded, vectors.rows);
    try {
      onLoad({ vectors, labels, colours, name });
      say(
        t('fileRead', {
          file: name,
          rows: t('rowCount', { n: formatCount(vectors.rows) }),
          d: vectors.cols,
        }),
      );
      if (message) say(message);
    } catch (error) {
      say(t('fileBad', { file: name }), ' ', coreMessage(error));
    }
  }

  const vectorsInput = fileInput(t('vectorsFile'), async (file) => {
    const text = await readSmall(file, say);
    if (text === null) return;
    say(t('fileReading', { file: file.name }));
    try {
      const reply = await client.ask(ProjectionRequest.PARSE, { text });
      Object.assign(loaded, { vectors: reply.vectors, name: file.name });
      hand();
    } catch (error) {
      say(t('fileBad', { file: file.name }), ' ', coreMessage(error));
    }
  });
  const metadataInput = fileInput(t('metadataFile'), async (file) => {
    const text = await readSmall(file, say);
    if (text === null) return;
    loaded.metadata = readMetadata(text);
    loaded.label = 0;
    loaded.colour = loaded.metadata.columns.length > 1 ? 1 : -1;
    labelBy.show(loaded.metadata.columns, loaded.label);
    colourBy.show(loaded.metadata.columns, loaded.colour, t('colourNone'));
    hand();
  });
  const element = h(
    'div',
    { className: 'projector-files' },
    h('h3', {}, t('fileTitle')),
    h('p', {}, t('fileProse')),
    h(
      'div',
      { className: 'controls' },
      vectorsInput.element,
      metadataInput.element,
      labelBy.element,
      colourBy.element,
    ),
    note,
  );
  return { element };
}
