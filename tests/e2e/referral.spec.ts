import AxeBuilder from '@axe-core/playwright';
import { expect, hostLog, logInThroughApp, test, type Page } from './fixtures';
import { translated } from './po';

const INVITATION = '/activity/invitation';
const TITLE = 'Invite friends, earn Premium';
// The history list is named by its heading, in any language.
const historyRows = (page: Page) => page.locator('[aria-labelledby="referral-history-title"]').getByRole('listitem');
const ownCode = (page: Page, code: string) => page.getByText(code, { exact: true });
// The fake host's panel is collapsed by default: its log is read as text, open or not.

/**
 * A message as the reader sees it in `locale`. Until the lead has extracted and translated
 * this round's new messages, they are not in the catalogs yet and the page shows the English
 * source (lenient catalogs): the test then looks for that.
 */
function sayIn(locale: string) {
  return (english: string) => {
    try {
      return translated(locale, english);
    } catch {
      return english;
    }
  };
}

/** A figure as the page writes it in `locale` (Arabic may use its own digits). */
const figure = (page: Page, locale: string, n: number) => page.evaluate(([l, v]) => new Intl.NumberFormat(String(l)).format(Number(v)), [locale, n] as const);

async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('#fake-host').analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('invitation page', () => {
  test('asks a logged-out visitor to log in through the app, with no error', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=browser&__user=guest`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    await expect(page.getByRole('heading', { name: 'Log in to invite friends' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get the PikPak app' })).toHaveAttribute('href', '/toapp');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How rewards work' })).toBeVisible();
  });

  test('loads more rows with the Load more button where scrolling cannot be observed', async ({ page }) => {
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
    await page.goto(`${INVITATION}?__host=ios&__user=member`);
    await page.getByRole('button', { name: 'Show all' }).click();
    await expect(historyRows(page)).toHaveCount(30);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(historyRows(page)).toHaveCount(51);
  });

  test('tells a user who has earned nothing how to earn, with no row of zeros', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=premium`);
    await expect(ownCode(page, 'VIPFRIEND')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No invitations yet' })).toBeVisible();
    await expect(page.getByText(/Share your link: when a friend installs PikPak from it and logs in, you get 5 days of Premium\./)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your rewards' })).toHaveCount(0);
    await expect(historyRows(page)).toHaveCount(0);
  });

  test('refuses an empty code and says why an invalid code cannot be accepted', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=premium`);
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.getByText('Enter an invitation code first.')).toBeVisible();
    await page.getByLabel('Your friend’s invitation code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.getByText(/This invitation code can’t be accepted\./)).toBeVisible();
  });

  test('accepts a valid code once, however many clicks, and ends on the success pattern with the focus on it', async ({ page }) => {
    let submissions = 0;
    await page.goto(`${INVITATION}?__host=android&__user=premium`);
    await page.getByLabel('Your friend’s invitation code').fill('TESTCODE');
    page.on('request', (r) => r.url().includes('/activation-code') && (submissions += 1));
    await page.getByRole('button', { name: 'Confirm code' }).click({ clickCount: 3 });
    const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Invitation accepted' }) });
    await expect(panel).toContainText('You joined through your friend’s invitation: 5 extra Premium days added.');
    await expect(panel).toContainText(/Premium now runs until /);
    await expect(panel).toBeFocused();
    await expect(page.getByText(/Enter their invitation code within 12 hours/)).toHaveCount(0);
    expect(submissions).toBe(1);
  });

  test('prompts an old app to upgrade, and copies the steps only when asked', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=member&__version=1`);
    await expect(page.getByText('Your app is out of date')).toBeVisible();
    await expect(page.getByText(/Check for updates/)).toBeVisible();
    await expect(ownCode(page, 'TESTCODE')).toBeVisible();
    // The page has settled and nothing went to the clipboard on its own.
    await expect(hostLog(page)).not.toContainText('clipboard');
    await page.getByRole('button', { name: 'Copy the steps' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
    await expect(hostLog(page)).toContainText('Check for updates');
  });

  test('says it could not reach the app when the app does not answer who is reading, and never asks a member to log in', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=member&__fault=getUserInfo:timeout`);
    const panel = page.getByRole('alert').filter({ hasText: 'We couldn’t check whether you’re logged in' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Couldn’t reach the PikPak app. Try again.');
    await expect(page.getByRole('heading', { name: 'Log in to invite friends' })).toHaveCount(0);
    const asked = await hostLog(page).getByText(/getUserInfo\(/).count();
    // The retry asks the app again (and says so again when it stays silent).
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(hostLog(page).getByText(/getUserInfo\(/)).toHaveCount(asked + 1);
    await expect(panel).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to invite friends' })).toHaveCount(0);
  });

  test('says it could not reach the app when the app answers garbage', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=ios&__user=member&__fault=getUserInfo:malformed`);
    await expect(page.getByRole('alert').filter({ hasText: 'We couldn’t check whether you’re logged in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log in to invite friends' })).toHaveCount(0);
  });

  test('warns a user whose rewards were withdrawn', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=member&__referral=withdrawn`);
    await expect(page.getByText('Your invitation rewards were withdrawn')).toBeVisible();
    await page.getByRole('link', { name: 'Read why and how to ask for a review' }).click();
    await expect(page).toHaveURL(/\/premium-deduct$/);
  });

  test('states the rules with the worked examples, behind “How rewards work”', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=browser&__user=guest`);
    const examples = page.getByText(/4 monthly purchases of 30 days give you 36 days/);
    await expect(examples).toBeHidden();
    await page.getByText('How rewards work').click();
    await expect(page.getByText(/4 monthly purchases of 30 days give you 36 days, and an annual purchase of 365 days gives you 110 days/)).toBeVisible();
  });
});

