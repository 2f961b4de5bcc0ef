const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * True when `origin` is exactly one of the allowed parent origins (scheme, host and port),
 * or, when `allowLoopback` is set (embedded default only), http(s)://localhost or 127.0.0.1 on
 * any port. Anything else, including paths, credentials, `*` and `null`, is refused.
 */
export function isAllowedParentOrigin(origin: unknown, allowlist: readonly string[], allowLoopback: boolean): origin is string {
  if (typeof origin !== 'string' || origin.length === 0 || origin.length > 256) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if (allowlist.includes(origin)) return url.protocol === 'https:';
  return allowLoopback && (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname);
}
