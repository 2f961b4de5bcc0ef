import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
 * Every message id of the compiled catalogs (locales/<locale>/{shell,pages}.ts, written by
 * scripts/compile-catalogs.mjs before the build). A page shows one of these when its text
 * was not loaded (production builds carry ids, not English source texts).
 */
export function compiledMessageIds(dir = 'locales'): Set<string> {
  const ids = new Set<string>();
  for (const locale of readdirSync(dir)) {
    for (const group of ['shell', 'pages']) {
      let source: string;
      try {
        source = readFileSync(join(dir, locale, `${group}.ts`), 'utf8');
      } catch {
        throw new Error(`${dir}/${locale}/${group}.ts is missing: run node scripts/compile-catalogs.mjs first`);
      }
      const literal = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
      if (!literal) throw new Error(`cannot read the messages of ${dir}/${locale}/${group}.ts`);
      for (const id of Object.keys(JSON.parse(JSON.parse(literal) as string) as object)) ids.add(id);
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
