import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';

/**
 * The text a reader of `locale` sees for an English message: its translation once the
 * catalog has one, the English source until then (Lingui shows the source of a message the
 * catalog lacks).
 */
function seen(locale: 'en-US' | 'ar', english: string): string {
  if (locale === 'en-US') return english;
  const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  const at = po.indexOf(`msgid ${JSON.stringify(english)}`);
  if (at < 0) return english;
  const line = po.slice(at).split('\n')[1] ?? '';
  return (JSON.parse(line.replace(/^msgstr /, '')) as string) || english;
}

async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('#fake-host').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** React's hydration reports (a pre-rendered page whose markup differed from the first render). */
function hydrationReports(page: Page) {
  const reports: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) reports.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/hydrat/i.test(e.message)) reports.push(e.message);
  });
  return reports;
}

/** The requests to one of the subscription's POST calls the page sends (answered by the fake backend's worker). */
function countPosts(page: Page, call: 'cancelSubscription' | 'resumeSubscription') {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/vip/v1/stripe/${call}`)) sent.push(r.postData() ?? '');
  });
  return sent;
}

/** The fake app's log of bridge calls (its panel). */
const hostLog = (page: Page) => page.locator('ol[aria-label="Fake host log"]');

// Several axe runs and a pending payment's few seconds per test.
test.describe.configure({ timeout: 90_000 });

for (const locale of ['en-US', 'ar'] as const) {
  const lang = locale === 'ar' ? '&__lang=ar' : '&__lang=en-US';
  const t = (english: string) => seen(locale, english);

  test.describe(`/subscription in ${locale}`, () => {
    // The browser's language too, for the pages opened outside the app.
    test.use({ locale });
    test('cancel needs the confirmation, sends one request and ends on its success; Renew undoes it with one request; Done closes the page', async ({ page }) => {
      // A fresh tab: the fake backend remembers a cancel for the tab.
      const cancels = countPosts(page, 'cancelSubscription');
      const resumes = countPosts(page, 'resumeSubscription');
      const reports = hydrationReports(page);
      await page.goto(`/subscription?__host=android&__user=premium${lang}`);
      const plan = page.locator('section', { has: page.getByRole('heading', { name: t('Your plan') }) });
      await expect(plan).toContainText(t('Active'));
      if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('[aria-labelledby="subscription-history-title"]').getByRole('listitem')).toHaveCount(3);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await page.getByRole('button', { name: t('Cancel subscription') }).click();
      const confirm = page.locator('section', { has: page.getByRole('heading', { name: t('Cancel your subscription?') }) });
      await expect(confirm).toBeVisible();
      await expect(confirm.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      expect(cancels).toEqual([]);
      await confirm.getByRole('radio').first().check();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await confirm.getByRole('button', { name: t('Cancel subscription') }).dblclick();
      // The success in the task's place: the one status message, with the date and the undo.
      const canceled = page.getByRole('status', { name: t('Subscription canceled') });
      await expect(canceled).toBeFocused();
      await expect(canceled.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expect(page.locator('#root [role="status"], #root [role="alert"]')).toHaveCount(1);
      expect(cancels).toEqual([JSON.stringify({ subscription_id: 'sub_1Demo' })]);
      expect(await seriousAxeFindings(page)).toEqual([]);

      await canceled.getByRole('button', { name: t('Renew') }).dblclick();
      const renewed = page.getByRole('status', { name: t('Subscription renewed') });
      await expect(renewed).toBeVisible();
      // The next charge's amount (in the reader's digits) and its date.
      await expect(renewed.locator('bdi')).not.toBeEmpty();
      await expect(renewed.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      expect(resumes).toEqual([JSON.stringify({ subscription_id: 'sub_1Demo' })]);
      await renewed.getByRole('button', { name: t('Done') }).click();
      await expect(hostLog(page)).toContainText('finishSelf');
      expect(reports).toEqual([]);
    });

    test('a failed cancel keeps the subscription and says so', async ({ page }) => {
      const sent = countPosts(page, 'cancelSubscription');
      await page.goto(`/subscription?__host=ios&__user=premium&__fault=cancelSubscription:500${lang}`);
      await page.getByRole('button', { name: t('Cancel subscription') }).click();
      await page.locator('section', { has: page.getByRole('heading', { name: t('Cancel your subscription?') }) }).getByRole('button', { name: t('Cancel subscription') }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t('Your subscription wasn’t canceled'));
      await expect(alert).toContainText(t('Premium continues as before.'));
      await expect(page.getByText(t('Active'), { exact: true })).toBeVisible();
      expect(sent).toHaveLength(1);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('no card subscription: none here, the stores’ note, and Premium through the app', async ({ page }) => {
      await page.goto(`/subscription?__host=android&__user=member${lang}`);
      await expect(page.getByRole('heading', { name: t('You have no subscription here') })).toBeVisible();
      await expect(page.getByText(t('Bought Premium in Google Play or the App Store?'))).toBeVisible();
      await page.getByRole('button', { name: t('Get Premium') }).click();
      await expect(hostLog(page)).toContainText('openWebPage');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('the switched states: pay now on past due, renew while cancelling, expired, and a browser', async ({ page }) => {
      // The provider's hosted invoice page, answered here (the test leaves no request to the internet).
      await page.context().route('https://invoice.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Invoice</title>' }));
      await page.goto(`/subscription?__host=android&__user=premium&__subscription=past_due${lang}`);
      await expect(page.getByRole('alert')).toContainText(t('Your last payment didn’t go through'));
      const pay = page.getByRole('link', { name: t('Pay now (opens in a new tab)') });
      await expect(pay).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_1Demo/in_demo_due');
      await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('button', { name: t('Update payment method') })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      const [invoice] = await Promise.all([page.waitForEvent('popup'), pay.click()]);
      expect(invoice.url()).toBe('https://invoice.stripe.com/i/acct_1Demo/in_demo_due');
      await invoice.close();

      // Update payment method: one tap opens the provider's page (no second button to tap); back on
      // the page, the subscription is read again and the changed card is said.
      await page.context().route('https://billing.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Billing</title>' }));
      const [portal] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: t('Update payment method') }).click()]);
      await portal.waitForURL('https://billing.stripe.com/p/session/demo_sub_1Demo');
      await portal.close();
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(page.getByText(t('Card updated'))).toBeVisible();

      const resumes = countPosts(page, 'resumeSubscription');
      await page.goto(`/subscription?__host=ios&__user=premium&__subscription=cancelling${lang}`);
      await expect(page.getByText(t('Your subscription has been canceled'))).toBeVisible();
      await page.getByRole('button', { name: t('Renew subscription') }).dblclick();
      const renewed = page.getByRole('status', { name: t('Subscription renewed') });
      await expect(renewed.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      expect(resumes).toHaveLength(1);
      await renewed.getByRole('button', { name: t('Done') }).click();
      await expect(hostLog(page)).toContainText('finishSelf');

      await page.goto(`/subscription?__host=android&__user=premium&__subscription=expired${lang}`);
      await expect(page.getByRole('button', { name: t('Get Premium again') })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      // A browser has no log-in: the app is the way on.
      await page.goto(`/subscription?__host=browser${lang}`);
      await expect(page.getByRole('heading', { name: t('Manage your subscription in the PikPak app') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('Open the PikPak app') })).toHaveAttribute('href', /^pikpakapp:/);
      await expect(page.getByRole('button', { name: t('Log in') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('Get the PikPak app') })).toHaveAttribute('href', '/toapp');
    });
  });

  test.describe(`/payment/status in ${locale}`, () => {
    test.use({ locale });
    test('success in the app, confirmed by the subscription, ends on its success with Done', async ({ page }) => {
      const reports = hydrationReports(page);
      await page.goto(`/payment/status?status=success&__host=android&__user=premium${lang}`);
      const received = page.getByRole('status', { name: t('Payment received') });
      await expect(received).toBeFocused();
      // It took focus by itself: no focus ring on it (the ring belongs to the controls).
      expect(await received.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
      await expect(received.locator('time')).toHaveCount(2);
      await expect(received.locator('bdi')).not.toBeEmpty();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await received.getByRole('button', { name: t('Done') }).click();
      await expect(hostLog(page)).toContainText('finishSelf');
      expect(reports).toEqual([]);
    });

    test('failed, unknown, and a browser’s success that is never claimed on the link’s word', async ({ page }) => {
      await page.goto(`/payment/status?status=failed&__host=browser${lang}`);
      await expect(page.getByRole('alert')).toContainText(t('Your payment didn’t go through'));
      expect(await seriousAxeFindings(page)).toEqual([]);
      // An unknown result in a browser leads to the app, not to /subscription (which has no log-in there).
      await page.goto(`/payment/status?status=whatever&__host=browser${lang}`);
      await expect(page.getByText(t('We can’t tell how your payment went'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('Open the PikPak app') })).toHaveAttribute('href', /^pikpakapp:/);
      await expect(page.getByRole('link', { name: t('View your subscription') })).toHaveCount(0);
      await page.goto(`/payment/status?status=whatever&__host=android&__user=premium${lang}`);
      await expect(page.getByRole('link', { name: t('View your subscription') })).toHaveAttribute('href', '/subscription');
      await page.goto(`/payment/status?status=success&__host=browser${lang}`);
      await expect(page.getByText(t('Confirm your payment in the app'))).toBeVisible();
      // The reader has just paid: never a doubt about it, always "don't pay again".
      await expect(page.getByText(t('We can’t confirm payments on this page. Don’t pay again: open Premium in the PikPak app, or check for the receipt we email after every payment.'))).toBeVisible();
      await expect(page.getByText(t('Payment received'))).toHaveCount(0);
      await expect(page.locator('.ui-success')).toHaveCount(0);
      await expect(page.getByRole('link', { name: t('Open the PikPak app') })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });
}
