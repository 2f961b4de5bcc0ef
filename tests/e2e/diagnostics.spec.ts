import AxeBuilder from '@axe-core/playwright';
import { expect, hostLog, test, type Page } from './fixtures';

/*
 * /ping on the built demo with the fake backend: each probe is answered after
 * `__latency` ms (40 by default). In en-US the checks read the words; in ar, whose words the
 * catalogs translate, they read the same states through the page's structure.
 */

const PING = '/ping';
const summary = (page: Page) => page.locator('.diag-summary');
const results = (page: Page) => page.locator('.diag-results');
const level = (page: Page, card: 'status' | 'connection' | 'stability' | 'network') => page.locator(`.diag-card-${card} .diag-level`);
// The two actions, by role, in either language: the main action is Retest, the second Copy results.
const retest = (page: Page) => page.locator('.diag-actions').getByRole('button').first();
const copyResults = (page: Page) => page.locator('.diag-actions').getByRole('button').nth(1);

/** The run's result as it went to statistics: levels and times only. */
async function tracked(page: Page) {
  return page.evaluate(() =>
    ((window as unknown as { __statsQueue?: { action: string; extdata: Record<string, unknown> }[] }).__statsQueue ?? [])
      .filter((e) => e.action === 'ping_result')
      .map((e) => e.extdata),
  );
}

