// Boots the page: loads the WASM core, mounts every panel, keeps the URL hash in step with the
// settings, and reports progress on <html data-status="loading|ready|error">.
import './styles.css';

import { loadCore } from './core/load.js';
import * as peSinusoidal from './panels/pe-sinusoidal.js';
import { parseHash, toHash } from './state.js';

const panels = [peSinusoidal];

function showNotice(messages) {
  const notice = document.getElementById('notice');
  notice.replaceChildren(
    ...messages.map((text) => {
      const line = document.createElement('p');
      line.textContent = text; // never HTML: links and typed text are shown as text
      return line;
    }),
  );
  notice.hidden = messages.length === 0;
}

function fail(message) {
  document.documentElement.dataset.status = 'error';
  const box = document.getElementById('fatal');
  box.textContent = message;
  box.hidden = false;
}

async function main() {
  document.documentElement.dataset.status = 'loading';
  const { values, panel, problems } = parseHash(location.hash);
  showNotice(problems);

  let core;
  try {
    core = await loadCore();
  } catch (error) {
    fail(
      `The computing core (WebAssembly) could not start: ${error.message}. Try reloading the page; Embedding Lab needs a browser from 2021 or later.`,
    );
    return;
  }

  // Settings changes rewrite the hash in place (no history entry per slider step).
  const state = { values, panel };
  const onChange = (changed) => {
    Object.assign(state.values, changed);
    history.replaceState(
      null,
      '',
      toHash(state.values, state.panel) || location.pathname + location.search,
    );
  };

  for (const module of panels) {
    const section = document.querySelector(`section[data-panel="${module.id}"]`);
    try {
      module.mount(section, { core, values, onChange });
    } catch (error) {
      section.dataset.status = 'error';
      section.textContent = `This panel could not start: ${error.message}`;
    }
  }

  if (panel) document.querySelector(`section[data-panel="${panel}"]`)?.scrollIntoView();
  document.documentElement.dataset.status = 'ready';
}

main().catch((error) => fail(`Something went wrong while starting: ${error.message}`));
