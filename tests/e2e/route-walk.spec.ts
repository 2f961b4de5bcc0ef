import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEFAULT_LOCALE, directionOf, LOCALES, type Locale } from '../../machines/core/locales';
import {
  axeCoreSource,
  compiledMessageIds,
  hasTranslatableText,
  looksLikeMessageId,
  measureOverflow,
  prerenderedFile,
  readPrerendered,
  sharedValue,
  textAfterHydration,
  walkedRoutes,
  wordsOf,
  type WalkRoute,
} from './walk';

/**
 * The route walk: every route of the route tree, plus one address no route matches, in each
 * of the nine locales, against the production-like build (dist-demo). Two halves:
 * - In Node, the pre-rendered HTML of every route in all nine locales (what the first response
 *   paints): TEXT_CHECKS on each page (language and direction, message ids, a title of its
 *   own, US spelling in en-US), ENGLISH_CHECKS against the en-US page, LOCALE_CHECKS across a
 *   locale's pages.
 * - In a browser (the fake host is a plain browser, no app; the language is the context's
 *   `locale`): in en-US, ar and ko (left to right, right to left, long words), every route
 *   with every PAGE_CHECK (hydration, CSP, axe in the light and dark colour schemes, sideways
 *   overflow at 320 px, and the text checks on what the hydrated page shows); in the six
 *   other locales, the routes whose hydrated en-US text is not all in their pre-rendered HTML
 *   (text that comes with hydration or data), with the text, hydration and CSP checks.
 * A check of one page returns the problems it found as sentences; an empty list passes. Every
 * problem of every route is collected first and reported together per locale.
 */

/** What a visit read from the settled page. */
interface Visit {
  locale: Locale;
  route: WalkRoute;
  title: string;
  lang: string;
  /** The document's direction (read from the pre-rendered HTML; the browser walk leaves it out). */
  dir?: string;
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

/** The demo's fake app host panel: a developer tool, not part of any page. */
const FAKE_HOST = '#fake-host';

/**
 * axe-core as @axe-core/playwright runs it, loaded into every document of the walk by an
 * init script (see `axeCoreSource`) and run in the page with one call: AxeBuilder sends the
 * source again and makes five more round trips at every analysis (1.5-3 s a page on a loaded
 * machine, against 0.1-0.3 s). The self-test below checks the two find the same.
 */
const AXE_CORE = axeCoreSource();

/** The part of axe-core's results the walk reads. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string; impact?: string | null; any: { id: string; data?: unknown }[] }[];
}
type AxeInPage = { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } };

/** What axe may find: anything less than serious is not a failure. */
const AXE_FAILING = new Set(['serious', 'critical']);

/** The axe rules whose outcome depends on colours: the only ones the scheme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations on the live page: every rule axe runs by default, or only `rules`. */
function axeViolations(page: Page, rules: string[] | null): Promise<AxeViolation[]> {
  return page.evaluate(
    async ({ exclude, rules }) => {
      // Any colour transition ends first, so axe reads the scheme's colours, not a blend.
      await Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => null)));
      const { axe } = window as unknown as AxeInPage;
      if (!axe) throw new Error('axe-core was not loaded by the route walk init script');
      const only = rules ? { runOnly: { type: 'rule', values: rules } } : {};
      return (await axe.run({ exclude: [[exclude]] }, { resultTypes: ['violations'], ...only })).violations;
    },
    { exclude: FAKE_HOST, rules },
  );
}

/**
 * axe on the live page in the light colour scheme (every rule, colour contrast among them),
 * then its colour rules in the dark scheme, without reloading: the design system's colours
 * follow `prefers-color-scheme` in CSS, so switching the emulated scheme recolours the page
 * at once, and the rest (names, roles, structure, language) is the same page.
 * A finding is one sentence per element, naming the scheme(s) it fails in.
 */
