import { test as base, type Page } from '@playwright/test';

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

export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await provide(page);
  },
});

/**
 * Waits until the page has settled: hydrated, nothing aria-busy and no skeleton left (its
 * session read and its calls answered), checked at every frame, for at most `timeout`.
 */
export async function settled(page: Page, timeout = 10_000) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute('data-hydrated') && !document.querySelector('#root [aria-busy="true"], #root .ui-skeleton'),
    null,
    { polling: 'raf', timeout },
  );
}
