// Lesson long-context, its view: what happens past the trained length. ALiBi (Press et al. 2022) adds no
// vectors at all: each head subtracts slope x distance from its attention scores, shown as one
// head's bias heatmap, the slopes, and the weight a query gives keys further and further back.
// RoPE can be stretched at test time: position interpolation divides positions by the scale,
// NTK-aware scaling raises the base so the slow pairs turn slower; the angles of each pair at 1x
// and 4x the trained length show what each does. Every number comes from the core
// (core/lessons/long_context.hpp); the training lab's comparison measures the real effect.
import { h } from '../../base/dom.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView } from '../../ui/lesson-view.js';
import { mountAlibi } from './alibi.js';
import { mountStretch } from './stretch.js';
import '../../lesson-parts/position-lessons/positions.css';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('long-context', strings);

export function mount(section, ctx) {
  section.append(h('p', { className: 'lead' }, t('lead')), h('p', {}, t('noPositions')));
  const alibi = mountAlibi(section);
  const stretch = mountStretch(section, ctx);
  const lesson = lessonView(section, ctx, { settings, parts: [alibi.part, stretch.part] });
  const control = (key, hint) => lesson.control(key, { hint }).element;
  alibi.controls.append(
    control('lc_heads', t('headsHint', { range: rangeText(settings.lc_heads) })),
    control('lc_head', t('headHint')),
    control('lc_len', t('lenHint')),
  );
  stretch.controls.append(
    control('lc_trained', t('trainedHint')),
    control('lc_d', t('dHint', { range: rangeText(settings.lc_d) })),
    control('lc_pair', t('pairHint')),
  );
  lesson.start();
}
