// "Inside the model", its last part: the attention weights of the trained model for the typed
// prompt, one map per layer and head (chosen with two selects), and a note saying what a row is
// or why there is no map.
import { sequential } from '../../charts/colormap.js';
import { byteLabel, formatNumber } from '../../format.js';
import { words } from '../../i18n/words.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { strings } from './strings.js';
import { labelledHeatmap } from './charts.js';

const t = words('train', strings);

/** The attention map with its layer and head selects (box) and its note; show(maps, prompt). */
export function attentionView() {
  const { attentionMap, attentionNote, layerSelect, headSelect, attentionBox } = attentionParts();
  let attention = null; // the last maps, for re-drawing when the layer or head changes
  let promptLabels = [];

  function drawAttention() {
    if (!attention) return;
    const { layers, heads, T, weights } = attention;
    const layer = Math.min(Number(layerSelect.value) || 0, layers - 1);
    const head = Math.min(Number(headSelect.value) || 0, heads - 1);
    const start = (layer * heads + head) * T * T;
    attentionMap.draw(
      { rows: T, cols: T, data: weights.subarray(start, start + T * T) },
      {
        rowLabels: promptLabels,
        colLabels: promptLabels,
        summary: t('attentionSummary', { layer: layer + 1, head: head + 1, length: T }),
      },
    );
  }
  layerSelect.addEventListener('change', drawAttention);
  headSelect.addEventListener('change', drawAttention);

  return {
    note: attentionNote,
    box: attentionBox,
    /** Shows attention maps (or the core's reason there are none) for prompt. */
    show(maps, prompt) {
      if (!maps || maps.error) {
        attention = null;
        attentionBox.hidden = true;
        if (maps) attentionNote.replaceChildren(coreMessage(maps.problem ?? maps.error));
        else attentionNote.textContent = t('typePrompt');
        return;
      }
      attention = maps;
      promptLabels = Array.from(new TextEncoder().encode(prompt), byteLabel);
      attentionBox.hidden = false;
      attentionNote.textContent = t('attentionNote', {
        layers: t('layerCount', { n: maps.layers }),
        heads: t('headCount', { n: maps.heads }),
      });
      fillSelect(layerSelect, maps.layers, (i) => t('layerOption', { layer: i + 1 }));
      fillSelect(headSelect, maps.heads, (i) => t('headOption', { head: i + 1 }));
      drawAttention();
    },
  };
}

/** The view's elements: the map, its note, and the selects of layer and head above the map. */
function attentionParts() {
  const attentionMap = labelledHeatmap({
    name: 'attention',
    colormap: sequential,
    lo: 0,
    hi: 1,
    legend: ['0', '1'],
    hover: (r, c, v, { rowLabels, colLabels }) => {
      const cell = { row: r, rowLabel: rowLabels[r], col: c, colLabel: colLabels[c] };
      return c > r
        ? t('attentionHidden', cell)
        : t('attentionWeight', { ...cell, weight: formatNumber(v, 4) });
    },
  });
  const attentionNote = h('p', { className: 'lab-note', role: 'status' });
  const layerSelect = h('select', { 'aria-label': t('layerSelect') });
  const headSelect = h('select', { 'aria-label': t('headSelect') });
  const attentionPicker = h(
    'div',
    { className: 'lab-row' },
    h('label', {}, ...t.parts('layerPicker', { select: layerSelect })),
    h('label', {}, ...t.parts('headPicker', { select: headSelect })),
  );
  const attentionBox = h('div', {}, attentionPicker, attentionMap.element);
  return { attentionMap, attentionNote, layerSelect, headSelect, attentionBox };
}

/** Offers n choices in select, named by name(i), keeping the chosen one where it can. */
function fillSelect(select, n, name) {
  if (select.options.length === n) return;
  const keep = Number(select.value) || 0;
  select.replaceChildren(
    ...Array.from({ length: n }, (_, i) => h('option', { value: String(i) }, name(i))),
  );
  select.value = String(Math.min(keep, n - 1));
}
