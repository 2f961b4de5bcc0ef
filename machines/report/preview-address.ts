/**
 * Which addresses the report page asks a preview for (protocol/api/README.md,
 * "The preview"). The thumbnail call hands the address to a service that may fetch it, so the
 * page sends only an address that identifies a resource to the drive, never one that points
 * into a network: a magnet link (its exact topics only), an ed2k file link (its file part
 * only), an https address on a public host name, or a thunder link that wraps one of those.
 * Pure: no I/O, no name resolution (a public name that resolves to a private address is the
 * service's to refuse).
 */

const MAX_LENGTH = 4096;

/**
 * Top-level names that never lead to a public host: special-use (RFC 6761, 6762, 7686, 9476;
 * `.arpa` includes home.arpa and the reverse-lookup zones), ICANN's `.internal`, and the names
 * commonly used inside private networks.
 */
const RESERVED_TLDS = new Set([
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'private',
  'test',
  'example',
  'invalid',
  'onion',
  'alt',
  'arpa',
]);

/** One DNS label: letters, digits, inner hyphens (host names are lower case after URL parsing). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level name: letters only, or an IDN in punycode. A numeric last label means an IPv4 literal. */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** An IPv4 address written into a name (10.0.0.1.nip.io, 10-0-0-1.sslip.io): wildcard DNS reaches it. */
const EMBEDDED_IPV4 = /(?:^|[.-])\d{1,3}(?:[.-]\d{1,3}){3}(?:[.-]|$)/;

const MAGNET_TOPIC = /^urn:[a-z0-9]+(?::[a-z0-9]+)*:[a-z0-9]+$/i;
const ED2K_FILE = /^ed2k:\/\/\|file\|([^|/\\]+)\|(\d{1,20})\|([0-9a-f]{32})\|/i;
const THUNDER = /^thunder:\/\/([A-Za-z0-9+/]+={0,2})\/?$/i;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * True for a host name a public https address may have: at least two labels, letters-and-digits
 * labels, an alphabetic top-level name outside the reserved ones, no `localhost` label, no IPv4
 * address inside it. IP literals of every form are refused: the URL parser writes IPv4 in any
 * notation (decimal 2852039166, octal 0251.0376.0251.0376, hex 0xa9fea9fe, short 169.254.43518)
 * as dotted digits, whose last label is numeric, and IPv6 in brackets.
 */
function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.length === 0 || host.length > 253) return false;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const tld = labels.at(-1) ?? '';
  if (!TLD.test(tld) || RESERVED_TLDS.has(tld)) return false;
  if (labels.includes('localhost')) return false;
  return !EMBEDDED_IPV4.test(host);
}

function httpsAddressOf(link: string): string | null {
  // What another parser may read differently: backslashes, user info, anything but "https://" first.
  if (!/^https:\/\/[^/?#\\@]+(?:[/?#][^\\]*)?$/i.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port !== '') return null;
  if (!isPublicHostName(url.hostname)) return null;
  // The fragment never reaches a server; the rest is sent as the parser wrote it.
  url.hash = '';
  return url.href;
}

function magnetAddressOf(link: string): string | null {
  const query = link.slice('magnet:?'.length);
  const topics = query
    .split('&')
    .filter((part) => /^xt(?:\.\d+)?=/i.test(part))
    .map((part) => part.slice(part.indexOf('=') + 1));
  if (topics.length === 0 || !topics.every((topic) => MAGNET_TOPIC.test(topic))) return null;
  // Trackers, web seeds and sources (tr, ws, as, xs) are addresses: left out.
  return `magnet:?${topics.map((topic) => `xt=${topic}`).join('&')}`;
}

function ed2kAddressOf(link: string): string | null {
  const file = ED2K_FILE.exec(link);
  if (!file) return null;
  // Sources after the file part (s=http://…, /|sources,…|/) are addresses: left out.
  return `ed2k://|file|${file[1]}|${file[2]}|${(file[3] ?? '').toLowerCase()}|/`;
}

function thunderAddressOf(link: string): string | null {
  const encoded = THUNDER.exec(link)?.[1];
  if (!encoded) return null;
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return null;
  }
  if (!decoded.startsWith('AA') || !decoded.endsWith('ZZ')) return null;
  const inner = decoded.slice(2, -2);
  if (!PRINTABLE_ASCII.test(inner) || /^thunder:/i.test(inner)) return null;
  const address = previewAddressOf(inner);
  return address === null ? null : `thunder://${btoa(`AA${address}ZZ`)}`;
}

const BY_SCHEME = new Map<string, (link: string) => string | null>([
  ['https', httpsAddressOf],
  ['magnet', (link) => (/^magnet:\?/i.test(link) ? magnetAddressOf(link) : null)],
  ['ed2k', ed2kAddressOf],
  ['thunder', thunderAddressOf],
]);

/**
 * The address to send with the thumbnail call for a link, or null when the page asks no
 * preview for it. Magnet and ed2k links are reduced to what identifies the file; an https
 * address must be on a public host name (`isPublicHostName`), on the default port, without
 * user info, and is sent as parsed, without its fragment; a thunder link is judged by the
 * address it wraps and sent re-encoded from it. http, ftp and everything else: null. Never
 * throws; the result, given again, gives itself.
 */
export function previewAddressOf(typed: string): string | null {
  const link = typed.trim();
  if (link === '' || link.length > MAX_LENGTH || /[\s\p{Cc}]/u.test(link)) return null;
  const scheme = /^([a-z0-9]+):/i.exec(link)?.[1]?.toLowerCase() ?? '';
  const address = BY_SCHEME.get(scheme)?.(link) ?? null;
  // Percent-encoding can lengthen an address: one that grew past the limit is not sent either.
  return address !== null && address.length <= MAX_LENGTH ? address : null;
}
