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

/** The cancel requests the page sends (answered by the fake backend's worker). */
function countCancels(page: Page) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/vip/v1/stripe/cancelSubscription')) sent.push(r.postData() ?? '');
  });
  return sent;
}

// Several axe runs and a pending payment's few seconds per test.
test.describe.configure({ timeout: 90_000 });

for (const locale of ['en-US', 'ar'] as const) {
  const lang = locale === 'ar' ? '&__lang=ar' : '&__lang=en-US';
  const t = (english: string) => seen(locale, english);

  test.describe(`/subscription in ${locale}`, () => {
    // The browser's language too, for the pages opened outside the app.
    test.use({ locale });
    test('cancel needs the confirmation, which says what happens, and sends exactly one request', async ({ page }) => {
      // A fresh tab: the fake backend remembers a cancel for the tab.
      const sent = countCancels(page);
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
      expect(sent).toEqual([]);
      await confirm.getByRole('radio').first().check();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await confirm.getByRole('button', { name: t('Cancel subscription') }).dblclick();
      await expect(page.getByText(t('Your subscription has been canceled'))).toBeVisible();
      await expect(plan).toContainText(t('Ends soon'));
      await expect(page.getByRole('button', { name: t('Cancel subscription') })).toHaveCount(0);
      expect(sent).toEqual([JSON.stringify({ subscription_id: 'sub_1Demo' })]);
      expect(reports).toEqual([]);

      // For the rest of the visit.
      await page.reload();
      await expect(page.getByText(t('Your subscription has been canceled'))).toBeVisible();
      expect(sent).toHaveLength(1);
    });

    test('a failed cancel keeps the subscription and says so', async ({ page }) => {
      const sent = countCancels(page);
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
      await expect(page.locator('ol[aria-label="Fake host log"]')).toContainText('openWebPage');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('the switched states: past due, expired, and a browser', async ({ page }) => {
      await page.goto(`/subscription?__host=android&__user=premium&__subscription=past_due${lang}`);
      await expect(page.getByRole('alert')).toContainText(t('Your last payment did not go through'));
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.goto(`/subscription?__host=android&__user=premium&__subscription=expired${lang}`);
      await expect(page.getByRole('button', { name: t('Get Premium again') })).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.goto(`/subscription?__host=browser${lang}`);
      await expect(page.getByRole('heading', { name: t('Log in to see your subscription') })).toBeVisible();
      await expect(page.getByRole('link', { name: t('Get the PikPak app') })).toHaveAttribute('href', '/toapp');
    });
  });

  test.describe(`/payment/status in ${locale}`, () => {
    test.use({ locale });
    test('pending in the app becomes success', async ({ page }) => {
      const reports = hydrationReports(page);
      await page.goto(`/payment/status?status=pending&__host=android&__user=member${lang}`);
      await expect(page.getByText(t('Confirming your payment…'))).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await expect(page.getByText(t('Payment received'))).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('[role="status"] time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole('button', { name: t('Back to the app') }).click();
      await expect(page.locator('ol[aria-label="Fake host log"]')).toContainText('finishSelf');
      expect(reports).toEqual([]);
    });

    test('failed, unknown and a browser’s pending say what they mean', async ({ page }) => {
      await page.goto(`/payment/status?status=failed&__host=browser${lang}`);
      await expect(page.getByRole('alert')).toContainText(t('Your payment did not go through'));
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.goto(`/payment/status?status=whatever&__host=browser${lang}`);
      await expect(page.getByText(t('We can’t tell how your payment went'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('View your subscription') })).toHaveAttribute('href', '/subscription');
      await page.goto(`/payment/status?status=pending&__host=browser${lang}`);
      await expect(page.getByText(t('Your payment is being processed'))).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });
}
