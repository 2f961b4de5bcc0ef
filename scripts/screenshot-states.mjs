// The states `npm run screenshots` takes (scripts/screenshots.mjs): every page's main states,
// by address (the fake host's and fake backend's switches, mocks/README.md) and, for states
// reached by tapping, `steps` (Playwright, by role and label in the shot's language, as the
// browser tests do). `dark` adds a shot in the dark colour scheme. docs/screenshots/README.md
// lists them with their titles.
import { readFileSync } from 'node:fs';

const APP_MEMBER = '__host=android&__user=member';
const APP_PREMIUM = '__host=android&__user=premium';
const APP_GUEST = '__host=android&__user=guest';
const MAGNET = 'magnet%3A%3Fxt%3Durn%3Abtih%3A0123456789abcdef0123456789abcdef01234567';

/** An English message as the shot's language shows it (its PO catalog). */
function say(locale, english) {
  if (locale === 'en-US') return english;
  const po = readFileSync(`locales/${locale}/messages.po`, 'utf8');
  const at = po.indexOf(`msgid ${JSON.stringify(english)}`);
  if (at < 0) throw new Error(`no message ${english}`);
  const text = JSON.parse((po.slice(at).split('\n')[1] ?? '').replace(/^msgstr /, ''));
  if (!text) throw new Error(`${locale} has no translation of ${english}`);
  return text;
}

const button = (page, locale, english, exact = false) => page.getByRole('button', { name: say(locale, english), exact });
/** Waits for the success panel (every finished task ends on it). */
const success = (page) => page.locator('.ui-success').waitFor();

/** @typedef {{ name: string, title: string, path: string, query?: string, dark?: boolean, scrollTo?: string, steps?: (page: import('@playwright/test').Page, locale: string) => Promise<void>, during?: (page: import('@playwright/test').Page) => Promise<void> }} Shot */
// `during`: a state that is still working (busy) when shot, taken once it holds instead of once the page has settled.
// `scrollTo`: the part the state is about, when it is below the fold (a CSS selector, shown in the middle).

