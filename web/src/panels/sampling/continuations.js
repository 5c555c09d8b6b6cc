// sampling, its continuations: greedy against sampled, the prompt continued both ways. While newer
// ones are generated, or when they could not be, the ones shown are marked as from the earlier
// settings, never as the result of the settings above.
import { byteLabel } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { readableBytes } from './bytes.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('sampling', strings);

/** The sampled bytes for CSV and the table: each byte, its probability when drawn, its choices. */
function sampledTable(sampled) {
  const ids = sampled?.ids ?? [];
  return {
    rows: ids.length,
    cols: 3,
    data: Float64Array.from(
      { length: ids.length * 3 },
      (_, k) => [sampled.ids, sampled.probability, sampled.candidates][k % 3][Math.floor(k / 3)],
    ),
    rowLabels: Array.from(ids, (b, i) => `${i + 1} ${byteLabel(b)}`),
    colLabels: [t('byteColumn'), t('drawnColumn'), t('candidatesColumn')],
  };
}

/** A heading: the usual one, or, for a text from earlier settings, the one that says so. */
function heading(earlier, updating, [usual, fromEarlier, fromEarlierUpdating]) {
  return !earlier ? usual : updating ? fromEarlierUpdating : fromEarlier;
}

/**
 * The two texts: elements (heading, note, texts, download), draw(prompt, generated) with the
 * worker's { sampled, greedy? } (without greedy the last one stands), mark(state, regreedy) as
 * the text on screen is from the settings above ('current') or not ('updating', 'failed'),
 * regreedy when a new greedy text is on its way too; sampled(), the sampled text drawn or null.
 */
export function continuations() {
  const greedyHeading = h('h3', {}, t('greedyTitle'));
  const sampledHeading = h('h3', {}, t('sampledTitle'));
  const greedyText = h('pre', { className: 'lab-generated', 'aria-live': 'polite' });
  const sampledText = h('pre', { className: 'lab-generated', 'aria-live': 'polite' });
  let greedy = null;
  let sampled = null;
  const elements = [
    h('h3', {}, t('generatedTitle')),
    h('p', { className: 'control-hint' }, t('byteCodes')),
    h(
      'div',
      { className: 'norm-charts' },
      h('figure', { className: 'chart' }, greedyHeading, greedyText),
      h('figure', { className: 'chart' }, sampledHeading, sampledText),
    ),
    chartTools({
      name: 'sampling-generated',
      label: t('generatedTools'),
      matrix: () => sampledTable(sampled),
    }),
  ];
  return {
    elements,
    draw(prompt, generated) {
      if (generated.greedy) greedy = generated.greedy;
      sampled = generated.sampled;
      greedyText.replaceChildren(prompt, ...readableBytes(greedy.ids));
      sampledText.replaceChildren(prompt, ...readableBytes(sampled.ids));
    },
    mark(state, regreedy) {
      const earlier = state !== 'current';
      const updating = state === 'updating';
      sampledText.classList.toggle('updating', earlier);
      greedyText.classList.toggle('updating', earlier && regreedy);
      sampledHeading.textContent = heading(earlier && sampled, updating, [
        t('sampledTitle'),
        t('sampledEarlier'),
        t('sampledEarlierUpdating'),
      ]);
      greedyHeading.textContent = heading(earlier && regreedy && greedy, updating, [
        t('greedyTitle'),
        t('greedyEarlier'),
        t('greedyEarlierUpdating'),
      ]);
    },
    sampled: () => sampled,
  };
}
