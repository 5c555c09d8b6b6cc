// The page is plain ES modules bundled by Vite into dist/ (relative URLs, so dist/ can be hosted
// under any path). '@wasm' points at the Emscripten build output in build/wasm.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

// The core's .wasm is requested by the lab's script only once that script has arrived and run; a
// preload in the page's <head> starts its download with the HTML, so the core compiles while the
// script is still on its way (docs/PERFORMANCE.md, the first lesson). `crossorigin` makes the
// preload's credentials mode the one of Emscripten's fetch (same-origin), so the fetch reuses it.
const preloadCore = {
  name: 'embedding-lab-preload-core',
  transformIndexHtml: {
    order: 'post',
    handler(html, { filename, bundle }) {
      if (!bundle || !filename.endsWith('/web/index.html')) return html;
      const wasm = Object.values(bundle).find((file) =>
        /^assets\/embedding_lab-[\w-]+\.wasm$/.test(file.fileName),
      );
      if (!wasm) return html;
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            href: `./${wasm.fileName}`,
            as: 'fetch',
            type: 'application/wasm',
            crossorigin: '',
          },
          injectTo: 'head',
        },
      ];
    },
  },
};

export default defineConfig({
  root: here('.'),
  base: './',
  publicDir: false,
  plugins: [preloadCore],
  resolve: { alias: { '@wasm': here('../build/wasm') } },
  // An ES module worker keeps import.meta.url as its own script's URL, also when it is imported
  // from a blob module (the opaque-origin case in worker/worker-client.js), so the .wasm next to it
  // resolves; an IIFE worker would resolve it against self.location, the blob: URL.
  worker: { format: 'es' },
  build: {
    outDir: here('../dist'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    reportCompressedSize: false,
    // The page, and the example course page that embeds panels of it (docs/EMBEDDING.md).
    rolldownOptions: {
      input: {
        main: here('index.html'),
        examples: here('examples/index.html'),
        element: here('examples/custom-element.html'),
        'embedding-lab-panel': here('src/embed-element.js'),
      },
      // The custom element's script keeps a fixed name: course sites link to it.
      output: {
        // The parts nearly every lesson's figures and controls are built from, in one chunk that
        // comes with the page's script, rather than ten small ones requested when the first
        // lesson is built: a browser fetches six files at a time from a host over HTTP/1.1, and
        // the first lesson waited for them (docs/PERFORMANCE.md, the first lesson). The chunk
        // holds controls, chart parts and two of base/, listed by path; the folder lesson-parts/
        // (what several lessons share) is not in it.
        codeSplitting: {
          groups: [
            {
              name: 'lesson-parts',
              test: /web[\\/]src[\\/](ui[\\/](controls|apply-or-roll-back)|base[\\/](download|scroll-focus)|charts[\\/](chart-tools|theme|canvas|pointer|bar-chart|heatmap|colormap|contrast|shapes|svg))\.js$/,
            },
          ],
        },
        entryFileNames: (chunk) =>
          chunk.name === 'embedding-lab-panel'
            ? 'embedding-lab-panel.js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
  server: { host: '127.0.0.1', fs: { allow: [here('..')] } },
});
