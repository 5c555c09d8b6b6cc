// Lesson long-context, its view: what happens past the trained length. ALiBi (Press et al. 2022) adds no
// vectors at all: each head subtracts slope x distance from its attention scores, shown as one
// head's bias heatmap, the slopes, and the weight a query gives keys further and further back.
// RoPE can be stretched at test time: position interpolation divides positions by the scale,
// NTK-aware scaling raises the base so the slow pairs turn slower; the angles of each pair at 1x
// and 4x the trained length show what each does. Every number comes from the core
// (core/lessons/long_context.hpp); the training lab's comparison measures the real effect.
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { rangeText, settingControls } from '../../ui/controls.js';
import { mountAlibi } from './alibi.js';
import { mountStretch } from './stretch.js';
import '../position-lessons/positions.css';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('long-context', strings);

export function mount(section, { core, values, onChange }) {
  const state = {
    heads: values.lc_heads,
    head: values.lc_head,
    len: values.lc_len,
    trained: values.lc_trained,
    d: values.lc_d,
    pair: values.lc_pair,
  };

  section.append(h('p', { className: 'lead' }, t('lead')), h('p', {}, t('noPositions')));
  const alibi = mountAlibi(section, { core });
  const problem = h('p', { className: 'control-error', role: 'alert', hidden: true });
  const stretch = mountStretch(section, { core, problem });

  const drawAll = (s) => {
    alibi.draw(s);
    stretch.draw(s);
  };
  const show = (error) => {
    problem.hidden = !error;
    problem.textContent = error ? error.message : '';
  };
  const setting = settingControls(settings, {
    values,
    onChange,
    render: (changes, draw) => applyOrRollBack(state, changes, draw),
  });
  const controlFor = (key, field, hint, draw) => setting(key, field, { hint, draw });
  alibi.controls.append(
    controlFor(
      'lc_heads',
      'heads',
      t('headsHint', { range: rangeText(settings.lc_heads) }),
      alibi.draw,
    ).element,
    controlFor('lc_head', 'head', t('headHint'), alibi.draw).element,
    controlFor('lc_len', 'len', t('lenHint'), alibi.draw).element,
  );
  stretch.controls.append(
    controlFor('lc_trained', 'trained', t('trainedHint'), stretch.draw).element,
    controlFor('lc_d', 'd', t('dHint', { range: rangeText(settings.lc_d) }), stretch.draw).element,
    controlFor('lc_pair', 'pair', t('pairHint'), stretch.draw).element,
  );

  try {
    drawAll(state);
    show(null);
    section.dataset.status = 'ready';
  } catch (error) {
    section.dataset.status = 'error';
    show(error);
  }
}
