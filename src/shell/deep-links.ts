import type { Config } from '../../protocol/config';
import { settingsDeepLink, viewDeepLink } from '../../protocol/deeplink';
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
