import { expect, hostLog, test, type Page } from './fixtures';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.mjs';

// The web drive frames these pages from another site. Chromium blocks third-party storage by
// default, and the demo build's fake backend (MSW) keeps its cookie store there, so it would
// not start in a cross-site frame; production has no fake backend. Allow it for these tests.
test.use({ launchOptions: { executablePath: findChromium() ?? undefined, args: [...CHROMIUM_ARGS, '--disable-features=TrackingProtection3pcd'] } });

const APP = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const PARENT = 'http://localhost:4999';
// https, so that Chromium lets the test grant it access to the local network (the app server).
const EVIL = 'https://evil.test';

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
  // Pre-rendered: the page's links are its own once it is hydrated.
  await expect(frame.locator('html')).toHaveAttribute('data-hydrated', '');
  return frame;
}

const received = (page: Page) => page.evaluate(() => (window as unknown as { received: unknown[] }).received);

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

  for (const named of [EVIL, PARENT]) {
    test(`a parent outside the allowlist cannot frame a notice, whatever origin it names (${named === EVIL ? 'its own' : 'an allowed one'})`, async ({ page }) => {
      // The page's Content-Security-Policy names the allowed parents (frame-ancestors): the
      // browser refuses to show the notice in any other, so it can neither be shown nor post.
      await page.context().grantPermissions(['local-network-access'], { origin: EVIL });
      await page.route(`${EVIL}/parent.html`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><title>parent</title>
<script>window.received = []; addEventListener('message', (e) => window.received.push({ data: e.data, origin: e.origin }));</script>
<iframe title="notice" src="${APP}/premium-deduct?origin=${encodeURIComponent(named)}"></iframe></html>`,
        }),
      );
      const framed = page.waitForResponse((r) => r.url().startsWith(`${APP}/premium-deduct`));
      await page.goto(`${EVIL}/parent.html`);
      const policy = (await (await framed).allHeaders())['content-security-policy'] ?? '';
      expect(policy).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\*/);
      expect(policy).not.toContain(EVIL);
      await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(true);
      await expect(page.frameLocator('iframe').getByRole('heading')).toHaveCount(0);
      expect(await received(page)).toEqual([]);
    });
  }
});

test.describe('a text page', () => {
  test('works from the first paint without the hydrating pages’ scripts: the feedback link opens the web drive’s feedback page', async ({ page }) => {
    // The scripts of the pages that hydrate (React, the router, the catalogs, the app's entry) are
    // refused: a text page must not need them, and it must not even ask for them.
    const refused: string[] = [];
    await page.route(/\/static\/js\/(lib-react|index|async\/locale-)[^/]*\.js$/, async (route) => {
      refused.push(new URL(route.request().url()).pathname);
      await route.abort();
    });
    await page.context().route('https://mypikpak.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>web drive</title>' }));
    await page.goto('/premium-deduct');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'send us feedback' }).click();
    await (await popup).waitForURL('https://mypikpak.com/drive/feedback');
    expect(refused).toEqual([]);
  });
});

test.describe('a text page before its script has arrived', () => {
  test.use({ awaitHydration: false });
  test('in a browser, its feedback link is a plain link: it opens the web drive’s feedback page at once, inside the tap, never kept for a replay', async ({ page }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/text\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.context().route('https://mypikpak.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>web drive</title>' }));
    // Not 'load' nor 'domcontentloaded': both wait for the deferred script held above.
    await page.goto('/premium-deduct', { waitUntil: 'commit' });
    const link = page.getByRole('link', { name: 'send us feedback' });
    await expect(link).toHaveAttribute('target', '_blank');
    const popup = page.waitForEvent('popup');
    await link.click();
    await (await popup).waitForURL('https://mypikpak.com/drive/feedback');
    await expect(link).not.toHaveAttribute('data-tap-kept');
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  });

  test('in the app, keeps a tap on its feedback link, shows it taken at once, and carries it out once when the script runs, never following the bare path', async ({ page }) => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/js\/text\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The app has named its language before (the cookie): no text is held, so a tap counts.
    await page.context().addCookies([{ name: 'locale', value: 'en-US', url: 'http://127.0.0.1' }]);
    await page.goto('/premium-deduct?__host=android&__user=member', { waitUntil: 'commit' });
    const link = page.getByRole('link', { name: 'send us feedback' });
    await link.click();
    // Painted and tapped, no script yet: the tap is kept and the link says so; the page stays.
    await expect(link).toHaveAttribute('data-tap-kept');
    expect(await link.evaluate((a) => getComputedStyle(a).opacity)).toBe('0.7');
    // An impatient second tap is not kept again.
    await link.click();
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    expect(new URL(page.url()).pathname).toBe('/premium-deduct');
    release();
    await expect(hostLog(page)).toContainText('sendAction({"action":"open_feedback"})');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    await expect(link).not.toHaveAttribute('data-tap-kept');
    expect(new URL(page.url()).pathname).toBe('/premium-deduct');
    expect(await hostLog(page).evaluate((log) => (log.textContent ?? '').split('sendAction({"action":"open_feedback"})').length - 1)).toBe(1);
  });

  test('when its script cannot load, a kept tap is dropped, the link is free again and the page says why', async ({ page }) => {
    let fail = () => undefined as void;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    await page.route(/\/static\/js\/text\.[^/]+\.js$/, async (route) => {
      await failed;
      await route.abort();
    });
    await page.context().addCookies([{ name: 'locale', value: 'en-US', url: 'http://127.0.0.1' }]);
    await page.goto('/premium-deduct?__host=android&__user=member', { waitUntil: 'commit' });
    const link = page.getByRole('link', { name: 'send us feedback' });
    await link.click();
    await expect(link).toHaveAttribute('aria-busy', 'true');
    fail();
    await expect(page.getByRole('alert')).toContainText('The page could not be loaded.');
    await expect(link).not.toHaveAttribute('aria-busy');
    await expect(link).not.toHaveAttribute('data-tap-kept');
    expect(new URL(page.url()).pathname).toBe('/premium-deduct');
  });
});

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The filled buttons on the page: the one main action. */
// Text pages carry the parts for every situation in their HTML: what counts is what the reader sees.
const primaryButtons = (page: Page) => page.locator('main .button:not(.button-secondary)').filter({ visible: true });

test.describe('notice layout', () => {
  test('the base font size is 65px from 650px wide, else 10vw, set by CSS; the text stays on the one scale', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/purchase-attention');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const measure = () =>
      page.evaluate(() => ({
        root: getComputedStyle(document.documentElement).fontSize,
        inline: document.documentElement.style.fontSize,
        body: getComputedStyle(document.querySelector('main p') as Element).fontSize,
      }));
    expect(await measure()).toEqual({ root: '65px', inline: '', body: '16px' });
    await page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(measure).toEqual({ root: '40px', inline: '', body: '16px' });
    // Only a notice's document gets the rule.
    await page.goto('/403');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('16px');
  });

  test('the iOS smart banner names the app', async ({ page }) => {
    await page.goto('/purchase-attention');
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', 'app-id=1616861537');
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(1);
  });

  test('in the app, the feedback link asks the app to open its feedback page (send action)', async ({ page }) => {
    await page.goto('/premium-deduct?__host=android&__user=member');
    await page.getByRole('link', { name: 'send us feedback' }).click();
    // The fake host's log (its panel may be folded) records what the app was asked.
    await expect(page.getByRole('list', { name: 'Fake host log', includeHidden: true })).toContainText('sendAction({"action":"open_feedback"})');
    // The app acknowledged: no steps.
    await expect(page.getByRole('list', { name: 'How to send feedback' })).toHaveCount(0);
    await expect(page.locator('.ui-toast')).toHaveCount(0);
  });

  test('in the app, the steps to feedback are shown when the app does not answer the send action', async ({ page }) => {
    await page.goto('/premium-deduct?__host=android&__user=member&__fault=sendAction:timeout');
    await page.getByRole('link', { name: 'send us feedback' }).click();
    const steps = page.getByRole('list', { name: 'How to send feedback' });
    await expect(steps).toBeVisible({ timeout: 10_000 });
    await expect(steps.getByRole('listitem')).toHaveText(['1Open Settings in the app.', '2Tap Feedback.']);
    await expect(page.getByRole('alert').filter({ has: steps }).getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
      'href',
      /^pikpakapp:\/\/.+\/xpan\/setting$/,
    );
    await expect(page.locator('.notice-feedback-steps')).toBeFocused();
  });

  test('the Settings deep link is a button in the app and plain steps in a browser', async ({ page }) => {
    await page.goto('/payment-error?__host=android&__user=member');
    await expect(page.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', /^pikpakapp:\/\/.+\/xpan\/setting$/);
    await page.goto('/payment-error?__host=browser');
    await expect(page.getByText('Settings → About → Check for updates')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Settings' })).toHaveCount(0);
    await expect(page.locator('main a[href^="pikpakapp:"]').filter({ visible: true })).toHaveCount(0);
  });

  test('the invalid-invitation notice is a warning and the compensation good news', async ({ page }) => {
    await page.goto('/reward-warn');
    await expect(page.locator('main .ui-banner').filter({ visible: true })).toHaveAttribute('data-severity', 'warning');
    await page.goto('/payment-error');
    await expect(page.locator('main .ui-banner').filter({ visible: true })).toHaveAttribute('data-severity', 'success');
  });
});

test.describe('/toapp on an Android phone', () => {
  test.use({ userAgent: ANDROID_UA, viewport: { width: 390, height: 844 } });
  test('offers the APK as the one main action, the other platforms folded below', async ({ page }) => {
    await page.goto('/toapp');
    await expect(page.getByText(/with up to 10\sTB of storage/)).toBeVisible();
    const download = page.getByRole('link', { name: 'Download the APK' });
    await expect(download).toHaveAttribute('href', /^https:\/\/download\.mypikpak\.com\//);
    await expect(primaryButtons(page)).toHaveCount(1);
    await expect(primaryButtons(page)).toHaveText('Download the APK');
    await expect(page.getByRole('link', { name: 'Open the App Store' })).toHaveCount(0);
    await page.getByText('Other devices').filter({ visible: true }).click();
    await expect(page.getByRole('link', { name: 'Open the App Store' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the web drive' })).toBeVisible();
    await expect(primaryButtons(page)).toHaveCount(1);
  });
});

test.describe('/toapp on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });
  test('offers the App Store as the one main action', async ({ page }) => {
    await page.goto('/toapp');
    await expect(primaryButtons(page)).toHaveText('Open the App Store');
    await expect(page.getByRole('link', { name: 'Open the App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/id1616861537');
    await expect(page.getByRole('link', { name: 'Download the APK' })).toHaveCount(0);
  });
});

test.describe('/toapp on a computer', () => {
  test('offers the web drive as the one main action', async ({ page }) => {
    await page.goto('/toapp');
    await expect(primaryButtons(page)).toHaveText('Open the web drive');
    await expect(page.getByRole('link', { name: 'Open PikPak' })).toHaveCount(0);
  });
});

/** /update-guide in each situation: its one main action (none on a computer), and the other ways seen as secondary. */
const UPDATE_GUIDE = [
  { where: 'in the app', url: '/update-guide?__host=android&__user=member', userAgent: ANDROID_UA, main: 'Open Settings', secondary: ['Download the APK', 'Open the App Store'] },
  { where: 'in an Android browser', url: '/update-guide', userAgent: ANDROID_UA, main: 'Download the APK', secondary: ['Open the App Store'] },
  { where: 'in an iPhone browser', url: '/update-guide', userAgent: IPHONE_UA, main: 'Open the App Store', secondary: ['Download the APK'] },
  { where: 'on a computer', url: '/update-guide', userAgent: undefined, main: null, secondary: ['Download the APK', 'Open the App Store'] },
] as const;

test.describe('/update-guide, a text page', () => {
  const visibleLinks = (page: Page, name: string) => page.getByRole('link', { name }).filter({ visible: true });
  for (const { where, url, userAgent, main, secondary } of UPDATE_GUIDE) {
    test.describe(where, () => {
      test.use({ viewport: { width: 390, height: 844 }, userAgent });
      test(`${main ?? 'no way'} is the main action; Settings only in the app; the APK's address from the server`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        await expect(primaryButtons(page)).toHaveCount(main ? 1 : 0);
        if (main) await expect(primaryButtons(page)).toHaveText(main);
        for (const name of secondary) {
          await expect(visibleLinks(page, name)).toHaveCount(1);
          await expect(visibleLinks(page, name)).toHaveClass(/button-secondary/);
        }
        await expect(visibleLinks(page, 'Open Settings')).toHaveCount(main === 'Open Settings' ? 1 : 0);
        // The address from the server reply, checked, linked by the host's rule (the app's view action in the app).
        await expect(visibleLinks(page, 'Download the APK')).toHaveAttribute('href', main === 'Open Settings' ? /^pikpakapp:\/\/mypikpak\.com\/xpan\/view\?message=https%3A%2F%2Fdownload\.mypikpak\.com%2F/ : /^https:\/\/download\.mypikpak\.com\//);
      });
    });
  }
});

test.describe('/service-compensation', () => {
  test('a current Premium user sees how to redeem the code', async ({ page }) => {
    await page.goto('/service-compensation?__host=android&__user=premium');
    await expect(page.getByRole('heading', { level: 2, name: 'How to redeem your code' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Redeem a code' })).toHaveAttribute('href', '/activity/cdKey');
  });

  test('a member without Premium is told it is for current Premium users only', async ({ page }) => {
    await page.goto('/service-compensation?__host=android&__user=member');
    await expect(page.getByText('This compensation is for current Premium members only.', { exact: false }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Redeem a code' })).toHaveCount(0);
  });
});

// Axe on every notice, in en-US, ar and ko, light and dark: the route walk (route-walk.spec.ts).
