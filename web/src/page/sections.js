// Every lesson's section, built at once with its heading and a note (so the contents bar,
// #panel= links and the page's length are right before any lesson is built), and what a section
// shows when its lesson could not be built. The lesson's body is build-lesson.js's.
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';

const t = words('page', strings);

/** A lesson's heading: the one buildSections wrote, kept while the lesson is built again. */
export function headingOf(section, panel) {
  let heading = section.querySelector(`#${panel.id}-title`);
  if (!heading) section.prepend((heading = h('h2', { id: `${panel.id}-title` }, panel.title)));
  while (heading.previousSibling) heading.previousSibling.remove();
  return heading;
}

/** A lesson that could not be built says so under its heading; the rest of the page goes on. */
export function showFailure(section, panel, error) {
  section.dataset.status = 'error';
  const heading = headingOf(section, panel);
  while (heading.nextSibling) heading.nextSibling.remove();
  heading.after(h('p', { className: 'fatal' }, t('lessonFailed', { message: error.message })));
}

/** One <section data-panel> per visible lesson, and its entry in the contents. */
export function buildSections(visible) {
  const main = document.querySelector('main');
  const nav = document.getElementById('contents');
  for (const panel of visible) {
    main.append(
      h(
        'section',
        {
          id: panel.id,
          dataset: { panel: panel.id, status: 'loading' },
          'aria-labelledby': `${panel.id}-title`,
        },
        h('h2', { id: `${panel.id}-title` }, panel.title),
        h('p', { className: 'loading-note' }, t('loadingCore')),
      ),
    );
    nav?.append(h('li', {}, h('a', { href: `#panel=${panel.id}` }, panel.title)));
  }
}

// The embedded view hides the page header and its h1; a heading that is read, not shown, keeps
// one h1 on the page (screen readers jump to it) and the frame's title names the panel.
export function nameEmbeddedView(visible) {
  const name =
    visible.length === 1 ? t('embeddedName', { title: visible[0].title }) : t('pageName');
  const main = document.querySelector('main');
  let heading = main.querySelector(':scope > h1'); // named again after a language switch
  if (!heading) main.prepend((heading = h('h1', { className: 'visually-hidden' })));
  heading.textContent = name;
  document.title = name;
}