async function axeFindings(visit: Visit, page: Page): Promise<string[]> {
  const found = new Map<string, { colour: boolean; schemes: string[]; sentence: string }>();
  const note = (scheme: 'light' | 'dark', violations: AxeViolation[]) => {
    for (const rule of violations) {
      for (const node of rule.nodes) {
        const impact = node.impact ?? rule.impact ?? '';
        if (!AXE_FAILING.has(impact)) continue;
        const target = node.target.map(String).join(' → ');
        const html = node.html.replace(/\s+/g, ' ');
        const detail = contrastDetail(node.any) ?? rule.help;
        const key = `${rule.id}|${target}|${detail}`;
        const seen = found.get(key);
        const element = html.length > 90 ? `${html.slice(0, 89)}…` : html;
        const sentence = `axe ${rule.id} (${impact}) at ${target} ${element}: ${detail}`;
        if (seen) seen.schemes.push(scheme);
        else found.set(key, { colour: COLOUR_RULES.includes(rule.id), schemes: [scheme], sentence });
      }
    }
  };
  try {
    note('light', await axeViolations(page, null));
    await page.emulateMedia({ colorScheme: 'dark' });
    note('dark', await axeViolations(page, COLOUR_RULES));
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
  }
  return [...found.values()].map(
    ({ colour, schemes, sentence }) => `in ${visit.locale}, ${colour ? `${schemes.join(' and ')} colour scheme` : 'either colour scheme'}: ${sentence}`,
  );
}

/** For a colour-contrast finding: the ratio found and needed, and the colours. */
function contrastDetail(checks: readonly { id: string; data?: unknown }[]): string | null {
  const data = checks.find((c) => c.id === 'color-contrast')?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string; fontSize?: string }
    | undefined;
  if (!data?.contrastRatio) return null;
  return `contrast ${data.contrastRatio}:1, needs ${data.expectedContrastRatio ?? '4.5:1'} (${data.fgColor} on ${data.bgColor}, ${data.fontSize})`;
}

/** Where the narrow-screen check runs: the source language, the right-to-left one and Korean's long words. */
const NARROW_LOCALES: readonly Locale[] = ['en-US', 'ar', 'ko'];
const NARROW_WIDTH = 320;

/**
 * The page at 320 px wide (the same visit: the viewport is narrowed and put back): it must
 * not scroll sideways, and nothing may stick out of the viewport (clipped content aside).
 */
async function narrowFindings(visit: Visit, page: Page): Promise<string[]> {
  if (!NARROW_LOCALES.includes(visit.locale)) return [];
  const wide = page.viewportSize();
  try {
    await page.setViewportSize({ width: NARROW_WIDTH, height: wide?.height ?? 720 });
    // Two frames: resize observers and anything laid out from script have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = await page.evaluate(measureOverflow, FAKE_HOST);
    const at = `at ${found.viewport} px wide in ${visit.locale}`;
    return [
      ...(found.scrollWidth > found.clientWidth + 1 ? [`${at}, the page scrolls sideways: ${found.scrollWidth} px of content in ${found.clientWidth} px`] : []),
      ...found.outside.map((o) => `${at}, ${o.what} sticks out of the viewport (x ${o.left} to ${o.right} px)`),
    ];
  } finally {
    if (wide) await page.setViewportSize(wide);
  }
}

/**
 * What the walk's init script records in every document: Content-Security-Policy violations
 * (the preview server sends the build's policy) and the console's hydration reports (React's
 * recoverable errors are logged by main.tsx as "hydration recovered").
 */
const RECORDER = `
  window.__walk = { csp: [], console: [] };
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__walk.csp.push(e.violatedDirective + ' refused ' + (e.blockedURI || 'inline') + (e.sample ? ' (' + e.sample.slice(0, 60) + ')' : ''));
  });
`;

/** The console lines of the current document that report a hydration problem. */
const hydrationReports = new WeakMap<Page, string[]>();

/** Checks of a page's text alone: run on the pre-rendered HTML in Node and on the hydrated page in the browser. */
interface TextCheck {
  name: string;
  run(visit: Visit): string[];
}

