// Regression tests of the security and fault probes' findings that need a browser (the others
// are tested in tests/unit, tests/machines and the request table): framing, typing under
// faults, and CSP violation reports (where the token goes: the fault matrix census).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './fixtures';
import { translated } from './po';

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
    // No reply: the outcome is unknown, and the page says so rather than "failed" (issue 32 L10).
    await expect(page.getByText(/We don’t know whether the invitation was accepted/)).toBeVisible({ timeout: 10_000 });
    await expect(codeField(page)).toHaveValue('TESTCODE');
  });

  test('an expired login on redemption is named, in en-US and ar', async ({ page }) => {
    await page.goto(`${INVITATION}?__host=android&__user=premium&__fault=activation-code:401`);
    await codeField(page).fill('TESTCODE');
    await page.getByRole('button', { name: 'Confirm code' }).click();
    await expect(page.getByText('Your login has expired. Log in again: the page carries on when you’re back.')).toBeVisible();
    await expect(page.getByText('Couldn’t confirm the code. Try again later.')).toHaveCount(0);
    await expect(codeField(page)).toHaveValue('TESTCODE');

    await page.goto(`${INVITATION}?__host=android&__user=premium&__lang=ar&__fault=activation-code:401`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.locator('input[name="invitation-code"]').fill('TESTCODE');
    await page.locator('form.referral-form button[type="submit"]').click();
    await expect(page.getByText(translated('ar', 'Your login has expired. Log in again: the page carries on when you’re back.'))).toBeVisible();
    await expect(page.getByText('Your login has expired', { exact: false })).toHaveCount(0);
  });
});

// Where the token goes: the fault matrix census (tests/e2e/fault-matrix.spec.ts) opens every
// route as the app in Android and iOS anyway, and checks on the same visits that the session's
// token never leaves memory except in the Authorization header (recordTokenLeaks, walk.ts).

test.describe('CSP violation reports', () => {
  test('a blocked image on a page reaches the report collector, which keeps the page’s address without its query', async ({ page, request }) => {
    // An unknown path (the not-found page, with the same policy) names the report; the query
    // carries a code, as a gift or invitation link does (issue 32).
    const probe = `csp-probe-${Date.now()}`;
    const response = await page.goto(`/${probe}?code=PREMIUM30`);
    const headers = response!.headers();
    // The demo's collector is same-origin over http: report-uri (the Reporting API's report-to
    // delivers only to https endpoints; the production policy has both,
    // tests/unit/nginx-policy.test.ts).
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
    const kept = await ours();
    expect(kept?.page).toMatch(new RegExp(`/${probe}$`));
    expect(JSON.stringify(kept)).not.toContain('PREMIUM30');
  });
});