test.describe('invitation page under API failures', () => {
  for (const call of ['inviteCode', 'inviteInfo'] as const) {
    test(`a failed ${call} shows an error with a retry, and the history still loads`, async ({ page }) => {
      await page.goto(`${INVITATION}?__host=android&__user=member&__fault=${call}:500`);
      await expect(page.getByText(/Your invitation code and rewards couldn’t be loaded/)).toBeVisible();
      await expect(historyRows(page)).toHaveCount(5);
    });
  }

  test('a failed redemption says so and the form stays usable', async ({ page }) => {
    // A server error is a failure; no reply at all is an unknown outcome (below, and the hardening spec).
    await page.goto(`${INVITATION}?__host=android&__user=premium&__fault=activation-code:500`);
    await page.getByLabel('Your friend’s invitation code').fill('TESTCODE');
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.getByText('Couldn’t confirm the code. Try again later.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm code' })).toBeEnabled();
  });

  test('a failed version check or eligibility check does not block the page', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=premium&__version=1&__fault=checkClientVersion:500,checkInvite:malformed`);
    await expect(ownCode(page, 'VIPFRIEND')).toBeVisible();
    await expect(page.getByText('Your app is out of date')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm code' })).toBeVisible();
  });
});

test.describe('invited landing page', () => {
  test('names the inviter and offers the app, and copies the code in a browser', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/activity/invited?code=TESTCODE&__host=browser&__user=guest');
    await expect(page.getByText('Mia W. invited you to PikPak.')).toBeVisible();
    await expect(page.getByText('Join with this invitation and get 5 extra Premium days.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download the Android app (APK)' })).toHaveAttribute('href', /^https:\/\/download\.mypikpak\.com\//);
    await expect(page.getByRole('link', { name: 'Get PikPak on the App Store' })).toHaveAttribute('href', 'https://apps.apple.com/app/id1616861537');
    await expect(page.getByText(/Within 12 hours of installing, enter the invitation code TESTCODE/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('TESTCODE');
    const events = await page.evaluate(() => ((window as unknown as { __statsQueue?: { action: string }[] }).__statsQueue ?? []).map((e) => e.action));
    expect(events).toEqual(expect.arrayContaining(['invited_page_view', 'invited_copy_code']));
  });

  test('says so for an unknown code', async ({ page }) => {
    await page.goto('/activity/invited?code=NOSUCHCODE&__host=browser&__user=guest');
    await expect(page.getByText(/We couldn’t find this invitation code/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();
  });

  test('explains a link without a valid code', async ({ page }) => {
    await page.goto('/activity/invited?code=%25%25&__host=browser&__user=guest');
    await expect(page.getByText(/This invitation link has no valid invitation code/)).toBeVisible();
  });

  test('shows the inviter’s name in order in Arabic', async ({ page }) => {
    await page.goto('/activity/invited?code=TESTCODE&__host=android&__user=guest&__lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = page.locator('bdi', { hasText: 'Mia W.' });
    await expect(name).toBeVisible();
    expect(await name.evaluate((e) => e.textContent)).toBe('Mia W.');
  });

  test('a failed inviter lookup offers a retry', async ({ page }) => {
    await page.goto('/activity/invited?code=TESTCODE&__host=browser&__user=guest&__fault=inviter:offline');
    await expect(page.getByText(/We couldn’t check who invited you/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get the app' })).toBeVisible();
  });

  test.describe('on an iPhone', () => {
    test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
    test('shows the code first, prominently, with a copy button', async ({ page }) => {
      await page.goto('/activity/invited?code=TESTCODE&__host=browser&__user=guest');
      await expect(page.getByText(/App Store can’t pass your invitation on/)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Your friend’s invitation code');
      await expect(page.locator('.referral-code-first').getByText('TESTCODE', { exact: true })).toBeVisible();
    });
  });
});

test.describe('accessibility', () => {
  for (const lang of ['en-US', 'ar'] as const) {
    test(`the logged-out invitation page has no serious or critical axe findings in ${lang}`, async ({ page }) => {
      await page.goto(`${INVITATION}?__host=browser&__user=guest&__lang=${lang}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

  }

  test('both pages have no serious or critical axe findings in the dark colour scheme', async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`${INVITATION}?__host=android&__user=member&__version=1&__referral=withdrawn`);
    await expect(historyRows(page)).toHaveCount(5);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.goto('/activity/invited?code=TESTCODE&__host=browser&__user=guest');
    await expect(page.getByText('Mia W.')).toBeVisible();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

