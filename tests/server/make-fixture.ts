// A small stand-in for a built output, until (and besides) the real pre-rendered build:
// `npx jiti tests/server/make-fixture.ts <dir> [--demo]` writes pages/<locale>/<route>.html,
// hashed files under static/, the server policy (dist/server/policy.json and nginx/*.conf,
// made by deploy/policy.ts exactly as the build's pre-render step makes them) and the
// precompressed copies.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { nginxIncludes, serverPolicy } from '../../deploy/policy';
import { LOCALES } from '../../machines/core/locales';
import { runtimeConfig } from '../../scripts/runtime-config';
// @ts-expect-error plain JavaScript build script without types
import { compress } from '../../scripts/compress.mjs';
import { stampLocaleTimes } from '../../scripts/page-times.mjs';

const ROUTES = ['/403', '/help', '/purchase-attention', '/activity/invitation', '/toapp'];

function write(path: string, body: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
}

export async function makeFixture(dir: string, demo: boolean) {
  rmSync(dir, { recursive: true, force: true });
  const filler = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40);
  for (const locale of LOCALES) {
    for (const route of [...ROUTES, '/404']) {
      write(join(dir, 'pages', locale, `${route.slice(1)}.html`), `<!doctype html><html lang="${locale}"><head><title>${locale} ${route}</title><script src="/static/js/index.1a2b3c4d.js" defer></script></head><body><main data-page="${route}" data-locale="${locale}">${filler}</main></body></html>\n`);
    }
  }
  stampLocaleTimes(join(dir, 'pages'), LOCALES);
  write(join(dir, 'static/js/index.1a2b3c4d.js'), `console.log(${JSON.stringify(filler)});\n`);
  write(join(dir, 'static/js/async/page.5e6f7a8b.js'), `export const page = ${JSON.stringify(filler)};\n`);
  write(join(dir, 'static/css/index.9c0d1e2f.css'), `main { color: #123; }\n/* ${filler} */\n`);
  write(join(dir, 'static/image/mark.3a4b5c6d.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${filler}</title></svg>\n`);
  write(join(dir, 'static/font/x.7e8f9a0b.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3]));
  write(join(dir, 'index.html'), '<!doctype html><p>single-page shell (not served)</p>\n');
  write(join(dir, 'manifest.json'), '{}\n');
  write(join(dir, 'server/index.js'), '// the pre-renderer (never served)\n');
  if (demo) {
    write(join(dir, 'mockServiceWorker.js'), `self.addEventListener('fetch', () => {}); // ${filler}\n`);
    write(join(dir, 'fake-backend-worker.js'), `importScripts('./mockServiceWorker.js'); // ${filler}\n`);
    write(join(dir, 'frame-demo.html'), `<!doctype html><title>frame demo</title><p>${filler}</p>\n`);
  }
  const policy = serverPolicy({
    config: runtimeConfig({}, demo),
    framedRoutes: ['/help', '/purchase-attention'],
    scriptHashes: ['sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    styleHashes: ['sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='],
    demo,
  });
  write(join(dir, 'server/policy.json'), `${JSON.stringify(policy, null, 2)}\n`);
  for (const [name, text] of Object.entries(nginxIncludes(policy))) write(join(dir, 'server/nginx', name), text);
  await compress(dir);
}

const [, , out, flag] = process.argv;
if (out) {
  await makeFixture(out, flag === '--demo');
  console.log(`fixture written to ${out}${flag === '--demo' ? ' (demo)' : ''}`);
}