/** Spellings of British English that the en-US pages must not use (US spelling everywhere). */
const BRITISH = /\b(cancell(?:ed|ing)|centres?|colours?|favourites?|behaviours?|organis(?:e|ed|ing|ation)|authoris(?:e|ed|ing|ation)|recognis(?:e|ed|ing)|analys(?:e|ed|ing)|catalogues?|programmes?|licences?|apologis(?:e|ed))\b/giu;

const TEXT_CHECKS: TextCheck[] = [
  {
    name: 'page language',
    run: (visit) => [
      ...(visit.lang === visit.locale ? [] : [`<html lang> is "${visit.lang}"`]),
      ...(visit.dir === undefined || visit.dir === directionOf(visit.locale) ? [] : [`<html dir> is "${visit.dir}", not "${directionOf(visit.locale)}"`]),
    ],
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
  {
    name: 'US spelling in en-US',
    run: (visit) =>
      visit.locale !== DEFAULT_LOCALE
        ? []
        : [...new Set([visit.title, ...visit.lines, ...visit.labels].flatMap((text) => [...text.matchAll(BRITISH)].map((m) => m[0])))].map(
            (word) => `British spelling "${word}"`,
          ),
  },
];

/** Checks that need the live page in a browser. */
const BROWSER_CHECKS: PageCheck[] = [
  {
    // The pre-rendered HTML and the first render in the browser are the same page.
    name: 'no hydration mismatch',
    run: (_visit, page) => (hydrationReports.get(page) ?? []).map((line) => `hydration: ${line.slice(0, 200)}`),
  },
  {
    // The page runs under the build's Content-Security-Policy without a refusal.
    name: 'no CSP violation',
    run: async (_visit, page) => (await page.evaluate(() => (window as unknown as { __walk?: { csp: string[] } }).__walk?.csp ?? [])).map((v) => `CSP: ${v}`),
  },
  { name: 'axe in light and dark', run: axeFindings },
  { name: `no sideways overflow at ${NARROW_WIDTH} px`, run: narrowFindings },
];

/** Every check of a visit in the browser: the live page's, then the text checks on what it shows. */
const PAGE_CHECKS: PageCheck[] = [...BROWSER_CHECKS, ...TEXT_CHECKS.map((check) => ({ name: check.name, run: (visit: Visit) => check.run(visit) }))];

/** The checks of a visit in the six locales walked for their text after hydration: no axe, no narrow screen. */
const TEXT_PAGE_CHECKS = PAGE_CHECKS.filter((check) => !['axe in light and dark', `no sideways overflow at ${NARROW_WIDTH} px`].includes(check.name));

/** The locales the browser walks in full: the source language, right to left, and Korean's long words. */
const FULL_LOCALES: readonly Locale[] = ['en-US', 'ar', 'ko'];

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
 * Opens a route and waits until it has settled: an h1 with text is shown, nothing is
 * aria-busy and no skeleton placeholder is left (loading states), so two languages' renders
 * of a route are in the same state, and axe and the overflow check see the loaded page.
 * Returns why not when it does not settle.
 */
async function visit(page: Page, locale: Locale, route: WalkRoute): Promise<Visit | string> {
  await page.goto(route.url, { waitUntil: 'commit' });
  try {
    // Checked at every frame: Playwright's retrying assertions poll at 100-1000 ms, which
    // would cost more than the page takes to render.
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        Boolean(document.querySelector('#root h1')?.textContent?.trim()) &&
        ![...document.querySelectorAll('#root [aria-busy="true"], #root .ui-skeleton')].some((busy) => busy.checkVisibility()),
      null,
      { polling: 'raf', timeout: 8_000 },
    );
  } catch {
    const text = await page.locator('#root').innerText().catch(() => '');
    return `did not settle (hydrated, an h1 shown, nothing aria-busy, no skeleton) within 8 s; it shows: "${text.slice(0, 200)}"`;
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

/**
 * How many tabs of the context a walk visits its routes in, side by side. A visit spends much
 * of its time waiting (the fake backend's replies, a frame, the next task) rather than on the
 * CPU: two tabs take the routes in turn and overlap those waits.
 */
const WALK_TABS = 2;

/**
 * Visits every route in one locale, running the page checks on each: `page` and the context's
 * other tabs (WALK_TABS in all) take the routes in turn. The visits and problems come back in
 * route order.
 */
async function walkLocale(page: Page, locale: Locale, problems: string[], checks = PAGE_CHECKS, routes = ROUTES): Promise<Visit[]> {
  const byRoute = new Map<WalkRoute, { visit: Visit | null; problems: string[] }>();
  const queue = [...routes];
  const walk = async (tab: Page) => {
    const reports: string[] = [];
    hydrationReports.set(tab, reports);
    tab.on('console', (message) => {
      if (/hydrat/i.test(message.text())) reports.push(message.text());
    });
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      reports.length = 0;
      const found: string[] = [];
      const seen = await visit(tab, locale, route);
      byRoute.set(route, { visit: typeof seen === 'string' ? null : seen, problems: found });
      if (typeof seen === 'string') {
        found.push(`${route.name}: ${seen}`);
        continue;
      }
      for (const check of checks) {
        for (const problem of await check.run(seen, tab)) found.push(`${route.name}: [${check.name}] ${problem}`);
      }
    }
  };
  const others = await Promise.all(Array.from({ length: WALK_TABS - 1 }, () => page.context().newPage()));
  try {
    await Promise.all([page, ...others].map(walk));
  } finally {
    await Promise.all(others.map((tab) => tab.close()));
  }
  const visits: Visit[] = [];
  for (const route of routes) {
    const done = byRoute.get(route);
    if (!done) continue;
    problems.push(...done.problems);
    if (done.visit) visits.push(done.visit);
  }
  return visits;
}

/**
 * The en-US render of every route, shared by the run's workers: the en-US test writes it.
 * Named after the build (its pages name every entry chunk by content hash), so a
 * render of another build is never compared with.
 */
const BUILD_PAGE = `${process.env.E2E_DIST ?? 'dist-demo'}/pages/en-US/403.html`;
const BUILD = existsSync(BUILD_PAGE) ? createHash('sha256').update(readFileSync(BUILD_PAGE)).digest('hex').slice(0, 12) : 'unbuilt';
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
      // Only the visits are wanted: the page checks are the en-US test's.
      return await walkLocale(await context.newPage(), DEFAULT_LOCALE, [], []);
    } finally {
      await context.close();
    }
  }, 60_000);
  return new Map(visits.map((v) => [v.route.url, v]));
}

