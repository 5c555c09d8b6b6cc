// Lesson sampling, its view: generating text with TinyGPT. The next byte's distribution at every stage
// (softmax, temperature, top-k, top-p), greedy against sampled continuations (seeded, so a link
// gives the same text), and the generation loop's KV cache. All from the core (sampling.hpp is
// also what the training lab's generator and `embedding-lab train --top-p` use).
import { byteLabel, formatCount } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { rangeText, settingControls, textControl } from '../../ui/controls.js';
import { SamplingReply, SamplingRequest } from '../../worker/sampling-protocol.js';
import {
  describeShape,
  followLab,
  labModel,
  randomSeedControl,
  trainedWeights,
  weightsPicker,
} from '../../lesson-parts/model/common.js';
import { SamplingClient } from '../../worker/sampling-client.js';
import { readableBytes } from './bytes.js';
import { mountKvCache } from './kv-cache.js';
import { mountStages } from './stages.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';
import { settingName } from '../../state.js';

const t = words('sampling', strings);

const shown = 16; // bars per stage: the most likely bytes of the model's own distribution

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = {
    prompt: values.sp_prompt,
    temperature: values.sp_temp,
    topK: values.sp_topk,
    topP: values.sp_topp,
    length: values.sp_len,
    seed: values.seed,
  };
  // Greedy text depends on neither temperature nor top-k/top-p nor the seed's draws: kept while
  // only those change, so dragging a slider reruns one generation, not two.
  let greedyKey = '';
  let greedy = null;
  let next = null;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const greedyText = h('pre', { className: 'lab-generated', 'aria-live': 'polite' });
  const sampledText = h('pre', { className: 'lab-generated', 'aria-live': 'polite' });
  let sampled = null;
  const stages = mountStages();
  const kvCache = mountKvCache();

  const picker = weightsPicker({
    setting: 'sp_weights',
    name: 'sampling-weights',
    value: values.sp_weights,
    shared,
    onPick: (kind) => {
      onChange({ sp_weights: kind });
      redraw();
    },
  });

  // The generation runs in the sampling worker (or on the page in short chunks when no worker
  // starts); each request supersedes the one before, and only the newest request's replies are
  // drawn. Until its text arrives the old one stays, marked as from the earlier settings.
  const client = new SamplingClient({ core });
  const engineNote = h('p', { className: 'note lab-engine', role: 'status', hidden: true });
  client.addEventListener('engine', ({ detail }) => {
    section.dataset.engine = detail.engine; // worker | page
    engineNote.hidden = detail.engine !== 'page';
    engineNote.textContent = t('onPage');
  });
  let latest = 0; // the newest request's id
  let regreedy = true; // whether it makes a new greedy text
  let nextDrawn = 0; // the request whose next-byte stages are drawn
  const asked = new Map(); // id -> { greedyKey, weights } of requests not answered yet
  const progress = h('progress', { max: 1, value: 0, 'aria-label': t('progressLabel') });
  const progressText = h('span', {});
  const generating = h('p', { className: 'note generation-progress' }, progress, ' ', progressText);
  const greedyHeading = h('h3', {}, t('greedyTitle'));
  const sampledHeading = h('h3', {}, t('sampledTitle'));
  // While a request runs, what is on screen is from the earlier settings: dimmed and labelled so.
  // After a failed request it stays dimmed and labelled, beside the message: never shown as the
  // result of the settings above. regreedy: the request makes a new greedy text too.
  const markEarlier = (state, regreedy = true) => {
    const earlier = state !== 'current';
    const updating = state === 'updating';
    for (const element of [summary, stages.element, kvCache.box, sampledText])
      element.classList.toggle('updating', earlier);
    if (next) stages.describe(state);
    greedyText.classList.toggle('updating', earlier && regreedy);
    section.toggleAttribute('aria-busy', updating);
    generating.hidden = !updating;
    sampledHeading.textContent = !(earlier && sampled)
      ? t('sampledTitle')
      : updating
        ? t('sampledEarlierUpdating')
        : t('sampledEarlier');
    greedyHeading.textContent = !(earlier && regreedy && greedy)
      ? t('greedyTitle')
      : updating
        ? t('greedyEarlierUpdating')
        : t('greedyEarlier');
  };

  const render = () => {
    const model = labModel(values, current.seed);
    const weights = picker.kind === 'trained' ? trainedWeights(shared) : null;
    const key = JSON.stringify([
      model,
      weights ? shared.model.label : null,
      current.prompt,
      current.length,
    ]);
    const fields = {
      model,
      weights,
      prompt: current.prompt,
      length: current.length,
      temperature: current.temperature,
      topK: current.topK,
      topP: current.topP,
      seed: current.seed,
      greedy: key !== greedyKey,
    };
    latest = client.send(SamplingRequest.SAMPLE, fields);
    asked.clear();
    asked.set(latest, { greedyKey: key, weights, settings: { ...current } });
    progress.max = current.length * (fields.greedy ? 2 : 1);
    progress.value = 0;
    progressText.textContent = t('progress', {
      made: formatCount(0),
      total: formatCount(progress.max),
    });
    section.dataset.status = 'loading';
    regreedy = fields.greedy;
    markEarlier('updating', regreedy);
  };
  const newest = (event) => event.detail.id === latest && asked.has(latest);

  client.addEventListener(SamplingReply.NEXT_BYTE, (event) => {
    if (!newest(event)) return;
    const { weights, settings: drawn } = asked.get(latest);
    next = event.detail.next;
    stages.draw(next, shown);
    kvCache.draw(event.detail.kv);
    nextDrawn = latest;
    for (const element of [summary, stages.element, kvCache.box])
      element.classList.remove('updating');
    const cuts = { temperature: drawn.temperature, keptK: next.keptK, keptP: next.keptP };
    summary.textContent = [
      weights
        ? t('modelTrained', { shape: describeShape(next) })
        : t('modelRandom', { shape: describeShape(next), seed: drawn.seed }),
      drawn.temperature === 0 ? t('temperatureGreedy', cuts) : t('temperature', cuts),
      picker.kind === 'random' && values.sp_weights === 'trained' ? t('trainHint') : '',
    ]
      .filter(Boolean)
      .join(' ');
  });
  client.addEventListener(SamplingReply.PROGRESS, (event) => {
    if (!newest(event)) return;
    progress.max = event.detail.total;
    progress.value = event.detail.made;
    progressText.textContent = t('progress', {
      made: formatCount(event.detail.made),
      total: formatCount(event.detail.total),
    });
  });
  client.addEventListener(SamplingReply.GENERATED, (event) => {
    if (!newest(event)) return;
    const { greedyKey: key, settings: drawn } = asked.get(latest);
    asked.delete(latest);
    if (event.detail.greedy) {
      greedy = event.detail.greedy;
      greedyKey = key;
    }
    sampled = event.detail.sampled;
    greedyText.replaceChildren(drawn.prompt, ...readableBytes(greedy.ids));
    sampledText.replaceChildren(drawn.prompt, ...readableBytes(sampled.ids));
    markEarlier('current');
    section.dataset.status = 'ready';
  });
  client.addEventListener(SamplingReply.ERROR, (event) => {
    if (event.detail.id !== latest && event.detail.id !== 0) return;
    asked.clear();
    // The last good picture stays, marked as from the earlier settings; the message says why the
    // new one is missing.
    markEarlier('failed', regreedy);
    summary.textContent = event.detail.message;
    summary.classList.remove('updating');
    if (nextDrawn === latest) {
      for (const element of [stages.element, kvCache.box]) element.classList.remove('updating');
      stages.describe('current');
    }
    section.dataset.status = sampled ? 'ready' : 'error';
  });

  const redraw = () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  const change = (changes) => applyOrRollBack(current, changes, render);
  const control = settingControls(settings, { values, onChange, render: change });
  const promptBox = textControl({
    setting: 'sp_prompt',
    label: settingName('sp_prompt', settings.sp_prompt),
    value: values.sp_prompt,
    maxLength: settings.sp_prompt.maxLength,
    hint: t('promptHint'),
    wide: false,
    onInput: (text) => {
      if (text.length === 0) throw new Error(t('promptEmpty'));
      change({ prompt: text });
      onChange({ sp_prompt: text });
    },
  });
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, redraw);

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`p_i = \frac{e^{z_i / T}}{\sum_j e^{z_j / T}},\qquad \text{top-}p:\ \text{smallest } S \text{ with } \textstyle\sum_{i \in S} p_i \ge p`,
    ),
    h('p', {}, t('howItCuts')),
    h(
      'div',
      { className: 'controls' },
      promptBox.element,
      control('sp_temp', 'temperature', {
        hint: t('temperatureHint', { min: settings.sp_temp.min, max: settings.sp_temp.max }),
      }).element,
      control('sp_topk', 'topK', { hint: t('topKHint') }).element,
      control('sp_topp', 'topP', { hint: t('topPHint') }).element,
      control('sp_len', 'length', { hint: rangeText(settings.sp_len) }).element,
      randomSeedControl({
        values,
        onChange,
        apply: (seed) => change({ seed }),
        hint: t('seedHint'),
      }).element,
      picker.element,
    ),
    summary,
    engineNote,
    generating,
    h('h3', {}, t('stagesTitle', { count: shown })),
    stages.element,
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
      matrix: () => ({
        rows: sampled?.ids.length ?? 0,
        cols: 3,
        data: Float64Array.from(
          { length: (sampled?.ids.length ?? 0) * 3 },
          (_, k) =>
            [sampled.ids, sampled.probability, sampled.candidates][k % 3][Math.floor(k / 3)],
        ),
        rowLabels: Array.from(sampled?.ids ?? [], (b, i) => `${i + 1} ${byteLabel(b)}`),
        colLabels: [t('byteColumn'), t('drawnColumn'), t('candidatesColumn')],
      }),
    }),
    ...kvCache.elements,
  );
  signal?.addEventListener('abort', () => client.terminate());
  render();
  return () => {
    client.terminate();
    stages.destroy();
  };
}
