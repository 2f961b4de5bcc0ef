import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../machines/locales';
import { compiledMessageIds, hasTranslatableText, looksLikeMessageId, sharedValue, walkedRoutes, wordsOf, type WalkRoute } from './walk';

/**
 * The route walk (issue 7, item 8): every route of the route tree, plus one address no route
 * matches, in each of the nine locales, against the production-like build (dist-demo). One
 * test per locale reuses one browser context and visits the routes one after the other; the
 * language is the browser's (the context's `locale`), and the fake host is a plain browser
 * (no app), so pages that need a session show what a visitor without one sees.
 *
 * This is the ONE walk of route × locale: a later check joins it as one more entry in one
 * of the three lists below, and costs no extra page load.
 * - PAGE_CHECKS: a check of one page while the browser is on it (axe, overflow, hydration,
 *   …). `run(visit, page)` gets what the visit read (title, language, text) and the live
 *   page, still on that route and settled (an h1 shown, nothing aria-busy).
 * - ENGLISH_CHECKS: a check of one page against the en-US render of the same route (not run
 *   in en-US). The en-US test's walk is the reference; the other locales' tests read it
 *   once it is written (see `english()`), so en-US is walked once per run.
 * - LOCALE_CHECKS: a check across the pages of one locale.
 * Each returns the problems it found as sentences; an empty list passes. Every problem of
 * every route is collected first and reported together per locale, so one run shows all
 * that is wrong, not only the first thing.
 */

/** What a visit read from the settled page. */
interface Visit {
  locale: Locale;
  route: WalkRoute;
  title: string;
  lang: string;
  /** The page's visible text, one entry per line of `innerText` (trimmed, non-empty). */
  lines: string[];
  /** Every text node of the page, visible or not (trimmed, non-empty). */
  texts: string[];
  /** Text in attributes people are given: aria-label, alt, placeholder, title. */
  labels: string[];
}

interface PageCheck {
  name: string;
  run(visit: Visit, page: Page): string[] | Promise<string[]>;
}

interface EnglishCheck {
  name: string;
  run(visit: Visit, english: Visit): string[];
}

interface LocaleCheck {
  name: string;
  run(visits: readonly Visit[]): string[];
}

const ROUTES = walkedRoutes();
const MESSAGE_IDS = compiledMessageIds();

const PAGE_CHECKS: PageCheck[] = [
  {
    name: 'page language',
    run: (visit) => (visit.lang === visit.locale ? [] : [`<html lang> is "${visit.lang}"`]),
  },
  {
    // A message shown as its id ("4bPMt6"): its catalog was not loaded, or it was never extracted.
    name: 'no message id shown',
    run: (visit) => {
      const shown = [visit.title, ...visit.texts, ...visit.labels];
      const known = shown.flatMap(wordsOf).filter((word) => MESSAGE_IDS.has(word));
      const unknown = shown.filter(looksLikeMessageId);
      return [...new Set([...known, ...unknown])].map((id) => `shows the message id "${id}"`);
    },
  },
  {
    // Each page has a title of its own ("X · PikPak"), not only the brand.
    name: 'page title',
    run: (visit) => (hasTranslatableText(visit.title) ? [] : [`the document title "${visit.title}" has no words of the page's own`]),
  },
];

const ENGLISH_CHECKS: EnglishCheck[] = [
  {
    // A line that is word for word the en-US page's, with letters left once brand names,
    // addresses, codes and digits are taken out.
    name: 'no English left',
    run: (visit, english) => {
      const englishText = new Set([...english.lines, ...english.labels]);
      const left = [...visit.lines, ...visit.labels].filter((text) => englishText.has(text) && hasTranslatableText(text));
      return [...new Set(left)].map((text) => `English left: "${text}"`);
    },
  },
  {
    name: 'localized title',
    run: (visit, english) =>
      visit.title === english.title && hasTranslatableText(visit.title) ? [`the document title "${visit.title}" is the en-US one`] : [],
  },
];

