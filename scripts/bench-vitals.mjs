// `npm run bench:vitals` (a benchmark, not part of `npm test`): serves a production build through
// the preview server (scripts/serve.mjs) and measures, per route, under the throttling of
// scripts/bench-lcp.mjs (Lighthouse's mobile figures: 562.5 ms round trip, 1.6 Mbps × 0.9 down,
// 750 kbps × 0.9 up, CPU 4× slower through CDP Emulation.setCPUThrottlingRate, cold cache, a
// 412 × 823 phone with touch), in a browser (no app bridge):
//   - LCP, and its ratio to the page's static twin: the same pre-rendered HTML and inline CSS
//     with every script and script preload removed, served from a second local server;
//   - CLS (the largest of the runs);
//   - TBT: the long tasks that start after the first contentful paint, until the page has been
//     quiet (network idle, then 2 s), each counted beyond its first 50 ms (the longtask entries);
//   - first working tap: the time from the first contentful paint to the first tap on the route's
//     target that does what it does on the finished page (see TARGETS below);
//     A text page's inline script keeps a tap made before the page's script runs and the script
//     carries it out (src/shell/static/early-taps.ts), the control showing at once that it was
//     taken (data-tap-kept, aria-busy): such a tap counts as working at once;
//   - in charge: from the first contentful paint to the page's script in charge (html[data-hydrated]:
//     a text page's script wired, or hydration over), when a kept tap is carried out;
//   - JS before interactive: the scripts the page had requested from its own origin before its
//     script was in charge, at their brotli -11 size as served (the build's .br files);
//   - JS run: how much of the page's own JavaScript ran by the time it was in charge and quiet
//     (V8 block coverage, one unthrottled load): what a page downloads and never runs.
// Prints the medians of N runs (page, twin and tap runs alternate within a run).
//   node scripts/bench-vitals.mjs [--dist dist] [--build] [--runs 3] [--locale en-US] [--only /help,/toapp]
// `--build` makes the production build first (`npm run build` into --dist).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option('--runs', 3));
const LOCALE = option('--locale', 'en-US');
const DIST = option('--dist', process.env.DIST_DIR ?? 'dist');

/**
 * The benched routes, their kind, and the target a reader taps. A tap "works" when it does what
 * it does once the page is finished: the bench first loads the page unthrottled, waits for
 * hydration, taps the target and records whether the page's own script handles the tap (the
 * click reaches the window with its default prevented: a client-side navigation, a link turned
 * into a bridge or frame message) or the browser does (a plain link). In the throttled run it
 * then taps the target from the first paint on, every 25 ms of free main thread (a timer, so a
 * tap waits behind a long task as a finger's would), and the first working tap is the first one
 * that is handled the same way: handled by the page when the finished page handles it; for a
 * plain link, the link being there and enabled. The bench cancels every navigation it causes,
 * so the page stays.
 */
const TARGETS = [
  { path: '/403', kind: 'text', target: '#root a[href], #root button' },
  { path: '/purchase-attention', kind: 'text', target: '#root a[href="/drive/feedback"]' },
  { path: '/help', kind: 'text', target: '#root main a[href], #root main button' },
  { path: '/toapp', kind: 'text', target: '#root main a[href], #root main button' },
  { path: '/activity/invitation', kind: 'data', target: '#root main a[href], #root main button' },
  { path: '/activity/cdKey', kind: 'data', target: '#root a[href="/purchase-attention"]' },
  { path: '/subscription', kind: 'data', target: '#root main a[href], #root main button' },
];
const only = option('--only', null)?.split(',');
const ROUTES = only ? TARGETS.filter((t) => only.includes(t.path)) : TARGETS;

if (args.includes('--build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', MOCKS: '0', DIST_DIR: DIST } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(join(DIST, 'pages', LOCALE))) {
  console.error(`No production build in ${DIST}: run \`npm run build\` (or pass --build).`);
  process.exit(1);
}

/** Brotli size of a served file (the build's precompressed copy). */
function brotliSize(path) {
  const file = join(DIST, path);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  return existsSync(file) ? brotliCompressSync(readFileSync(file)).length : 0;
}