/** Where the pre-rendered pages are read: the build the browser walk visits (playwright.config.ts). */
const DIST = process.env.E2E_DIST ?? 'dist-demo';

/** The pre-rendered pages read so far by this worker (jsdom's parse is the walk's costliest step in Node). */
const prerenderedVisits = new Map<string, Visit | string>();

/** A route's pre-rendered page in a locale, read as a visit (in Node, no browser; once per worker). */
function prerenderedVisit(locale: Locale, route: WalkRoute): Visit | string {
  const key = `${locale} ${route.url}`;
  const known = prerenderedVisits.get(key);
  if (known) return known;
  const file = prerenderedFile(DIST, locale, route);
  const read: Visit | string = existsSync(file) ? { locale, route, ...readPrerendered(readFileSync(file, 'utf8')) } : `no pre-rendered page ${file}`;
  prerenderedVisits.set(key, read);
  return read;
}

/** Runs the English and locale checks over one locale's visits, adding to `problems`. */
function compareWithEnglish(visits: readonly Visit[], reference: ReadonlyMap<string, Visit>, problems: string[]) {
  for (const seen of visits) {
    if (seen.locale === DEFAULT_LOCALE) continue;
    const other = reference.get(seen.route.url);
    if (!other) problems.push(`${seen.route.name}: no en-US render to compare with`);
    else for (const check of ENGLISH_CHECKS) for (const problem of check.run(seen, other)) problems.push(`${seen.route.name}: [${check.name}] ${problem}`);
  }
}

