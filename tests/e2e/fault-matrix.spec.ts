// The fault matrix (issue 13): every call of every page, from ONE table, run with each fault
// kind of the fake backend (`__fault=<call>:<kind>`), and the app session's two bridge calls
// on every page that waits for it, with the kinds a bridge call can have. A page added later joins by adding its
// rows to CALLS. Each run checks:
// - no uncaught error (pageerror);
// - the page stays usable (its heading shown, hydrated, something to tap or type where it has);
// - a call that serves what the user asked for says its failure, in the page's language;
//   a call that only enriches the page (thumbnail, debug config, version check, …) may fail
//   silently, as designed;
// - what the user typed is kept.
// Each (call, kind) runs once, in en-US or ar by turns, so every call is seen in both
// languages. The test build's short API time-out (API_TIMEOUT_MS=4000) bounds the timeout kind.
//
// The census below keeps the table whole: it opens every route of the route walk's list
// (src/routeTree.gen.ts) in a browser and as the app, records each backend call the page makes
// by itself (each reply of the fake backend names its call in a header), and fails for a call
// that has no row for that page. A page added later cannot
// be forgotten: its first call fails the census until its rows are in CALLS.
import { FAULT_KINDS, type FaultKind } from '../../mocks/faults';
import { FAKE_CALL_HEADER } from '../../mocks/respond';
import { expect, test, type Locator, type Page } from './fixtures';
import { translated } from './po';
import { walkedRoutes } from './walk';

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
  /** The fault kinds that apply, when not all of them (a bridge call has no HTTP status). */
  kinds?: readonly FaultKind[];
}

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
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const INVITED = '/activity/invited?code=TESTCODE';

/** THE table: page → the calls it makes. */
const CALLS: Call[] = [
  // Referral (§5): the invitation page of a member with history, and of a user who may still accept.
  { page: `${INVITATION}&__user=member`, call: 'inviteCode', role: 'serves' },
  { page: `${INVITATION}&__user=member`, call: 'inviteInfo', role: 'serves' },
  { page: `${INVITATION}&__user=member`, call: 'inviteList', role: 'serves' },
  { page: `${INVITATION}&__user=member`, call: 'checkClientVersion', role: 'enriches' },
  { page: `${INVITATION}&__user=member`, call: 'debug_options', role: 'enriches' },
  { page: `${INVITATION}&__user=premium`, call: 'checkInvite', role: 'enriches' },
  { page: `${INVITATION}&__user=premium`, call: 'activation-code', role: 'serves', act: (page) => typeAndSubmit(page, 'invitation-code', 'TESTCODE') },
  { page: `${INVITED}&__host=android&__user=premium`, call: 'inviter', role: 'enriches' },
  { page: `${INVITED}&__host=android&__user=premium`, call: 'activation-code', role: 'serves', act: async (page) => void (await page.locator('form.referral-form button[type="submit"]').click()) },
  // App download: the APK address, on the invited page in a browser, on /toapp and on /update-guide.
  { page: `${INVITED}&__host=browser`, call: 'url', role: 'serves' },
  { page: '/toapp?__host=browser', call: 'url', role: 'serves', userAgent: ANDROID_UA },
  { page: '/update-guide?__host=browser', call: 'url', role: 'serves' },
  // Notices: /service-compensation makes no call of its own but the app's debug config.
  { page: '/service-compensation?__host=android&__user=member', call: 'debug_options', role: 'enriches', controls: false },
  // Gift code (/activity/cdKey).
  { page: '/activity/cdKey?__host=android&__user=member', call: 'activation-code', role: 'serves', act: (page) => typeAndSubmit(page, 'gift-code', 'TRIAL7') },
  // Report: the report itself, and the link's thumbnail preview.
  {
    page: '/report?__host=android&__user=member',
    call: 'report',
    role: 'serves',
    act: async (page) => {
      await page.locator('input[type="radio"]').first().check();
      return typeAndSubmit(page, 'link', 'https://example.com/harm');
    },
  },
  { page: `/report?__host=android&__user=member&url=${encodeURIComponent('https://example.com/x')}`, call: 'thumbnail', role: 'enriches' },
  // Channel subscription (/bot-sub): one path, three methods.
  { page: '/bot-sub?__host=android&__user=member&channel=pikpak_demo', call: 'subscribe.GET', role: 'serves' },
  {
    page: '/bot-sub?__host=android&__user=member&channel=pikpak_demo',
    call: 'subscribe.POST',
    role: 'serves',
    act: async (page, say) => void (await page.getByRole('button', { name: say('Subscribe'), exact: true }).click()),
  },
  {
    page: '/bot-sub?__host=android&__user=member&channel=pikpak_demo',
    call: 'subscribe.DELETE',
    role: 'serves',
    act: async (page, say) => {
      await page.getByRole('button', { name: say('Subscribe'), exact: true }).click();
      // Subscribed (the list is read again): only then is there a subscription to cancel.
      await expect(page.getByText(say('Subscribe successfully'))).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.getByRole('button', { name: say('Cancel subscription') }).first().click();
      await page.getByRole('button', { name: say('Yes, cancel') }).click();
    },
  },
  // Network diagnostics (/ping): the probes and the service status.
  { page: '/ping?__host=browser', call: 'area_connectivity', role: 'serves', said: (page) => page.locator('.diag-summary .ui-banner') },
  { page: '/ping?__host=browser', call: 'area_accessible', role: 'serves', said: (page) => page.locator('.diag-card-status .diag-level') },
  // Subscription and payment status.
  { page: '/subscription?__host=android&__user=premium', call: 'subscription', role: 'serves' },
  {
    page: '/subscription?__host=android&__user=premium',
    call: 'cancelSubscription',
    role: 'serves',
    act: async (page, say) => {
      await page.getByRole('button', { name: say('Cancel subscription') }).click();
      await page
        .locator('section', { has: page.getByRole('heading', { name: say('Cancel your subscription?') }) })
        .getByRole('button', { name: say('Cancel subscription') })
        .click();
    },
  },
  { page: '/payment/status?status=pending&__host=android&__user=member', call: 'subscription', role: 'retries', controls: false },
  // The app session itself, on every page that waits for it (src/ui/session-gate.tsx): the
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
      FAULT_KINDS.forEach((kind, k) => {
        if (row.kinds && !row.kinds.includes(kind)) return;
        if ((r + k) % 2 !== (locale === 'en-US' ? 0 : 1)) return;
        test(`${row.page.split('?')[0]} ${row.call}:${kind} (${row.role})`, async ({ page }) => {
          const errors: string[] = [];
          page.on('pageerror', (e) => errors.push(String(e)));
          if (row.userAgent) await (await page.context().newCDPSession(page)).send('Emulation.setUserAgentOverride', { userAgent: row.userAgent });
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
          } else {
            // An enrichment's failure may be silent: give it the time to fail (the time-out kind
            // fails after the test build's 4 s), then check the page.
            await page.waitForTimeout(kind === 'timeout' ? 4_500 : 600);
          }

          // Still usable: hydrated, its heading shown, something to tap or type.
          await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const controls = page.locator('#root').locator('button:enabled, a[href], input:not([readonly]):not([disabled])');
          if (row.controls !== false) expect(await controls.count()).toBeGreaterThan(0);
          if (typed) await expect(typed.field).toHaveValue(typed.value);
          expect(errors).toEqual([]);
        });
      });
    });
  });
}