async function seriousAxeFindings(page: Page) {
  const found = await new AxeBuilder({ page }).exclude('#fake-host').analyze();
  return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** The verdict's banner has the colour of the worst badge shown (machines/diagnostics/diagnostics-verdict.ts). */
const SEVERITY_OF_WORST = { good: 'success', neutral: 'info', fair: 'warning', bad: 'danger' } as const;
const RANK = ['good', 'neutral', 'fair', 'bad'] as const;

async function finished(page: Page) {
  await expect(summary(page)).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(results(page)).not.toHaveAttribute('aria-busy', 'true');
  // Whatever the line did, the verdict agrees with every badge it sits above.
  const tones = await results(page).locator('.diag-level').evaluateAll((els) => els.map((el) => el.getAttribute('data-tone') ?? ''));
  expect(tones.length).toBeGreaterThanOrEqual(2);
  const worst = RANK[Math.max(...tones.map((tone) => RANK.indexOf(tone as (typeof RANK)[number])))]!;
  await expect(summary(page).locator('.ui-banner')).toHaveAttribute('data-severity', SEVERITY_OF_WORST[worst]);
}

/** The headline: the median round trip, with the jitter once two probes answered. */
const headline = (page: Page) => summary(page).locator('.diag-headline');

for (const locale of ['en-US', 'ar'] as const) {
  test.describe(`network diagnostics in ${locale}`, () => {
    test.use({ locale });
    // A run is 21 probes in sequence plus axe: slow on a busy CI machine.
    test.describe.configure({ timeout: 60_000 });
    const en = locale === 'en-US';

    test('a full run ends with a headline figure, a verdict that agrees with its levels, and the address, without axe findings', async ({ page }) => {
      await page.goto(PING);
      await expect(page.locator('html')).toHaveAttribute('dir', en ? 'ltr' : 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await finished(page);
      await expect(headline(page).locator('bdi')).toHaveCount(2);
      // A good time: the verdict is good, or names the stability its badge shows; never the time.
      const verdict = await summary(page).getAttribute('data-verdict');
      expect(['good', 'fair', 'poor']).toContain(verdict);
      if (verdict !== 'good') await expect(level(page, 'stability')).not.toHaveAttribute('data-tone', 'good');
      // 40 ms injected: good, or fairly good where a busy machine slows the fake backend down.
      await expect(level(page, 'connection')).toHaveAttribute('data-tone', 'good');
      await expect(level(page, 'status')).toHaveAttribute('data-tone', 'good');
      await expect(page.locator('.diag-card-network bdi.diag-figure')).toHaveText('203.0.113.24');
      // No app: no network type ("don't show").
      await expect(page.locator('.diag-card-network .diag-row')).toHaveCount(2);
      const [result] = await tracked(page);
      expect(result).toMatchObject({ status: 'available' });
      expect(['good', 'better']).toContain(result?.connection);
      expect(JSON.stringify(result)).not.toContain('203.0.113.24');
      if (en) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network diagnostics');
        await expect(headline(page).locator('bdi').first()).toHaveText(/^\d+ ms$/);
        await expect(page.getByRole('region', { name: 'Connection to PikPak’s servers' })).toContainText(/\d+ ms\s*(Good|Fairly good)/);
        await expect(page.getByRole('link', { name: 'Send us feedback' })).toBeVisible();
      }
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('measures an injected latency within a generous bound; a retest shows progress over the greyed last result, then the new result', async ({ page }) => {
      const injected = 100;
      await page.goto(`${PING}?__latency=${injected}`);
      await finished(page);
      const [first] = await tracked(page);
      const measured = Number(first?.rtt_ms);
      expect(measured).toBeGreaterThanOrEqual(injected);
      expect(measured).toBeLessThan(1.5 * injected + 50);
      const address = page.locator('.diag-card-network bdi.diag-figure');
      await retest(page).click();
      await expect(summary(page)).toHaveAttribute('data-state', 'checking');
      await expect(results(page)).toHaveAttribute('data-stale', 'true');
      await expect(address).toHaveText('203.0.113.24');
      await expect(retest(page)).toHaveAttribute('aria-busy', 'true');
      if (en) await expect(page.getByText(/^Test \d+ of 20$/)).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await finished(page);
      await expect(results(page)).not.toHaveAttribute('data-stale');
      expect(await tracked(page)).toHaveLength(2);
    });

    test('says not connected within seconds when no probe is answered', async ({ page }) => {
      await page.goto(`${PING}?__fault=area_connectivity:offline`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const start = Date.now();
      await finished(page);
      // Three unanswered probes end the run: no waiting for twenty, nor for time-outs.
      expect(Date.now() - start).toBeLessThan(8_000);
      await expect(level(page, 'connection')).toHaveAttribute('data-tone', 'bad');
      // §4.4 "don't show": no stability level; the card keeps its room and says nothing was measured.
      await expect(page.locator('.diag-card-stability .diag-level')).toHaveCount(0);
      // The region check answered, but nothing reached the service: no "Available" beside the verdict.
      await expect(level(page, 'status')).not.toHaveAttribute('data-tone', 'good');
      await expect(page.locator('.diag-summary .ui-banner')).toHaveAttribute('data-severity', 'danger');
      if (en) {
        await expect(page.getByText('We couldn’t reach the service.')).toBeVisible();
        await expect(level(page, 'connection')).toHaveText('Not connected');
        await expect(page.getByText('Available', { exact: true })).toHaveCount(0);
      }
      expect(await seriousAxeFindings(page)).toEqual([]);
    });

    test('a probe answered with an HTTP error counts as answered: timed, and the service answered with an error', async ({ page }) => {
      // 500 in one language, an unreadable reply in the other: both are the service answering.
      await page.goto(`${PING}?__fault=area_connectivity:${en ? '500' : 'malformed'}`);
      await finished(page);
      await expect(summary(page)).toHaveAttribute('data-verdict', 'service-error');
      await expect(headline(page)).toBeVisible();
      await expect(level(page, 'connection')).not.toHaveAttribute('data-tone', 'bad');
      await expect(page.locator('.diag-card-stability')).toHaveCount(1);
      const [result] = await tracked(page);
      expect(result).toMatchObject({ verdict: 'service-error' });
      expect(['good', 'better']).toContain(result?.connection);
      // The badge of the replies says the errors (its words: tests/views/diagnostics.test.tsx).
      await expect(page.locator('.diag-card-status .diag-level[data-tone="bad"]')).toHaveCount(1);
      if (en) {
        await expect(page.getByText('We couldn’t reach the service.')).toHaveCount(0);
        await expect(page.getByText(/Check that you’re online/)).toHaveCount(0);
      }
      // The next actions stay: retest, copy for support, feedback.
      await expect(retest(page)).toBeEnabled();
      await expect(copyResults(page)).toBeEnabled();
      await expect(page.locator('.diag-feedback a').filter({ visible: true })).toBeVisible();
    });

    test('says the status is unknown when its check times out, and still measures', async ({ page }) => {
      await page.goto(`${PING}?__fault=area_accessible:timeout`);
      await finished(page);
      await expect(level(page, 'status')).toHaveAttribute('data-tone', 'neutral');
      await expect(level(page, 'connection')).toHaveAttribute('data-tone', 'good');
      if (en) await expect(level(page, 'status')).toHaveText('Couldn’t check');
    });

    test('inside the app: network type, the result handed to the app, results copied for support', async ({ page }) => {
      await page.goto(`${PING}?__host=android&__user=member&__lang=${locale}`);
      await finished(page);
      await expect(page.locator('.diag-card-network .diag-row')).toHaveCount(3);
      await expect(page.locator('.diag-card-network')).toContainText('Wi-Fi');
      await expect(hostLog(page)).toContainText(/updateConnectivity\({"connection":"(good|better)","stability":"\w+","status":"available","rttMs":\d+/);
      await expect(hostLog(page)).not.toContainText('203.0.113.24');
      await copyResults(page).click();
      await expect(hostLog(page)).toContainText('clipboard ←');
      await expect(hostLog(page)).toContainText('203.0.113.24');
      await expect(hostLog(page)).toContainText('1.50.0');
      if (en) {
        await expect(page.getByRole('status').filter({ hasText: 'Copied to clipboard' })).toBeVisible();
        await expect(hostLog(page)).toContainText('PikPak network diagnostics');
      }
    });
  });
}

/** The page's cumulative layout shift so far (shifts without a recent input), from the buffered entries. */
async function layoutShift(page: Page): Promise<{ total: number; shifts: { value: number; nodes: string[] }[] }> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const shifts: { value: number; nodes: string[] }[] = [];
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)));
            shifts.push({ value: entry.value, nodes });
          }
          resolve({ total: shifts.reduce((sum, s) => sum + s.value, 0), shifts });
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ total: 0, shifts })));
      }),
  );
}

test.describe('network diagnostics on a phone: nothing moves while a run goes on and ends (issue 31, item 4)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 60_000 });
  for (const locale of ['en-US', 'ar'] as const) {
    test.describe(locale, () => {
      test.use({ locale });
      for (const [state, query] of [
        ['the service unreachable', '__fault=area_connectivity:offline'],
        ['a good line', ''],
        ['the service answering with an error', '__fault=area_connectivity:500'],
      ] as const) {
        test(`${state}: layout shift under 0.01 from the first paint to the result`, async ({ page }) => {
          await page.goto(query ? `${PING}?${query}` : PING);
          await finished(page);
          const { total, shifts } = await layoutShift(page);
          expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
        });
      }
    });
  }

  test('while it runs, the headline shows the median so far and the button says it is testing', async ({ page }) => {
    await page.goto(`${PING}?__latency=150`);
    await expect(page.getByRole('button', { name: 'Testing…' })).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText('Median round trip to Singapore so far.')).toBeVisible();
    await expect(headline(page).locator('bdi').first()).toHaveText(/^\d+ ms$/);
    await finished(page);
    await expect(page.getByRole('button', { name: 'Retest' })).toBeEnabled();
  });
});
