import type { Config } from '../../protocol/config';
import { settingsDeepLink, viewDeepLink } from '../../protocol/deeplink';
import { checkExternalAddress } from '../../protocol/external-address';
import { log } from '../../protocol/log';

/**
 * The app's deep links for a page that offers them (notices, downloads, gift code): the
 * Settings page, and an external address opened by the app's view action after the
 * external-address check. Not part of the services, so the first script of every page
 * (/403 among them) carries neither the links nor the address check.
 */
export function deepLinksOf(config: Config) {
  return {
    settings: () => settingsDeepLink(config),
    view: (address: unknown) => viewDeepLink(config, address, log),
  };
}

/**
 * Where a link to an external address goes: inside the app, the app's view action (the app
 * opens it); in a browser, the address itself in a new window; null when the allowlist
 * refuses it. Pure, so the text-page script links an address from a server reply by the same rule.
 */
export function externalHrefOf(config: Config, url: string, inApp: boolean): string | null {
  if (!inApp) {
    const checked = checkExternalAddress(url, config.externalHosts);
    return checked.ok ? checked.url : null;
  }
  const view = deepLinksOf(config).view(url);
  return view.ok ? view.href : null;
}
