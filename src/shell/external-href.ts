import { externalHrefOf } from './deep-links';
import { isInApp, useHost } from './host';
import { useServices } from './services-context';

/**
 * externalHrefOf for the page's host. Before hydration the host reads as a browser, so the
 * pre-rendered page links the plain address.
 */
export function useExternalHref(url: string): { href: string | null; inApp: boolean } {
  const inApp = isInApp(useHost());
  const { config } = useServices();
  return { href: externalHrefOf(config, url, inApp), inApp };
}
