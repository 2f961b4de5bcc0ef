// `node scripts/server-table.mjs <dist> [--preview-only]`: runs the request table
// (tests/server/cases.mjs) against nginx with deploy/nginx.conf and against the preview server
// (scripts/serve.mjs), both serving the same built output, and fails on any difference from
// the expected responses. Self-contained: starts and stops both servers on free ports. With
// openssl at hand, nginx also listens with TLS (the configuration's `listen 443 ssl` variant,
// a throw-away self-signed certificate) for the TLS cases (HSTS).
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { readFileSync, statSync } from 'node:fs';
import fc from 'fast-check';
import process from 'node:process';
import { resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serverCases, tlsCases } from '../tests/server/cases.mjs';
import { findNginx, startNginx } from '../tests/server/nginx.mjs';
import { serve } from './serve.mjs';

const FUZZ_RUNS = Number(process.env.SERVER_TABLE_RUNS ?? 400);
/** A new seed each run (printed, and taken from SERVER_TABLE_SEED to replay one). */
const FUZZ_SEED = Number(process.env.SERVER_TABLE_SEED ?? Date.now() % 1_000_000);

function freePort() {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** One raw request (the path is sent as written, `/%` included); over TLS with `tls` (any certificate). */
export function send(port, { method, path, headers, body }, { tls = false } = {}) {
  return new Promise((done, fail) => {
    const options = { host: '127.0.0.1', port, method, path, headers: { Connection: 'close', ...headers }, timeout: 10_000 };
    const req = (tls ? httpsRequest : request)(tls ? { ...options, rejectUnauthorized: false } : options, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', fail);
    req.end(body);
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
    const wanted = expect.range ? readFileSync(expect.body).subarray(...expect.range) : readFileSync(expect.body);
    if (body && !body.equals(wanted)) problems.push(`body is not ${expect.body}${expect.range ? ` bytes ${expect.range.join('…')}` : ''} (${body.length} bytes: ${JSON.stringify(body.subarray(0, 60).toString())})`);
    for (const text of expect.contains ?? []) if (body && !body.includes(text)) problems.push(`body lacks ${JSON.stringify(text)}`);
  }
  if (expect.notBody && response.body.length > 0) {
    const body = decode(response.body, encoding);
    if (body.equals(readFileSync(expect.notBody))) problems.push(`body is ${expect.notBody}`);
  }
  if (expect.emptyBody && response.body.length > 0) problems.push(`body of ${response.body.length} bytes, expected none`);
  return problems;
}

const COMPARED = ['content-type', 'content-encoding', 'content-length', 'cache-control', 'content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'location', 'allow', 'service-worker-allowed', 'etag', 'accept-ranges', 'content-range', 'strict-transport-security'];

/** Random requests: odd paths, escapes, traversal, methods and headers. */
export function randomRequests(count, seed) {
  const part = fc.constantFrom('', '.', '..', '%', '%2', '%2e', '%2E%2e', '%2f', '%2F', '%00', '%zz', '%41', '%e4%bd%a0', '%ff', '403', 'help', 'activity', 'invitation', 'static', 'js', 'css', 'async', 'server', 'pages', 'en-US', 'ko', 'index.html', 'policy.json', 'x.js', '403.html', 'purchase-attention', 'mockServiceWorker.js', 'frame-demo.html', ';', '~', '+', ' ', 'é', '\\');
  const path = fc.array(part, { maxLength: 6 }).chain((parts) =>
    fc.tuple(fc.constantFrom('', '/'), fc.constantFrom('', '?', '?a=1', '?x=%', '#f')).map(([end, query]) => `/${parts.join('/')}${end}${query}`),
  );
  const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'FOO');
  // Accept-Language entries by weight, to compare the two servers' locale readings (nginx's PCRE
  // maps and the preview's JavaScript regular expressions, generated alike).
  const tag = fc.constantFrom('ko-KR', 'zh-HK', 'zh-Hans-HK', 'zh', 'pt-BR', 'ar', 'fr', 'en', 'EN-gb', 'zh_TW', 'in', 'ms', 'es-419', 'x-y-z', '*', 'de');
  const weight = fc.constantFrom('', '', ';q=1', ';q=0', ';q=0.5', ';q=0.50', ';q=0.05', ';q=0.9', ';q=0.999', ';q=0.1', ';q=0.001', ';Q=0.7', '; q=0.3 ', ';q=abc', ';x=1;q=0.2');
  const language = fc.option(fc.array(fc.tuple(tag, weight), { minLength: 1, maxLength: 5 }).map((entries) => entries.map(([t, w]) => t + w).join(', ')), { nil: undefined });
  const encoding = fc.option(fc.constantFrom('br', 'gzip', 'gzip, deflate, br', 'identity', 'br;q=0, gzip'), { nil: undefined });
  // The locale cookies, well and badly formed, among others (nginx's $http_cookie maps against the preview's reading).
  const cookieEntry = fc.constantFrom('locale=ar', 'locale=ko', 'locale=zh-TW', 'locale=AR', 'locale=fr', 'locale=', 'locale = es', 'LOCALE=pt', 'xlocale=ar', 'locale=ar,ko', 'locale=ar ', 'locale', 'a=1', 'theme=dark', 'locale="ar"', ',locale=ms', 'locale=id;', '__Host-locale=es', '__Host-locale=zh-CN', '__host-locale=pt', '__Host-locale=xx', ' __Host-locale=id', '__Host-locale=');
  const cookie = fc.option(fc.array(cookieEntry, { minLength: 1, maxLength: 3 }).chain((entries) => fc.constantFrom('; ', ';', ', ').map((sep) => entries.join(sep))), { nil: undefined });
  // Byte ranges: single, suffix, open, several, overlapping, malformed, past the end.
  const range = fc.option(fc.constantFrom('bytes=0-0', 'bytes=0-99', 'bytes=-10', 'bytes=5-', 'bytes=0-1,3-4', 'bytes=0-,0-', 'bytes=99999999-', 'bytes=x', 'bytes=5-2', 'bytes= 1 - 2 ', 'BYTES=1-2', 'bytes=-0', 'bytes=0-0,-1', 'items=0-1', 'bytes=', 'bytes=1-2,'), { nil: undefined });
  const request = fc.record({ method, path, language, encoding, cookie, range }).map(({ method, path, language, encoding, cookie, range }) => ({
    method,
    path: path.replace(/ /g, '%20').replace(/é/g, '%C3%A9').replace(/\\/g, '%5C'),
    headers: {
      ...(language ? { 'Accept-Language': language } : {}),
      ...(encoding ? { 'Accept-Encoding': encoding } : {}),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(range ? { Range: range } : {}),
    },
  }));
  return fc.sample(request, { numRuns: count, seed });
}

function compareResponses(a, b, method) {
  const problems = [];
  if (a.status !== b.status) problems.push(`status ${a.status} ≠ ${b.status}`);
  for (const name of COMPARED) if (a.status !== 400 && a.headers[name] !== b.headers[name]) problems.push(`${name}: ${JSON.stringify(a.headers[name])} ≠ ${JSON.stringify(b.headers[name])}`);
  const tokens = (r) => (r.headers.vary ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean).sort().join(',');
  if (a.status !== 400 && tokens(a) !== tokens(b)) problems.push(`Vary: ${tokens(a)} ≠ ${tokens(b)}`);
  if (method === 'HEAD' && (a.body.length > 0 || b.body.length > 0)) problems.push('a body in answer to HEAD');
  if ([200, 206, 416].includes(a.status) && method !== 'HEAD' && !decode(a.body, a.headers['content-encoding']).equals(decode(b.body, b.headers['content-encoding']))) problems.push('bodies differ');
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
  let tls = null;
  if (nginx) {
    const port = await freePort();
    const certificate = selfSignedCertificate();
    tls = certificate ? { port: await freePort(), ...certificate } : null;
    const server = await startNginx(root, port, undefined, { tls });
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
    // The TLS variant: nginx over https (HSTS on every kind of answer).
    if (tls) {
      for (const testCase of tlsCases(root)) {
        let problems;
        try {
          problems = check(await send(tls.port, testCase.request, { tls: true }), testCase.expect);
        } catch (error) {
          problems = [`request failed: ${error.message}`];
        }
        if (problems.length > 0) failures.push({ target: 'nginx (TLS)', name: testCase.name, problems });
      }
    }
    // The same random requests to both: the same answers, and both still serving afterwards.
    if (targets.length === 2) {
      const [preview, server] = targets;
      for (const random of randomRequests(FUZZ_RUNS, FUZZ_SEED)) {
        let problems;
        try {
          problems = compareResponses(await send(preview.port, random), await send(server.port, random), random.method);
        } catch (error) {
          problems = [`request failed: ${error.message}`];
        }
        if (problems.length > 0) failures.push({ target: 'preview vs nginx', name: `${random.method} ${random.path} ${JSON.stringify(random.headers)}`, problems });
      }
      for (const target of targets) {
        const alive = await send(target.port, { method: 'GET', path: '/403', headers: {} }).catch((error) => ({ status: error.message }));
        if (alive.status !== 200) failures.push({ target: target.name, name: 'still serving after the random requests', problems: [`GET /403: ${alive.status}`] });
      }
    }
  } finally {
    for (const target of targets) await target.stop();
    if (tls) rmSync(tls.dir, { recursive: true, force: true });
  }
  return { cases: cases.length, tls: tls ? tlsCases(root).length : 0, random: targets.length === 2 ? FUZZ_RUNS : 0, targets: targets.map((t) => t.name), failures };
}

/** A throw-away self-signed certificate for 127.0.0.1 (openssl), or null without openssl. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'companion-tls-'));
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert], { encoding: 'utf8' });
  if (made.error || made.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
  return { dir, cert, key };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const previewOnly = process.argv.includes('--preview-only');
  if (!previewOnly && !findNginx()) {
    console.error('server table: nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static; .ci/run does it)');
    process.exit(1);
  }
  const { cases, tls, random, targets, failures } = await runTable(dist, { nginx: !previewOnly });
  for (const failure of failures) console.error(`✖ [${failure.target}] ${failure.name}\n    ${failure.problems.join('\n    ')}`);
  const tlsNote = previewOnly ? '' : tls ? `, ${tls} TLS cases on nginx` : ', TLS cases skipped (no openssl)';
  console.log(`server table: ${cases} cases × ${targets.join(' and ')}${tlsNote}${random ? `, ${random} random requests (seed ${FUZZ_SEED}) compared between them` : ''} on ${dist}: ${failures.length} failed`);
  process.exit(failures.length > 0 ? 1 : 0);
}
