import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../machines/locales';

/**
 * Each locale's catalog is compiled into three chunks (scripts/compile-catalogs.mjs): `shell`
 * (error screens, the forbidden and not-found pages), `pages` (the text of the pages that
 * hydrate) and `text` (the text only text pages show: the pre-renderer and the development
 * server need it; in production those pages carry it in their HTML). Only the active locale's
 * chunks are downloaded, and a page asks only for the groups its route needs.
 */
export type CatalogGroup = 'shell' | 'pages' | 'text';

const importers: Record<CatalogGroup, (locale: Locale) => Promise<{ messages: Messages }>> = {
  shell: (locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}/shell.ts`),
  pages: (locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}/pages.ts`),
  text: (locale) => import(/* webpackChunkName: "locale-[request]" */ `../locales/${locale}/text.ts`),
};

const wanted = new Set<CatalogGroup>(['shell']);
const loading = new Map<string, Promise<void>>();
let target: Locale | null = null;
let firstTarget: (locale: Locale) => void = () => undefined;
const targetKnown = new Promise<Locale>((resolve) => (firstTarget = resolve));

function load(locale: Locale, group: CatalogGroup): Promise<void> {
  const key = `${locale}/${group}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = importers[group](locale).then(
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
export async function requireCatalog(group: CatalogGroup): Promise<void> {
  wanted.add(group);
  // A locale activated without activateLocale (view tests load whole catalogs themselves)
  // already has every message.
  if (target === null && i18n.locale) return;
  await load(target ?? (await targetKnown), group);
}

export { i18n };
