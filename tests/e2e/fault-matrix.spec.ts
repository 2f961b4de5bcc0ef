// The fault matrix: every call of every page, from ONE table, run with each fault
// kind of the fake backend (`__fault=<call>:<kind>`), and the app session's two bridge calls
// on every page that waits for it, with the kinds a bridge call can have. A page added later joins by adding its
// rows to CALLS. Each run checks:
// - no uncaught error (pageerror);
// - the page stays usable (its heading shown, hydrated, something to tap or type where it has);
// - a call that serves what the user asked for says its failure, in the page's language;
//   a call that only enriches the page (thumbnail, debug config, version check, …) may fail
//   silently, as designed;
// - what the user typed is kept.
// - no raw server text or code is shown;
// - where a row names them, the exact words each fault kind gets, and what else the page
//   must show or keep (this table is the one place fault kinds are tried: the feature specs
//   test their flows, not their faults).
// Each (call, kind) runs once, in en-US or ar by turns, so every call is seen in both
// languages. Each run waits for the faulted call to be answered or to fail, never a fixed
// time; the test build's short API time-out (API_TIMEOUT_MS in scripts/test.mjs) bounds the
// timeout kind.
//
// The census below keeps the table whole: it opens every route of the route walk's list
// (src/routeTree.gen.ts) in a browser and as the app, records each backend call the page makes
// by itself (each reply of the fake backend names its call in a header), and fails for a call
// that has no row for that page. A page added later cannot
// be forgotten: its first call fails the census until its rows are in CALLS.
// As the app (Android, iOS), the same walk also checks that the session's token never leaves
// memory except in the Authorization header (a security probe's finding, once a walk of its
// own in hardening.spec.ts): not in an address, the console, what is sent to the app or a
// parent frame, statistics, storage, cookies, the address bar or history.
import { FAULT_KINDS, type FaultKind } from '../../mocks/faults';
import { FAKE_CALL_HEADER } from '../../mocks/respond';
import { DEMO_USERS } from '../../mocks/users';
import { comeBack, expect, hostLog, settled, test, type Locator, type Page, type Request, type Response } from './fixtures';
import { translated } from './po';
import { recordTokenLeaks, walkedRoutes } from './walk';

type Locale = 'en-US' | 'ar';
type Say = (english: string) => string;

interface Call {
  /** The page as visited: path and query (host, user, page parameters). */
  page: string;
  /** The fault's name: the call's last path segment, `<call>.<METHOD>` where a path serves several. */
  call: string;
  /**
   * 'serves': what the user asked for, its failure is said; 'enriches': may fail silently;
   * 'retries': a check the page repeats by design (a pending payment, for 30 s): the page says
   * it is still at work, and names the failure only when its time runs out (tests/views).
   */
  role: 'serves' | 'enriches' | 'retries';
  /** False for a page with nothing to tap (a notice's text; a payment being confirmed). */
  controls?: false;
  /** The browser's user agent where the page depends on it (the APK is offered to Android). */
  userAgent?: string;
  /** What the user does to make the call; returns a field and what was typed into it, if any. */
  act?: (page: Page, say: Say) => Promise<{ field: Locator; value: string } | void>;
  /** Where this page says the failure, when not in an alert, a danger banner or a field's error. */
  said?: (page: Page) => Locator;
  /** The fault kinds that apply, when not the HTTP ones (a bridge call has no HTTP status; a state-changing call adds the odd 200 replies). */
  kinds?: readonly FaultKind[];
  /** The words (English, as in the catalog) the user reads for each fault kind. */
  says?: Readonly<Partial<Record<FaultKind, string>>>;
  /** A call whose success the page shows (SuccessPanel): never shown for a fault (a 200 that does not say success is not one). */
  succeeds?: true;
  /** Other words the failed page shows (a heading, a button), in English as in the catalog. */
  shows?: readonly string[];
  /** What else must hold once the failure is said (the rest of the page still works). */
  after?: (page: Page, say: Say) => Promise<void>;
  /**
   * An expired login (401) offers the app's log-in screen (Log in) as the way on, never Try
   * again, and the failed call is made again when the reader is back; no other kind offers Log in.
   */
  logsIn?: true;
}

