// The page is plain ES modules bundled by Vite into dist/ (relative URLs, so dist/ can be hosted
// under any path). '@wasm' points at the Emscripten build output in build/wasm.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  base: './',
  publicDir: false,
  resolve: { alias: { '@wasm': here('../build/wasm') } },
  build: {
    outDir: here('../dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { host: '127.0.0.1', fs: { allow: [here('..')] } },
});
