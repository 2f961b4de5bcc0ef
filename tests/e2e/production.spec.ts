import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { REFERRAL_RULES } from '../../machines/referral/referral-rules';
import { serve } from '../../scripts/serve.mjs';
import { BOOT_FAILURE, CANNOT_START_TEXT } from '../../src/shell/boot-failure';
import { CANNOT_START } from '../../src/shell/cannot-start';
import { expect, test, type Page } from './fixtures';
import { translated } from './po';
import { walkedRoutes } from './walk';

/**
 * The production output (dist: no fake backend, no fake app host), served as `npm run
 * preview` serves it, with the build's own Content-Security-Policy.
 */
let server: Server;
let base = '';
test.beforeAll(async () => {
  const port = 4700 + test.info().workerIndex;
  server = (await serve('dist', port)) as Server;
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(() => server.close());

const ROUTES = walkedRoutes();

/** Records CSP refusals and hydration reports from the document's start. */
async function recorder(page: Page) {
  const hydration: string[] = [];
  page.on('console', (m) => {
    if (/hydrat/i.test(m.text())) hydration.push(m.text());
  });
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = refused;
    document.addEventListener('securitypolicyviolation', (e) => refused.push(`${e.violatedDirective} refused ${e.blockedURI || 'inline'}`));
  });
  return {
    hydration,
    refused: () => page.evaluate(() => (window as unknown as { __refused: string[] }).__refused),
  };
}

test.describe('pre-rendered HTML', () => {
  test.use({ locale: 'ko-KR', javaScriptEnabled: false, awaitHydration: false });
  test('/purchase-attention in Korean holds the Korean text before any script runs', async ({ page }) => {
    const response = await page.goto(`${base}/purchase-attention`);
    expect(response?.headers()['vary']).toMatch(/Accept-Language/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated('ko', 'Buy Premium only from official channels'));
    // Safari reads the smart banner from the first HTML.
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', /app-id=\d+/);
  });
});

for (const locale of ['en-US', 'ar'] as const) {
  test.describe(`every production page in ${locale}`, () => {
    test.use({ locale });
    test.describe.configure({ timeout: 120_000 });
    test('hydrates without a mismatch and runs under the policy without a violation', async ({ page }) => {
      const seen = await recorder(page);
      const problems: string[] = [];
      for (const route of ROUTES) {
        seen.hydration.length = 0;
        const response = await page.goto(`${base}${route.url}`);
        const policy = response?.headers()['content-security-policy'] ?? '';
        if (!/script-src 'self' 'sha256-[^']+'(;| )/.test(policy) || !policy.includes("object-src 'none'") || !policy.includes("base-uri 'none'")) problems.push(`${route.name}: weak policy "${policy}"`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        problems.push(...(await seen.refused()).map((v) => `${route.name}: CSP ${v}`));
        problems.push(...seen.hydration.map((h) => `${route.name}: ${h.slice(0, 160)}`));
      }
      expect(problems).toEqual([]);
    });
  });
}

test('the debug console opens under the policy when the remote config allows it', async ({ page }) => {
  const seen = await recorder(page);
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
  await page.route('https://config.mypikpak.com/**', (route) =>
    route.request().method() === 'OPTIONS'
      ? route.fulfill({ status: 204, headers: cors })
      : route.fulfill({ contentType: 'application/json', headers: cors, body: JSON.stringify({ values: { debug_options: { allow_vconsole: { enable: true, uids: [] } } } }) }),
  );
  await page.goto(`${base}/403`);
  await page.getByRole('heading', { level: 1 }).click({ clickCount: 5, delay: 10 });
  await expect(page.locator('#__vconsole')).toBeAttached();
  expect(await seen.refused()).toEqual([]);
});