for (const locale of ['en-US', 'ar'] as const) {
  const say = sayIn(locale);

  test.describe(`referral flows (${locale})`, () => {
    test.use({ locale, viewport: { width: 390, height: 844 } });
    // axe takes a few seconds a run on a phone-sized page.
    test.setTimeout(60_000);

    test('the invitation page leads with the reward and Share, puts the code entry above a compact history, and shows all of it on asking', async ({ page }) => {
      await page.goto(`${INVITATION}?__host=android&__user=member&__lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      // The headline states the first friend's reward, the rules' figure in the reader's digits.
      await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(await figure(page, locale, 5));
      // Share: the app's own share sheet (the bridge's share call) with the link; nothing is copied.
      const share = page.getByRole('button', { name: say('Share your invitation link') });
      await share.click();
      await expect(hostLog(page)).toContainText('share sheet ← "');
      await expect(hostLog(page)).toContainText('/activity/invited?code=TESTCODE');
      await expect(page.locator('.referral-share').getByRole('status')).toHaveText('');
      // The friend's-code entry comes before the history, which starts with its first five rows.
      const entry = page.getByRole('heading', { name: say('Were you invited by a friend?') });
      const history = page.getByRole('heading', { name: say('Invitation history') });
      expect((await entry.boundingBox())!.y).toBeLessThan((await history.boundingBox())!.y);
      await expect(historyRows(page)).toHaveCount(5);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await page.getByRole('button', { name: say('Show all') }).click();
      await expect(historyRows(page)).toHaveCount(30);
      await page.getByRole('button', { name: say('Load more') }).scrollIntoViewIfNeeded();
      await expect(historyRows(page)).toHaveCount(51);
      const rows = await historyRows(page).evaluateAll((els) => els.map((e) => `${e.querySelector('time')?.getAttribute('datetime')} ${e.textContent}`));
      expect(new Set(rows).size).toBe(51);
    });

    test('the invited page asks a logged-out app reader to log in, comes back logged in with the code, and ends the acceptance on Done', async ({ page }) => {
      await page.goto(`/activity/invited?code=VIPFRIEND&__host=android&__user=guest&__lang=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('bdi', { hasText: 'Ren K.' })).toBeVisible();
      // In the app: no install steps, no download; the way on is the app's log-in screen.
      await expect(page.getByRole('heading', { name: say('How to accept') })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: say('Get the app') })).toHaveCount(0);
      const logIn = page.getByRole('button', { name: say('Log in'), exact: true });
      expect(await seriousAxeFindings(page)).toEqual([]);
      await logInThroughApp(page, logIn);
      // Logged in, the same code, ready to accept.
      await page.getByRole('button', { name: say('Accept the invitation') }).click();
      const panel = page.getByRole('status').filter({ has: page.getByRole('heading', { name: say('Invitation accepted') }) });
      await expect(panel).toBeFocused();
      await expect(panel).toContainText(await figure(page, locale, 5));
      await panel.getByRole('button', { name: say('Done') }).click();
      await expect(hostLog(page)).toContainText('finishSelf');
    });

    test('the reader’s own invitation link in the app says whose it is and shares it, never offering Accept', async ({ page }) => {
      await page.goto(`/activity/invited?code=TESTCODE&__host=android&__user=member&__lang=${locale}`);
      await expect(page.getByRole('heading', { name: say('This is your invitation link') })).toBeVisible();
      await expect(page.getByRole('button', { name: say('Accept the invitation') })).toHaveCount(0);
      await page.getByRole('button', { name: say('Share your invitation link') }).click();
      await expect(hostLog(page)).toContainText('share sheet ← "');
      await expect(hostLog(page)).toContainText('/activity/invited?code=TESTCODE');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('a friend’s code accepted on the invitation page shows its result in the card, and nothing closes the page', async ({ page }) => {
      await page.goto(`${INVITATION}?__host=android&__user=premium&__lang=${locale}`);
      await page.locator('input[name="invitation-code"]').fill('TESTCODE');
      await page.getByRole('button', { name: say('Confirm code') }).click();
      const result = page.getByRole('status').filter({ has: page.getByRole('heading', { name: say('Invitation accepted') }) });
      await expect(result).toBeFocused();
      await expect(result).toContainText(await figure(page, locale, 5));
      await expect(page.getByRole('button', { name: say('Done') })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: say('Invitation history') })).toBeVisible();
      await expect(hostLog(page)).not.toContainText('finishSelf');
    });
  });
}
