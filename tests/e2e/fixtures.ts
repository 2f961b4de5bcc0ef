import { test as base, expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Pages are pre-rendered: they paint before their script runs, and a control is inert until
 * the page is hydrated (buttons disabled, fields read-only: Playwright waits for those), but a
 * link clicked in that moment is followed by the browser itself rather than by the page. So
 * every navigation of a test waits until the page says it is hydrated (html[data-hydrated]),
 * for at most a few seconds: a page whose script cannot load never is, and its test reads
 * what the HTML says.
 */
async function hydrated(page: Page) {
  await page
    .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') || !document.querySelector('#root[data-prerendered]'), null, { timeout: 10_000 })
    .catch(() => undefined);
}

/** Makes the page's navigations wait for hydration (see `hydrated`) while `wanted()` says so. */
function waitForHydration(page: Page, wanted: () => boolean) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    if (wanted()) await hydrated(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    if (wanted()) await hydrated(page);
    return response;
  };
}

/**
 * What a test may change in its page or context that a reset cannot take back (init scripts,
 * exposed functions, permissions, emulation, a DevTools session): a page whose test called one
 * of these is closed afterwards instead of being handed to the next test.
 */
const PAGE_TAINTS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setViewportSize', 'emulateMedia', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket'] as const;
const CONTEXT_TAINTS = ['addInitScript', 'exposeFunction', 'exposeBinding', 'grantPermissions', 'clearPermissions', 'setOffline', 'setExtraHTTPHeaders', 'setGeolocation', 'setHTTPCredentials', 'route', 'routeFromHAR', 'routeWebSocket', 'newCDPSession'] as const;

function watchTaints(target: object, names: readonly string[], taint: () => void) {
  const record = target as Record<string, unknown>;
  for (const name of names) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    record[name] = (...args: unknown[]) => {
      taint();
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** Records the listeners a test adds, so that they can be taken off again. */
function watchListeners(target: object, added: [object, string | symbol, (...args: never[]) => unknown][]) {
  const record = target as Record<string, unknown>;
  for (const name of ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']) {
    const original = record[name];
    if (typeof original !== 'function') continue;
    record[name] = (event: string | symbol, listener: (...args: never[]) => unknown) => {
      added.push([target, event, listener]);
      return (original as (...a: unknown[]) => unknown).call(target, event, listener);
    };
  }
}

interface Pooled {
  page: Page;
  tainted: boolean;
  /** Whether this test's navigations wait for hydration (the `awaitHydration` option). */
  awaitHydration: boolean;
  listeners: [object, string | symbol, (...args: never[]) => unknown][];
}

/**
 * A worker's pages, kept between tests with the same context options. Opening a page in a new
 * context costs a new renderer process and a cold script compile (≈ 1.1–1.3 s of CPU on our
 * 2-core machines, against ≈ 0.4 s for the next navigation of a page already open), which was
 * most of the browser tests' time. A page is handed on only after a clean pass: its other tabs
 * closed, listeners and routes removed, this site's storage and the context's cookies cleared,
 * on about:blank; a failed test's page, or one whose test changed what a reset cannot take
 * back (PAGE_TAINTS, CONTEXT_TAINTS), is closed with its context.
 */
class PagePool {
  private readonly idle = new Map<string, Pooled>();
  constructor(private readonly browser: Browser) {}

  async acquire(options: BrowserContextOptions): Promise<Pooled> {
    const key = JSON.stringify(options);
    const kept = this.idle.get(key);
    if (kept) {
      this.idle.delete(key);
      return kept;
    }
    const context = await this.browser.newContext(options);
    const page = await context.newPage();
    const pooled: Pooled = { page, tainted: false, awaitHydration: true, listeners: [] };
    waitForHydration(page, () => pooled.awaitHydration);
    const taint = () => (pooled.tainted = true);
    watchListeners(page, pooled.listeners);
    watchListeners(context, pooled.listeners);
    watchTaints(page, PAGE_TAINTS, taint);
    watchTaints(context, CONTEXT_TAINTS, taint);
    return pooled;
  }

  async release(pooled: Pooled, options: BrowserContextOptions, passed: boolean) {
    const { page } = pooled;
    const context = page.context();
    const reusable = passed && !pooled.tainted && !page.isClosed() && (await this.reset(pooled).then(() => true, () => false));
    if (!reusable) {
      await context.close().catch(() => undefined);
      return;
    }
    const key = JSON.stringify(options);
    const previous = this.idle.get(key);
    this.idle.set(key, pooled);
    if (previous) await previous.page.context().close().catch(() => undefined);
    // At most three contexts kept per worker (the oldest goes).
    while (this.idle.size > 3) {
      const [oldest, entry] = this.idle.entries().next().value as [string, Pooled];
      this.idle.delete(oldest);
      await entry.page.context().close().catch(() => undefined);
    }
  }

  private async reset(pooled: Pooled) {
    const { page } = pooled;
    const context = page.context();
    await Promise.all(context.pages().filter((other) => other !== page).map((other) => other.close()));
    for (const [target, event, listener] of pooled.listeners.splice(0)) (target as Page).off(event as 'close', listener as () => void);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    if (/^https?:/.test(page.url())) {
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      });
    }
    await context.clearCookies();
    pooled.awaitHydration = false;
    await page.goto('about:blank');
  }

  async close() {
    await Promise.all([...this.idle.values()].map(({ page }) => page.context().close().catch(() => undefined)));
    this.idle.clear();
  }
}

