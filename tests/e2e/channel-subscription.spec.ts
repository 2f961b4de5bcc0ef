import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from './fixtures';
import { translated } from './po';

// Pages hydrate and ask the fake app first; under parallel runs that can take a few seconds.
const expect = baseExpect.configure({ timeout: 10_000 });

/** /bot-sub (issues 9, 21) in en-US and ar: the handle as the name, confirmed subscribe, confirmed cancel, list, every fault kind, one request, outside the app. */
const PAGE = '/bot-sub';

async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('#fake-host').exclude('#boot-failure').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

function countCalls(page: Page) {
  const counter = { GET: 0, POST: 0, DELETE: 0 };
  page.on('request', (r) => {
    const method = r.method();
    if (r.url().includes('/contentSubscription/v1/subscribe') && (method === 'GET' || method === 'POST' || method === 'DELETE')) counter[method] += 1;
  });
  return counter;
}

for (const locale of ['en-US', 'ar'] as const) {
  const say = (english: string) => translated(locale, english);

  test.describe(`channel subscription page (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    // axe takes a few seconds a run on a phone-sized page.
    test.setTimeout(60_000);

    test('names the channel by its handle, subscribes only after confirming, then cancels after confirming', async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && /hydrat/i.test(m.text()) && errors.push(m.text()));
      const calls = countCalls(page);
      const title = 'PikPak Official Announcements ✅';
      await page.goto(`${PAGE}?__host=android&__user=member&channel=pikpak_demo&title=${encodeURIComponent(title)}`);
      // The handle names the channel; the link's title is only labelled as the link's.
      await expect(page.getByRole('heading', { name: '@pikpak_demo' })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
      await expect(page.locator('.channel-link-title')).toContainText(title);
      await expect(page.getByText(say('Not subscribed'))).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      // A channel the user has never seen: Subscribe asks first, naming the handle; nothing is sent.
      await page.getByRole('button', { name: say('Subscribe'), exact: true }).click();
      const confirm = page.locator('main').getByRole('group');
      await expect(confirm).toContainText('@pikpak_demo');
      await expect(confirm).toBeFocused();
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(calls.POST).toBe(0);
      // Ten rapid taps on the confirmation's Subscribe: one request.
      await confirm.getByRole('button', { name: say('Subscribe'), exact: true }).evaluate((b: HTMLButtonElement) => {
        for (let i = 0; i < 10; i += 1) b.click();
      });
      await expect(page.getByText(say('Subscribed'), { exact: true })).toBeVisible();
      expect(calls.POST).toBe(1);
      await page.getByRole('button', { name: say('Cancel subscription') }).click();
      await expect(page.getByRole('button', { name: say('Yes, cancel') })).toBeVisible();
      expect(calls.DELETE).toBe(0);
      const yes = page.getByRole('button', { name: say('Yes, cancel') });
      await yes.evaluate((b: HTMLButtonElement) => {
        for (let i = 0; i < 10; i += 1) b.click();
      });
      await expect(page.getByText(say('Subscription canceled'))).toBeVisible();
      expect(calls.DELETE).toBe(1);
      expect(calls.POST).toBe(1);
      expect(errors).toEqual([]);
    });

    test('lists the premium user’s two channels, each with Cancel', async ({ page }) => {
      await page.goto(`${PAGE}?__host=ios&__user=premium`);
      await expect(page.getByRole('heading', { name: say('Your subscriptions') })).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('button', { name: say('Cancel subscription') })).toHaveCount(2);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('a user without subscriptions: “Currently not subscribed”', async ({ page }) => {
      await page.goto(`${PAGE}?__host=android&__user=member`);
      await expect(page.getByRole('heading', { name: say('You’re not subscribed to any channels') })).toBeVisible();
    });

    test('outside the app: asks to install the app, and requests nothing', async ({ page }) => {
      const calls = countCalls(page);
      await page.goto(`${PAGE}?__host=browser&channel=pikpak_demo`);
      await expect(page.getByRole('heading', { name: say('Install the PikPak app to finish subscribing') })).toBeVisible();
      await expect(page.getByRole('link', { name: say('Get the PikPak app') })).toHaveAttribute('href', '/toapp');
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(calls.GET + calls.POST + calls.DELETE).toBe(0);
    });

    test('logged out in the app: asks to log in', async ({ page }) => {
      await page.goto(`${PAGE}?__host=android&__user=guest&channel=pikpak_demo`);
      await expect(page.getByRole('heading', { name: say('Log in to manage subscriptions') })).toBeVisible();
    });

    test('an unknown channel is said as such; a failed subscribe keeps the page', async ({ page }) => {
      await page.goto(`${PAGE}?__host=android&__user=member&channel=no_such_channel`);
      await page.getByRole('button', { name: say('Subscribe'), exact: true }).click();
      await page.locator('main').getByRole('group').getByRole('button', { name: say('Subscribe'), exact: true }).click();
      await expect(page.getByText(say('We couldn’t find this channel on Telegram. Send the channel’s link to the PikPak bot again, then open the new link it sends you.'))).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/channel_not_found|4041/);
    });
  });
}
