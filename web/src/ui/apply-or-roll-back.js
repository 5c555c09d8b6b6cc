// How a panel whose picture is drawn from one state object takes a new value: the value goes in,
// the panel redraws, and if the core rejects it (render throws) the object gets its old values back
// and the error goes on to the control that asked, which shows the message beside the last good
// picture. So the state always matches what is on screen.

/** Assigns changes to state and calls render(state); on an error, restores state and rethrows. */
export function applyOrRollBack(state, changes, render) {
  const previous = { ...state };
  Object.assign(state, changes);
  try {
    render(state);
  } catch (error) {
    Object.assign(state, previous);
    throw error;
  }
}
