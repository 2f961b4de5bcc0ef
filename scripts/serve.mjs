// A small static server for built output: history-mode fallback to index.html for page
// routes, a real 404 for missing assets (so a lost chunk fails as it would in production).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export function serve(dir, port, host = '127.0.0.1') {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    const isAsset = extname(path) !== '' && !path.endsWith('.html');
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      if (isAsset) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      file = join(root, 'index.html');
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
    if (file.includes(`${join('static', '')}`)) headers['cache-control'] = 'public, max-age=31536000, immutable';
    if (file.endsWith('mockServiceWorker.js')) headers['service-worker-allowed'] = '/';
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? process.argv[3] ?? 4173);
  await serve(dir, port);
  console.log(`serving ${dir} at http://127.0.0.1:${port}`);
}
