// Lesson pe-relative, its view: what sinusoidal encodings say about distance. The similarity of PE(p) and
// PE(p + k) depends on k alone, and PE(p + k) is PE(p) turned by k·ωᵢ in every pair.
import { formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { mountRotation } from './rotation.js';
import { lineFigure } from '../../lesson-parts/position-lessons/line-figure.js';
import '../../lesson-parts/position-lessons/positions.css';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('pe-relative', strings);

/** The dot product and the cosine against the offset k, from p and from 0, with their summary. */
function similarityCharts() {
  const chart = (name, title, yLabel, yRange) =>
    lineFigure({
      name,
      title,
      xLabel: t('offsetAxis'),
      integerX: true,
      yLabel,
      height: 240,
      yRange,
      series: [{}, { dash: [6, 4] }], // the labels come with the columns
    });
  const dotChart = chart('pe-relative-dot', t('dotTitle'), t('dotAxis'));
  const cosChart = chart('pe-relative-cosine', t('cosineTitle'), t('cosineAxis'), [-1, 1]);
  const summary = h('p', { className: 'relative-summary', 'aria-live': 'polite' });
  const elements = [
    h('div', { className: 'two-columns' }, dotChart.element, cosChart.element),
    summary,
  ];
  const draw = ({ at, at0 }, s) => {
    const ks = Float64Array.from({ length: s.rel_k + 1 }, (_, k) => k);
    const columns = (field) => [
      { label: 'k', values: ks },
      { label: t('fromP', { p: s.rel_p }), values: at[field] },
      { label: t('fromZero'), values: at0[field] },
    ];
    dotChart.update(
      columns('dot'),
      t('dotSummary', { p: s.rel_p, k: s.rel_k, start: formatNumber(at.dot[0]) }),
    );
    cosChart.update(columns('cosine'), t('cosineSummary', { p: s.rel_p }));
    let gap = 0;
    for (let k = 0; k <= s.rel_k; k++) gap = Math.max(gap, Math.abs(at.dot[k] - at0.dot[k]));
    const k5 = Math.min(5, s.rel_k);
    summary.textContent = t('similarityText', {
      start: formatNumber(at.dot[0], 6),
      k: k5,
      fromP: formatNumber(at.dot[k5], 6),
      p: s.rel_p,
      fromZero: formatNumber(at0.dot[k5], 6),
      gap: formatNumber(gap, 3),
    });
    // One pair turns at one radian per position: its curve is cos(k), which never falls for good.
    summary.append(' ', s.rel_d === 2 ? t('similarityOnePair') : t('similarityPairs'));
  };
  return { elements, draw };
}

const similarityPart = (charts) => ({
  uses: ['rel_p', 'rel_k', 'rel_d', 'rel_base'],
  compute: (core, s) => {
    const at = core.peRelativeSimilarity(s.rel_p, s.rel_k, s.rel_d, s.rel_base);
    return { at, at0: at.fromZero };
  },
  draw: charts.draw,
});

const rotationPart = (rotation) => ({
  uses: ['rel_p', 'rel_d', 'rel_base', 'rel_pair', 'rel_shift'],
  compute: (core, s) => {
    if (s.rel_pair >= s.rel_d / 2)
      throw refusal('rel_pair', t('pairTooLarge', { last: s.rel_d / 2 - 1, pair: s.rel_pair }));
    return core.pePairRotation(s.rel_p, s.rel_shift, s.rel_pair, s.rel_d, s.rel_base);
  },
  draw: (r, s) => rotation.update(r, { p: s.rel_p, k: s.rel_shift, pair: s.rel_pair }),
});

export function mount(section, ctx) {
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`\begin{aligned} & PE(p)\cdot PE(p{+}k) \\ &= \sum_{i} \big[\sin p\omega_i \,\sin (p{+}k)\omega_i \\ &\qquad + \cos p\omega_i \,\cos (p{+}k)\omega_i\big] \\ &= \sum_{i=0}^{d/2-1} \cos(k\,\omega_i) \end{aligned}`,
    ),
    mathElement(String.raw`\omega_i = \text{base}^{-2i/d}`),
  );
  const controls = h('div', { className: 'controls' });
  const charts = similarityCharts();
  const rotationArea = h('div', {});
  section.append(controls, ...charts.elements, rotationArea);
  const rotation = mountRotation(rotationArea);
  const rotationControls = h('div', { className: 'controls' });
  rotationArea.querySelector('h3').after(rotationControls);

  const lesson = lessonView(section, ctx, {
    settings,
    parts: [rotationPart(rotation), similarityPart(charts)],
  });
  const control = (key, options) => lesson.control(key, options).element;
  controls.append(
    control('rel_p', { hint: t('pHint', { range: rangeText(settings.rel_p) }) }),
    control('rel_k', { hint: t('kHint') }),
    control('rel_d', { hint: t('dHint', { range: rangeText(settings.rel_d) }) }),
    control('rel_base', { hint: t('baseHint'), log: true }),
  );
  rotationControls.append(
    control('rel_pair', { hint: t('pairHint') }),
    control('rel_shift', { hint: t('shiftHint') }),
  );
  lesson.start();
}
