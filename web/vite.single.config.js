// The offline page: the same index.html as one self-contained file (dist/embedding-lab.html)
// that works when opened from disk. From file:// an ES module import and a fetch of a separate
// .wasm both fail (docs/TOOLCHAIN.md item 11), so this build
//   - uses the classic -sSINGLE_FILE=1 link of the core (the .wasm is inside the script),
//   - inlines every script, stylesheet and font into the HTML (vite-plugin-singlefile),
//   - turns the training worker into an inline (blob) worker built with the same core.
// scripts/build.mjs runs it after the main build and copies the result into dist/.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// '@wasm/...' imports resolve to the single-file core; the .wasm URL is not needed by it.
const alias = [
  {
    find: /^@wasm\/embedding_lab\.mjs$/,
    replacement: here('../build/wasm/embedding_lab_single.cjs'),
  },
  { find: /^@wasm\/embedding_lab\.wasm\?url$/, replacement: here('src/core/no-wasm-url.js') },
];

// `new Worker(new URL('./x.js', import.meta.url), { type: 'module' })` loads a file next to the
// page, which file:// forbids: import the worker with Vite's ?worker&inline instead (a blob).
const inlineWorkers = {
  name: 'embedding-lab-inline-workers',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('node_modules') || !code.includes('new Worker(')) return null;
    const pattern =
      /new Worker\(\s*new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)\s*,\s*\{\s*type:\s*['"]module['"],?\s*\}\s*\)/g;
    const imports = [];
    const out = code.replace(pattern, (_, quote, path) => {
      const name = `__elabInlineWorker${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(`${path}?worker&inline`)};`);
      return `new ${name}()`;
    });
    return imports.length ? { code: `${imports.join('\n')}\n${out}`, map: null } : null;
  },
};

export default defineConfig({
  root: here('.'),
  base: './',
  publicDir: false,
  resolve: { alias },
  // The page knows it is this one file (ui/share.js: no index.html beside it to embed or preview).
  define: { __EMBEDDING_LAB_SINGLE_FILE__: 'true' },
  plugins: [inlineWorkers, viteSingleFile({ removeViteModuleLoader: true })],
  worker: { format: 'iife', plugins: () => [inlineWorkers] },
  build: {
    outDir: here('../build/single'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: () => true, // fonts and images become data: URLs
    reportCompressedSize: false,
    rolldownOptions: { input: here('index.html') },
  },
});
