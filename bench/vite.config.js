// The benchmark page (bench/web) bundled like the real page: the same core loader and '@wasm'
// alias, plus TensorFlow.js whose .wasm binaries come from node_modules (bundled as assets, so
// nothing is fetched from a CDN). Built by scripts/bench.mjs into build/bench-page/.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('web'),
  base: './',
  publicDir: false,
  resolve: { alias: { '@wasm': process.env.ELAB_WASM_DIR ?? here('../build/wasm') } },
  build: {
    outDir: here('../build/bench-page'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
});