/** Whether CALLS has a row for `call` (`name.METHOD`) on the page at `path`. */
function hasRow(path: string, call: string): boolean {
  const [name] = call.split('.');
  return CALLS.some((row) => row.page.split('?')[0] === path && (row.call === call || row.call === name));
}

/** The hosts the census opens every route as: a browser, a member in the Android app, a Premium user in the iOS app. */
const CENSUS_HOSTS = ['__host=browser', '__host=android&__user=member', '__host=ios&__user=premium'];

test.describe('fault matrix census', () => {
  for (const host of CENSUS_HOSTS) {
    test(`every call a page makes when opened has its rows (${host})`, async ({ page }) => {
      test.setTimeout(180_000);
      const missing: string[] = [];
      const everyCall = new Set<string>();
      let seen = new Map<string, number>();
      // Every reply of the fake backend names its call (FAKE_CALL_HEADER, mocks/respond.ts);
      // a reply from another origin that names none is a call no fault can reach.
      page.on('response', (response) => {
        const request = response.request();
        if (!['fetch', 'xhr'].includes(request.resourceType())) return;
        const url = new URL(response.url());
        if (url.origin === new URL(page.url()).origin) return;
        const name = response.headers()[FAKE_CALL_HEADER.toLowerCase()] ?? `(no fault name) ${url.pathname}`;
        seen.set(`${name}.${request.method()}`, Date.now());
      });
      for (const route of walkedRoutes()) {
        seen = new Map();
        await page.goto(`${route.url}?${host}`);
        // Settled: no new call for a second (a page's calls follow each other within 0.2 s),
        // at most 8 s (the diagnostics page's 21 probes).
        const end = Date.now() + 8_000;
        let last = Date.now();
        while (Date.now() < end) {
          await page.waitForTimeout(250);
          const latest = Math.max(last, ...seen.values());
          if (Date.now() - latest > 1_000) break;
          last = latest;
        }
        for (const call of seen.keys()) {
          everyCall.add(call);
          if (!hasRow(route.url, call)) missing.push(`${route.url} (${host}) calls ${call}, which has no row in the fault matrix`);
        }
      }
      expect(missing).toEqual([]);
      // The census saw the calls at all (a page's own calls: the diagnostics probes in any host).
      expect([...everyCall]).toContain('area_connectivity.GET');
      expect(everyCall.size).toBeGreaterThanOrEqual(3);
    });
  }
});
