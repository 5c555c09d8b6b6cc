// What a lesson says in place of "train a model in the training lab" when the lab is not on its
// page (an embedded lesson, a course without it): that the weights stay random, and a link that
// opens the full page at the lab in a new tab. ctx.labOnPage says which (page/build-lesson.js).
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';

const t = words('page', strings);

/**
 * The note, or an empty fragment when the lab is on this page: nothing, wherever it is put (a
 * section's append would write a null as the text "null").
 */
export function labAwayNote(ctx) {
  if (ctx.labOnPage) return document.createDocumentFragment();
  return h('p', { className: 'note lab-away' }, ...t.parts('labAway', { link: ctx.labLink() }));
}