/** The words for a failed request, with what the user can do (src/ui/problem-text.tsx). */
const REQUEST_FAILED = {
  '401': 'Your login has expired. Log in again: the page carries on when you’re back.',
  timeout: 'The server took too long to answer. Try again.',
  malformed: 'We received an answer we couldn’t read. Try again.',
  offline: 'You seem to be offline. Check your connection and try again.',
} as const;

/** The fault kinds every call is tried with: an HTTP failure, a reply of the wrong shape, no reply. */
const HTTP_KINDS: readonly FaultKind[] = ['500', '401', 'timeout', 'malformed', 'offline'];
/**
 * A call that changes state (cancel, renew, redeem, accept) is also tried with 200 replies that
 * do not say success: `{}` (empty) and an error body (error-200). Neither may show the success.
 */
const CHANGE_KINDS: readonly FaultKind[] = [...HTTP_KINDS, 'empty', 'error-200'];

/**
 * A state-changing call without a reply (time-out, network) may have gone through: the page says
 * the outcome is unknown, never that it failed (issue 32, L10).
 */
const UNSURE_REDEMPTION = 'We don’t know whether your code was redeemed';
const UNSURE_INVITATION = 'We don’t know whether the invitation was accepted: we didn’t get an answer from the server. Check your Premium’s end date in the app before you try again.';
/** The subscription read again after a cancel or renewal without a reply: how it stands now. */
const READ_AGAIN = 'We checked your subscription again';
/** Where /subscription says a failure, or that it read the subscription again (an information banner). */
const subscriptionSaid = (page: Page) => page.locator('#root').locator('[role="alert"], .ui-banner');

/**
 * A bridge call of the fake app host can go unanswered (timeout; `offline` is the same for a
 * bridge) or be answered with what no parser reads (malformed; `500` is the same). `401` has
 * no meaning for the bridge.
 */
const BRIDGE_KINDS: readonly FaultKind[] = ['timeout', 'malformed'];

/** The app session (§3) of a page that needs one: both bridge calls it is read from, each failing. */
const sessionRows = (page: string): Call[] =>
  ['getUserInfo', 'getAppMetadata'].map((call) => ({ page, call, role: 'serves', kinds: BRIDGE_KINDS }));

const submitOf = (page: Page, field: string) => page.locator(`form:has(input[name="${field}"]) button[type="submit"]`);

async function typeAndSubmit(page: Page, field: string, value: string) {
  const input = page.locator(`input[name="${field}"]`);
  await input.fill(value);
  await submitOf(page, field).click();
  return { field: input, value };
}

const INVITATION = '/activity/invitation?__host=android';
const MAGNET = 'magnet:?xt=urn:btih:0123456789abcdef0123456789abcdef01234567';

/** The debug console's config is asked for at the fifth quick click on the page's title. */
const openDebugConsole = async (page: Page) => void (await page.getByRole('heading', { level: 1 }).click({ clickCount: 5, delay: 10 }));
/** /report's preview is asked only after the reader's tap (issue 32). */
const showPreview = async (page: Page, say: Say) => void (await page.getByRole('button', { name: say('Show preview') }).click());
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const INVITED = '/activity/invited?code=TESTCODE';
/**
 * The APK address's failure by its cause (apkCaseOf): no answer, check the connection; a server
 * error, Try again; a refusal (the address needs no login, so a 401 is one), PikPak on the web.
 */
const APK_FAILED = {
  offline: 'The download link couldn’t be loaded. Check your connection and try again.',
  timeout: 'The download link couldn’t be loaded. Check your connection and try again.',
  '500': 'We couldn’t get the download link from our server. Try again.',
  malformed: 'We couldn’t get the download link from our server. Try again.',
  '401': 'Our server didn’t provide the download link. Use PikPak on the web instead.',
} as const;

