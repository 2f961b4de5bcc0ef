import type { Server } from 'node:http';
import { expect, test } from './fixtures';
import { serve } from '../../scripts/serve.mjs';
import { translated } from './po';

const FORBIDDEN = 'You can’t open this page here';
const NOT_FOUND = 'Page not found';
const LOCALES = ['zh-CN', 'zh-TW', 'en-US', 'id', 'ar', 'ms', 'ko', 'pt', 'es'] as const;
const BROWSER_LANGUAGE: Record<(typeof LOCALES)[number], string> = {
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-HK',
  'en-US': 'en',
  id: 'id-ID',
  ar: 'ar-EG',
  ms: 'ms-MY',
  ko: 'ko-KR',
  pt: 'pt-BR',
  es: 'es-MX',
};

test('the root redirects to the forbidden page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORBIDDEN);
  await expect(page.getByRole('link', { name: 'Go to the web drive' })).toHaveAttribute('href', /^https:\/\//);
});

test('a deep link survives a reload', async ({ page }) => {
  await page.goto('/403');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORBIDDEN);
  await page.goto('/some/deep/link');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND);
});

for (const locale of LOCALES) {
  test.describe(`browser language ${BROWSER_LANGUAGE[locale]}`, () => {
    test.use({ locale: BROWSER_LANGUAGE[locale] });
    test(`shows /403 and the not-found page in ${locale}`, async ({ page }) => {
      await page.goto('/403');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated(locale, FORBIDDEN));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated(locale, NOT_FOUND));
    });
  });
}

test.describe('Arabic', () => {
  test.use({ locale: 'ar' });
  test('is laid out right to left', async ({ page }) => {
    await page.goto('/403');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const list = page.locator('.steps');
    const padding = await list.evaluate((el) => {
      const s = getComputedStyle(el);
      return { right: parseFloat(s.paddingRight), left: parseFloat(s.paddingLeft), direction: s.direction };
    });
    expect(padding.direction).toBe('rtl');
    expect(padding.right).toBeGreaterThan(0);
    expect(padding.left).toBe(0);
  });
});

/**
 * Records which locales' catalogs the page downloads, the documents the tab asks for (a text
 * page such as /403 carries its words in its HTML, loads no catalog, and loads itself again in
 * the language the app names), and the page's log lines (the app logs
 * through console.warn, e.g. "[bridge] getUserInfo timed out after 1500 ms"). Call before
 * the page is opened.
 */
function watchLanguage(page: import('@playwright/test').Page) {
  const catalogs = new Set<string>();
  const documents: string[] = [];
  const logs: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
  });
  page.on('request', (r) => {
    const locale = /\/locale-(.+)-(?:shell|pages)-ts\.[^/]*\.js$/.exec(new URL(r.url()).pathname)?.[1];
    if (locale) catalogs.add(locale);
  });
  page.on('console', (m) => logs.push(m.text()));
  return {
    catalogs,
    documents,
    logs,
    /**
     * Resolves once the bridge call has timed out (the page logs it). The locale machine
     * decides on the app's answer in the same task, so any catalog it then asks for has been
     * requested once the page has run one more task and frame.
     */
    async bridgeTimedOut(method: string) {
      // It may have been logged already (navigations wait for hydration, tests/e2e/fixtures.ts).
      const said = (text: string) => text.includes(`[bridge] ${method} timed out`);
      if (!logs.some(said)) await page.waitForEvent('console', { predicate: (m) => said(m.text()), timeout: 10_000 });
      await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)));
    },
  };
}

test.describe('app language', () => {
  test.use({ locale: 'es-ES' });
  test('overrides the browser language on Android', async ({ page }) => {
    const watch = watchLanguage(page);
    await page.goto('/403?__host=android&__lang=ko-KR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('ko', FORBIDDEN));
    // What the two tests below rely on: a language the app names is the page sent again in it.
    expect(watch.documents).toEqual(['/403', '/403']);
    expect([...watch.catalogs]).toEqual([]);
  });

  test('overrides the browser language on iOS, right to left for Arabic', async ({ page }) => {
    await page.goto('/403?__host=ios&__lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('ar', FORBIDDEN));
  });

  test('keeps the browser language when the app never answers', async ({ page }) => {
    const watch = watchLanguage(page);
    await page.goto('/403?__host=android&__lang=ko&__fault=getUserInfo:timeout');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('es', FORBIDDEN));
    // Checked after the bridge has given up (the build's BRIDGE_TIMEOUT_MS), whatever it is.
    await watch.bridgeTimedOut('getUserInfo');
    expect(watch.documents).toEqual(['/403']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('es', FORBIDDEN));
  });

  test('keeps the browser language when the app answers garbage', async ({ page }) => {
    const watch = watchLanguage(page);
    await page.goto('/403?__host=ios&__lang=ko&__fault=getUserInfo:malformed');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('es', FORBIDDEN));
    // The garbage is ignored and the call times out: only then has the page settled on a
    // language, so only then can the check fail.
    await watch.bridgeTimedOut('getUserInfo');
    expect(watch.logs.some((line) => line.includes('[bridge] unparsable reply ignored'))).toBe(true);
    expect(watch.documents).toEqual(['/403']);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('es', FORBIDDEN));
  });
});

