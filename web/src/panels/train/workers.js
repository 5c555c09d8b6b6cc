// What the lab says about the workers training its model: how many (section.dataset.workers,
// which tests and the benchmark read; section.dataset.helpers, the helpers with their core
// loaded, waiting for a run) and, when a helper worker stops, that it did and that
// nothing is lost (worker/shard-pool.js computes its shards instead).
import { h } from '../../base/dom.js';
import { Reply } from '../../worker/protocol.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

/**
 * client: the lab's LabClient; section: the lab's section; signal: the mount's (the client
 * may outlive it: live-run.js). Returns { element }.
 */
export function workersNote(client, section, signal) {
  delete section.dataset.workers; // mounted again: nothing may describe the previous run
  section.dataset.helpers = String(client.loaded.size);
  client.addEventListener(
    'helpers',
    ({ detail }) => (section.dataset.helpers = String(detail.loaded)),
    { signal },
  );
  const element = h('p', { className: 'lab-note lab-workers', role: 'status', hidden: true });
  let lostIn = null; // the run a helper stopped in: the note stays for that run
  const show = ({ id, workers, lost }) => {
    section.dataset.workers = String(workers);
    if (lost) {
      lostIn = id;
      // Why, in the words of the worker that saw it (English, written by the page's workers).
      const reason = h('span', { lang: 'en', 'data-words': 'core' }, lost);
      element.replaceChildren(...t.parts('helperStopped', { reason, workers }));
      element.hidden = false;
    } else if (id !== lostIn) element.hidden = true;
  };
  // A run handed over from the lab built before this one: its workers as last said.
  if (client.lastWorkers) show(client.lastWorkers);
  client.addEventListener(Reply.WORKERS, ({ detail }) => show(detail), { signal });
  return { element };
}
