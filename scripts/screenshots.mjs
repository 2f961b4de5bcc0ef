// `npm run screenshots`: phone screenshots of the pages the README shows, taken from the
// embedded default build (dist-demo: the production build with the fake backend and fake app
// host), served by scripts/serve.mjs on a free port. 390 × 844 CSS px at device scale 1 (small
// PNGs), light colour scheme, the fake-host panel collapsed as it is by default; each page in
// en-US and Arabic, into docs/screenshots/<name>-<locale>.png.
//
// Build dist-demo first (as scripts/test.mjs does):
//   node scripts/compile-catalogs.mjs
//   NODE_ENV=production MOCKS=1 DIST_DIR=dist-demo API_TIMEOUT_MS=4000 BRIDGE_TIMEOUT_MS=1500 npx rsbuild build
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { serve } from './serve.mjs';

const DIST = 'dist-demo';
const OUT = 'docs/screenshots';
const VIEWPORT = { width: 390, height: 844 };
const LOCALES = ['en-US', 'ar'];

/**
 * The pages: `app` opens the page inside the (fake) Android app as a signed-in member, in the
 * app's language as well as the browser's; the others are opened in a phone browser.
 */
const SHOTS = [
  { name: '403', path: '/403' },
  { name: 'purchase-attention', path: '/purchase-attention' },
  { name: 'invitation-member', path: '/activity/invitation', app: true },
  { name: 'toapp', path: '/toapp' },
];

if (!existsSync(join(DIST, 'index.html'))) {
  console.error(`${DIST}/index.html is missing: build the embedded default first (see the top of scripts/screenshots.mjs).`);
  process.exit(1);
}
const executablePath = findChromium() ?? (await findPlaywrightChromium());
if (!executablePath) {
  console.error(HOW_TO_GET_CHROMIUM);
  process.exit(1);
}

const server = await serve(DIST, 0);
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
mkdirSync(OUT, { recursive: true });
let failed = false;
try {
  for (const shot of SHOTS) {
    for (const locale of LOCALES) {
      const url = `http://127.0.0.1:${port}${shot.path}${shot.app ? `?__host=android&__user=member&__lang=${locale}` : ''}`;
      // A fresh context per shot: the fake host remembers its settings for the tab.
      const context = await browser.newContext({
        userAgent: devices['Pixel 7'].userAgent,
        viewport: VIEWPORT,
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        locale,
        colorScheme: 'light',
      });
      try {
        const page = await context.newPage();
        await page.goto(url);
        // Settled as the route walk has it: an h1 shown, nothing aria-busy, no skeleton left.
        await page.waitForFunction(
          () =>
            Boolean(document.querySelector('#root h1')?.textContent?.trim()) &&
            !document.querySelector('#root [aria-busy="true"], #root .ui-skeleton'),
          null,
          { timeout: 15_000 },
        );
        await page.evaluate(async () => {
          await document.fonts.ready;
          const panel = document.querySelector('#fake-host');
          if (panel instanceof HTMLDetailsElement) panel.open = false;
        });
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (lang !== locale) throw new Error(`shows ${lang}, not ${locale}`);
        const file = join(OUT, `${shot.name}-${locale}.png`);
        await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        console.log(`${file}  ←  ${shot.path}${shot.app ? ' (in the app, member)' : ''}, ${locale}`);
      } catch (error) {
        failed = true;
        console.error(`✖ ${shot.name} in ${locale}: ${error instanceof Error ? error.message : error}`);
      } finally {
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);