test.describe('an entry script that cannot load', () => {
  test.use({ locale: 'ko-KR', awaitHydration: false });
  test('leaves the page readable and says so in its language, from the HTML itself', async ({ page }) => {
    // /help is a text page: its entry is the text-page script (src/text-page.ts); the pages that hydrate load index.
    await page.route(/\/static\/js\/(index|text)\.[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${base}/help`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#boot-failure')).toBeVisible();
    await expect(page.locator('#boot-failure')).toContainText(BOOT_FAILURE.ko.message);
  });
});

test.describe('a page whose script cannot start in this engine', () => {
  test.use({ locale: 'ko-KR', awaitHydration: false });
  // As an engine below the support matrix meets today's scripts: the entry does not parse.
  for (const [path, entry] of [['/help', 'text'], ['/subscription', 'index']] as const) {
    test(`${path} says so in its language, over its readable text, and says what to do — not "check your connection"`, async ({ page }) => {
      await page.route(new RegExp(`/static/js/${entry}\\.[^/]+\\.js$`), (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: 'let page = { start() { a ??= ; } };' }),
      );
      await page.goto(`${base}${path}`);
      const notice = page.locator(`#${CANNOT_START.id}`);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(CANNOT_START_TEXT.ko.title);
      // A computer: the browser's line, not the phones'.
      await expect(notice).toContainText(CANNOT_START_TEXT.ko.desktop);
      await expect(notice.getByText(CANNOT_START_TEXT.ko.android)).toBeHidden();
      await expect(notice.getByRole('link', { name: CANNOT_START_TEXT.ko.retry })).toBeVisible();
      await expect(page.locator('#boot-failure')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Reported once through the statistics queue, with the engine, without a token or the query.
      const events = await page.evaluate(() => JSON.stringify(Reflect.get(window, '__statsQueue') ?? []));
      expect(JSON.parse(events)).toEqual([expect.objectContaining({ action: CANNOT_START.statAction, extdata: expect.objectContaining({ reason: 'script-error', engine: 'chromium' }) })]);
    });
  }
});

test.describe('the invitation page before its scripts run (layout shift)', () => {
  test.use({ locale: 'en-US', viewport: { width: 390, height: 844 }, awaitHydration: false });
  // The state of the first paint: the pre-rendered HTML and its inline script, no other script.
  const firstPaint = async (page: Page, bridge: 'android' | 'ios' | null) => {
    await page.route(/\/static\/js\//, (route) => route.abort());
    if (bridge === 'android') await page.addInitScript(() => Object.assign(window, { PikPakBridge: { postMessage: () => undefined } }));
    if (bridge === 'ios') await page.addInitScript(() => Object.assign(window, { webkit: { messageHandlers: { pikpakBridge: { postMessage: () => undefined } } } }));
    await page.goto(`${base}/activity/invitation`);
    const rules = page.locator('#root .referral-section').first();
    await expect(rules).toBeVisible();
    return (await rules.boundingBox())!.y;
  };

  test('in a browser, the rules are on the first screen, below a placeholder of the logged-out card’s size', async ({ page }) => {
    const top = await firstPaint(page, null);
    await expect(page.locator('html')).not.toHaveAttribute('data-in-app');
    expect(top).toBeLessThan(844);
  });

  for (const bridge of ['android', 'ios'] as const) {
    test(`in the ${bridge} app, the placeholder fills the screen, so the member’s content pushes nothing into view`, async ({ page }) => {
      const top = await firstPaint(page, bridge);
      await expect(page.locator('html')).toHaveAttribute('data-in-app', '');
      expect(top).toBeGreaterThanOrEqual(844);
    });
  }
});

test('no pre-rendered page carries a style attribute: style-src-attr is for the debug console alone', () => {
  // README, "style-src-attr: the trade-off": our markup styles through classes.
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : []));
  const files = pages('dist/pages');
  expect(files.length).toBeGreaterThan(9);
  const styled = files.filter((file) => /<[a-zA-Z][^<>]*\sstyle\s*=/.test(readFileSync(file, 'utf8')));
  expect(styled).toEqual([]);
});

test('every pre-rendered page has a description and link-preview tags, in its language', () => {
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? pages(join(dir, entry.name)) : entry.name.endsWith('.html') ? [join(dir, entry.name)] : []));
  const missing: string[] = [];
  const descriptions = new Map<string, string>();
  for (const file of pages('dist/pages')) {
    const html = readFileSync(file, 'utf8');
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
    const locale = file.split('/')[2] ?? '';
    if (description.trim().length < 2) missing.push(`${file}: no description`);
    if (!html.includes(`<meta property="og:locale" content="${locale.replace('-', '_')}" />`) || !/<meta property="og:title" content="[^"]+"/.test(html)) missing.push(`${file}: no link preview`);
    // The card tags and an image from our own origin (a path, or SITE_ORIGIN's absolute address) that the build holds.
    const image = html.match(/<meta property="og:image" content="(?:https:\/\/[^/"]+)?(\/static\/image\/[^"]+\.png)"/)?.[1];
    if (!image || !existsSync(join('dist', image)) || !html.includes(`<meta name="twitter:image" content="`) || !html.includes('<meta name="twitter:card" content="summary_large_image" />')) missing.push(`${file}: no card image`);
    descriptions.set(file, description);
  }
  expect(missing).toEqual([]);
  // The Korean page's description is not the English one.
  expect(descriptions.get('dist/pages/ko/purchase-attention.html')).not.toBe(descriptions.get('dist/pages/en-US/purchase-attention.html'));
});

