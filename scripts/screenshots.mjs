// `npm run screenshots`: phone screenshots of every page's main states, taken from the
// embedded default build (dist-demo: the production build with the fake backend and fake app
// host, pre-rendered), served by scripts/serve.mjs on a free port. 390 × 844 CSS px at device
// scale 1 (small PNGs), the fake-host panel collapsed as it is by default; each state in en-US
// and Arabic (the app's language too, inside the app), light, and the ones marked `dark` also
// in the dark colour scheme, into docs/screenshots/<name>-<locale>[-dark].png. A state reached
// by tapping runs its `steps` first; a shot that cannot be taken fails the script.
//
// Build dist-demo first (as scripts/test.mjs does), e.g. with `npm run demo` (then stop it), or:
//   node scripts/compile-catalogs.mjs && NODE_ENV=production MOCKS=1 DIST_DIR=dist-demo \
//   API_TIMEOUT_MS=1200 BRIDGE_TIMEOUT_MS=800 npx rsbuild build && MOCKS=1 node scripts/prerender.mjs dist-demo
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findPlaywrightChromium, HOW_TO_GET_CHROMIUM } from './find-chromium.mjs';
import { serve } from './serve.mjs';
import { SHOTS } from './screenshot-states.mjs';

const DIST = 'dist-demo';
const OUT = 'docs/screenshots';
const VIEWPORT = { width: 390, height: 844 };
const LOCALES = ['en-US', 'ar'];
const ONLY = process.argv.slice(2);

if (!existsSync(join(DIST, 'pages', 'en-US', '403.html'))) {
  console.error(`${DIST}/pages is missing: build the embedded default first (see the top of scripts/screenshots.mjs).`);
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
const settled = (page) =>
  // Settled as the route walk has it: an h1 shown, nothing aria-busy, no skeleton left.
  page.waitForFunction(
    () =>
      Boolean(document.querySelector('#root h1')?.textContent?.trim()) &&
      ![...document.querySelectorAll('#root [aria-busy="true"], #root .ui-skeleton')].some((busy) => busy.checkVisibility()),
    null,
    { timeout: 15_000 },
  );
try {
  for (const shot of SHOTS.filter((s) => ONLY.length === 0 || ONLY.some((name) => s.name.startsWith(name)))) {
    for (const locale of LOCALES) {
      for (const scheme of shot.dark ? ['light', 'dark'] : ['light']) {
        const query = new URLSearchParams(shot.query ?? '');
        if (query.has('__host')) query.set('__lang', locale);
        const url = `http://127.0.0.1:${port}${shot.path}${query.size ? `?${query}` : ''}`;
        // A fresh context per shot: the fake host remembers its settings for the tab.
        const context = await browser.newContext({
          userAgent: devices[query.get('__host') === 'ios' ? 'iPhone 14' : 'Pixel 7'].userAgent,
          viewport: VIEWPORT,
          deviceScaleFactor: 1,
          isMobile: true,
          hasTouch: true,
          locale,
          colorScheme: scheme,
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          await page.goto(url);
          await (shot.during ? shot.during(page) : settled(page));
          if (shot.steps) {
            await shot.steps(page, locale);
            await settled(page);
          }
          await page.evaluate(async (focus) => {
            await document.fonts.ready;
            const panel = document.querySelector('#fake-host');
            if (panel instanceof HTMLDetailsElement) panel.open = false;
            // The top of the page, or the part the state is about (`scrollTo`) in the middle.
            const part = focus ? document.querySelector(focus) : null;
            if (part) part.scrollIntoView({ block: 'center' });
            else window.scrollTo(0, 0);
          }, shot.scrollTo ?? null);
          const lang = await page.evaluate(() => document.documentElement.lang);
          if (lang !== locale) throw new Error(`shows ${lang}, not ${locale}`);
          const file = join(OUT, `${shot.name}-${locale}${scheme === 'dark' ? '-dark' : ''}.png`);
          await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
          console.log(`${file}  ←  ${url.replace(/^http:\/\/[^/]+/, '')}${shot.steps ? ' (after its steps)' : ''}`);
        } catch (error) {
          failed = true;
          console.error(`✖ ${shot.name} in ${locale} (${scheme}): ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        } finally {
          await context.close();
        }
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (!failed && ONLY.length === 0) {
  // The index the README links: one line per state, its shots side by side.
  const link = (shot, locale, dark = false) => `[${locale}${dark ? ', dark' : ''}](${shot.name}-${locale}${dark ? '-dark' : ''}.png)`;
  const lines = SHOTS.map(
    (shot) =>
      `| ${shot.title} | ${LOCALES.map((l) => link(shot, l)).join(' · ')}${shot.dark ? ` · ${LOCALES.map((l) => link(shot, l, true)).join(' · ')}` : ''} |`,
  );
  writeFileSync(
    join(OUT, 'README.md'),
    `# Screenshots\n\nEvery page's main states on a phone (390 × 844), taken by \`npm run screenshots\` from the embedded default build (states: scripts/screenshot-states.mjs).\n\n| state | shots |\n| --- | --- |\n${lines.join('\n')}\n`,
  );
}
process.exit(failed ? 1 : 0);
