import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';

/**
 * Helpers of the route walk (route-walk.spec.ts), read at test-collection time: the routes of
 * the route tree, the compiled message ids, and the text rules (brand names, codes) the
 * walk's checks share.
 */

export interface WalkRoute {
  /** What the report calls it: the route's full path, or 'not found'. */
  name: string;
  /** The address visited. */
  url: string;
}

/** An address no route matches: the walk checks the not-found page too. */
export const NOT_FOUND_URL = '/no-such-page/route-walk';

/**
 * Every page of the route tree (src/routeTree.gen.ts, the `fullPath` of each route), so a new
 * route is walked without touching the test. `/` only redirects to /403 and is left out;
 * a path parameter (`$code`) is filled with a sample value.
 */
export function walkedRoutes(routeTree = readFileSync('src/routeTree.gen.ts', 'utf8')): WalkRoute[] {
  const paths = new Set<string>();
  for (const match of routeTree.matchAll(/\bfullPath: '([^']*)'/g)) {
    const path = match[1];
    if (path && path !== '/') paths.add(path.replace(/\/\$[^/]*/g, '/sample'));
  }
  if (paths.size === 0) throw new Error('no routes found in src/routeTree.gen.ts');
  return [...[...paths].sort().map((path) => ({ name: path, url: path })), { name: 'not found', url: NOT_FOUND_URL }];
}

/**
 * Every message id of the compiled catalogs (locales/<locale>/shell.ts and pages/*.ts, written by
 * scripts/compile-catalogs.mjs before the build). A page shows one of these when its text
 * was not loaded (production builds carry ids, not English source texts).
 */
export function compiledMessageIds(dir = 'locales'): Set<string> {
  const ids = new Set<string>();
  for (const locale of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    const pages = readdirSync(join(dir, locale, 'pages')).filter((f) => f.endsWith('.ts')).map((f) => `pages/${f.slice(0, -3)}`);
    for (const group of ['shell', ...pages]) {
      let source: string;
      try {
        source = readFileSync(join(dir, locale, `${group}.ts`), 'utf8');
      } catch {
        throw new Error(`${dir}/${locale}/${group}.ts is missing: run node scripts/compile-catalogs.mjs first`);
      }
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
      if (!literal) throw new Error(`cannot read the messages of ${dir}/${locale}/${group}.ts`);
      // The compiler writes a JavaScript string: \xHH escapes (a no-break space) are not JSON.
      const json = literal.replace(/(?<!\\)((?:\\\\)*)\\x([0-9A-Fa-f]{2})/g, '$1\\u00$2');
      for (const id of Object.keys(JSON.parse(JSON.parse(json) as string) as object)) ids.add(id);
    }
  }
  return ids;
}

/** A Lingui message id: six characters of base64 (the start of a SHA-256 of the message). */
const ID_SHAPE = /^[A-Za-z0-9+/]{6}$/;

/** Names that stay as they are in every language (with the fixed parts of addresses). */
export const BRAND_NAMES = [
  'PikPak',
  'Premium',
  'Telegram',
  'WhatsApp',
  'KakaoTalk',
  'App Store',
  'Google Play',
  'APK',
  'Android',
  'iOS',
  'iPhone',
  'iPad',
  'Stripe',
  'Visa',
  'IP',
] as const;

/**
 * A piece of text that looks like a message id that no catalog holds (a message added in the
 * code but not yet extracted shows its id, too): six base64 characters mixing letter cases
 * with digits or `+`/`/`, or with a capital after a small letter, and no brand name.
 */
export function looksLikeMessageId(text: string): boolean {
  if (!ID_SHAPE.test(text) || (BRAND_NAMES as readonly string[]).includes(text)) return false;
  const digitsOrSigns = /[0-9+/]/.test(text);
  const cases = Number(/[a-z]/.test(text)) + Number(/[A-Z]/.test(text));
  return (digitsOrSigns && cases > 0) || /[a-z][A-Z]/.test(text);
}

/** The words of a text, split where a message id cannot continue. */
export function wordsOf(text: string): string[] {
  return text.split(/[^A-Za-z0-9+/]+/).filter(Boolean);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BRANDS = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...BRAND_NAMES].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

/**
 * What is left of a text once the parts that stay the same in every language are taken out:
 * brand names, addresses (URLs), e-mail addresses, codes (a capital-letter word of three or
 * more, or a word with digits) and digits. An identical line that still has a letter after
 * this is text that should have been translated.
 */
