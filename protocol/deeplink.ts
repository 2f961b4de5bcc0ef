import { checkExternalAddress, type AddressRefusal } from './external-address';
import type { Logger } from './log';

export interface DeepLinkConfig {
  deepLinkBase: string;
  externalHosts: readonly string[];
}

/** The app's Settings screen (§2: `xpan/setting`). */
export function settingsDeepLink(config: DeepLinkConfig): string {
  return `${config.deepLinkBase}/xpan/setting`;
}

/**
 * The app's view action, which opens the external address in `message` (APK download, the
 * mobile-app page, the install troubleshooting page). Refuses, and logs, any address that is
 * not https on an allowed host.
 */
export function viewDeepLink(
  config: DeepLinkConfig,
  address: unknown,
  log: Logger,
): { ok: true; href: string } | { ok: false; reason: AddressRefusal } {
  const check = checkExternalAddress(address, config.externalHosts);
  if (!check.ok) {
    log('deeplink', `refused an external address (${check.reason})`);
    return check;
  }
  return { ok: true, href: `${config.deepLinkBase}/xpan/view?message=${encodeURIComponent(check.url)}` };
}
