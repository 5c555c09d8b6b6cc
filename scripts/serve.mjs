// A small static file server for dist/ (or any folder), bound to 127.0.0.1.
// Used by `npm start` and by the browser tests; any static server can host dist/ instead.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * Serves `root` on 127.0.0.1:port (0 picks a free port). Resolves to { server, url }.
 * `headScript`, when given, is served at /__head-script.js and loaded first in every HTML page's
 * <head> (the WebDriver tests record console errors with it, where the protocol cannot).
 */
export function serveStatic(root, port = 0, host = '127.0.0.1', { headScript } = {}) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root + sep)) && file !== normalize(root)) {
      response.writeHead(403).end('forbidden');
      return;
    }
    if (headScript && path === '/__head-script.js') {
      response.writeHead(200, { 'content-type': types['.js'] }).end(headScript);
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${path}`);
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
      // Public static files. A page in <iframe sandbox="allow-scripts"> has an opaque origin, so
      // its module scripts, stylesheet, fonts, worker and .wasm are CORS requests (Origin: null);
      // this answer lets them load (docs/EMBEDDING.md asks course-site hosts for the same).
      'access-control-allow-origin': '*',
    });
    if (headScript && extname(file) === '.html') {
      const html = readFileSync(file, 'utf8');
      response.end(html.replace(/<head>/i, '$&<script src="/__head-script.js"></script>'));
    } else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({ server, url: `http://${host}:${server.address().port}/` });
    });
  });
}
