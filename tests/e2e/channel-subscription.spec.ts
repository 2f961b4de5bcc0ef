import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, hostLog, logInThroughApp, test, type Page } from './fixtures';
import { translated } from './po';

// Pages hydrate and ask the fake app first; under parallel runs that can take a few seconds.
const expect = baseExpect.configure({ timeout: 10_000 });

/**
 * /bot-sub in en-US and ar, one page load per flow: subscribe from a link (one tap, one
 * request, the success panel with Undo, Done closes the page); a link's unknown channel said
 * on opening, with the PikPak bot; unsubscribe a row (asked first, the row updated, Undo with one
 * request restores it with its date); a guest logs in through the app and comes back to the
 * list; outside the app, the app to get and no request. Fault kinds: tests/e2e/fault-matrix.spec.ts.
 */
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

function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && /hydrat/i.test(m.text()) && errors.push(m.text()));
  return errors;
}

/** Ten rapid taps on one button: the machine sends one request. */
const tapTenTimes = (b: HTMLButtonElement) => {
  for (let i = 0; i < 10; i += 1) b.click();
};

for (const locale of ['en-US', 'ar'] as const) {
  const say = (english: string) => translated(locale, english);

  test.describe(`channel subscription page (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    // axe takes a few seconds a run on a phone-sized page.
    test.setTimeout(60_000);

    test('subscribes from a link in one tap beside the server’s name for the channel, ends on the success panel with Undo, and Done closes the page', async ({ page }) => {
      const errors = watchErrors(page);
      const calls = countCalls(page);
      const title = 'PikPak Official Announcements ✅';
      await page.goto(`${PAGE}?__host=android&__user=member&channel=pikpak_demo&title=${encodeURIComponent(title)}`);
      // The server names the channel, with its handle; the link's title is nowhere.
      await expect(page.getByRole('heading', { name: 'PikPak Demo' })).toBeVisible();
      await expect(page.locator('main')).toContainText('@pikpak_demo');
      await expect(page.locator('main')).not.toContainText(title);
      await expect(page.getByText(say('Not subscribed'))).toBeVisible();
      expect(calls.POST).toBe(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole('button', { name: say('Subscribe'), exact: true }).evaluate(tapTenTimes);
      // The success panel in the card's place, the page's one status message, with Undo.
      const panel = page.locator('main').getByRole('status');
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole('heading')).toContainText('PikPak Demo');
      await expect(panel).toBeFocused();
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(calls.POST).toBe(1);
      await panel.getByRole('button', { name: say('Undo') }).evaluate(tapTenTimes);
      // The card as it was, focus on its state.
      const state = page.locator('main .channel-state');
      await expect(state).toHaveText(say('Not subscribed'));
      await expect(state).toBeFocused();
      expect(calls.DELETE).toBe(1);
      await page.getByRole('button', { name: say('Subscribe'), exact: true }).click();
      await page.locator('main').getByRole('status').getByRole('button', { name: say('Done') }).click();
      await expect(hostLog(page)).toContainText('finishSelf');
      expect(calls.POST).toBe(2);
      expect(errors).toEqual([]);
    });

    test('a link naming a channel Telegram does not have says so when the page opens and leads to the PikPak bot', async ({ page }) => {
      const calls = countCalls(page);
      await page.goto(`${PAGE}?__host=android&__user=member&channel=no_such_channel`);
      await expect(page.getByRole('heading', { name: say('Channel not found') })).toBeVisible();
      await expect(page.getByRole('link', { name: say('Open the PikPak bot') })).toHaveAttribute('href', /xpan\/view\?message=https%3A%2F%2Ft\.me%2F/);
      await expect(page.getByRole('button', { name: say('Subscribe'), exact: true })).toHaveCount(0);
      expect(calls.GET).toBe(1);
      expect(calls.POST).toBe(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('unsubscribing a row shows its new state at once, with one message whose Undo restores the row with its date', async ({ page }) => {
      const errors = watchErrors(page);
      const calls = countCalls(page);
      await page.goto(`${PAGE}?__host=ios&__user=premium`);
      await expect(page.getByRole('heading', { name: say('Your subscriptions') })).toBeVisible();
      const rows = page.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      const row = rows.first();
      await expect(row).toContainText('PikPak News');
      const since = row.locator('.channel-row-state');
      const dated = (await since.textContent()) ?? '';
      await row.getByRole('button', { name: say('Cancel subscription') }).click();
      const yes = row.getByRole('button', { name: say('Yes, cancel') });
      await expect(row.getByRole('group')).toBeFocused();
      expect(calls.DELETE).toBe(0);
      await yes.evaluate(tapTenTimes);
      // The row's new state: not subscribed, no date, no Subscribe beside the message.
      const message = row.getByRole('status');
      await expect(message).toContainText(say('Subscription canceled'));
      await expect(since).toHaveText(say('Not subscribed'));
      await expect(row).not.toContainText(dated);
      await expect(row.getByRole('button', { name: say('Subscribe'), exact: true })).toHaveCount(0);
      await expect(page.locator('main').getByRole('status')).toHaveCount(1);
      expect(calls.DELETE).toBe(1);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await message.getByRole('button', { name: say('Undo') }).evaluate(tapTenTimes);
      // Exactly as it was, its date included.
      await expect(since).toHaveText(dated);
      await expect(since).toBeFocused();
      await expect(row.getByRole('button', { name: say('Cancel subscription') })).toBeVisible();
      await expect(row.getByRole('status')).toHaveCount(0);
      expect(calls.POST).toBe(1);
      expect(errors).toEqual([]);
    });

    test('a guest logs in through the app and comes back to the list; the empty list opens the bot', async ({ page }) => {
      const calls = countCalls(page);
      await page.goto(`${PAGE}?__host=android&__user=guest`);
      await expect(page.getByRole('heading', { name: say('Log in to manage subscriptions') })).toBeVisible();
      expect(calls.GET).toBe(0);
      await logInThroughApp(page, page.getByRole('button', { name: say('Log in') }));
      await expect(page.getByRole('heading', { name: say('You’re not subscribed to any channels') })).toBeVisible();
      await expect(page.getByRole('link', { name: say('Open the PikPak bot') })).toHaveAttribute('href', /xpan\/view\?message=https%3A%2F%2Ft\.me%2F/);
      expect(calls.GET).toBe(1);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('outside the app: asks to install the app, and requests nothing', async ({ page }) => {
      const calls = countCalls(page);
      await page.goto(`${PAGE}?__host=browser&channel=pikpak_demo`);
      await expect(page.getByRole('heading', { name: say('Install the PikPak app to finish subscribing') })).toBeVisible();
      await expect(page.getByRole('link', { name: say('Get the PikPak app') })).toHaveAttribute('href', '/toapp');
      expect(await seriousAxeFindings(page)).toEqual([]);
      expect(calls.GET + calls.POST + calls.DELETE).toBe(0);
    });
  });
}
