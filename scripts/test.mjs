// `npm test`: the full gate, every check, stopping at the first failure, then a table of the
// steps and their durations (so the next slowdown shows in every CI log).
//  1 catalogs (extract + compile: a missing translation fails)
//  2 types and lint, side by side
//  3 unit, model and view tests (vitest: Node for logic, jsdom for views; properties at 1,000 runs)
//  4 the two builds side by side, each: rsbuild, pre-render, precompress (worker threads):
//    production (dist: no mock code) and the embedded default (dist-demo: the same pages
//    with the fake backend and fake app host, short time-outs for the browser tests)
//  5 budget and production-output check (dist), the syntax check of both outputs against the
//    support matrix (scripts/syntax-check.mjs), the request table on both outputs
//    (tests/server/cases.mjs against nginx with deploy/nginx.conf and the preview server) and
//    the WebKit smoke run on dist-demo (Debian's webkit2gtk-driver under xvfb-run); beside
//    them, a newcomer adds two pages by the README's steps alone in a copy of the tree and
//    runs the checks (scripts/newcomer.mjs); beside both, the old-engine run (Chromium 80 and 92,
//    the Android WebViews of 2020 and 2021: every route of dist, the main flows of dist-demo)
//  6 browser tests (Playwright, Chromium) against dist-demo, the production pages against dist:
//    the text of every pre-rendered page in nine locales read in Node, the route walk in a
//    browser, the fault matrix, every feature's flows
import { runPlan, seconds } from './steps.mjs';
import { findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';

const chromium = findChromium() ?? (await findPlaywrightChromium());
if (!chromium) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const env = { ...process.env, CHROMIUM_PATH: chromium };

/**
 * The embedded default's build: the fake backend, and time-outs short enough for fault runs
 * (about 40 browser tests wait for one to run out). The fake backend answers after 0.12 s, 1 s
 * before the API's; the fake app after 0.03 s, from a timer due before the bridge's own (so a
 * busy page cannot make it lose). The fake app's slowest reply in a test (`__bridgeDelay=400`,
 * tests/e2e/app-language.spec.ts) must stay under the bridge's time-out.
 */
const DEMO = { NODE_ENV: 'production', MOCKS: '1', DIST_DIR: 'dist-demo', API_TIMEOUT_MS: '1200', BRIDGE_TIMEOUT_MS: '800' };
const PROD = { NODE_ENV: 'production', MOCKS: '0', DIST_DIR: 'dist' };

const build = (name, extra, dir, compress = {}) => [
  [`${name}: rsbuild`, 'npx', ['rsbuild', 'build'], extra],
  [`${name}: pre-render every route in nine locales`, 'node', ['scripts/prerender.mjs', dir], { MOCKS: extra.MOCKS }],
  [`${name}: precompress (brotli, gzip)`, 'node', ['scripts/compress.mjs', dir], compress],
];

/** A step is [name, command, args, env]; an array of step lists runs those lists side by side. */
const TYPES_BUILD_INFO = 'node_modules/.cache/companion/tsbuildinfo-full';

const plan = [
  ['routes: generate src/routeTree.gen.ts', 'node', ['scripts/generate-routes.mjs']],
  ['catalogs: extract', 'npx', ['lingui', 'extract', '--clean']],
  ['catalogs: compile (fails on any missing translation)', 'node', ['scripts/compile-catalogs.mjs']],
  // Types leave their build info for the newcomer's copy (scripts/newcomer.mjs), which then checks only what it adds.
  [
    [['types', 'npx', ['tsc', '-p', 'tsconfig.json', '--incremental', '--preserveSymlinks', '--tsBuildInfoFile', TYPES_BUILD_INFO]]],
    [['lint', 'npx', ['eslint', '.', '--max-warnings', '0']], ['unused files, exports and dependencies (knip)', 'npx', ['knip']]],
    [['paths: every path a comment or Markdown names exists, the README Layout is current', 'node', ['scripts/paths-check.mjs']]],
  ],
  ['unit, model and view tests (vitest)', 'npx', ['vitest', 'run']],
  // The budgets measure dist's bytes; dist-demo's are only served to the browser tests.
  [build('production build', PROD, 'dist'), build('embedded-default build', DEMO, 'dist-demo', { BROTLI_QUALITY: '5' })],
  // The newcomer's copy (CPU) beside the budget, the request tables (mostly waiting on a
  // browser and two servers), the WebKit smoke run (mostly waiting on WebDriver and pages) and
  // the old-engine run (two old Chromiums, a few pages at a time).
  [
    [
      ['budget and production-output check', 'node', ['scripts/budget.mjs', 'dist']],
      ['syntax of every emitted script against the support matrix (dist, dist-demo)', 'node', ['scripts/syntax-check.mjs', 'dist', 'dist-demo']],
      ['request table (dist): nginx and the preview server', 'node', ['scripts/server-table.mjs', 'dist']],
      ['request table (dist-demo): the demo\'s relaxed policy', 'node', ['scripts/server-table.mjs', 'dist-demo']],
      ['WebKit smoke run (WebKitGTK WebDriver under xvfb)', 'node', ['scripts/webkit-smoke.mjs', 'dist-demo']],
    ],
    [['a newcomer adds a notice and a page with a machine by the README (scripts/newcomer.mjs)', 'node', ['scripts/newcomer.mjs']]],
    // About a minute, shorter than the newcomer's lane, so it adds no time here.
    [['old engines: Chromium 80 and 92 on dist and dist-demo (scripts/old-engines.mjs)', 'node', ['scripts/old-engines.mjs', 'dist', 'dist-demo']]],
  ],
  ['browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const started = Date.now();
if (!(await runPlan(plan, env))) process.exit(1);
console.log(`\nAll checks passed in ${seconds(Date.now() - started)} s.`);