export function translatablePart(text: string): string {
  return text
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, ' ')
    .replace(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])[\p{L}\p{N}-]*\p{N}[\p{L}\p{N}-]*(?![\p{L}\p{N}])/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])\p{Lu}{3,}(?![\p{L}\p{N}])/gu, ' ')
    .replace(BRANDS, ' ')
    .replace(/\p{N}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when a text still holds a letter once brand names, addresses, codes and digits are out. */
export function hasTranslatableText(text: string): boolean {
  return /\p{L}/u.test(translatablePart(text));
}

/**
 * One value computed once per Playwright run and shared by the workers through files in the
 * run's output directory (cleaned at the start of every run): the first to `claim` it
 * computes and `publish`es it; `obtain` reads it, waits while another worker computes it,
 * or computes it itself when nobody has claimed it (a run that filters the producer out).
 */
export function sharedValue<T>(dir: string, name: string) {
  const result = join(dir, `${name}.json`);
  const claimFile = join(dir, `${name}.claim`);
  const read = () => JSON.parse(readFileSync(result, 'utf8')) as T;
  const claim = () => {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(claimFile, String(process.pid), { flag: 'wx' });
      return true;
    } catch {
      return false;
    }
  };
  const publish = (value: T) => {
    const temporary = `${result}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(value));
    renameSync(temporary, result);
  };
  return {
    claim,
    publish,
    async obtain(produce: () => Promise<T>, waitMs: number): Promise<T> {
      if (existsSync(result)) return read();
      if (claim()) {
        const value = await produce();
        publish(value);
        return value;
      }
      // Another worker is computing it: a file appears, so poll the disk (no page to wait on).
      for (const until = Date.now() + waitMs; Date.now() < until; ) {
        if (existsSync(result)) return read();
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return produce();
    },
  };
}

/**
 * The axe-core build that @axe-core/playwright runs (its own dependency, so the two always
 * agree), minified. The walk loads it into every document with an init script, which the
 * browser is sent once per context: AxeBuilder would otherwise send 0.6-1.5 MB of source over
 * the protocol at every analysis, 0.4-1 s each on a loaded machine, twice per visit.
 */
export function axeCoreSource(): string {
  const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
  return readFileSync(fromAxePlaywright.resolve('axe-core/axe.min.js'), 'utf8');
}

/** Something that sticks out of the viewport sideways (see `measureOverflow`). */
export interface OutOfView {
  /** `tag#id.class "its text"`, or `text of tag…` for text running out of its box. */
  what: string;
  /** The visible part's horizontal extent, in CSS px from the viewport's left edge. */
  left: number;
  right: number;
}

export interface HorizontalOverflow {
  viewport: number;
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements (and runs of text) that reach outside the viewport, in page order. */
  outside: OutOfView[];
}

/**
 * Runs IN THE PAGE (page.evaluate: self-contained, nothing from this module): how far the
 * page reaches sideways. The scrolling element's scroll width against its client width, and
 * every rendered element and text run whose visible part (what clipping ancestors leave of
 * it: overflow other than visible, or a clip-path) reaches outside the viewport, left or
 * right, so content that `overflow: hidden` on <html> or <body> cuts off is found too.
 * Ignored: what matches `ignored` (the demo's fake-host panel), what is not rendered or
 * invisible (display, visibility, opacity), and visually hidden text (a 1 px clipped box).
 */
export function measureOverflow(ignored: string): HorizontalOverflow {
  interface Span {
    left: number;
    right: number;
  }
  const html = document.documentElement;
  const scroller = document.scrollingElement ?? html;
  const viewport = html.clientWidth;
  const ALL: Span = { left: -Infinity, right: Infinity };
  const meet = (a: Span, b: Span): Span => ({ left: Math.max(a.left, b.left), right: Math.min(a.right, b.right) });
  // What an element leaves visible of its content: its ancestors' clips, met with its own
  // padding box when its overflow clips, or its border box under a clip-path. <html> and
  // <body> are left out: what they cut off is lost to the reader, which is what is looked for.
  const clips = new Map<Element, Span>();
  const clipOf = (el: Element | null): Span => {
    if (!el || el === html || el === document.body) return ALL;
    const known = clips.get(el);
    if (known) return known;
    let span = clipOf(el.parentElement);
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) {
      const box = el.getBoundingClientRect();
      const padding = el instanceof HTMLElement && style.overflowX !== 'visible' && style.clipPath === 'none';
      const left = padding ? box.left + el.clientLeft : box.left;
      span = meet(span, { left, right: padding ? left + el.clientWidth : box.right });
    }
    clips.set(el, span);
    return span;
  };
  const rendered = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList].slice(0, 3).map((c) => `.${c}`).join('');
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    return `${el.tagName.toLowerCase()}${id}${classes}${text ? ` "${text.length > 48 ? `${text.slice(0, 47)}…` : text}"` : ''}`;
  };
  const outside: OutOfView[] = [];
  const found: Element[] = [];
  const within = (node: Node) => found.some((el) => el.contains(node));
  const sticksOut = (box: DOMRect, clip: Span): Span | null => {
    // A box of a pixel or less is the visually-hidden pattern, not content.
    if (box.width <= 1 || box.height <= 1) return null;
    const seen = meet({ left: box.left, right: box.right }, clip);
    if (seen.right - seen.left <= 1) return null;
    return seen.left < -1 || seen.right > viewport + 1 ? seen : null;
  };
  const round = (n: number) => Math.round(n);
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest(ignored) || within(el) || !rendered(el)) continue;
    const seen = sticksOut(el.getBoundingClientRect(), clipOf(el.parentElement));
    if (!seen) continue;
    found.push(el);
    outside.push({ what: describe(el), left: round(seen.left), right: round(seen.right) });
  }
  // Text that runs out of its element (a long word, a line that cannot break).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest(ignored) || within(node) || !rendered(parent)) continue;
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    range.selectNodeContents(node);
    const seen = sticksOut(range.getBoundingClientRect(), clipOf(parent));
    if (!seen) continue;
    found.push(parent);
    outside.push({ what: `text of ${describe(parent)}`, left: round(seen.left), right: round(seen.right) });
  }
  return { viewport, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth, outside };
}

