// Loads the WASM core in the browser (page or worker) and returns the friendly API of api.js.
// The .wasm is imported as a URL so the bundler copies it next to the page with a content hash.
import createEmbeddingLab from '@wasm/embedding_lab.mjs';
import wasmUrl from '@wasm/embedding_lab.wasm?url';

import { wrapCore } from './api.js';

export async function loadCore() {
  const module = await createEmbeddingLab({ locateFile: () => wasmUrl });
  return wrapCore(module);
}