/** THE table: page → the calls it makes. */
const CALLS: Call[] = [
  // Referral (§5): the invitation page of a member with history, and of a user who may still accept.
  { page: `${INVITATION}&__user=member`, call: 'inviteCode', role: 'serves' },
  { page: `${INVITATION}&__user=member`, call: 'inviteInfo', role: 'serves', logsIn: true },
  {
    page: `${INVITATION}&__user=member`,
    call: 'inviteList',
    role: 'serves',
    logsIn: true,
    shows: ['Your invitation history couldn’t be loaded'],
    after: async (page, say) => {
      // The rest of the page works: the own code is shown and copies.
      await page.getByRole('button', { name: say('Copy code') }).click();
      await expect(page.getByRole('status').filter({ hasText: say('Copied to clipboard') })).toBeVisible();
    },
  },
  { page: `${INVITATION}&__user=member`, call: 'checkClientVersion', role: 'enriches' },
  { page: `${INVITATION}&__user=member`, call: 'debug_options', role: 'enriches', act: openDebugConsole },
  { page: `${INVITATION}&__user=premium`, call: 'checkInvite', role: 'enriches' },
  {
    page: `${INVITATION}&__user=premium`,
    call: 'activation-code',
    role: 'serves',
    act: (page) => typeAndSubmit(page, 'invitation-code', 'TESTCODE'),
    kinds: CHANGE_KINDS,
    says: { timeout: UNSURE_INVITATION, offline: UNSURE_INVITATION, empty: 'Couldn’t confirm the code. Try again later.', 'error-200': 'This invitation code can’t be accepted. Check it with your friend: an account accepts only one invitation, and never its own code.' },
    succeeds: true,
    logsIn: true,
  },
  { page: `${INVITED}&__host=android&__user=premium`, call: 'inviter', role: 'enriches' },
  {
    page: `${INVITED}&__host=android&__user=premium`,
    call: 'activation-code',
    role: 'serves',
    act: async (page) => void (await page.locator('form.referral-form button[type="submit"]').click()),
    kinds: CHANGE_KINDS,
    says: { timeout: UNSURE_INVITATION, offline: UNSURE_INVITATION, empty: 'Couldn’t confirm the code. Try again later.' },
    succeeds: true,
    logsIn: true,
  },
  // App download: the APK address, on the invited page in a browser, on /toapp and on /update-guide.
  { page: `${INVITED}&__host=browser`, call: 'url', role: 'serves', says: APK_FAILED },
  { page: '/toapp?__host=browser', call: 'url', role: 'serves', userAgent: ANDROID_UA, says: APK_FAILED },
  { page: '/update-guide?__host=browser', call: 'url', role: 'serves', says: APK_FAILED },
  // Notices: /service-compensation makes no call of its own but the app's debug config.
  { page: '/service-compensation?__host=android&__user=member', call: 'debug_options', role: 'enriches', act: openDebugConsole, controls: false },
  // Gift code (/activity/cdKey).
  {
    page: '/activity/cdKey?__host=android&__user=member',
    call: 'activation-code',
    role: 'serves',
    act: (page) => typeAndSubmit(page, 'gift-code', 'TRIAL7'),
    kinds: CHANGE_KINDS,
    says: {
      '500': 'Something went wrong on our side. We’ve kept your code, so you can try again.',
      ...REQUEST_FAILED,
      timeout: UNSURE_REDEMPTION,
      offline: UNSURE_REDEMPTION,
      empty: REQUEST_FAILED.malformed,
      'error-200': 'Something went wrong on our side. We’ve kept your code, so you can try again.',
    },
    succeeds: true,
    logsIn: true,
  },
  // Report: the report itself, and the link's thumbnail preview.
  {
    page: '/report?__host=android&__user=member',
    call: 'report',
    role: 'serves',
    act: async (page) => {
      await page.locator('input[type="radio"]').first().check();
      return typeAndSubmit(page, 'link', 'https://example.com/harm');
    },
    says: {
      '500': 'Something went wrong on our side. Your link and reason are still filled in, so you can try again.',
      '401': 'Your login has expired. Log in again, and your report is sent when you’re back.',
      timeout: 'The server took too long to answer. Your link and reason are still filled in, so you can try again.',
      malformed: 'Something went wrong on our side. Your link and reason are still filled in, so you can try again.',
      offline: 'You seem to be offline. Your link and reason are still filled in—check your connection and try again.',
    },
    shows: ['The report wasn’t sent'],
    logsIn: true,
    // The reason chosen is kept with the link.
    after: async (page) => expect(page.locator('input[type="radio"]').first()).toBeChecked(),
  },
  { page: `/report?__host=android&__user=member&url=${encodeURIComponent(MAGNET)}&hash=abc123`, call: 'thumbnail', role: 'enriches', act: showPreview },
  // Channel subscription (/bot-sub): one path, three methods.
  {
    page: '/bot-sub?__host=android&__user=member&channel=pikpak_demo',
    call: 'subscribe.GET',
    role: 'serves',
    says: { '500': 'Something went wrong on our side. Try again.', ...REQUEST_FAILED },
    shows: ['Your subscriptions couldn’t be loaded'],
    logsIn: true,
  },
  {
    page: '/bot-sub?__host=android&__user=member&channel=pikpak_demo',
    call: 'subscribe.POST',
    role: 'serves',
    act: async (page, say) => {
      // One tap: the channel, as the server names it, is on the card beside the button.
      await page.getByRole('button', { name: say('Subscribe'), exact: true }).click();
    },
    shows: ['Couldn’t subscribe to this channel'],
    logsIn: true,
  },
  {
    // Premium follows two channels: cancel the first (asked first).
    page: '/bot-sub?__host=ios&__user=premium',
    call: 'subscribe.DELETE',
    role: 'serves',
    act: async (page, say) => {
      await page.getByRole('button', { name: say('Cancel subscription') }).first().click();
      await page.getByRole('button', { name: say('Yes, cancel') }).click();
    },
    shows: ['The subscription wasn’t canceled'],
    logsIn: true,
  },
  // Network diagnostics (/ping): the probes and the service status.
  { page: '/ping?__host=browser', call: 'area_connectivity', role: 'serves', said: (page) => page.locator('.diag-summary .ui-banner') },
  { page: '/ping?__host=browser', call: 'area_accessible', role: 'serves', said: (page) => page.locator('.diag-card-status .diag-level') },
  // Subscription and payment status.
  { page: '/subscription?__host=android&__user=premium', call: 'subscription', role: 'serves', logsIn: true },
  {
    page: '/subscription?__host=android&__user=premium',
    call: 'cancelSubscription',
    role: 'serves',
    kinds: CHANGE_KINDS,
    said: subscriptionSaid,
    says: { empty: REQUEST_FAILED.malformed, timeout: READ_AGAIN, offline: READ_AGAIN },
    succeeds: true,
    logsIn: true,
    act: async (page, say) => {
      await page.getByRole('button', { name: say('Cancel subscription') }).click();
      await page
        .locator('section', { has: page.getByRole('heading', { name: say('Cancel your subscription?') }) })
        .getByRole('button', { name: say('Cancel subscription') })
        .click();
    },
  },
  // Renew while cancelling (the designed resumeSubscription): the failure said in the Renew card, Renew still there.
  {
    page: '/subscription?__host=ios&__user=premium&__subscription=cancelling',
    call: 'resumeSubscription',
    role: 'serves',
    kinds: CHANGE_KINDS,
    said: subscriptionSaid,
    says: { empty: REQUEST_FAILED.malformed, timeout: READ_AGAIN, offline: READ_AGAIN },
    succeeds: true,
    logsIn: true,
    act: async (page, say) => {
      await page.getByRole('button', { name: say('Renew subscription') }).click();
    },
    after: async (page, say) => {
      await expect(page.getByRole('button', { name: say('Renew subscription') })).toBeEnabled();
    },
  },
  // Update payment method (the designed billingPortal), on the active plan: the failure said, with a retry.
  {
    page: '/subscription?__host=android&__user=premium',
    call: 'billingPortal',
    role: 'serves',
    logsIn: true,
    act: async (page, say) => {
      await page.getByRole('button', { name: say('Update payment method') }).click();
    },
  },
  // A pending payment's check: a failure is said at once with Try again (the checks go on); a 401 stops them, with Log in.
  { page: '/payment/status?status=pending&__host=android&__user=member', call: 'subscription', role: 'retries', logsIn: true },
  // The app session itself, on every page that waits for it (src/shell/session-gate.tsx): the
  // page says it could not reach the app and offers to try again.
  ...sessionRows(`${INVITATION}&__user=member`),
  ...sessionRows(`${INVITED}&__host=android&__user=premium`),
  ...sessionRows('/activity/cdKey?__host=android&__user=member'),
  ...sessionRows('/bot-sub?__host=android&__user=member&channel=pikpak_demo'),
  ...sessionRows('/subscription?__host=android&__user=premium'),
  ...sessionRows('/payment/status?status=pending&__host=android&__user=member'),
];

