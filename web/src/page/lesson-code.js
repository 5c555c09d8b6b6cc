// The lessons' own code (each lesson's view.js and its parts, a chunk of its own), loaded once
// each: the likely first lesson's with the core, the rest one at a time when the browser is idle.
// Kept apart from what builds a lesson, so how code arrives can change without touching that.

/**
 * load(lesson) returns a promise of the module, loaded(lesson) the module once it is here (else
 * null), so a lesson whose code has arrived is built at once. A load that failed is forgotten, so
 * the lesson can be tried again.
 */
function lessonViews() {
  const promises = new Map();
  const modules = new Map();
  const load = (panel) => {
    if (!promises.has(panel.id))
      promises.set(
        panel.id,
        panel.view().then(
          (module) => {
            modules.set(panel.id, module);
            return module;
          },
          (error) => {
            promises.delete(panel.id); // a network blip: the next try fetches it again
            throw error;
          },
        ),
      );
    return promises.get(panel.id);
  };
  return { load, loaded: (panel) => modules.get(panel.id) ?? null };
}
export const views = lessonViews();

/** Loads the other lessons' code one at a time when the browser is idle. */
export function prefetchViews(order) {
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  const next = (index) => {
    if (index >= order.length) return;
    idle(() =>
      views.load(order[index]).then(
        () => next(index + 1),
        () => next(index + 1), // shown when that lesson is built
      ),
    );
  };
  next(0);
}