test('the invited friend’s link previews the friend’s reward from the referral rules, in its language, and nothing of the inviter', () => {
  const days = REFERRAL_RULES.friendRewardDays;
  const message = '{days, plural, one {Join with this invitation and get # extra Premium day.} other {Join with this invitation and get # extra Premium days.}}';
  for (const locale of ['en-US', 'ar']) {
    const head = readFileSync(`dist/pages/${locale}/activity/invited.html`, 'utf8').split('</head>')[0] ?? '';
    const meta = (key: string) => head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
    const icu = translated(locale, message);
    const branch = icu.match(new RegExp(`${new Intl.PluralRules(locale).select(days)} \\{([^}]*)\\}`))?.[1] ?? '';
    const expected = branch.replace('#', String(days));
    expect(expected).toContain(String(days));
    expect(meta('description')).toBe(expected);
    expect(meta('og:description')).toBe(expected);
    expect(meta('twitter:description')).toBe(expected);
    expect(meta('og:title')).toBe(translated(locale, 'You’re invited to PikPak'));
    expect(meta('twitter:card')).toBe('summary_large_image');
    // The server renders without a query: no code, no inviter's name in any preview.
    expect(head).not.toMatch(/invited you|code=/);
  }
});

test.describe('the app’s language from the first byte', () => {
  test.use({ locale: 'en-US' });
  const android = () => Object.assign(window, { PikPakBridge: { postMessage: () => undefined } });

  test('a request with Cookie: locale=ar and Accept-Language: en-US gets the Arabic page', async () => {
    const response = await fetch(`${base}/purchase-attention`, { headers: { Cookie: 'locale=ar', 'Accept-Language': 'en-US' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(await response.text()).toContain('<html lang="ar" dir="rtl">');
    const bogus = await fetch(`${base}/purchase-attention`, { headers: { Cookie: 'locale=xx', 'Accept-Language': 'ko-KR' } });
    expect(await bogus.text()).toContain('<html lang="ko" dir="ltr">');
  });

  test('in the app without the cookie, the inline script holds the text before the first paint, and lets it go by itself if no entry script ever runs', async ({ page }) => {
    // The entry scripts never arrive (neither load nor fail): only the inline script acts.
    await page.route(/\/static\/js\//, () => undefined);
    await page.addInitScript(android);
    // The frame's own goto: the fixture's waits for a hydration that never comes.
    await page.mainFrame().goto(`${base}/403`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeAttached();
    await expect(page.locator('html')).toHaveClass(/language-pending/);
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).toBe('rgba(0, 0, 0, 0)');
    // The last resort: the bridge's time-out (3 s in production) and the margin (2.5 s).
    await expect(page.locator('html')).not.toHaveClass(/language-pending/, { timeout: 10_000 });
    expect(await heading.evaluate((h) => getComputedStyle(h).color)).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('in the app with the cookie, the page comes in its language and nothing is held', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'ar', url: base }]);
    await page.route(/\/static\/js\//, () => undefined);
    await page.addInitScript(android);
    const response = await page.mainFrame().goto(`${base}/403`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('data-in-app', '');
    await expect(page.locator('html')).not.toHaveClass(/language-pending/);
  });
});

test.describe('every script a page loads at start is named by its HTML (no chunk discovered late)', () => {
  for (const path of ['/403', '/help', '/purchase-attention', '/activity/invitation', '/ping']) {
    test(path, async ({ page }) => {
      const loaded = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.pathname.startsWith('/static/js/')) loaded.add(url.pathname);
      });
      const response = await page.goto(`${base}${path}`);
      const html = (await response?.text()) ?? '';
      await page.locator('html[data-hydrated]').waitFor();
      const named = new Set([...html.matchAll(/(?:src|href)="(\/static\/js\/[^"]+\.js)"/g)].map((m) => m[1]));
      // Scripts loaded later on purpose (the API client at the first call, the debug console, the
      // field measurement once the page is interactive) are not in this list.
      const late = [...loaded].filter((file) => !named.has(file) && !/\/(api|debug|vconsole|vitals|web-vitals)\./.test(file));
      expect(late).toEqual([]);
    });
  }
});