const LOCALE_CHECKS: LocaleCheck[] = [
  {
    name: 'one title per page',
    run: (visits) => {
      const byTitle = new Map<string, Visit[]>();
      for (const v of visits) byTitle.set(v.title, [...(byTitle.get(v.title) ?? []), v]);
      return [...byTitle]
        .filter(([, same]) => same.length > 1)
        .map(([title, same]) => `${same.length} pages share the document title "${title}": ${same.map((v) => v.route.name).join(', ')}`);
    },
  },
];

/**
 * Opens a route and waits until it has settled: an h1 with text is shown and nothing is
 * aria-busy (loading states), so two languages' renders of a route are in the same state.
 * Returns why not when it does not settle.
 */
async function visit(page: Page, locale: Locale, route: WalkRoute): Promise<Visit | string> {
  await page.goto(route.url, { waitUntil: 'commit' });
  try {
    // Checked at every frame: Playwright's retrying assertions poll at 100-1000 ms, which
    // would cost more than the page takes to render.
    await page.waitForFunction(
      () => Boolean(document.querySelector('#root h1')?.textContent?.trim()) && !document.querySelector('#root [aria-busy="true"]'),
      null,
      { polling: 'raf', timeout: 8_000 },
    );
  } catch {
    const text = await page.locator('#root').innerText().catch(() => '');
    return `did not settle (an h1 shown, nothing aria-busy) within 8 s; it shows: "${text.slice(0, 200)}"`;
  }
  const read = await page.evaluate(() => {
    const element = document.getElementById('root');
    if (!element) return null;
    const lines = element.innerText.split('\n').map((line) => line.trim()).filter(Boolean);
    const texts: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    const attributes = ['aria-label', 'alt', 'placeholder', 'title'];
    const labels = [...element.querySelectorAll(attributes.map((a) => `[${a}]`).join(','))]
      .flatMap((el) => attributes.map((a) => el.getAttribute(a)?.trim() ?? ''))
      .filter(Boolean);
    return { title: document.title, lang: document.documentElement.lang, lines, texts, labels };
  });
  if (!read) return 'has no #root';
  return { locale, route, ...read };
}

/** Visits every route in one locale, running the page checks on each. */
async function walkLocale(page: Page, locale: Locale, problems: string[]): Promise<Visit[]> {
  const visits: Visit[] = [];
  for (const route of ROUTES) {
    const seen = await visit(page, locale, route);
    if (typeof seen === 'string') {
      problems.push(`${route.name}: ${seen}`);
      continue;
    }
    visits.push(seen);
    for (const check of PAGE_CHECKS) {
      for (const problem of await check.run(seen, page)) problems.push(`${route.name}: [${check.name}] ${problem}`);
    }
  }
  return visits;
}

/**
 * The en-US render of every route, shared by the run's workers: the en-US test writes it.
 * Named after the build (its index.html names every entry chunk by content hash), so a
 * render of another build is never compared with.
 */
const BUILD = existsSync('dist-demo/index.html') ? createHash('sha256').update(readFileSync('dist-demo/index.html')).digest('hex').slice(0, 12) : 'unbuilt';
const englishOf = (info: TestInfo) => sharedValue<Visit[]>(info.project.outputDir, `route-walk-en-US-${BUILD}`);

/**
 * The en-US visits: the en-US test's, once it has written them, or a walk of this worker's
 * own when this run does not include the en-US test.
 */
async function english(browser: Browser, info: TestInfo): Promise<ReadonlyMap<string, Visit>> {
  const visits = await englishOf(info).obtain(async () => {
    const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
    const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale: DEFAULT_LOCALE });
    try {
      return await walkLocale(await context.newPage(), DEFAULT_LOCALE, []);
    } finally {
      await context.close();
    }
  }, 60_000);
  return new Map(visits.map((v) => [v.route.url, v]));
}

