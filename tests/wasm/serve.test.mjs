// scripts/serve.mjs (npm start, the browser tests): no request stops it or reads outside its root.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { serveStatic } from '../../scripts/serve.mjs';

let dir, server, port;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'elab-serve-'));
  mkdirSync(join(dir, 'root', 'sub', 'index.html'), { recursive: true }); // a folder, not a file
  writeFileSync(join(dir, 'root', 'index.html'), '<p>home</p>');
  writeFileSync(join(dir, 'secret.txt'), 'outside the root');
  symlinkSync(join(dir, 'secret.txt'), join(dir, 'root', 'link.txt'));
  symlinkSync(dir, join(dir, 'root', 'up'));
  symlinkSync(join(dir, 'root', 'index.html'), join(dir, 'root', 'inside.html'));
  ({ server } = await serveStatic(join(dir, 'root')));
  port = server.address().port;
});
after(() => {
  server?.close();
  rmSync(dir, { recursive: true, force: true });
});

// Raw paths: fetch() would normalise '..' and reject bad escapes before sending them.
function get(path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('each bad request gets its status, and the server keeps serving', async () => {
  const cases = [
    ['/%E0%A4%A', 400],
    ['/%00', 400],
    // The URL parser resolves '..' (also written %2e%2e) against the root: root/secret.txt.
    ['/../secret.txt', 404],
    ['/%2e%2e/secret.txt', 404],
    ['/link.txt', 403],
    ['/up/secret.txt', 403],
    ['/sub/', 404],
    ['/missing.js', 404],
  ];
  for (const [path, status] of cases) {
    const answer = await get(path);
    assert.equal(answer.status, status, `${path}: ${answer.body}`);
    assert.doesNotMatch(answer.body, /outside the root/);
    assert.equal((await get('/')).status, 200, `still serving after ${path}`);
  }
  const home = await get('/');
  assert.equal(home.body, '<p>home</p>');
  assert.equal((await get('/inside.html')).body, '<p>home</p>', 'links inside the root work');
});