/** What the route walk reads of a page: its title, language, direction and text. */
export interface PageText {
  title: string;
  lang: string;
  dir: string;
  /** The visible text, one entry per line (block elements and <br> end a line; trimmed, non-empty). */
  lines: string[];
  /** Every text node, visible or not (trimmed, non-empty). */
  texts: string[];
  /** Text in attributes people are given: aria-label, alt, placeholder, title. */
  labels: string[];
}

/** The elements that end a line of text, as `innerText` breaks lines in a browser. */
const BLOCKS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR BUTTON DD DETAILS DIALOG DIV DL DT FIELDSET FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR LABEL LEGEND LI MAIN NAV OL OPTION P PRE SECTION SUMMARY TABLE TD TH TR UL'.split(' '),
);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
const LABEL_ATTRIBUTES = ['aria-label', 'alt', 'placeholder', 'title'];

/** The file a route is pre-rendered to in a locale (the not-found page for an address no route matches). */
export function prerenderedFile(dist: string, locale: string, route: WalkRoute): string {
  return join(dist, 'pages', locale, route.url === NOT_FOUND_URL ? '404.html' : `${route.url.slice(1)}.html`);
}

/**
 * Reads a pre-rendered page in Node, as the browser would show it before its script runs:
 * the text of #root (what `hidden` leaves out is left out), its labels, title, lang and dir.
 */
export function readPrerendered(html: string): PageText {
  // Styles and scripts are not text, and jsdom need not parse them.
  const { document } = new JSDOM(html.replace(/<style>[\s\S]*?<\/style>|<script\b[\s\S]*?<\/script>/g, '')).window;
  const root = document.getElementById('root');
  const lines: string[] = [];
  const texts: string[] = [];
  let line = '';
  const flush = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node: Node, shown: boolean) => {
    if (node.nodeType === node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text) texts.push(text);
      if (shown) line += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (SKIPPED.has(element.tagName)) return;
    const visible = shown && !element.hasAttribute('hidden');
    const block = BLOCKS.has(element.tagName);
    if (block && visible) flush();
    for (const child of element.childNodes) walk(child, visible);
    if (block && visible) flush();
  };
  if (root) walk(root, true);
  flush();
  const labels = root
    ? [...root.querySelectorAll(LABEL_ATTRIBUTES.map((a) => `[${a}]`).join(','))].flatMap((el) => LABEL_ATTRIBUTES.map((a) => el.getAttribute(a)?.trim() ?? '')).filter(Boolean)
    : [];
  return { title: document.title, lang: document.documentElement.lang, dir: document.documentElement.dir, lines, texts, labels };
}

/**
 * The text a page shows in a browser that its pre-rendered HTML does not hold (it came with
 * hydration, the session or data): text nodes, labels and the title, with translatable words.
 */
export function textAfterHydration(browser: Pick<PageText, 'title' | 'texts' | 'labels'>, prerendered: PageText): string[] {
  const before = new Set([prerendered.title, ...prerendered.texts, ...prerendered.labels]);
  return [...new Set([browser.title, ...browser.texts, ...browser.labels])].filter((text) => !before.has(text) && hasTranslatableText(text));
}

/**
 * Records, for one tab, everything an app session's token must never reach: the addresses
 * requested, the console and uncaught errors, and (read by `pageState` at any moment) what the
 * page sent to the app over the bridge or to a parent frame, its statistics queue, storage,
 * cookies, IndexedDB and cache names, address and history state. Call before the tab's first
 * navigation. Used by the census walk of tests/e2e/fault-matrix.spec.ts, which opens every
 * route as the app anyway.
 */
export async function recordTokenLeaks(page: Page) {
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
