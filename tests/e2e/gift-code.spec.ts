import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, comeBack, hostLog, logInThroughApp, test, type Page } from './fixtures';
import { translated } from './po';
import { compiledMessageIds } from './walk';

// Pages hydrate and ask the fake app first; under parallel runs that can take a few seconds.
const expect = baseExpect.configure({ timeout: 10_000 });

/** /activity/cdKey in en-US and ar: success with Done, refusals, verification, one request, log in and back, a code from a link in a browser. */
const PAGE = '/activity/cdKey';
/** The reader comes back to the page from the app's screen. */

async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('#fake-host').exclude('#boot-failure').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** Counts the redemption requests the page makes. */
function countRedemptions(page: Page) {
  const counter = { n: 0 };
  page.on('request', (r) => {
    if (r.url().includes('/vip/v1/order/activation-code')) counter.n += 1;
  });
  return counter;
}

for (const locale of ['en-US', 'ar'] as const) {
  const say = (english: string) => translated(locale, english);

  test.describe(`gift-code page (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    // axe takes a few seconds a run on a phone-sized page.
    test.setTimeout(60_000);

    test('redeems a code from a link with one tap, ends on the success panel, Done closes the page; no hydration error, no serious axe finding', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && /hydrat/i.test(m.text()) && errors.push(m.text()));
      const redemptions = countRedemptions(page);
      await page.goto(`${PAGE}?__host=android&__user=member&code=PREMIUM30`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(say('Redeem a gift code'));
      const field = page.getByRole('textbox', { name: say('Gift code') });
      await expect(field).toHaveValue('PREMIUM30');
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole('button', { name: say('Redeem'), exact: true }).click();
      const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { level: 2 }) });
      await expect(panel).toBeFocused();
      await expect(panel.getByRole('heading', { level: 2 })).toContainText(locale === 'ar' ? /30|٣٠/ : '30 days of Premium added');
      await expect(panel).toContainText(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(Date.now() + 30 * 86_400_000));
      expect(await seriousAxeFindings(page)).toEqual([]);
      await panel.getByRole('button', { name: say('Done') }).click();
      await expect(hostLog(page)).toContainText('finishSelf');
      expect(redemptions.n).toBe(1);
      expect(errors).toEqual([]);
    });

    test('ten rapid taps send one request', async ({ page }) => {
      const redemptions = countRedemptions(page);
      await page.goto(`${PAGE}?__host=ios&__user=member`);
      await page.getByRole('textbox', { name: say('Gift code') }).fill(' TRIAL 7 ');
      const button = page.getByRole('button', { name: say('Redeem'), exact: true });
      await button.evaluate((b: HTMLButtonElement) => {
        for (let i = 0; i < 10; i += 1) b.click();
      });
      await expect(page.getByRole('button', { name: say('Redeem another code') })).toBeVisible();
      expect(redemptions.n).toBe(1);
    });

    test('asks for the code when it is empty, with no request', async ({ page }) => {
      const redemptions = countRedemptions(page);
      await page.goto(`${PAGE}?__host=android&__user=member`);
      await page.getByRole('button', { name: say('Redeem'), exact: true }).click();
      await expect(page.getByText(say('Enter your gift code.'))).toBeVisible();
      await expect(page.getByRole('textbox', { name: say('Gift code') })).toBeFocused();
      expect(redemptions.n).toBe(0);
    });

    for (const [code, message] of [
      ['USEDCODE', 'This gift code has already been used. Each code can be redeemed only once.'],
      ['NOSUCHCODE', 'We couldn’t find this gift code. Check it for typing mistakes, or paste it again.'],
      ['EXPIRED90', 'This gift code has expired. Ask whoever gave it to you for a new one.'],
    ] as const) {
      test(`refuses ${code} in the user’s words and keeps it`, async ({ page }) => {
        await page.goto(`${PAGE}?__host=android&__user=member&code=${code}`);
        await page.getByRole('button', { name: say('Redeem'), exact: true }).click();
        await expect(page.getByText(say(message))).toBeVisible();
        await expect(page.getByRole('textbox', { name: say('Gift code') })).toHaveValue(code);
        await expect(page.locator('main')).not.toContainText(/activation_code|40\d\d/);
      });
    }

    test('a code for Premium members, redeemed by a member: Get Premium is the way on, the code kept for later', async ({ page }) => {
      await page.goto(`${PAGE}?__host=android&__user=member&code=COMP2DAYS`);
      await page.getByRole('button', { name: say('Redeem'), exact: true }).click();
      await expect(page.getByText(say('This code works only on accounts that have Premium. Get Premium first, then redeem it—we’ll keep your code here.'))).toBeVisible();
      await page.getByRole('button', { name: say('Get Premium'), exact: true }).click();
      await expect(hostLog(page)).toContainText('openWebPage');
      await expect(page.getByRole('textbox', { name: say('Gift code') })).toHaveValue('COMP2DAYS');
      await expect(page.locator('main')).not.toContainText(/activation_code|40\d\d/);
    });

    test('logged out in the app: Log in asks the app, and back logged in the form has the link’s code', async ({ page }) => {
      const redemptions = countRedemptions(page);
      await page.goto(`${PAGE}?__host=android&__user=guest&code=PREMIUM30`);
      await expect(page.getByRole('heading', { name: say('Log in to redeem a gift code') })).toBeVisible();
      await logInThroughApp(page, page.getByRole('button', { name: say('Log in') }));
      await expect(page.getByRole('textbox', { name: say('Gift code') })).toHaveValue('PREMIUM30');
      expect(redemptions.n).toBe(0);
    });

    test('VERIFY30: Confirm it’s you asks the app, and back on the page the code is redeemed by itself', async ({ page }) => {
      await page.goto(`${PAGE}?__host=android&__user=member&code=VERIFY30`);
      const redeem = page.getByRole('button', { name: say('Redeem'), exact: true });
      await redeem.click();
      await expect(page.getByText(say('Confirm it’s you to redeem this code'))).toBeVisible();
      await page.getByRole('button', { name: say('Confirm it’s you') }).click();
      await expect(hostLog(page)).toContainText('open_verification');
      await comeBack(page);
      await expect(page.getByRole('button', { name: say('Redeem another code') })).toBeVisible();
    });

    test('a code from a link in a browser: shown and copied, to redeem in the app; no request', async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const redemptions = countRedemptions(page);
      await page.goto(`${PAGE}?__host=browser&code=PREMIUM30`);
      await expect(page.getByRole('heading', { name: say('Redeem your code in the PikPak app') })).toBeVisible();
      const chip = page.getByRole('group', { name: say('Your gift code') });
      await expect(chip.locator('bdi[dir="ltr"]')).toHaveText('PREMIUM30');
      await chip.getByRole('button', { name: say('Copy code') }).click();
      await expect(chip.getByRole('status')).toHaveText(say('Copied to clipboard'));
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('PREMIUM30');
      await expect(page.getByRole('link', { name: say('Get the PikPak app') })).toHaveAttribute('href', '/toapp');
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(redemptions.n).toBe(0);
    });
  });
}

test('/service-compensation leads to a working gift-code page', async ({ page }) => {
  await page.goto('/service-compensation?__host=android&__user=premium');
  const link = page.locator('a[href="/activity/cdKey"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/activity\/cdKey$/);
  await expect(page.getByRole('textbox', { name: 'Gift code' })).toBeVisible();
});

test.describe('a page opened in place from the gift-code page', () => {
  test.use({ locale: 'ar' });
  test('shows in Arabic with its own catalog, downloaded only when it is opened', async ({ page }) => {
    const catalogs: string[] = [];
    page.on('request', (r) => {
      if (/\/static\/js\/async\/.+\.js$/.test(r.url())) catalogs.push(new URL(r.url()).pathname);
    });
    await page.goto(`${PAGE}?__host=android&__user=premium`);
    await expect(page.getByRole('textbox', { name: translated('ar', 'Gift code') })).toBeVisible();
    const before = catalogs.length;
    await page.locator('main a[href="/purchase-attention"]').click();
    await expect(page).toHaveURL(/\/purchase-attention$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('ar', 'Buy Premium only from official channels'));
    // Its text came with it: a chunk was downloaded for it, and no message id shows.
    expect(catalogs.length).toBeGreaterThan(before);
    const ids = compiledMessageIds();
    expect((await page.locator('main').innerText()).split(/\s+/).filter((word) => ids.has(word))).toEqual([]);
  });
});