/** Where a page states a failure: alerts, danger and warning banners, a field's error. Not the fake host's panel. */
const failureShown = (page: Page) =>
  page.locator('#root').locator('[role="alert"], .ui-field-error, .ui-banner[data-severity="danger"], .ui-banner[data-severity="warning"]');

const ARABIC = /[\u0600-\u06FF]/;

function urlOf(row: Call, kind: FaultKind, locale: Locale) {
  const inApp = /__host=(android|ios)/.test(row.page);
  return `${row.page}&__fault=${row.call}:${kind}${inApp ? `&__lang=${locale}` : ''}`;
}

for (const locale of ['en-US', 'ar'] as const) {
  const say: Say = (english) => translated(locale, english);
  test.describe(`fault matrix (${locale})`, () => {
    test.use({ locale });
    CALLS.forEach((row, r) => {
      inRowContext(row, () => FAULT_KINDS.forEach((kind, k) => {
        if (!(row.kinds ?? HTTP_KINDS).includes(kind)) return;
        if ((r + k) % 2 !== (locale === 'en-US' ? 0 : 1)) return;
        test(`${row.page.split('?')[0]} ${row.call}:${kind} (${row.role})`, async ({ page }) => {
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(String(e)));
          const faulted = row.role === 'enriches' ? callSettled(page, row.call) : null;
          await page.goto(urlOf(row, kind, locale));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const typed = await row.act?.(page, say);

          if (row.role !== 'enriches') {
            const where = row.said?.(page) ?? (row.role === 'retries' ? page.locator('#root [role="status"]') : failureShown(page));
            const said = where.filter({ visible: true }).first();
            await expect(said).toBeVisible({ timeout: 15_000 });
            const text = (await said.innerText()).trim();
            expect(text.length).toBeGreaterThan(0);
            if (locale === 'ar') expect(text).toMatch(ARABIC);
            else expect(text).not.toMatch(ARABIC);
            const words = row.says?.[kind];
            if (words) await expect(page.locator('#root').getByText(say(words)).filter({ visible: true }).first()).toBeVisible();
            for (const shown of row.shows ?? []) await expect(page.locator('#root').getByText(say(shown), { exact: true }).first()).toBeVisible();
            if (row.succeeds) await expect(page.locator('#root .ui-success')).toHaveCount(0);
            // The problem → way-on contract: every failure state has a main action
            // that moves on; a 401 is never offered Try again; no "later" beside a retry.
            const root = page.locator('#root');
            const tryAgain = root.getByRole('button', { name: say('Try again'), exact: true }).filter({ visible: true });
            await expect(root.locator('.button:not(.button-secondary):not(.button-ghost)').filter({ visible: true }).first()).toBeVisible();
            if (kind === '401') await expect(tryAgain).toHaveCount(0);
            if (locale === 'en-US' && (await tryAgain.count()) > 0) {
              for (const words of await failureShown(page).filter({ visible: true }).allInnerTexts()) expect(words).not.toMatch(/\blater\b/i);
            }
            if (row.logsIn) {
              const logIn = root.getByRole('button', { name: say('Log in'), exact: true });
              if (kind === '401') {
                await expect(logIn).toBeVisible();
                // Back from the app's log-in screen, the page reads the session again and makes the call again by itself.
                const again = callSettled(page, row.call);
                await logIn.click();
                await expect(hostLog(page)).toContainText('open_login');
                // The app has acknowledged (the button is no longer busy) before the reader comes back.
                await expect(logIn).not.toHaveAttribute('aria-busy', 'true');
                await comeBack(page);
                await again;
              } else await expect(logIn).toHaveCount(0);
            }
          } else {
            // An enrichment's failure may be silent: wait until its call was answered with the
            // fault or failed (the time-out kind: aborted after the test build's API time-out).
            await faulted;
          }

          // Still usable: hydrated, its heading shown, something to tap or type.
          await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const controls = page.locator('#root').locator('button:enabled, a[href], input:not([readonly]):not([disabled])');
          if (row.controls !== false) expect(await controls.count()).toBeGreaterThan(0);
          if (typed) await expect(typed.field).toHaveValue(typed.value);
          // Never the server's own words or codes.
          await expect(page.locator('#root')).not.toContainText(/internal_error|injected|unauthenticated|invite_code_invalid|4002/);
          await row.after?.(page, say);
          expect(errors).toEqual([]);
        });
      }));
    });
  });
}

