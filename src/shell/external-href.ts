import { checkExternalAddress } from '../../protocol/external-address';
import { deepLinksOf } from './deep-links';
import { isInApp, useHost } from './host';
import { useServices } from './services-context';

/**
 * Where a link to an external address goes: inside the app, the app's view action (the app
 * opens it); in a browser, the address itself in a new window; null when the allowlist
 * refuses it. Before hydration the host reads as a browser, so the pre-rendered page links
 * the plain address.
 */
export function useExternalHref(url: string): { href: string | null; inApp: boolean } {
  const inApp = isInApp(useHost());
  const { config } = useServices();
  const checked = checkExternalAddress(url, config.externalHosts);
  if (!inApp) return { href: checked.ok ? checked.url : null, inApp };
  const view = deepLinksOf(config).view(url);
  return { href: view.ok ? view.href : null, inApp };
}