const checkNames = [...PAGE_CHECKS, ...ENGLISH_CHECKS, ...LOCALE_CHECKS].map((c) => c.name).join(', ');

test.describe('route walk', () => {
  test.describe.configure({ timeout: 120_000 });
  // en-US first: the others compare with it, so it should start at once.
  for (const locale of [DEFAULT_LOCALE, ...LOCALES.filter((l) => l !== DEFAULT_LOCALE)]) {
    test.describe(locale, () => {
      test.use({ locale });
      test(`every route in ${locale}: ${checkNames}`, async ({ page, browser }, info) => {
        const problems: string[] = [];
        if (locale === DEFAULT_LOCALE) englishOf(info).claim();
        const visits = await walkLocale(page, locale, problems);
        if (locale === DEFAULT_LOCALE) {
          englishOf(info).publish(visits);
        } else {
          const reference = await english(browser, info);
          for (const seen of visits) {
            const other = reference.get(seen.route.url);
            if (!other) problems.push(`${seen.route.name}: no en-US render to compare with`);
            else for (const check of ENGLISH_CHECKS) for (const problem of check.run(seen, other)) problems.push(`${seen.route.name}: [${check.name}] ${problem}`);
          }
        }
        for (const check of LOCALE_CHECKS) for (const problem of check.run(visits)) problems.push(`[${check.name}] ${problem}`);
        expect(problems, `${problems.length} problem(s) in ${locale} over ${ROUTES.length} routes`).toEqual([]);
      });
    });
  }
});

test('each route-walk check catches what it is for', async () => {
  // The checks' own failure cases, on made-up visits (no browser): a check that could not
  // fail would pass the walk unnoticed.
  const route = { name: '/help', url: '/help' };
  const en: Visit = { locale: 'en-US', route, title: 'How to get files into PikPak · PikPak', lang: 'en-US', lines: ['Copy a link', 'PikPak Premium', 'Visit https://mypikpak.com'], texts: [], labels: [] };
  const ko: Visit = { ...en, locale: 'ko', lang: 'en-US', title: 'PikPak', lines: [...en.lines, '링크 복사'], texts: [[...MESSAGE_IDS][0] ?? '', 'x9Qz+a', 'Google', 'PikPak', 'TRIALS'] };
  const run = <C extends { name: string }>(list: C[], name: string) => {
    const check = list.find((c) => c.name === name);
    if (!check) throw new Error(`no check ${name}`);
    return check;
  };
  const page = null as unknown as Page; // these checks read only the visit
  expect(await run(PAGE_CHECKS, 'page language').run(ko, page)).toEqual(['<html lang> is "en-US"']);
  expect(await run(PAGE_CHECKS, 'no message id shown').run(ko, page)).toEqual([`shows the message id "${[...MESSAGE_IDS][0]}"`, 'shows the message id "x9Qz+a"']);
  expect(await run(PAGE_CHECKS, 'page title').run(ko, page)).toHaveLength(1);
  expect(await run(PAGE_CHECKS, 'page title').run(en, page)).toEqual([]);
  // Brand names and addresses alone are not English left; a sentence is.
  expect(run(ENGLISH_CHECKS, 'no English left').run(ko, en)).toEqual(['English left: "Copy a link"', 'English left: "Visit https://mypikpak.com"']);
  expect(run(ENGLISH_CHECKS, 'localized title').run({ ...ko, title: en.title }, en)).toHaveLength(1);
  expect(run(LOCALE_CHECKS, 'one title per page').run([en, { ...en, route: { name: '/toapp', url: '/toapp' } }])).toEqual([
    '2 pages share the document title "How to get files into PikPak · PikPak": /help, /toapp',
  ]);
  expect(MESSAGE_IDS.size).toBeGreaterThan(100);
  expect(ROUTES.map((r) => r.name)).toEqual(expect.arrayContaining(['/403', '/help', '/activity/invitation', 'not found']));
  expect(ROUTES.map((r) => r.name)).not.toContain('/');
});
