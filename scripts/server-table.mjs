// `node scripts/server-table.mjs <dist> [--preview-only]`: runs the request table
// (tests/server/cases.mjs) against nginx with deploy/nginx.conf and against the preview server
// (scripts/serve.mjs), both serving the same built output, and fails on any difference from
// the expected responses. Self-contained: starts and stops both servers on free ports.
import { request } from 'node:http';
import { createServer } from 'node:net';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serverCases } from '../tests/server/cases.mjs';
import { findNginx, startNginx } from '../tests/server/nginx.mjs';
import { serve } from './serve.mjs';

function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** One raw request (the path is sent as written, `/%` included). */
export function send(port, { method, path, headers }) {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { Connection: 'close', ...headers }, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', fail);
    req.end();
  });
}

function decode(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** The differences between a response and a case's expectations (empty: it passes). */
export function check(response, expect) {
  const problems = [];
  if (response.status !== expect.status) problems.push(`status ${response.status}, expected ${expect.status}`);
  for (const [name, value] of Object.entries(expect.headers ?? {})) {
    if (value === undefined) continue;
    const actual = response.headers[name.toLowerCase()];
    if (value === null) {
      if (actual !== undefined) problems.push(`${name} present (${actual}), expected none`);
    } else if (actual !== value) {
      problems.push(`${name}: ${actual === undefined ? '(none)' : JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
  }
  const varyTokens = (response.headers.vary ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  for (const token of expect.vary ?? []) if (!varyTokens.includes(token.toLowerCase())) problems.push(`Vary lacks ${token} (${response.headers.vary ?? 'none'})`);
  const encoding = response.headers['content-encoding'];
  if (expect.encoding !== undefined && (encoding ?? null) !== (expect.encoding ?? null)) problems.push(`Content-Encoding ${encoding}, expected ${expect.encoding}`);
  for (const [directive, sources] of Object.entries(expect.csp ?? {})) {
    const policy = response.headers['content-security-policy'] ?? '';
    const found = policy.split(';').map((d) => d.trim()).find((d) => d.split(' ')[0] === directive);
    if (found !== `${directive} ${sources}`) problems.push(`CSP ${directive}: ${found ?? '(none)'}, expected ${sources}`);
  }
  if (expect.body) {
    let body;
    try {
      body = decode(response.body, encoding);
    } catch (error) {
      problems.push(`body does not decode as ${encoding}: ${error.message}`);
    }
    if (body && !body.equals(readFileSync(expect.body))) problems.push(`body is not ${expect.body} (${body.length} bytes: ${JSON.stringify(body.subarray(0, 60).toString())})`);
  }
  if (expect.notBody && response.body.length > 0) {
    const body = decode(response.body, encoding);
    if (body.equals(readFileSync(expect.notBody))) problems.push(`body is ${expect.notBody}`);
  }
  if (expect.emptyBody && response.body.length > 0) problems.push(`body of ${response.body.length} bytes, expected none`);
  return problems;
}

export async function runTable(dist, { nginx = true } = {}) {
  const root = resolve(dist);
  if (!statSync(resolve(root, 'server', 'policy.json'), { throwIfNoEntry: false })) {
    throw new Error(`${dist}/server/policy.json is missing: the build's pre-render step writes it (deploy/policy.ts)`);
  }
  const cases = serverCases(root);
  const targets = [];
  const preview = await serve(root, 0);
  targets.push({ name: 'preview', port: preview.address().port, stop: () => new Promise((done) => preview.close(() => done())) });
  if (nginx) {
    const port = await freePort();
    const server = await startNginx(root, port);
    targets.push({ name: 'nginx', port, stop: server.stop, stderr: server.stderr });
  }
  const failures = [];
  try {
    for (const target of targets) {
      for (const testCase of cases) {
        let problems;
        try {
          problems = check(await send(target.port, testCase.request), testCase.expect);
        } catch (error) {
          problems = [`request failed: ${error.message}`];
        }
        if (problems.length > 0) failures.push({ target: target.name, name: testCase.name, problems });
      }
    }
  } finally {
    for (const target of targets) await target.stop();
  }
  return { cases: cases.length, targets: targets.map((t) => t.name), failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const previewOnly = process.argv.includes('--preview-only');
  if (!previewOnly && !findNginx()) {
    console.error('server table: nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static; .ci/run does it)');
    process.exit(1);
  }
  const { cases, targets, failures } = await runTable(dist, { nginx: !previewOnly });
  for (const failure of failures) console.error(`✖ [${failure.target}] ${failure.name}\n    ${failure.problems.join('\n    ')}`);
  console.log(`server table: ${cases} cases × ${targets.join(' and ')} on ${dist}: ${cases * targets.length - failures.length} passed, ${failures.length} failed`);
  process.exit(failures.length > 0 ? 1 : 0);
}
