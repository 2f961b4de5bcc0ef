/** Why an external address was refused. */
export type AddressRefusal = 'malformed' | 'not-https' | 'credentials' | 'host-not-allowed' | 'port';

export type AddressCheck = { ok: true; url: string } | { ok: false; reason: AddressRefusal };

function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(1);
    return host.endsWith(suffix) && host.length > suffix.length;
  }
  return host === pattern;
}

/**
 * Accepts only an https address, without user name or password, on the default port,
 * whose host is on the allowlist (`*.example.com` admits sub-domains). Never throws.
 */
export function checkExternalAddress(address: unknown, allowedHosts: readonly string[]): AddressCheck {
  if (typeof address !== 'string' || address.length > 2048) return { ok: false, reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (url.protocol !== 'https:') return { ok: false, reason: 'not-https' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (url.port !== '') return { ok: false, reason: 'port' };
  const host = url.hostname.toLowerCase();
  if (!allowedHosts.some((p) => hostMatches(host, p.toLowerCase()))) return { ok: false, reason: 'host-not-allowed' };
  return { ok: true, url: url.href };
}

/**
 * Hosts of the card payment provider's own pages (Stripe: invoice.stripe.com for invoices and
 * paying one, pay.stripe.com for receipts, billing.stripe.com for changing the card): the only
 * hosts /subscription's payment and billing links (invoices, Pay now, the payment page) may
 * open; the configured external hosts (chats, stores, our own pages) are not admitted there.
 * They belong to the provider, not to a deployment, so they are not part of EXTERNAL_HOSTS.
 */
export const INVOICE_HOSTS: readonly string[] = ['invoice.stripe.com', 'pay.stripe.com', 'billing.stripe.com'];

/**
 * An image address the page may show (the gift-code popup image, the report preview): the
 * external-address rules on the image host list (config.imageHosts), the same list the CSP
 * img-src is generated from (deploy/policy.ts), so what passes here is what the browser loads.
 */
export function checkImageAddress(address: unknown, imageHosts: readonly string[]): AddressCheck {
  return checkExternalAddress(address, imageHosts);
}

/** The CSP img-src sources of the image host list: https only, one host-source per pattern. */
export function imageSources(imageHosts: readonly string[]): string[] {
  return imageHosts.map((host) => `https://${host.toLowerCase()}`);
}
