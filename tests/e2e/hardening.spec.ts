// Regression tests of the security and fault probes' findings that need a browser (the others
// are tested in tests/unit, tests/machines and the request table): framing, typing under
// faults, where the token goes, and CSP violation reports.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, settled, test, type Page } from './fixtures';
import { walkedRoutes } from './walk';

const INVITATION = '/activity/invitation';
const codeField = (page: Page) => page.getByLabel('Your friend’s invitation code');

test.describe('framed mode needs the parent the browser names', () => {
  test('a page of this site framed by the demo parent is in web-drive mode', async ({ page, baseURL }) => {
    await page.goto('/frame-demo.html?page=/help');
    const frame = page.frameLocator('#frame');
    await expect(frame.getByRole('link', { name: 'Add a link' })).toBeVisible();
    expect(new URL(await page.locator('#frame').getAttribute('src') ?? '').searchParams.get('origin')).toBe(new URL(baseURL!).origin);
  });

  test('another site framing /help with an allowed origin in the query gets the plain page', async ({ page, baseURL }) => {
    const named = new URL(baseURL!).origin; // allowed (a loopback parent of the embedded default), but not the parent
    // Another site: a server of its own on another port (another origin), framing /help.
    const server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>x</title><iframe id="frame" src="${named}/help?origin=${encodeURIComponent(named)}"></iframe>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
    const frame = page.frameLocator('#frame');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await frame.locator('html[data-hydrated]').waitFor();
    await expect(frame.getByRole('link', { name: 'Add a link' })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Add a link' })).toHaveCount(0);
    server.close();
  });
});

test.describe('the demo frame page frames only paths of this site', () => {
  for (const asked of ['//127.0.0.2:3960/x', 'https://evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', '//localhost/x']) {
    test(`page=${asked}`, async ({ page, baseURL }) => {
      await page.goto(`/frame-demo.html?page=${encodeURIComponent(asked)}`);
      const src = await page.locator('#frame').getAttribute('src');
      expect(new URL(src ?? '').origin).toBe(new URL(baseURL!).origin);
    });
  }
});

test.describe('the invitation code entry under faults', () => {
  test('what is typed while a code is confirmed is kept', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=premium&__fault=activation-code:timeout`);
    await codeField(page).fill('TESTCO');
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.locator('form[aria-busy="true"]')).toBeVisible();
    await codeField(page).press('End');
    await page.keyboard.type('DE');
    await expect(codeField(page)).toHaveValue('TESTCODE');
    await expect(page.getByText('Redemption failed, please try again later')).toBeVisible({ timeout: 10_000 });
    await expect(codeField(page)).toHaveValue('TESTCODE');
  });

  test('an expired login on redemption is named, in en-US and ar', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=premium&__fault=activation-code:401`);
    await codeField(page).fill('TESTCODE');
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.getByText('Your login has expired. Log in again in the PikPak app, then reopen this page.')).toBeVisible();
    await expect(page.getByText('Redemption failed, please try again later')).toHaveCount(0);
    await expect(codeField(page)).toHaveValue('TESTCODE');

    await page.goto(`${INVITATION}?__host=android&__user=premium&__lang=ar&__fault=activation-code:401`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.locator('input[name="invitation-code"]').fill('TESTCODE');
    await page.locator('form.referral-form button[type="submit"]').click();
    await expect(page.locator('form').getByText(/PikPak/)).toBeVisible();
    await expect(page.getByText('Your login has expired', { exact: false })).toHaveCount(0);
  });
});