export const test = base.extend<{ awaitHydration: boolean }, { pagePool: PagePool }>({
  /**
   * Whether `page.goto` and `page.reload` wait for the page to hydrate. False for tests of a
   * page whose scripts cannot run (scripts off, blocked or never answered): the wait would
   * last its whole 10 s.
   */
  awaitHydration: [true, { option: true }],
  pagePool: [
    async ({ browser }, provide) => {
      const pool = new PagePool(browser);
      await provide(pool);
      await pool.close();
    },
    { scope: 'worker' },
  ],
  // The test's context is its page's (a test that asks for both gets the two together).
  context: async ({ page }, provide) => {
    await provide(page.context());
  },
  page: async ({ pagePool, awaitHydration, baseURL, locale, viewport, userAgent, javaScriptEnabled, colorScheme, reducedMotion, deviceScaleFactor, isMobile, hasTouch }, provide, testInfo) => {
    const options: BrowserContextOptions = { baseURL, locale, viewport, userAgent, javaScriptEnabled, colorScheme, reducedMotion, deviceScaleFactor, isMobile, hasTouch };
    const pooled = await pagePool.acquire(options);
    pooled.awaitHydration = awaitHydration;
    await provide(pooled.page);
    await pagePool.release(pooled, options, testInfo.status === testInfo.expectedStatus);
  },
});

/**
 * Waits until the page has settled: hydrated, nothing aria-busy and no skeleton left that a
 * reader could see (its session read and its calls answered; a text page's cases for other
 * situations, and a closed fold's content, are not seen), checked at every frame, for at most `timeout`.
 */
export async function settled(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') && ![...document.querySelectorAll('#root [aria-busy="true"], #root .ui-skeleton')].some((busy) => busy.checkVisibility()),
    null,
    { polling: 'raf', timeout },
  );
}

/** The fake host's log (mocks/fake-host.ts): every bridge call the page made, and what the fake app did. */
export const hostLog = (page: Page) => page.locator('ol[aria-label="Fake host log"]');

/** The reader comes back to the page from one of the app's screens: the page sees itself shown again. */
export const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/**
 * A guest logs in through the fake app: taps the page's log-in button, the page asks for the
 * app's log-in screen (open_login), the fake app logs the demo member in, and the reader comes
 * back to the page.
 */
export async function logInThroughApp(page: Page, logIn: Locator): Promise<void> {
  await logIn.click();
  await expect(hostLog(page)).toContainText('open_login');
  await expect(hostLog(page)).toContainText('logged in as the demo member');
  await comeBack(page);
}