/** @type {Shot[]} */
export const SHOTS = [
  // The shell and the text pages.
  { name: '403', title: '/403', path: '/403' },
  { name: 'not-found', title: 'an unknown address', path: '/no-such-page' },
  { name: 'purchase-attention', title: '/purchase-attention', path: '/purchase-attention', dark: true },
  { name: 'help', title: '/help', path: '/help' },
  { name: 'toapp', title: '/toapp', path: '/toapp' },
  { name: 'payment-error', title: '/payment-error in the app (Settings deep link)', path: '/payment-error', query: APP_MEMBER },
  { name: 'payment-error-browser', title: '/payment-error in a browser: Get the PikPak app leads on', path: '/payment-error', query: '__host=browser' },
  { name: 'reward-warn-browser', title: '/reward-warn in a browser: Open the PikPak app leads on', path: '/reward-warn', query: '__host=browser', dark: true },
  { name: 'apk-server-error', title: '/update-guide in a browser: the APK address failed on our server (Try again, no "check your connection")', path: '/update-guide', query: '__host=browser&__fault=url:500' },
  { name: 'apk-refused', title: '/update-guide in a browser: the APK address refused (401: PikPak on the web, no Try again)', path: '/update-guide', query: '__host=browser&__fault=url:401' },

  // Gift code.
  { name: 'cdkey-form', title: '/activity/cdKey in the app: the form', path: '/activity/cdKey', query: APP_MEMBER },
  {
    name: 'cdkey-redeemed',
    title: '/activity/cdKey: a code from a link redeemed (success, Done)',
    path: '/activity/cdKey',
    query: `code=PREMIUM30&${APP_MEMBER}`,
    dark: true,
    steps: async (page, locale) => {
      await button(page, locale, 'Redeem', true).click();
      await success(page);
    },
  },
  {
    name: 'cdkey-verify',
    title: '/activity/cdKey: a code held for verification (Confirm it’s you)',
    path: '/activity/cdKey',
    query: `code=VERIFY30&${APP_MEMBER}`,
    steps: async (page, locale) => {
      await button(page, locale, 'Redeem', true).click();
      await button(page, locale, 'Confirm it’s you').waitFor();
    },
  },
  {
    name: 'cdkey-premium-only',
    title: '/activity/cdKey: a Premium-only code redeemed by a member (Get Premium, the code kept)',
    path: '/activity/cdKey',
    query: `code=COMP2DAYS&${APP_MEMBER}`,
    dark: true,
    steps: async (page, locale) => {
      await button(page, locale, 'Redeem', true).click();
      await button(page, locale, 'Get Premium', true).waitFor();
    },
  },
  {
    name: 'cdkey-failed',
    title: '/activity/cdKey: the server failed (Try again, the code kept)',
    path: '/activity/cdKey',
    query: `code=TRIAL7&__fault=activation-code:500&${APP_MEMBER}`,
    steps: async (page, locale) => {
      await button(page, locale, 'Redeem', true).click();
      await button(page, locale, 'Try again', true).waitFor();
    },
  },
  { name: 'cdkey-login', title: '/activity/cdKey logged out in the app (Log in)', path: '/activity/cdKey', query: `code=PREMIUM30&${APP_GUEST}` },
  { name: 'cdkey-browser-code', title: '/activity/cdKey?code=… in a browser (the code, redeem in the app)', path: '/activity/cdKey', query: 'code=PREMIUM30' },

  // Report.
  { name: 'report-form', title: '/report from the app, with the link', path: '/report', query: `url=${MAGNET}&hash=abc123&${APP_MEMBER}` },
  {
    name: 'report-sent',
    title: '/report: sent (success, Done)',
    path: '/report',
    query: `url=${MAGNET}&hash=abc123&${APP_MEMBER}`,
    steps: async (page, locale) => {
      await page.getByRole('radio', { name: say(locale, 'Pornography or sexual content') }).check();
      await button(page, locale, 'Report', true).click();
      await success(page);
    },
  },

  {
    name: 'report-failed',
    title: '/report: the server failed (the report wasn’t sent, Try again, the link and reason kept)',
    path: '/report',
    query: `url=${MAGNET}&hash=abc123&__fault=report:500&${APP_MEMBER}`,
    steps: async (page, locale) => {
      await page.getByRole('radio', { name: say(locale, 'Pornography or sexual content') }).check();
      await button(page, locale, 'Report', true).click();
      await button(page, locale, 'Try again', true).waitFor();
    },
  },
  {
    name: 'report-offline',
    title: '/report: offline (check your connection, Try again)',
    path: '/report',
    query: `url=${MAGNET}&hash=abc123&__fault=report:offline&${APP_MEMBER}`,
    steps: async (page, locale) => {
      await page.getByRole('radio', { name: say(locale, 'Pornography or sexual content') }).check();
      await button(page, locale, 'Report', true).click();
      await button(page, locale, 'Try again', true).waitFor();
    },
  },

  // Telegram channel subscriptions.
  { name: 'botsub-list', title: '/bot-sub: two channels', path: '/bot-sub', query: '__host=ios&__user=premium' },
  {
    name: 'botsub-undo',
    title: '/bot-sub: a channel canceled (the row updated, Undo)',
    path: '/bot-sub',
    query: '__host=ios&__user=premium',
    steps: async (page, locale) => {
      await button(page, locale, 'Cancel subscription').first().click();
      await button(page, locale, 'Yes, cancel').click();
      await button(page, locale, 'Undo').waitFor();
    },
  },
  {
    name: 'botsub-subscribed',
    title: '/bot-sub?channel=…: subscribed in one tap (success, Done, Undo)',
    path: '/bot-sub',
    query: `channel=pikpak_demo&title=PikPak%20Demo&${APP_MEMBER}`,
    steps: async (page, locale) => {
      await button(page, locale, 'Subscribe', true).click();
      await success(page);
    },
  },
  {
    name: 'botsub-restored',
    title: '/bot-sub: a canceled row undone (restored with its date)',
    path: '/bot-sub',
    query: '__host=ios&__user=premium',
    steps: async (page, locale) => {
      await button(page, locale, 'Cancel subscription').first().click();
      await button(page, locale, 'Yes, cancel').click();
      await button(page, locale, 'Undo').click();
      await button(page, locale, 'Undo').waitFor({ state: 'detached' });
    },
  },
  { name: 'botsub-unknown', title: '/bot-sub?channel=…: a channel Telegram does not have (Open the PikPak bot)', path: '/bot-sub', query: `channel=no_such_channel&${APP_MEMBER}` },
  {
    name: 'botsub-failed',
    title: '/bot-sub: a cancel fails (Try again)',
    path: '/bot-sub',
    query: '__host=ios&__user=premium&__fault=subscribe.DELETE:500',
    dark: true,
    steps: async (page, locale) => {
      await button(page, locale, 'Cancel subscription').first().click();
      await button(page, locale, 'Yes, cancel').click();
      await button(page, locale, 'Try again', true).waitFor();
    },
  },
  { name: 'botsub-empty', title: '/bot-sub: no subscriptions (open the bot)', path: '/bot-sub', query: APP_MEMBER },
  { name: 'botsub-login', title: '/bot-sub logged out in the app (Log in)', path: '/bot-sub', query: APP_GUEST },

  // Subscription and payment.
  { name: 'sub-active', title: '/subscription: an active card subscription', path: '/subscription', query: APP_PREMIUM, dark: true },
  {
    name: 'sub-canceled',
    title: '/subscription: canceled (success, Done, Renew)',
    path: '/subscription',
    query: APP_PREMIUM,
    steps: async (page, locale) => {
      await button(page, locale, 'Cancel subscription').click();
      const confirm = page.locator('section', { has: page.getByRole('heading', { name: say(locale, 'Cancel your subscription?') }) });
      await confirm.getByRole('radio').first().check();
      await confirm.getByRole('button', { name: say(locale, 'Cancel subscription') }).click();
      await success(page);
    },
  },
  { name: 'sub-cancelling', title: '/subscription: cancelling at the period’s end (Renew)', path: '/subscription', query: `${APP_PREMIUM}&__subscription=cancelling` },
  {
    name: 'sub-renewed',
    title: '/subscription: renewed (success, the next charge)',
    path: '/subscription',
    query: `${APP_PREMIUM}&__subscription=cancelling`,
    steps: async (page, locale) => {
      await button(page, locale, 'Renew subscription').click();
      await success(page);
    },
  },
  { name: 'sub-past-due', title: '/subscription: past due (Pay now, Update payment method)', path: '/subscription', query: `${APP_PREMIUM}&__subscription=past_due` },
  { name: 'sub-expired', title: '/subscription: expired (Get Premium again)', path: '/subscription', query: `${APP_PREMIUM}&__subscription=expired` },
  { name: 'sub-login', title: '/subscription logged out in the app (Log in)', path: '/subscription', query: APP_GUEST },
  { name: 'sub-browser', title: '/subscription in a browser: Open the PikPak app (no log-in there), get the app', path: '/subscription' },
  {
    name: 'sub-load-401',
    title: '/subscription load answered 401 in the app (Log in, the load resumes)',
    path: '/subscription',
    query: `${APP_PREMIUM}&__fault=subscription:401`,
    steps: async (page, locale) => {
      await button(page, locale, 'Log in', true).waitFor();
    },
  },
  {
    name: 'sub-cancel-failed',
    title: '/subscription: a failed cancel (Try again, Premium continues)',
    path: '/subscription',
    query: `${APP_PREMIUM}&__fault=cancelSubscription:500`,
    steps: async (page, locale) => {
      await button(page, locale, 'Cancel subscription').click();
      const confirm = page.locator('section', { has: page.getByRole('heading', { name: say(locale, 'Cancel your subscription?') }) });
      await confirm.getByRole('button', { name: say(locale, 'Cancel subscription') }).click();
      await button(page, locale, 'Try again', true).waitFor();
    },
  },
  { name: 'payment-confirmed', title: '/payment/status in the app: confirmed (amount, date, Done)', path: '/payment/status', query: `status=success&${APP_PREMIUM}` },
  { name: 'payment-browser', title: '/payment/status?status=success in a browser (where to confirm it)', path: '/payment/status', query: 'status=success' },
  { name: 'payment-failed', title: '/payment/status: failed, in the app', path: '/payment/status', query: `status=failed&${APP_MEMBER}` },
  { name: 'payment-unknown-browser', title: '/payment/status in a browser without a result (Open the PikPak app)', path: '/payment/status', query: 'status=bogus' },
  {
    name: 'payment-check-failed',
    title: '/payment/status pending, its check failed (Try again, don’t pay again)',
    path: '/payment/status',
    query: `status=pending&${APP_MEMBER}&__fault=subscription:500`,
    dark: true,
    steps: async (page, locale) => {
      await button(page, locale, 'Try again', true).waitFor();
    },
  },

  // Referral.
  { name: 'invitation-member', title: '/activity/invitation in the app: the reward, Share, the code entry, the history', path: '/activity/invitation', query: APP_MEMBER, dark: true },
  { name: 'invitation-empty', title: '/activity/invitation: nothing earned yet (how to earn)', path: '/activity/invitation', query: APP_PREMIUM },
  { name: 'invitation-login', title: '/activity/invitation logged out in the app (Log in)', path: '/activity/invitation', query: APP_GUEST },
  { name: 'invited-browser', title: '/activity/invited?code=… in a browser', path: '/activity/invited', query: 'code=TESTCODE' },
  { name: 'invited-app', title: '/activity/invited in the app (accept)', path: '/activity/invited', query: `code=TESTCODE&${APP_PREMIUM}` },
  {
    name: 'invited-accepted',
    title: '/activity/invited: accepted (success, Done)',
    path: '/activity/invited',
    query: `code=TESTCODE&${APP_PREMIUM}`,
    steps: async (page, locale) => {
      await button(page, locale, 'Accept the invitation').click();
      await success(page);
    },
  },
  { name: 'invited-login', title: '/activity/invited logged out in the iOS app (Log in)', path: '/activity/invited', query: 'code=VIPFRIEND&__host=ios&__user=guest' },
  {
    name: 'invitation-code-accepted',
    title: '/activity/invitation: a friend’s code accepted (the result in its card, the page stays)',
    path: '/activity/invitation',
    query: APP_PREMIUM,
    steps: async (page, locale) => {
      await page.locator('input[name="invitation-code"]').fill('TESTCODE');
      await button(page, locale, 'Confirm code').click();
      await page.locator('.referral-accepted').waitFor();
    },
    scrollTo: '.referral-accepted',
  },
  {
    name: 'invitation-info-401',
    title: '/activity/invitation in the app, the login expired (Log in, the load carries on when back)',
    path: '/activity/invitation',
    query: `${APP_MEMBER}&__fault=inviteInfo:401`,
    dark: true,
  },
  { name: 'invited-own-link', title: '/activity/invited: your own invitation link in the app (Share, never Accept)', path: '/activity/invited', query: `code=TESTCODE&${APP_MEMBER}` },
  {
    name: 'invited-inviter-401-browser',
    title: '/activity/invited in a browser, the inviter lookup answered 401 (Open the PikPak app, never “your login has expired”)',
    path: '/activity/invited',
    query: 'code=TESTCODE&__fault=inviter:401',
  },

  // Network diagnostics (the run ends within seconds).
  { name: 'ping', title: '/ping: a good line, a short verdict filling its room (the headline figure, the verdict, the levels)', path: '/ping', dark: true },
  { name: 'ping-fair', title: '/ping: a slow line (the verdict names the level)', path: '/ping', query: '__latency=300' },
  { name: 'ping-service-error', title: '/ping: the service answers with an error', path: '/ping', query: '__fault=area_connectivity:500' },
  { name: 'ping-offline', title: '/ping: not connected (no Available badge, the room kept)', path: '/ping', query: '__fault=area_connectivity:offline', dark: true },
  {
    name: 'ping-testing',
    title: '/ping while testing (the live figure, the button says Testing…)',
    path: '/ping',
    query: '__latency=700',
    // Three answers in: the median so far and the jitter so far show above the progress.
    during: (page) => page.locator('.diag-progress[value="4"]').waitFor({ timeout: 15_000 }),
  },
];