/** Records everything the token must never reach: addresses, bridge and frame messages, statistics, storage, the console. */
async function recordLeaks(page: Page) {
  const urls: string[] = [];
  const consoleLines: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('console', (m) => consoleLines.push(m.text()));
  page.on('pageerror', (e) => consoleLines.push(String(e)));
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __sentToApp: string[] }).__sentToApp = sent;
    const wrap = (name: string, wrapValue: (v: unknown) => unknown) => {
      let inner: unknown;
      Object.defineProperty(window, name, { configurable: true, get: () => inner, set: (v: unknown) => (inner = wrapValue(v)) });
    };
    wrap('PikPakBridge', (v) => ({ postMessage: (json: string) => (sent.push(json), (v as { postMessage(j: string): void }).postMessage(json)) }));
    wrap('webkit', (v) => {
      const handler = (v as { messageHandlers: { pikpakBridge: { postMessage(m: unknown): void } } }).messageHandlers.pikpakBridge;
      return { messageHandlers: { pikpakBridge: { postMessage: (m: unknown) => (sent.push(JSON.stringify(m)), handler.postMessage(m)) } } };
    });
    if (window.parent !== window) {
      const post = window.parent.postMessage.bind(window.parent);
      window.parent.postMessage = ((message: unknown, origin: string) => (sent.push(JSON.stringify(message)), post(message, origin))) as Window['postMessage'];
    }
  });
  const pageState = () =>
    page.evaluate(async () => {
      const w = window as unknown as { __sentToApp?: string[]; __statsQueue?: unknown[] };
      const storage = (s: Storage) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`);
      const databases = 'databases' in indexedDB ? (await indexedDB.databases()).map((d) => d.name ?? '') : [];
      const caches = 'caches' in window ? await window.caches.keys() : [];
      return JSON.stringify({
        sent: w.__sentToApp ?? [],
        stats: w.__statsQueue ?? [],
        local: storage(localStorage),
        session: storage(sessionStorage),
        cookie: document.cookie,
        databases,
        caches,
        location: location.href,
        history: history.state as unknown,
      });
    });
  return { urls, consoleLines, pageState };
}

test.describe('the token never leaves memory except in the Authorization header', () => {
  test.describe.configure({ timeout: 180_000 });
  for (const host of ['android', 'ios'] as const) {
    test(`every route in the ${host} app`, async ({ page }) => {
      const token = 'demo-token-member';
      const leaks = await recordLeaks(page);
      const states: string[] = [];
      let sentToApp = 0;
      for (const route of walkedRoutes()) {
        await page.goto(`${route.url}?__host=${host}&__user=member`);
        // The session is read and the page's calls answered.
        await settled(page);
        const state = await leaks.pageState();
        states.push(state);
        sentToApp += (JSON.parse(state) as { sent: unknown[] }).sent.length;
      }
      // The framed pages post to the demo parent.
      await page.goto(`/frame-demo.html?page=/help`);
      await page.frameLocator('#frame').getByRole('link', { name: 'Add a link' }).click();
      states.push(await page.locator('#log').innerText());
      // The recorder worked: the app was asked for the session (and so handed the token over).
      expect(sentToApp).toBeGreaterThan(0);
      expect(states.join('\n')).toContain('getAppMetadata');
      for (const url of leaks.urls) expect(url).not.toContain(token);
      for (const line of leaks.consoleLines) expect(line).not.toContain(token);
      for (const state of states) expect(state).not.toContain(token);
    });
  }
});

test.describe('CSP violation reports', () => {
  test('a blocked image on a page reaches the report collector', async ({ page, request }) => {
    const probe = `csp-probe=${Date.now()}`;
    const response = await page.goto(`/403?${probe}`);
    const headers = response!.headers();
    // The demo's collector is same-origin over http: report-uri (the Reporting API's report-to
    // delivers only to https endpoints; the production policy has both, tests/unit/server-policy).
    expect(headers['content-security-policy']).toContain('report-uri /__csp-reports');
    // An injected image from a host outside img-src: the browser blocks it and reports it itself.
    const violation = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
          const img = document.createElement('img');
          img.src = 'https://evil.example/pixel.png';
          document.body.append(img);
        }),
    );
    expect(await violation).toBe('img-src');
    type Report = { page: string; directive: string; blocked: string };
    const ours = async () => ((await (await request.get('/__csp-reports')).json()) as Report[]).find((r) => r.page.includes(probe)) ?? null;
    await expect.poll(ours, { timeout: 15_000 }).toMatchObject({ directive: 'img-src', blocked: expect.stringMatching(/^https:\/\/evil\.example/) });
  });
});
