// A framed page (a course page, an LMS) hears what the learner does: quiz answers as
// progress-events.js's messages, and what an LMS keeps to resume (resume.js), restored through
// the same path as a link. Nothing here runs on a page that is not in a frame.
import { isFramed } from '../embed-api.js';
import { startProgressEvents } from '../progress-events.js';
import { startResume } from '../resume.js';
import { toHash } from '../state.js';

/**
 * Starts the progress events and, in a frame, the resume: returns resume.js's handle (changed(),
 * read(id)) or null. followLink: links.js's, which applies a restored view.
 */
export function startLms({ visible, state, table, followLink }) {
  const progress = startProgressEvents(visible);
  if (!isFramed()) return null;
  return startResume({
    order: visible.map((p) => p.id),
    view: () => toHash(state.values, null, table).slice(1),
    restore({ view, location: lesson }) {
      const link = new URLSearchParams(view);
      if (lesson) link.set('panel', lesson);
      followLink(`#${link}`);
    },
    restored: () => progress?.refresh(),
  });
}