/** The static twin: the pre-rendered HTML (its inline stylesheet included) with every script and script preload removed. */
function twinOf(path) {
  return readFileSync(join(DIST, 'pages', LOCALE, `${path.slice(1)}.html`), 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\n?/g, '')
    .replace(/<link rel="(?:preload|modulepreload)" as="script"[^>]*>\n?/g, '');
}
const twinServer = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (!ROUTES.some((r) => r.path === path)) return void res.writeHead(404).end();
  const body = brotliCompressSync(twinOf(path));
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(body);
});

const executablePath = findChromium() ?? (await findPlaywrightChromium());
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const sitePort = Number(option('--port', 4600 + Math.floor(Math.random() * 200)));
const twinPort = sitePort + 300;
const site = await serve(DIST, sitePort);
await new Promise((done) => twinServer.listen(twinPort, '127.0.0.1', done));
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

/** Observers from the document's start: paints, LCP, layout shifts, long tasks; the tap probe's verdicts. */
function observe() {
  const w = window;
  w.__bench = { fcp: null, lcp: 0, cls: 0, longTasks: [], taps: [] };
  // When the page's script has taken charge (html[data-hydrated]: hydrated, or a text page's script wired).
  new MutationObserver(() => {
    if (w.__bench.ready === undefined && document.documentElement?.hasAttribute('data-hydrated')) w.__bench.ready = performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Registered before any page script: the last listener a click reaches (window, bubbling).
  // It notes whether the page handled the click, then cancels what is left (the bench stays).
  window.addEventListener('click', (e) => {
    if (!e.__benchProbe) return;
    w.__bench.taps.push({ at: performance.now(), handled: e.defaultPrevented });
    e.preventDefault();
  });
}

async function newPage({ throttled }) {
  const context = await browser.newContext({ locale: LOCALE, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(observe);
  // Only the two local servers answer: the API hosts are refused at once (no network here).
  await page.route((url) => !['127.0.0.1'].includes(url.hostname), (route) => route.abort());
  // A link with target=_blank would open a window: the probe's clicks are cancelled anyway.
  context.on('page', (p) => void p.close());
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  return { context, page };
}

/** Waits until the page has been quiet: load, network idle, then 2 s (so late long tasks are seen). */
async function settle(page) {
  await page.waitForLoadState('load', { timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await page.waitForTimeout(2000);
}

/**
 * The share of a script's bytes that ran, from V8's block coverage: each byte counts as its
 * innermost range does (a range's count 0 inside a function that ran marks a block that did not).
 */
function executedBytes({ source, functions }) {
  const ran = new Uint8Array(source.length);
  const ranges = functions.flatMap((f) => f.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  for (const { startOffset, endOffset, count } of ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
  return ran.reduce((sum, byte) => sum + byte, 0);
}

/**
 * How the finished page handles a tap on the route's target ('page', 'browser', or null: no
 * target), and how much of the JavaScript it loaded ran by then (V8 coverage of its own scripts).
 */
async function reference(route) {
  const { context, page } = await newPage({ throttled: false });
  try {
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto(`http://127.0.0.1:${sitePort}${route.path}`);
    await page.locator('html[data-hydrated]').waitFor({ timeout: 30_000 });
    await settle(page);
    const own = (await page.coverage.stopJSCoverage()).filter((e) => new URL(e.url).origin === `http://127.0.0.1:${sitePort}` && e.source);
    const ran = { bytes: own.reduce((sum, e) => sum + e.source.length, 0), executed: own.reduce((sum, e) => sum + executedBytes(e), 0) };
    const how = await page.evaluate((selector) => {
      const target = [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0);
      if (!target) return null;
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
      click.__benchProbe = true;
      target.dispatchEvent(click);
      return window.__bench.taps.at(-1)?.handled ? 'page' : 'browser';
    }, route.target);
    return { how, ran };
  } finally {
    await context.close();
  }
}

/** One throttled load of the page or its twin: FCP, LCP, CLS and TBT. */
async function load(url) {
  const { context, page } = await newPage({ throttled: true });
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await settle(page);
    const b = await page.evaluate(() => window.__bench);
    const tbt = b.longTasks.filter(([start]) => b.fcp !== null && start >= b.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp: b.fcp ?? NaN, lcp: b.lcp, cls: b.cls, tbt };
  } finally {
    await context.close();
  }
}

/** One throttled load tapping the target from the first paint on: ms from FCP to the first working tap, and JS requested by then. */
async function tap(route, how) {
  const { context, page } = await newPage({ throttled: true });
  try {
    await page.addInitScript(
      ({ selector, needsPage }) => {
        // Taps every 25 ms of free main thread as soon as the target is on screen; the first
        // working tap is read once the first paint's time is known (its entry arrives a little
        // after the paint): the first tap at or after it that was handled as it must be.
        const probe = () => {
          const b = window.__bench;
          const target = document.body && [...document.querySelectorAll(selector)].find((e) => e.getClientRects().length > 0 && !e.disabled);
          if (target) {
            const click = new MouseEvent('click', { bubbles: true, cancelable: true, view: window });
            click.__benchProbe = true;
            target.dispatchEvent(click);
          }
          const hit = b.fcp === null ? undefined : b.taps.find((t) => t.at >= b.fcp && (t.handled || !needsPage));
          if (hit) b.working = hit.at;
          else setTimeout(probe, 25);
        };
        // From the first paint, not from DOMContentLoaded: that waits for the deferred scripts.
        setTimeout(probe, 0);
      },
      { selector: route.target, needsPage: how === 'page' },
    );
    await page.goto(`http://127.0.0.1:${sitePort}${route.path}`, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.working !== undefined && window.__bench.ready !== undefined, null, { timeout: 120_000, polling: 100 });
    // The scripts requested before the page's script was in charge (a kept tap is carried out then).
    const b = await page.evaluate(() => ({
      ...window.__bench,
      scripts: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= window.__bench.ready && new URL(e.name).origin === location.origin && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname),
    }));
    // The entry scripts are named by the HTML: requested before the first paint, so counted.
    const scripts = [...new Set(b.scripts.map((p) => p.slice(1)))];
    return { tap: b.working - b.fcp, ready: b.ready - b.fcp, js: scripts.reduce((sum, f) => sum + brotliSize(f), 0), files: scripts.length };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '—');

console.log(`Web vitals under Lighthouse mobile throttling (562.5 ms RTT, 1.47 Mbps down, CPU 4×, cold cache, 412 × 823), ${DIST}, ${LOCALE}, median of ${RUNS}`);
const header = ['route', 'kind', 'LCP', 'twin LCP', 'ratio', 'CLS', 'TBT', 'tap', 'tapped by', 'in charge', 'JS br (files)', 'JS run'];
const widths = [22, 5, 9, 9, 6, 6, 9, 9, 9, 9, 15, 17];
const row = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' ');
console.log(row(header));
try {
  for (const route of ROUTES) {
    const { how, ran } = await reference(route);
    const pages = [];
    const twins = [];
    const taps = [];
    for (let run = 0; run < RUNS; run += 1) {
      // The page and its twin take turns to go first (the load before one leaves work behind).
      if (run % 2 === 0) pages.push(await load(`http://127.0.0.1:${sitePort}${route.path}`));
      twins.push(await load(`http://127.0.0.1:${twinPort}${route.path}`));
      if (run % 2 === 1) pages.push(await load(`http://127.0.0.1:${sitePort}${route.path}`));
      if (how) taps.push(await tap(route, how));
    }
    const lcp = median(pages.map((r) => r.lcp));
    const twin = median(twins.map((r) => r.lcp));
    const js = median(taps.map((t) => t.js));
    const files = taps.find((t) => t.js === js)?.files ?? 0;
    console.log(
      row([
        route.path,
        route.kind,
        ms(lcp),
        ms(twin),
        `${(lcp / twin).toFixed(2)}×`,
        Math.max(...pages.map((r) => r.cls)).toFixed(3),
        ms(median(pages.map((r) => r.tbt))),
        how ? ms(median(taps.map((t) => t.tap))) : '—',
        how ?? 'no target',
        how ? ms(median(taps.map((t) => t.ready))) : '—',
        how ? `${(js / 1024).toFixed(1)} KiB (${files})` : '—',
        `${Math.round((100 * ran.executed) / ran.bytes)} % of ${Math.round(ran.bytes / 1024)} KiB`,
      ]),
    );
  }
  console.log('(tap: first paint to the first working tap; tapped by: who handles the tap on the finished page; CLS: the largest of the runs;');
  console.log(' JS run: the share of the bytes of its own scripts that ran, unminified size as served, once the page was in charge and quiet, unthrottled)');
} finally {
  await browser.close();
  site.close();
  twinServer.close();
}
