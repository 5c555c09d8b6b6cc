// Lesson check-before, its view: what the check is for, above its questions (the card the page
// builds under every lesson holds them).
import { h } from '../../base/dom.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('check-before', strings);

export function mount(section, ctx) {
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('p', {}, t('notKnowing')),
    h('p', {}, t('after')),
  );
  section.dataset.status = 'ready';
}
