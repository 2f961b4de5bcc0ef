// `npm run bench:lcp` (not part of `npm test`): builds the production output, serves
// it through the preview server (scripts/serve.mjs, as `npm run preview`), and measures, under
// Lighthouse's mobile throttling (562.5 ms round trip, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up,
// CPU 4× slower, cold cache, 412 × 823 phone), the largest contentful paint of each page beside
// a static HTML file holding the same text and markup (no stylesheet, no script), alternating
// the two in one run, and the page's cumulative layout shift. Prints the medians and ratios.
//   node scripts/bench-lcp.mjs [--no-build] [--runs N] [--locale en-US]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { serve } from './serve.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const RUNS = Number(option('--runs', 5));
const LOCALE = option('--locale', 'en-US');
const PAGES = ['/403', '/purchase-attention', '/help', '/activity/invitation'];
const DIST = 'dist';

if (!args.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', MOCKS: '0', DIST_DIR: DIST } });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The static twin of each page: the pre-rendered text and markup, nothing else.
const staticDir = mkdtempSync(join(tmpdir(), 'bench-static-'));
for (const path of PAGES) {
  const html = readFileSync(join(DIST, 'pages', LOCALE, `${path.slice(1)}.html`), 'utf8');
  const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
  const root = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</body>'))
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  writeFileSync(join(staticDir, `${path.slice(1).replace(/\//g, '_')}.html`),
    `<!doctype html><html lang="${LOCALE}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>${root}</body></html>`);
}
const staticServer = createServer((req, res) => {
  const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
  try {
    const body = brotliCompressSync(readFileSync(join(staticDir, name)));
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});

const executablePath = findChromium() ?? (await findPlaywrightChromium());
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}
const sitePort = 4600 + Math.floor(Math.random() * 200);
const staticPort = sitePort + 300;
const site = await serve(DIST, sitePort);
await new Promise((done) => staticServer.listen(staticPort, '127.0.0.1', done));
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });

async function measure(url) {
  const context = await browser.newContext({ locale: LOCALE, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__lcp = 0;
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
    uploadThroughput: (750 * 1024 * 0.9) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
  await context.close();
  return result;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

console.log(`LCP under Lighthouse mobile throttling (562.5 ms RTT, 1.47 Mbps down, CPU 4×, cold cache), ${LOCALE}, median of ${RUNS}`);
console.log(`${'page'.padEnd(24)} ${'page LCP'.padStart(10)} ${'static LCP'.padStart(11)} ${'ratio'.padStart(7)} ${'CLS'.padStart(7)}`);
try {
  for (const path of PAGES) {
    const pageRuns = [];
    const staticRuns = [];
    for (let run = 0; run < RUNS; run += 1) {
      pageRuns.push(await measure(`http://127.0.0.1:${sitePort}${path}`));
      staticRuns.push(await measure(`http://127.0.0.1:${staticPort}/${path.slice(1).replace(/\//g, '_')}.html`));
    }
    const lcp = median(pageRuns.map((r) => r.lcp));
    const still = median(staticRuns.map((r) => r.lcp));
    const cls = Math.max(...pageRuns.map((r) => r.cls));
    console.log(`${path.padEnd(24)} ${`${Math.round(lcp)} ms`.padStart(10)} ${`${Math.round(still)} ms`.padStart(11)} ${`${(lcp / still).toFixed(2)}×`.padStart(7)} ${cls.toFixed(3).padStart(7)}`);
  }
  console.log('(CLS: the largest of the runs)');
} finally {
  await browser.close();
  site.close();
  staticServer.close();
}
