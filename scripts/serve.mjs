// A small static file server for dist/ (or any folder), bound to 127.0.0.1.
// Used by `npm start` and by the browser tests; any static server can host dist/ instead.
// No request can stop it or reach outside the root: a malformed path is 400, a path (or a
// symbolic link) leading out of the root is 403, a missing file 404, and a file that cannot be
// read 500, and the server keeps serving.
import { createReadStream, readFileSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, sep } from 'node:path';

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

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** The real path of the file a request path names, inside realRoot, or an HttpError. */
async function resolveFile(realRoot, requestUrl) {
  let path;
  try {
    path = decodeURIComponent(new URL(requestUrl, 'http://x').pathname);
  } catch {
    throw new HttpError(400, 'bad request: the path is not valid percent-encoding');
  }
  if (path.includes('\0')) throw new HttpError(400, 'bad request: the path holds a NUL byte');
  const inside = (file) => file === realRoot || file.startsWith(realRoot + sep);
  let file = join(realRoot, path); // join normalises '..', which may still climb out
  if (!inside(file)) throw new HttpError(403, 'forbidden');
  try {
    // Symbolic links are followed only while they stay inside the root.
    file = await realpath(file);
    if (!inside(file)) throw new HttpError(403, 'forbidden');
    if ((await stat(file)).isDirectory()) {
      file = await realpath(join(file, 'index.html'));
      if (!inside(file)) throw new HttpError(403, 'forbidden');
    }
    if (!(await stat(file)).isFile()) throw new HttpError(404, `not found: ${path}`);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR')
      throw new HttpError(404, `not found: ${path}`);
    if (error.code === 'EACCES' || error.code === 'EPERM') throw new HttpError(403, 'forbidden');
    throw new HttpError(500, 'the file could not be read');
  }
  return file;
}

/**
 * Serves `root` on 127.0.0.1:port (0 picks a free port). Resolves to { server, url }.
 * `headScript`, when given, is served at /__head-script.js and loaded first in every HTML page's
 * <head> (the WebDriver tests record console errors with it, where the protocol cannot).
 */
export async function serveStatic(root, port = 0, host = '127.0.0.1', { headScript } = {}) {
  const realRoot = await realpath(root);
  const fail = (response, status, message) => {
    if (response.headersSent) response.destroy();
    else response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
  };
  const server = createServer(async (request, response) => {
    try {
      if (headScript && new URL(request.url, 'http://x').pathname === '/__head-script.js') {
        response.writeHead(200, { 'content-type': types['.js'] }).end(headScript);
        return;
      }
      const file = await resolveFile(realRoot, request.url);
      if (headScript && extname(file) === '.html') {
        const html = readFileSync(file, 'utf8');
        response
          .writeHead(200, {
            'content-type': types['.html'],
            'cache-control': 'no-cache',
            'access-control-allow-origin': '*',
          })
          .end(html.replace(/<head>/i, '$&<script src="/__head-script.js"></script>'));
        return;
      }
      const stream = createReadStream(file);
      stream.once('error', () => fail(response, 500, 'the file could not be read'));
      stream.once('open', () => {
        response.writeHead(200, {
          'content-type': types[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-cache',
          // Public static files. A page in <iframe sandbox="allow-scripts"> has an opaque origin,
          // so its module scripts, stylesheet, fonts, worker and .wasm are CORS requests (Origin:
          // null); this answer lets them load (docs/EMBEDDING.md asks course-site hosts for the
          // same).
          'access-control-allow-origin': '*',
        });
        stream.pipe(response);
      });
    } catch (error) {
      fail(response, error.status ?? 500, error.status ? error.message : 'internal error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({ server, url: `http://${host}:${server.address().port}/` });
    });
  });
}