/**
 * Declares a row's tests; a row's user agent is their context's (an anonymous group, so the
 * titles stay as they are), and the context is kept from one of its tests to the next.
 */
function inRowContext(row: Call, declare: () => void) {
  if (!row.userAgent) return declare();
  test.describe(() => {
    test.use({ userAgent: row.userAgent });
    declare();
  });
}

/** The fault's call name of a request: its last path segment (as mocks/handlers name them). */
const callNameOf = (url: string) => new URL(url).pathname.split('/').filter(Boolean).pop() ?? '';

/**
 * Resolves when the page's call `call` (`name` or `name.METHOD`) has been answered by the fake
 * backend (which names the call in a header) or has failed (offline; aborted at the time-out);
 * fails when the page never makes it.
 */
function callSettled(page: Page, call: string, within = 15_000): Promise<void> {
  const [name, method] = call.split('.');
  const matches = (request: Request) => !method || request.method() === method;
  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      clearTimeout(timer);
      page.off('response', onResponse);
      page.off('requestfailed', onFailed);
      if (error) reject(error);
      else resolve();
    };
    const onResponse = (response: Response) => {
      if (response.headers()[FAKE_CALL_HEADER.toLowerCase()] === name && matches(response.request())) finish();
    };
    const onFailed = (request: Request) => {
      if (['fetch', 'xhr'].includes(request.resourceType()) && callNameOf(request.url()) === name && matches(request)) finish();
    };
    const timer = setTimeout(() => finish(new Error(`the page made no ${call} call within ${within / 1000} s`)), within);
    page.on('response', onResponse);
    page.on('requestfailed', onFailed);
  });
}

