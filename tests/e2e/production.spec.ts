import type { Server } from 'node:http';
import { serve } from '../../scripts/serve.mjs';
import { BOOT_FAILURE } from '../../src/ui/boot-failure';
import { expect, test, type Page } from './fixtures';
import { translated } from './po';
import { walkedRoutes } from './walk';

/**
 * The production output (dist: no fake backend, no fake app host), served as `npm run
 * preview` serves it, with the build's own Content-Security-Policy (issue 12).
 */
let server: Server;
let base = '';
test.beforeAll(async () => {
  const port = 4700 + test.info().workerIndex;
  server = (await serve('dist', port)) as Server;
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(() => server.close());

const ROUTES = walkedRoutes();

/** Records CSP refusals and hydration reports from the document's start. */
async function recorder(page: Page) {
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) hydration.push(m.text());
  });
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = refused;
    document.addEventListener('securitypolicyviolation', (e) => refused.push(`${e.violatedDirective} refused ${e.blockedURI || 'inline'}`));
  });
  return {
    hydration,
    refused: () => page.evaluate(() => (window as unknown as { __refused: string[] }).__refused),
  };
}

test.describe('pre-rendered HTML', () => {
  test.use({ locale: 'ko-KR', javaScriptEnabled: false });
  test('/purchase-attention in Korean holds the Korean text before any script runs', async ({ page }) => {
    const response = await page.goto(`${base}/purchase-attention`);
    expect(response?.headers()['vary']).toMatch(/Accept-Language/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('ko', 'Buy Premium only from official channels'));
    // Safari reads the smart banner from the first HTML.
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', /app-id=\d+/);
  });
});

for (const locale of ['en-US', 'ar'] as const) {
  test.describe(`every production page in ${locale}`, () => {
    test.use({ locale });
    test.describe.configure({ timeout: 120_000 });
    test('hydrates without a mismatch and runs under the policy without a violation', async ({ page }) => {
      const seen = await recorder(page);
      const problems: string[] = [];
      for (const route of ROUTES) {
        seen.hydration.length = 0;
        const response = await page.goto(`${base}${route.url}`);
        const policy = response?.headers()['content-security-policy'] ?? '';
        if (!/script-src 'self' 'sha256-[^']+'(;| )/.test(policy) || !policy.includes("object-src 'none'") || !policy.includes("base-uri 'none'")) problems.push(`${route.name}: weak policy "${policy}"`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        problems.push(...(await seen.refused()).map((v) => `${route.name}: CSP ${v}`));
        problems.push(...seen.hydration.map((h) => `${route.name}: ${h.slice(0, 160)}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test('the debug console opens under the policy when the remote config allows it', async ({ page }) => {
  const seen = await recorder(page);
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
  await page.route('https://config.mypikpak.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({ contentType: 'application/json', headers: cors, body: JSON.stringify({ values: { debug_options: { allow_vconsole: { enable: true, uids: [] } } } }) }),
  );
  await page.goto(`${base}/403`);
  await page.getByRole('heading', { level: 1 }).click({ clickCount: 5, delay: 10 });
  await expect(page.locator('#__vconsole')).toBeAttached();
  expect(await seen.refused()).toEqual([]);
});

test.describe('an entry script that cannot load', () => {
  test.use({ locale: 'ko-KR' });
  test('leaves the page readable and says so in its language, from the HTML itself', async ({ page }) => {
    await page.route(/\/static\/js\/index\.[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/help`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#boot-failure')).toBeVisible();
    await expect(page.locator('#boot-failure')).toContainText(BOOT_FAILURE.ko.message);
  });
});

test.describe('the invitation page before its scripts run (layout shift)', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });
  // The state of the first paint: the pre-rendered HTML and its inline script, no other script.
  const firstPaint = async (page: Page, bridge: 'android' | 'ios' | null) => {
    await page.route(/\/static\/js\//, (route) => route.abort());
    if (bridge === 'android') await page.addInitScript(() => Object.assign(window, { PikPakBridge: { postMessage: () => undefined } }));
    if (bridge === 'ios') await page.addInitScript(() => Object.assign(window, { webkit: { messageHandlers: { pikpakBridge: { postMessage: () => undefined } } } }));
    await page.goto(`${base}/activity/invitation`);
    const rules = page.locator('#root .referral-section').first();
    await expect(rules).toBeVisible();
    return (await rules.boundingBox())!.y;
  };

  test('in a browser, the rules are on the first screen, below a placeholder of the logged-out card’s size', async ({ page }) => {
    const top = await firstPaint(page, null);
    await expect(page.locator('html')).not.toHaveAttribute('data-in-app');
    expect(top).toBeLessThan(844);
  });

  for (const bridge of ['android', 'ios'] as const) {
    test(`in the ${bridge} app, the placeholder fills the screen, so the member’s content pushes nothing into view`, async ({ page }) => {
      const top = await firstPaint(page, bridge);
      await expect(page.locator('html')).toHaveAttribute('data-in-app', '');
      expect(top).toBeGreaterThanOrEqual(844);
    });
  }
});
