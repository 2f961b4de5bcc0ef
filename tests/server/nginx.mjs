// Starts deploy/nginx.conf as a normal user for the request table: the production file with
// its root (/srv/companion/dist), port and system paths replaced, run in the foreground from a
// temporary prefix (`nginx -p <tmp> -c <tmp>/nginx.conf -e stderr -g 'daemon off;'`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { URL } from 'node:url';

const PRODUCTION_ROOT = '/srv/companion/dist';

export function findNginx() {
  for (const candidate of [process.env.NGINX, '/usr/sbin/nginx', 'nginx']) {
    if (!candidate) continue;
    const r = spawnSync(candidate, ['-v'], { encoding: 'utf8' });
    if (r.status === 0) return candidate;
  }
  return null;
}

/**
 * The production configuration, rewritten to run from `prefix` on `port` serving `dist`. With
 * `tls` ({ port, cert, key }), its TLS variant too: the commented `listen 443 ssl` lines and
 * certificate lines switched on, on that port with that certificate.
 */
export function testConfig(dist, port, prefix, tls = null) {
  const conf = readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8');
  const replaced = conf
    .replaceAll(PRODUCTION_ROOT, resolve(dist))
    .replace(/^user .*;$/m, '')
    .replace(/^pid .*;$/m, `pid ${join(prefix, 'nginx.pid')};`)
    .replace(/^error_log .*;$/m, 'error_log stderr warn;')
    .replace(/^(\s*)access_log .*;$/m, '$1access_log off;')
    .replace(/^(\s*)(client_body|proxy|fastcgi|uwsgi|scgi)_temp_path .*;$/gm, (_, indent, name) => `${indent}${name}_temp_path ${join(prefix, `${name}_temp`)};`)
    .replace(/^worker_processes .*;$/m, 'worker_processes 1;')
    .replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^\s*listen \[::\]:80;\n/m, '');
  if (replaced.includes(PRODUCTION_ROOT) || !replaced.includes(`listen 127.0.0.1:${port};`)) throw new Error('deploy/nginx.conf: could not rewrite it for the test');
  if (!tls) return replaced;
  const withTls = replaced
    .replace(/^(\s*)# listen 443 ssl( http2)?;$/m, `$1listen 127.0.0.1:${tls.port} ssl$2;`)
    .replace(/^\s*# listen \[::\]:443 ssl( http2)?;\n/m, '')
    .replace(/^(\s*)# ssl_certificate \S+;$/m, `$1ssl_certificate ${tls.cert};`)
    .replace(/^(\s*)# ssl_certificate_key \S+;$/m, `$1ssl_certificate_key ${tls.key};`)
    .replace(/^(\s*)# (ssl_protocols [^;]+;)$/m, '$1$2');
  if (!withTls.includes(`listen 127.0.0.1:${tls.port} ssl`) || !withTls.includes(`ssl_certificate_key ${tls.key};`)) throw new Error('deploy/nginx.conf: the TLS variant (commented `listen 443 ssl` lines) is not there to switch on');
  return withTls;
}

function waitForPort(port, child, stderr, timeoutMs = 10_000) {
  const started = Date.now();
  return new Promise((done, fail) => {
    const attempt = () => {
      if (child.exitCode !== null) return fail(new Error(`nginx exited (${child.exitCode}): ${stderr()}`));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        done();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) fail(new Error(`nginx did not listen on ${port}: ${stderr()}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts nginx serving `dist` on `port` (and with `tls`, on its TLS port too); resolves to { stop, stderr }. */
export async function startNginx(dist, port, nginx = findNginx(), { tls = null } = {}) {
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-static)');
  const prefix = mkdtempSync(join(tmpdir(), 'companion-nginx-'));
  mkdirSync(join(prefix, 'logs'), { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, testConfig(dist, port, prefix, tls));
  const check = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', conf, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  let log = '';
  const child = spawn(nginx, ['-p', prefix, '-c', conf, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  await waitForPort(port, child, () => log);
  return {
    stderr: () => log,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        // A graceful stop, then a fast one should a client (a browser's kept connection) hold it up.
        const fast = setTimeout(() => child.kill('SIGTERM'), 2000);
        child.once('exit', () => {
          clearTimeout(fast);
          done();
        });
        child.kill('SIGQUIT');
      }),
  };
}
