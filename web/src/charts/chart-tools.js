// Buttons under a chart: download it as PNG or SVG, download its data as CSV, and show the data
// as a table (the chart's text alternative). Data is passed as a function so it is read when
// asked. The SVG comes from the chart's own producer (charts/svg.js registerSvg: vectors); a
// canvas without one is wrapped as pixels in an SVG.
import { rasterSvg, svgProducer } from './svg.js';
import { formatNumber } from '../format.js';
import { words } from '../i18n/words.js';
import { h } from '../base/dom.js';
import { downloadFile } from '../base/download.js';
import { focusableWhenScrolling } from '../base/scroll-focus.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);

/** CSV text of a matrix { rows, cols, data } with optional row/column labels. */
export function matrixToCsv({ rows, cols, data }, { rowLabels, colLabels } = {}) {
  const quote = (s) => (/[",\n]/.test(s) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const lines = [];
  if (colLabels) lines.push(['', ...colLabels].map(quote).join(','));
  for (let r = 0; r < rows; r++) {
    const values = Array.from(
      data.subarray
        ? data.subarray(r * cols, (r + 1) * cols)
        : data.slice(r * cols, (r + 1) * cols),
      (v) => String(v),
    );
    lines.push((rowLabels ? [quote(rowLabels[r]), ...values] : values).join(','));
  }
  return lines.join('\n') + '\n';
}

/** Draws any canvas-backed chart into a PNG: the canvas itself, scaled up for small matrices. */
function canvasToPng(canvas, minSize = 512) {
  const scale = Math.max(1, Math.ceil(minSize / Math.max(canvas.width, canvas.height)));
  const out = document.createElement('canvas');
  out.width = canvas.width * scale;
  out.height = canvas.height * scale;
  const context = out.getContext('2d');
  context.imageSmoothingEnabled = false;
  context.drawImage(canvas, 0, 0, out.width, out.height);
  return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
}

/**
 * The SVG document of the chart drawn on `canvas`: title (its heading) and desc (its text
 * alternative, the aria-label of the canvas or of the chart around it).
 */
function chartSvg(canvas, title) {
  const desc =
    canvas.getAttribute('aria-label') ?? canvas.closest('[role=img]')?.getAttribute('aria-label');
  const produce = svgProducer(canvas);
  if (produce) return produce({ title, desc: desc ?? '' });
  return rasterSvg({
    title,
    desc: desc ?? '',
    width: canvas.clientWidth || canvas.width,
    height: canvas.clientHeight || canvas.height,
    pngHref: canvas.toDataURL('image/png'),
  });
}

/**
 * The heading that names the chart of a toolbar: its figure's own, else the nearest heading
 * before the figure (the training lab's h4 over each chart), else the lesson's title.
 */
function chartTitle(tools) {
  const figure = tools.closest('figure') ?? tools;
  const own = figure.querySelector(':scope > h3, :scope > h4');
  if (own) return own.textContent;
  for (let e = figure.previousElementSibling; e; e = e.previousElementSibling)
    if (/^H[2-4]$/.test(e.tagName)) return e.textContent;
  return tools.closest('section')?.querySelector('h2')?.textContent ?? '';
}

/**
 * name: file stem (the downloads' names, never shown or read out); canvas: () =>
 * HTMLCanvasElement; matrix: () => { rows, cols, data, rowLabels?, colLabels? }; label: what the
 * chart shows, in the lesson's words, naming the table for screen readers; without one, the table
 * takes the chart's heading (chartTitle) when it opens.
 * Returns a toolbar element with the buttons and a table area.
 */
export function chartTools({ name, canvas, matrix, tableLimit = 64, label }) {
  const tableArea = focusableWhenScrolling(
    h('div', { className: 'data-table', role: 'region', hidden: true }),
  );
  const hint = h('p', { className: 'chart-tools-hint', role: 'status', hidden: true });
  const download = (filename, blob) => {
    hint.textContent = downloadFile(filename, blob);
    hint.hidden = !hint.textContent;
  };
  const toggle = h('button', { type: 'button', 'aria-expanded': 'false' }, t('showTable'));
  toggle.addEventListener('click', () => {
    const open = tableArea.hidden;
    tableArea.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? t('hideTable') : t('showTable');
    if (open) {
      tableArea.setAttribute('aria-label', t('dataOf', { label: label ?? chartTitle(tools) }));
      renderTable(tableArea, matrix(), tableLimit);
    }
  });
  const titleOf = () => chartTitle(tools) || label || '';
  const tools = h(
    'div',
    { className: 'chart-tools', dataset: { chart: name } },
    canvas &&
      h(
        'button',
        {
          type: 'button',
          onClick: async () => download(`${name}.png`, await canvasToPng(canvas())),
        },
        t('downloadPng'),
      ),
    canvas &&
      h(
        'button',
        {
          type: 'button',
          onClick: () =>
            download(
              `${name}.svg`,
              new Blob([chartSvg(canvas(), titleOf())], { type: 'image/svg+xml' }),
            ),
        },
        t('downloadSvg'),
      ),
    matrix &&
      h(
        'button',
        {
          type: 'button',
          onClick: () => {
            const m = matrix();
            download(`${name}.csv`, new Blob([matrixToCsv(m, m)], { type: 'text/csv' }));
          },
        },
        t('downloadCsv'),
      ),
    matrix && toggle,
    hint,
    tableArea,
  );
  return tools;
}

/** A table cell: 4 significant digits (tiny or huge ones as 1e-5), a dash where a curve has no
 * value (yet). */
function cellText(value) {
  const number = value === null || value === undefined ? NaN : Number(value);
  return formatNumber(number, 4, { scientific: true });
}

function renderTable(area, m, limit) {
  const rows = Math.min(m.rows, limit);
  const cols = Math.min(m.cols, limit);
  const table = h('table', {});
  const head = h('tr', {}, h('td', {})); // the corner cell heads nothing
  for (let c = 0; c < cols; c++)
    head.append(h('th', { scope: 'col' }, m.colLabels?.[c] ?? String(c)));
  table.append(h('thead', {}, head));
  const body = h('tbody', {});
  for (let r = 0; r < rows; r++) {
    const tr = h('tr', {}, h('th', { scope: 'row' }, m.rowLabels?.[r] ?? String(r)));
    for (let c = 0; c < cols; c++) tr.append(h('td', {}, cellText(m.data[r * m.cols + c])));
    body.append(tr);
  }
  table.append(body);
  const note =
    m.rows > rows || m.cols > cols
      ? h('p', {}, t('tableCut', { rows, cols, allRows: m.rows, allCols: m.cols }))
      : null;
  area.replaceChildren(...[note, table].filter(Boolean));
}
