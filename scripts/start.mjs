// `npm start`: set up, build the WASM module and the page, serve dist/ on 127.0.0.1.
import { build } from './build.mjs';
import { distDir } from './paths.mjs';
import { serveStatic } from './serve.mjs';

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`start: PORT must be a whole number from 0 to 65535 (got '${process.env.PORT}')`);
  process.exit(2);
}

try {
  build('web');
} catch (error) {
  console.error(`start: ${error.message}`);
  process.exit(1);
}

serveStatic(distDir, port)
  .then(({ url }) => {
    console.log(`\nEmbedding Lab is running at ${url}\n(press Ctrl+C to stop)`);
  })
  .catch((error) => {
    const hint =
      error.code === 'EADDRINUSE' ? ` (port ${port} is in use: try PORT=8081 npm start)` : '';
    console.error(`start: cannot serve on 127.0.0.1:${port}: ${error.message}${hint}`);
    process.exit(1);
  });
