import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../machines/locales';

/**
 * Loads one compiled catalog (each locale is its own chunk, so only the active one is
 * downloaded) and activates it.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await import(
    /* webpackChunkName: "locale-[request]" */
    `../locales/${locale}/messages.ts`
  )) as { messages: Messages };
  i18n.load(locale, messages);
  i18n.activate(locale);
}

export { i18n };