/**
 * The routes whose hydrated en-US page shows text its pre-rendered HTML does not hold (in a
 * browser without the app): the six locales walked for their text visit these.
 */
function routesWithTextAfterHydration(english: ReadonlyMap<string, Visit>): WalkRoute[] {
  return ROUTES.filter((route) => {
    const seen = english.get(route.url);
    const before = prerenderedVisit(DEFAULT_LOCALE, route);
    return !seen || typeof before === 'string' || textAfterHydration(seen, { ...before, dir: before.dir ?? '' }).length > 0;
  });
}

/** The locales walked in a browser only on the routes whose text comes after hydration. */
const PARTIAL_LOCALES = LOCALES.filter((l) => !FULL_LOCALES.includes(l));

const textCheckNames = [...TEXT_CHECKS, ...ENGLISH_CHECKS, ...LOCALE_CHECKS].map((c) => c.name).join(', ');

test.describe('route walk', () => {
  test.describe('in a browser', () => {
    test.describe.configure({ timeout: 180_000 });
    // en-US first: the others compare with it, so it should start at once; then the other
    // full walks, which compare only once they have walked (no wait for en-US); then the
    // partial walks, which need the en-US render to choose their routes. The browser walks
    // come before the Node half and the self-tests: the longest tests of the run start first
    // (playwright.config.ts runs them in a project of their own, ahead of the rest).
    const order = [DEFAULT_LOCALE, ...FULL_LOCALES.filter((l) => l !== DEFAULT_LOCALE), ...PARTIAL_LOCALES];
    for (const locale of order) {
      const full = FULL_LOCALES.includes(locale);
      const checks = full ? PAGE_CHECKS : TEXT_PAGE_CHECKS;
      const names = [...checks, ...(locale === DEFAULT_LOCALE ? [] : ENGLISH_CHECKS), ...LOCALE_CHECKS].map((c) => c.name).join(', ');
      test.describe(locale, () => {
        test.use({ locale });
        test(`${full ? 'every route' : 'half of the routes with text after hydration'} in ${locale}: ${names}`, async ({ page, browser }, info) => {
          const problems: string[] = [];
          if (locale === DEFAULT_LOCALE) englishOf(info).claim();
          // A partial walk needs the en-US render first (to choose its routes); a full walk
          // only afterwards, to compare.
          const partialOf = !full ? await english(browser, info) : null;
          // A partial walk takes every other such route, the six locales alternating, so that
          // each route is walked in three of them (the catalogs' completeness is checked for all
          // nine in Node, and every route's pre-rendered text below).
          const partialIndex = PARTIAL_LOCALES.indexOf(locale);
          const routes = partialOf ? routesWithTextAfterHydration(partialOf).filter((_, i) => (i + partialIndex) % 2 === 0) : ROUTES;
          await page.context().addInitScript({ content: AXE_CORE });
          await page.context().addInitScript({ content: RECORDER });
          const visits = await walkLocale(page, locale, problems, checks, routes);
          if (locale === DEFAULT_LOCALE) englishOf(info).publish(visits);
          const reference = locale === DEFAULT_LOCALE ? null : (partialOf ?? (await english(browser, info)));
          if (reference) compareWithEnglish(visits, reference, problems);
          if (full) for (const check of LOCALE_CHECKS) for (const problem of check.run(visits)) problems.push(`[${check.name}] ${problem}`);
          expect(problems, `${problems.length} problem(s) in ${locale} over ${routes.length} routes`).toEqual([]);
        });
      });
    }
  });

  test(`the pre-rendered page of every route in nine locales (Node): ${textCheckNames}`, () => {
    const problems: string[] = [];
    const read = (locale: Locale) =>
      ROUTES.flatMap((route) => {
        const visit = prerenderedVisit(locale, route);
        if (typeof visit === 'string') {
          problems.push(`${locale} ${route.name}: ${visit}`);
          return [];
        }
        return [visit];
      });
    const english = new Map(read(DEFAULT_LOCALE).map((v) => [v.route.url, v]));
    for (const locale of LOCALES) {
      const visits = locale === DEFAULT_LOCALE ? [...english.values()] : read(locale);
      const found: string[] = [];
      for (const visit of visits) for (const check of TEXT_CHECKS) for (const problem of check.run(visit)) found.push(`${visit.route.name}: [${check.name}] ${problem}`);
      compareWithEnglish(visits, english, found);
      for (const check of LOCALE_CHECKS) for (const problem of check.run(visits)) found.push(`[${check.name}] ${problem}`);
      problems.push(...found.map((problem) => `${locale} ${problem}`));
      expect(visits.length, `${locale}: every route pre-rendered`).toBe(ROUTES.length);
    }
    expect(problems, `${problems.length} problem(s) over ${ROUTES.length} routes × ${LOCALES.length} locales`).toEqual([]);
  });
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
  expect(run(TEXT_CHECKS, 'page language').run(ko)).toEqual(['<html lang> is "en-US"']);
  expect(run(TEXT_CHECKS, 'page language').run({ ...ko, lang: 'ar', locale: 'ar', dir: 'ltr' })).toEqual(['<html dir> is "ltr", not "rtl"']);
  expect(run(TEXT_CHECKS, 'page language').run({ ...ko, lang: 'ko', dir: 'ltr' })).toEqual([]);
  expect(run(TEXT_CHECKS, 'no message id shown').run(ko)).toEqual([`shows the message id "${[...MESSAGE_IDS][0]}"`, 'shows the message id "x9Qz+a"']);
  expect(run(TEXT_CHECKS, 'page title').run(ko)).toHaveLength(1);
  expect(run(TEXT_CHECKS, 'page title').run(en)).toEqual([]);
  const british = { ...en, lines: ['Your subscription is cancelled', 'Contact the service centre', 'Cancellation is free'], labels: ['Favourite colour'] };
  expect(run(TEXT_CHECKS, 'US spelling in en-US').run(british)).toEqual([
    'British spelling "cancelled"',
    'British spelling "centre"',
    'British spelling "Favourite"',
    'British spelling "colour"',
  ]);
  expect(run(TEXT_CHECKS, 'US spelling in en-US').run({ ...british, locale: 'ms' })).toEqual([]);
  // The pre-rendered page as Node reads it: lines as a browser breaks them, hidden text out of
  // the lines (but a text node all the same), labels, title, lang and dir.
  const read = readPrerendered(
    '<!doctype html><html lang="ar" dir="rtl"><head><title>مساعدة · PikPak</title><style>p{color:red}</style><script>var x = "<p>no</p>"</script></head>' +
      '<body><div id="root" data-prerendered><main><h1>مساعدة</h1><p>سطر <strong>واحد</strong></p><div hidden><p>مخفي</p></div>' +
      '<button aria-label="إغلاق">×</button></main></div><noscript><p>no script</p></noscript></body></html>',
  );
  expect(read).toEqual({ title: 'مساعدة · PikPak', lang: 'ar', dir: 'rtl', lines: ['مساعدة', 'سطر واحد', '×'], texts: ['مساعدة', 'سطر', 'واحد', 'مخفي', '×'], labels: ['إغلاق'] });
  // Text that came with hydration: what the pre-rendered page lacks, with words to translate.
  expect(textAfterHydration({ title: read.title, texts: [...read.texts, 'Loaded later', '42'], labels: ['إغلاق', 'PikPak'] }, read)).toEqual(['Loaded later']);
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

test('the axe and narrow-screen checks catch what they are for, and only that', async ({ page }) => {
  // Two axe runs and a layout at two widths: 5 s on a quiet machine, past 30 s on a loaded one.
  test.setTimeout(90_000);
  // A made-up page with one fault of each kind and the look-alikes that are not faults: text
  // too faint in the light scheme, other text too faint in the dark one, a block too wide for
  // 320 px; a visually hidden long line, a box that scrolls inside itself, and a fake-host
  // panel that is faint and sticks out (the demo's tool, left out of both checks).
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fixture · PikPak</title><style>
    body { margin: 0; background: #fff; color: #111; font: 16px/1.5 sans-serif }
    .faint { color: #bbb }
    @media (prefers-color-scheme: dark) { body { background: #111; color: #eee } .dark-faint { color: #333 } }
    .wide { inline-size: 400px }
    .vh { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap }
    .scroller { overflow-x: auto } .scroller div { inline-size: 600px }
    #fake-host { position: fixed; inset-inline-end: -50px; color: #ccc }
  </style></head><body><div id="root"><main><h1>Fixture</h1>
    <p class="faint">Faint in light</p><p class="dark-faint">Faint in dark</p><div class="wide">Too wide</div>
    <span class="vh">A visually hidden line far longer than three hundred and twenty pixels, on purpose</span>
    <div class="scroller" tabindex="0"><div>Scrolls inside its own box</div></div>
  </main></div><div id="fake-host">Fake host, faint and half outside</div></body></html>`);
  await page.addScriptTag({ content: AXE_CORE });
  const visit: Visit = { locale: 'en-US', route: { name: '/fixture', url: '/fixture' }, title: 'Fixture · PikPak', lang: 'en', lines: [], texts: [], labels: [] };
  const check = (name: string) => {
    const found = PAGE_CHECKS.find((c) => c.name === name);
    if (!found) throw new Error(`no check ${name}`);
    return found;
  };
  const axe = await check('axe in light and dark').run(visit, page);
  expect(axe).toEqual([
    expect.stringMatching(/^in en-US, light colour scheme: axe color-contrast \(serious\) at \.faint <p class="faint">.*: contrast 1\.9\d?:1, needs 4\.5:1 \(#bbbbbb on #ffffff, 12\.0pt/),
    expect.stringMatching(/^in en-US, dark colour scheme: axe color-contrast \(serious\) at \.dark-faint .*: contrast 1\.\d+:1, needs 4\.5:1 \(#333333 on #111111/),
  ]);
  // The same findings as @axe-core/playwright's own way of running axe, in each scheme.
  const builder = async () =>
    (await new AxeBuilder({ page }).exclude(FAKE_HOST).analyze()).violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
  expect(await builder()).toEqual(['color-contrast .faint']);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await builder()).toEqual(['color-contrast .dark-faint']);
  await page.emulateMedia({ colorScheme: 'light' });
  const narrow = await check(`no sideways overflow at ${NARROW_WIDTH} px`).run(visit, page);
  expect(narrow).toEqual([
    'at 320 px wide in en-US, the page scrolls sideways: 400 px of content in 320 px',
    'at 320 px wide in en-US, div.wide "Too wide" sticks out of the viewport (x 0 to 400 px)',
  ]);
  expect(await check(`no sideways overflow at ${NARROW_WIDTH} px`).run({ ...visit, locale: 'zh-CN' }, page)).toEqual([]);
  // Right to left, the page overflows on the left.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  expect(await check(`no sideways overflow at ${NARROW_WIDTH} px`).run({ ...visit, locale: 'ar' }, page)).toEqual([
    'at 320 px wide in ar, the page scrolls sideways: 400 px of content in 320 px',
    'at 320 px wide in ar, div.wide "Too wide" sticks out of the viewport (x -80 to 320 px)',
  ]);
  // Both checks leave the page as they found it.
  expect(page.viewportSize()?.width).toBe(1280);
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
});
