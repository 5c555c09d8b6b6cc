// How long what a panel draws lives. The page mounts each panel inside a lifetime: an AbortSignal
// that aborts when the panel is mounted again (new settings from a link or the embedding API).
// Helpers that attach something to what outlives the panel (the page's theme, window events,
// page-wide observers) end it with the panel through endWithPanel(), so panels need no clean-up
// code for them and any number of re-mounts leaves nothing behind.

const lifetimes = new WeakMap(); // section element -> signal of its current mount
let mounting = null; // signal of the mount running now

/** Runs mount() inside the lifetime `signal` of the panel drawn into section. */
export function mountWithLifetime(section, signal, mount) {
  lifetimes.set(section, signal);
  const outer = mounting;
  mounting = signal;
  try {
    return mount();
  } finally {
    mounting = outer;
  }
}

function lifetimeOf(element) {
  const section = element?.closest?.('section[data-panel]');
  return section ? lifetimes.get(section) : undefined;
}

function attach(signal, stop) {
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
}

/**
 * Calls stop() when the panel drawing `element` is mounted again: the panel whose mount is
 * running now, else the one whose section holds element. A figure built later (when a training
 * run reports) is usually appended right after it is built, so the section is looked up again
 * once the current task is over. Outside any panel (tests, the host page), stop() is never called.
 */
export function endWithPanel(element, stop) {
  const signal = mounting ?? lifetimeOf(element);
  if (signal) attach(signal, stop);
  else if (element)
    setTimeout(() => {
      const later = lifetimeOf(element);
      if (later) attach(later, stop);
    }, 0);
}
