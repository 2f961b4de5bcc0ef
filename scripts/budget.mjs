// Measures, on the production build, the JavaScript a browser downloads to show /403 (gzip -9
// and brotli -11 of each file), checks it against the budget, prints each route's own chunks,
// and checks that no mock code reached the output.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { serve } from './serve.mjs';

const DIST = process.argv[2] ?? 'dist';
const BUDGET_GZIP_KIB = 125;
const KiB = 1024;

function sizes(file) {
  const buf = readFileSync(join(DIST, file));
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
const fmt = (n) => `${(n / KiB).toFixed(1)} KiB`;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

// 1. No mock code in production output.
const MOCK_MARKERS = ['mockServiceWorker', 'msw/browser', '__fakeHost', 'Fake app host', 'demo-token-'];
const leaks = walk(DIST).flatMap((file) => {
  if (file.endsWith('mockServiceWorker.js')) return [`${file} (the MSW worker)`];
  const text = readFileSync(file, 'utf8');
  return MOCK_MARKERS.filter((m) => text.includes(m)).map((m) => `${file} contains "${m}"`);
});
if (leaks.length) {
  console.error(`Mock code reached the production build:\n  ${leaks.join('\n  ')}`);
  process.exit(1);
}
console.log('production build: no mock code, no MSW worker, no fake host');

// Style chunks would load without a time-out (the CSS runtime has none), so there must be
// none: every stylesheet is linked from index.html.
const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const cssFiles = walk(join(DIST, 'static')).filter((f) => f.endsWith('.css')).map((f) => f.slice(DIST.length + 1));
const unlinked = cssFiles.filter((f) => !html.includes(`/${f}`));
if (unlinked.length) {
  console.error(`Stylesheets loaded as chunks at run time (no time-out): ${unlinked.join(', ')}`);
  process.exit(1);
}
console.log(`styles: ${cssFiles.length} stylesheet linked from index.html, no style chunks`);

// 2. What the browser downloads, per route.
const executablePath = findChromium() ?? (await findPlaywrightChromium());
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const routes = [...readFileSync('src/routeTree.gen.ts', 'utf8').matchAll(/^\s+'(\/[^']*)': typeof/gm)].map((m) => m[1]);
const pages = [...new Set(routes)].filter((r) => r !== '/' && !r.includes('$') && !r.includes('/_'));
const port = 4300 + Math.floor(Math.random() * 500);
const server = await serve(DIST, port);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

async function scriptsFor(path) {
  const page = await browser.newPage({ locale: 'en-US' });
  const files = new Set();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.port === String(port) && u.pathname.endsWith('.js')) files.add(u.pathname.slice(1));
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 10_000 });
  await page.close();
  return files;
}

/** LCP of a cold load under Lighthouse-like mobile throttling (Slow 4G, 4x CPU). */
async function throttledLcp(path) {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.close();
  return lcp;
}

let failed = false;
try {
  const forbidden = await scriptsFor('/403');
  const total = [...forbidden].map(sizes).reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  console.log(`\nJavaScript downloaded to show /403 (${forbidden.size} files):`);
  for (const f of forbidden) {
    const s = sizes(f);
    console.log(`  ${f.padEnd(58)} ${fmt(s.gzip).padStart(10)} gzip ${fmt(s.brotli).padStart(10)} br`);
  }
  console.log(`  ${'total'.padEnd(58)} ${fmt(total.gzip).padStart(10)} gzip ${fmt(total.brotli).padStart(10)} br   (budget ${BUDGET_GZIP_KIB} KiB gzip)`);
  if (total.gzip > BUDGET_GZIP_KIB * KiB) {
    console.error(`Over budget: /403 downloads ${fmt(total.gzip)} gzip, more than ${BUDGET_GZIP_KIB} KiB.`);
    failed = true;
  }

  const shell = await scriptsFor('/__no_such_page__');
  console.log(`\nEach route's own chunks (beyond the shell and catalog that every page loads):`);
  for (const route of pages) {
    const own = [...(await scriptsFor(route))].filter((f) => !shell.has(f));
    const gz = own.map(sizes).reduce((a, s) => a + s.gzip, 0);
    const br = own.map(sizes).reduce((a, s) => a + s.brotli, 0);
    console.log(`  ${route.padEnd(32)} ${String(own.length).padStart(2)} chunk(s) ${fmt(gz).padStart(10)} gzip ${fmt(br).padStart(10)} br`);
  }

  // Issue 3: what a notice costs on a cheap phone (measured and printed, not a gate).
  const notice = '/purchase-attention';
  if (pages.includes(notice)) {
    const files = await scriptsFor(notice);
    const gz = [...files].map(sizes).reduce((a, s) => a + s.gzip, 0);
    const br = [...files].map(sizes).reduce((a, s) => a + s.brotli, 0);
    const lcps = [];
    for (let run = 0; run < 3; run += 1) lcps.push(await throttledLcp(notice));
    lcps.sort((a, b) => a - b);
    console.log(`\n${notice}: ${files.size} JavaScript files, ${fmt(gz)} gzip / ${fmt(br)} br;` +
      ` LCP ${Math.round(lcps[1])} ms (median of 3; Slow 4G 150 ms RTT 1.6 Mbps down, CPU 4x slower, 412x915 viewport, no cache)`);
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
