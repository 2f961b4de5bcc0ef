import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

// The web drive frames these pages from another site. Chromium blocks third-party storage by
// default, and the demo build's fake backend (MSW) keeps its cookie store there, so it would
// not start in a cross-site frame; production has no fake backend. Allow it for these tests.
test.use({ launchOptions: { executablePath: findChromium() ?? undefined, args: [...CHROMIUM_ARGS, '--disable-features=TrackingProtection3pcd'] } });

const APP = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const PARENT = 'http://localhost:4999';
// https, so that Chromium lets the test grant it access to the local network (the app server).
const EVIL = 'https://evil.test';

const PAGES = [
  '/payment-error',
  '/compensation',
  '/official-compensation',
  '/official-compensation2',
  '/official-compensation3',
  '/ko-anniversary',
  '/service-compensation',
  '/premium-deduct',
  '/reward-warn',
  '/purchase-attention',
  '/account-conflict',
  '/update-guide',
  '/help',
  '/toapp',
  '/policy/user-agreement',
  '/policy/privacy-policy',
];

/** Serves a parent page on `parentOrigin` that frames `framed` and records every message it receives. */
async function frameFrom(page: Page, parentOrigin: string, framed: string) {
  // A public parent framing a loopback server needs Chromium's local-network permission.
  await page.context().grantPermissions(['local-network-access'], { origin: parentOrigin });
  await page.route(`${parentOrigin}/parent.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>parent</title>
<script>window.received = []; addEventListener('message', (e) => window.received.push({ data: e.data, origin: e.origin }));</script>
<iframe title="notice" src="${framed}" style="width:600px;height:800px"></iframe></html>`,
    }),
  );
  await page.goto(`${parentOrigin}/parent.html`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  return frame;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

const PROBE = { data: { probe: true }, origin: APP };

/**
 * Waits, without a sleep, until every message the framed page has posted so far has reached the
 * parent: the page posts a probe after them, and messages from one window to another arrive in
 * the order they were posted.
 */
async function allMessagesDelivered(page: Page, parentOrigin: string) {
  const framed = page.frames().find((f) => f.url().startsWith(APP));
  if (!framed) throw new Error('the notice is not framed');
  await framed.evaluate((origin) => window.parent.postMessage({ probe: true }, origin), parentOrigin);
  await expect.poll(() => received(page)).toContainEqual(PROBE);
}

/** Keeps the real web drive out of the tests: a popup to it gets a stub page. */
async function stubWebDrive(page: Page) {
  await page.context().route('https://mypikpak.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>web drive</title>' }));
}

test.describe('framed by the web drive', () => {
  test('an allowlisted loopback parent receives open_feedback when the feedback link is clicked', async ({ page }) => {
    const frame = await frameFrom(page, PARENT, `${APP}/premium-deduct?origin=${encodeURIComponent(PARENT)}`);
    await frame.getByRole('link', { name: 'send us feedback' }).click();
    await expect.poll(() => received(page)).toEqual([{ data: { action: 'open_feedback' }, origin: APP }]);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Free Premium from invalid invitations has been withdrawn');
  });

  test('an allowlisted parent receives create_task from the help page', async ({ page }) => {
    const frame = await frameFrom(page, PARENT, `${APP}/help?origin=${encodeURIComponent(PARENT)}`);
    await frame.getByRole('link', { name: 'Add a link' }).click();
    await expect.poll(() => received(page)).toEqual([{ data: { action: 'create_task' }, origin: APP }]);
  });

  test('a parent outside the allowlist receives nothing', async ({ page }) => {
    await stubWebDrive(page);
    const frame = await frameFrom(page, EVIL, `${APP}/premium-deduct?origin=${encodeURIComponent(EVIL)}`);
    const popup = page.waitForEvent('popup');
    await frame.getByRole('link', { name: 'send us feedback' }).click();
    // Not connected: the web drive's feedback page opens in a new window instead.
    expect((await popup).url()).toBe('https://mypikpak.com/drive/feedback');
    await allMessagesDelivered(page, EVIL);
    expect(await received(page)).toEqual([PROBE]);
  });

  test('a parent outside the allowlist that names an allowed origin receives nothing', async ({ page }) => {
    await stubWebDrive(page);
    const frame = await frameFrom(page, EVIL, `${APP}/premium-deduct?origin=${encodeURIComponent(PARENT)}`);
    await frame.getByRole('link', { name: 'send us feedback' }).click();
    await allMessagesDelivered(page, EVIL);
    expect(await received(page)).toEqual([PROBE]);
  });
});

test.describe('notice layout', () => {
  test('the base font size is 65px from 650px wide, else 10vw', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/purchase-attention');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rootFont = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootFont()).toBe('65px');
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(rootFont).toBe('40px');
  });

  test('the iOS smart banner names the app', async ({ page }) => {
    await page.goto('/purchase-attention');
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', 'app-id=1616861537');
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(1);
  });

  test('only one toast is shown at a time', async ({ page }) => {
    await page.goto('/premium-deduct?__host=android&__user=member');
    const link = page.getByRole('link', { name: 'send us feedback' });
    await link.click();
    await link.click();
    await link.click();
    const toasts = page.locator('.notice-toast');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveText('To contact us, open Settings in the app and tap Feedback.');
    await expect(page.locator('main [role="status"]')).toHaveCount(1);
  });
});

test.describe('/service-compensation', () => {
  test('a current Premium user sees how to redeem the code', async ({ page }) => {
    await page.goto('/service-compensation?__host=android&__user=premium');
    await expect(page.getByRole('heading', { level: 2, name: 'How to redeem your code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/activity/cdKey');
  });

  test('a member without Premium is told it is for current Premium users only', async ({ page }) => {
    await page.goto('/service-compensation?__host=android&__user=member');
    await expect(page.getByText('This compensation is for current Premium members only.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Redeem a code' })).toHaveCount(0);
  });
});

for (const locale of ['en-US', 'ar']) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe findings`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const results = await new AxeBuilder({ page }).exclude('#fake-host').analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      });
    }
  });
}
