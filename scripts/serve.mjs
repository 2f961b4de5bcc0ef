// A small static server for built output: history-mode fallback to index.html for page
// routes, a real 404 for missing assets (so a lost chunk fails as it would in production).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  const cache = new Map();
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
    // Compressed as a CDN would serve it (brotli, else gzip), so measured timings are realistic.
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
    let body = readFileSync(file);
    if (encoding && /^(text|application\/json|image\/svg)/.test(headers['content-type'])) {
      const key = `${encoding}:${file}`;
      body = cache.get(key) ?? cache.set(key, encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(body, { level: 9 })).get(key);
      headers['content-encoding'] = encoding;
      headers.vary = 'accept-encoding';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? process.argv[3] ?? 4173);
  await serve(dir, port);
  console.log(`serving ${dir} at http://127.0.0.1:${port}`);
}