/** Whether CALLS has a row for `call` (`name.METHOD`) on the page at `path`. */
function hasRow(path: string, call: string): boolean {
  const [name] = call.split('.');
  return CALLS.some((row) => row.page.split('?')[0] === path && (row.call === call || row.call === name));
}

/** Waits until the page has made no request for `quietMs`, or `maxMs` have passed. */
async function quiet(page: Page, quietMs: number, maxMs: number) {
  const end = Date.now() + maxMs;
  let last = Date.now();
  const seen = () => (last = Date.now());
  page.on('request', seen);
  try {
    while (Date.now() - last < quietMs && Date.now() < end) {
      await page.waitForEvent('request', { timeout: Math.max(1, quietMs - (Date.now() - last)) }).catch(() => null);
    }
  } finally {
    page.off('request', seen);
  }
}

/** The hosts the census opens every route as: a browser, a member in the Android app, a Premium user in the iOS app. */
const CENSUS_HOSTS = ['__host=browser', '__host=android&__user=member', '__host=ios&__user=premium'];

/** Every demo user's session token: none may leave memory, whoever is logged in. */
const TOKENS = Object.values(DEMO_USERS).flatMap((user) => (user ? [user.token] : []));

test.describe('fault matrix census', () => {
  for (const host of CENSUS_HOSTS) {
    const inApp = !host.includes('browser');
    const title = `every call a page makes when opened has its rows${inApp ? ', and the token never leaves memory except in the Authorization header' : ''} (${host})`;
    test(title, async ({ page }) => {
      test.setTimeout(180_000);
      const missing: string[] = [];
      const everyCall = new Set<string>();
      /** As the app: the page's state after each route (what it sent, stored, ...) and the routes that did not settle. */
      const states: string[] = [];
      const unsettled: string[] = [];
      let sentToApp = 0;
      /** Opens a route in a tab and returns the calls it made by itself until it went quiet. */
      const callsOf = async (tab: Page, url: string, leaks: Awaited<ReturnType<typeof recordTokenLeaks>> | null) => {
        const seen = new Set<string>();
        // Every reply of the fake backend names its call (FAKE_CALL_HEADER, mocks/respond.ts);
        // a reply from another origin that names none is a call no fault can reach.
        const onResponse = (response: Response) => {
          const request = response.request();
          if (!['fetch', 'xhr'].includes(request.resourceType())) return;
          const address = new URL(response.url());
          if (address.origin === new URL(tab.url()).origin) return;
          seen.add(`${response.headers()[FAKE_CALL_HEADER.toLowerCase()] ?? `(no fault name) ${address.pathname}`}.${request.method()}`);
        };
        // A call that got no reply (aborted at the API time-out on a loaded machine) is a call
        // all the same: named after its last path segment, as the fake backend names them.
        const onFailed = (request: Request) => {
          if (!['fetch', 'xhr'].includes(request.resourceType()) || new URL(request.url()).origin === new URL(tab.url()).origin) return;
          seen.add(`${callNameOf(request.url())}.${request.method()}`);
        };
        tab.on('response', onResponse);
        tab.on('requestfailed', onFailed);
        try {
          await tab.goto(url);
          // Hydrated and settled (no skeleton, nothing busy: the page's own calls answered),
          // then no request for a second (a page's calls follow each other within 0.2 s), at
          // most 8 s (the diagnostics page's 21 probes). As the app, every page settles (the
          // session is read and the page's calls answered), within 20 s: four tabs load at once.
          await settled(tab, 20_000).catch(() => unsettled.push(url));
          await quiet(tab, 1_000, 8_000);
          if (leaks) {
            const state = await leaks.pageState();
            states.push(state);
            sentToApp += (JSON.parse(state) as { sent: unknown[] }).sent.length;
          }
        } finally {
          tab.off('response', onResponse);
          tab.off('requestfailed', onFailed);
        }
        return seen;
      };
      // Four tabs of the context (the fake host keeps its state per tab) take the routes in
      // turn: the waits for quiet overlap, and a tab's next route is a navigation, not a new page.
      const queue = walkedRoutes().map((route) => route.url);
      const tabs = [page, ...(await Promise.all([1, 2, 3].map(() => page.context().newPage())))];
      const recorders = inApp ? await Promise.all(tabs.map((tab) => recordTokenLeaks(tab))) : [];
      await Promise.all(
        tabs.map(async (tab, t) => {
          for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
            for (const call of await callsOf(tab, `${route}?${host}`, recorders[t] ?? null)) {
              everyCall.add(call);
              if (!hasRow(route, call)) missing.push(`${route} (${host}) calls ${call}, which has no row in the fault matrix`);
            }
          }
        }),
      );
      await Promise.all(tabs.slice(1).map((tab) => tab.close()));
      expect(missing).toEqual([]);
      // The census saw the calls at all (a page's own calls: the diagnostics probes in any host).
      expect([...everyCall]).toContain('area_connectivity.GET');
      expect(everyCall.size, `calls seen: ${[...everyCall].join(', ')}; pages not settled: ${unsettled.join(', ') || 'none'}`).toBeGreaterThanOrEqual(3);
      if (!inApp) return;
      // The token: the framed pages post to the demo parent as well.
      await page.goto(`/frame-demo.html?page=/help`);
      await page.frameLocator('#frame').getByRole('link', { name: 'Add a link' }).click();
      states.push(await page.locator('#log').innerText());
      expect(unsettled).toEqual([]);
      // The recorder worked: the app was asked for the session (and so handed the token over).
      expect(sentToApp).toBeGreaterThan(0);
      expect(states.join('\n')).toContain('getAppMetadata');
      for (const token of TOKENS) {
        for (const { urls, consoleLines } of recorders) {
          for (const url of urls) expect(url).not.toContain(token);
          for (const line of consoleLines) expect(line).not.toContain(token);
        }
        for (const state of states) expect(state).not.toContain(token);
      }
    });
  }
});
