import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../machines/core/locales';
import { PAGE_CATALOGS } from '../locales/page-catalogs';

/**
 * Each locale's catalog is compiled into chunks (scripts/compile-catalogs.mjs): `shell` (error
 * screens, the forbidden and not-found pages: whatever the shell can show on any page) and one
 * per page, `pages/<route>`, with the text of the files that page's route imports. Only the
 * active locale's chunks are downloaded: the shell's, and the catalog of each page opened.
 * Text pages carry their words in their HTML: in production no browser asks for theirs.
 */
type CatalogGroup = 'shell' | `pages/${string}`;

const importers = {
  shell: (locale: Locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}/shell.ts`),
  // Through the locale's own list of its page catalogs, loaded for the active locale only: a
  // list of every locale's page catalogs would weigh on every page.
  page: async (locale: Locale, key: string) => {
    const { PAGE_CATALOGS: catalogs }: { PAGE_CATALOGS: Record<string, () => Promise<{ messages: Messages }>> } = await import(
      /* webpackChunkName: "locale-[request]" */ `../locales/${locale}/page-catalogs.ts`
    );
    const page = catalogs[key];
    if (!page) throw new Error(`no catalog for the page ${key}`);
    return page();
  },
} satisfies Record<string, (...args: never[]) => Promise<{ messages: Messages }>>;

const wanted = new Set<CatalogGroup>(['shell']);
const loading = new Map<string, Promise<void>>();
let target: Locale | null = null;
let firstTarget: (locale: Locale) => void = () => undefined;
const targetKnown = new Promise<Locale>((resolve) => (firstTarget = resolve));

function load(locale: Locale, group: CatalogGroup): Promise<void> {
  const key = `${locale}/${group}`;
  let pending = loading.get(key);
  if (!pending) {
    const imported = group === 'shell' ? importers.shell(locale) : importers.page(locale, group.slice('pages/'.length));
    pending = imported.then(
      ({ messages }) => i18n.load(locale, messages),
      (error: unknown) => {
        loading.delete(key); // a later attempt downloads it again
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/**
 * Loads every wanted group of a locale, then activates it (the locale machine's actor).
 * `commit` wraps the activation: the browser's services pass react-dom's flushSync, so that
 * every text of the page is in the new language in the commit the activation makes, before
 * the locale machine says the language is shown (src/app.tsx releases the language hold then).
 */
export async function activateLocale(locale: Locale, commit: (activate: () => void) => void = (activate) => activate()): Promise<void> {
  target = locale;
  firstTarget(locale);
  await Promise.all([...wanted].map((group) => load(locale, group)));
  commit(() => i18n.activate(locale));
}

/**
 * Makes a group part of the page's catalog, for the locale being shown now and for any
 * locale activated later. Route loaders call it, so a page renders only with its text.
 */
async function requireCatalog(group: CatalogGroup): Promise<void> {
  wanted.add(group);
  // A locale activated without activateLocale (view tests load whole catalogs themselves)
  // already has every message.
  if (target === null && i18n.locale) return;
  await load(target ?? (await targetKnown), group);
}

/** The catalog of the page at a path (the `_pages` layout's loader); a path without one needs none. */
export function requirePageCatalog(pathname: string): Promise<void> {
  const key = PAGE_CATALOGS[pathname.replace(/^\/+|\/+$/g, '').toLowerCase()];
  return key === undefined ? Promise.resolve() : requireCatalog(`pages/${key}`);
}

export { i18n };
