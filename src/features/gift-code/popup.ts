import { checkExternalAddress } from '../../../protocol/external-address';

/** Where a server popup's link may lead. */
interface LinkRules {
  /** Inside the app, the app's deep links are followed too. */
  inApp: boolean;
  deepLinkBase: string;
  externalHosts: readonly string[];
}

/** The app deep links the protocol knows (protocol/deeplink.ts): Settings and the view action. */
const KNOWN_DEEP_LINK = /^\/xpan\/(setting|view)$/;

/**
 * The address a popup's button may follow, or null: an https address on the external-address
 * allowlist, or, in the app, an app deep link of a known kind (the view action only with an
 * allowed https address in its message). Anything else is not followed: the button closes.
 */
export function popupLinkOf(address: string | undefined, rules: LinkRules): string | null {
  if (!address) return null;
  const external = checkExternalAddress(address, rules.externalHosts);
  if (external.ok) return external.url;
  if (!rules.inApp || !address.startsWith(`${rules.deepLinkBase}/`)) return null;
  let url: URL;
  try {
    url = new URL(`https://app.invalid${address.slice(rules.deepLinkBase.length)}`);
  } catch {
    return null;
  }
  const kind = KNOWN_DEEP_LINK.exec(url.pathname)?.[1];
  if (kind === 'setting') return url.search === '' && url.hash === '' ? address : null;
  if (kind === 'view') {
    const message = url.searchParams.get('message');
    return [...url.searchParams.keys()].length === 1 && checkExternalAddress(message, rules.externalHosts).ok ? address : null;
  }
  return null;
}
