// `npm test`: every check, in order, stopping at the first failure.
// 1 catalogs (extract + compile: a missing translation fails), 2 types, 3 lint,
// 4 unit/model/view tests, 5 production build + budget + no-mock check + the request table
// (tests/server/cases.mjs against nginx with deploy/nginx.conf and the preview server),
// 6 browser tests against the built embedded default, the route walk among them (every
// route × the nine locales, tests/e2e/route-walk.spec.ts: message ids, English left, titles,
// axe with no serious or critical finding in the light and dark colour schemes, no sideways
// overflow at 320 px in en-US, ar and ko; later page checks join that walk rather than adding
// a step or a build; it reads the catalogs compiled in step 1), 7 the WebKit smoke run on
// dist-demo (scripts/webkit-smoke.mjs: Debian's webkit2gtk-driver under xvfb-run).
import { spawnSync } from 'node:child_process';
import { findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';

const chromium = findChromium() ?? (await findPlaywrightChromium());
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_PATH: chromium };
const steps = [
  ['catalogs: extract', 'npx', ['lingui', 'extract', '--clean']],
  ['catalogs: compile into shell and page chunks (fails on any missing translation)', 'node', ['scripts/compile-catalogs.mjs']],
  ['types', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['unit, model and view tests', 'npx', ['vitest', 'run']],
  ['production build', 'npx', ['rsbuild', 'build'], { NODE_ENV: 'production', MOCKS: '0', DIST_DIR: 'dist' }],
  ['pre-render every route in nine locales', 'node', ['scripts/prerender.mjs', 'dist'], { MOCKS: '0' }],
  ['precompress (brotli, gzip)', 'node', ['scripts/compress.mjs', 'dist']],
  ['budget and production-output check', 'node', ['scripts/budget.mjs', 'dist']],
  ['request table: nginx (deploy/nginx.conf) and the preview server on dist', 'node', ['scripts/server-table.mjs', 'dist']],
  ['embedded-default build for browser tests', 'npx', ['rsbuild', 'build'], { NODE_ENV: 'production', MOCKS: '1', DIST_DIR: 'dist-demo', API_TIMEOUT_MS: '4000', BRIDGE_TIMEOUT_MS: '1500' }],
  ['pre-render the embedded default', 'node', ['scripts/prerender.mjs', 'dist-demo'], { MOCKS: '1' }],
  ['precompress the embedded default', 'node', ['scripts/compress.mjs', 'dist-demo']],
  ['request table on dist-demo (the demo\'s relaxed policy)', 'node', ['scripts/server-table.mjs', 'dist-demo']],
  ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
  ['WebKit smoke run (WebKitGTK WebDriver under xvfb: every route in en-US and ar, browser and iOS app)', 'node', ['scripts/webkit-smoke.mjs', 'dist-demo']],
];

const started = Date.now();
for (const [name, cmd, args, extra] of steps) {
  const t = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, ...extra } });
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