test('the fake host panel switches platform, user and language', async ({ page }) => {
  await page.goto('/403?__host=browser');
  await expect(page.getByRole('link', { name: 'Go to the web drive' })).toBeVisible();
  // Collapsed by default: open it as a developer would.
  await page.getByText('Fake host: browser · member').click();
  await page.getByLabel('Platform').selectOption('android');
  await page.getByLabel('User', { exact: true }).selectOption('premium');
  await page.getByLabel('App language').fill('ar');
  await page.getByRole('button', { name: 'Apply and reload' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: translated('ar', 'Back to my files') })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fake host log' })).toContainText('getUserInfo');
  // Remembered for the tab:
  await page.goto('/403');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test.describe('production build', () => {
  // The embedded default's service worker hides chunk requests from page.route, so this runs
  // against the production build (dist), which has none.
  let server: Server;
  let base = '';
  test.beforeAll(async () => {
    const port = 4600 + test.info().workerIndex;
    server = (await serve('dist', port)) as Server;
    base = `http://127.0.0.1:${port}`;
  });
  test.afterAll(() => server.close());

  test('a chunk that fails to load shows a retry screen, and retry recovers', async ({ page }) => {
    // The page's chunks fail, its catalogs do not (without a catalog the page shows the HTML's own boot failure instead).
    let failing = true;
    await page.route(/\/static\/js\/async\/(?!locale-).+\.js$/, (route) => (failing ? route.abort() : route.continue()));
    // A page that hydrates (text pages such as /403 load no chunk of their own).
    await page.goto(`${base}/ping`);
    await expect(page.getByRole('alert')).toContainText('This page couldn’t be loaded');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network diagnostics');
  });

  test.describe('in Korean', () => {
    test.use({ locale: 'ko-KR' });
    test('the chunk-failure screen speaks the user\'s language', async ({ page }) => {
      await page.goto(`${base}/no-such-page`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      await page.route(/\/static\/js\/async\/(?!locale-).+\.js$/, (route) => route.abort());
      await page.goto(`${base}/ping`);
      await expect(page.getByRole('alert')).toContainText(translated('ko', 'This page couldn’t be loaded'));
    });
  });

  test('renders /403 without the fake host or backend', async ({ page }) => {
    await page.goto(`${base}/`);
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FORBIDDEN);
    await expect(page.locator('#fake-host')).toHaveCount(0);
  });
});

test.describe('debug console', () => {
  // Five clicks in one gesture: separate locator clicks each wait for actionability, and on
  // a loaded CI machine can drift past the 200 ms the rule allows between clicks.
  const clickTitle = async (page: import('@playwright/test').Page) => {
    await page.getByRole('heading', { level: 1 }).click({ clickCount: 5, delay: 10 });
  };

  test('opens after five quick title clicks for a user the config lists', async ({ page }) => {
    const vconsole: string[] = [];
    page.on('request', (r) => r.url().includes('vconsole') && vconsole.push(r.url()));
    await page.goto('/403?__host=android&__user=premium');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(vconsole).toEqual([]);
    await clickTitle(page);
    await expect(page.locator('#__vconsole')).toBeAttached();
    expect(vconsole.length).toBeGreaterThan(0);
  });

  test('never loads for a user the config does not list', async ({ page }) => {
    const vconsole: string[] = [];
    page.on('request', (r) => r.url().includes('vconsole') && vconsole.push(r.url()));
    await page.goto('/403?__host=android&__user=member');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The first gesture asks for the config; the console would open as soon as it answers.
    const config = page.waitForResponse((r) => r.url().includes('/config/v1/debug_options'));
    await clickTitle(page);
    await (await config).finished();
    // Five more clicks with the config known, then one more task and frame of the page:
    // an allowed user's console chunk would have been requested by then.
    await clickTitle(page);
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)));
    expect(vconsole).toEqual([]);
    await expect(page.locator('#__vconsole')).toHaveCount(0);
  });
});
