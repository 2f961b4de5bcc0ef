import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewAddressOf } from '../../machines/report/preview-address';

/**
 * Which addresses the report page sends to the thumbnail call: magnet, ed2k,
 * thunder, or https on a public host name; never an IP literal in any notation, a local or
 * reserved name, a single label, a port, user info or an address hidden in a thunder link.
 */

const HASH = '0123456789abcdef0123456789abcdef01234567';
const MD4 = '0123456789ABCDEF0123456789ABCDEF';
const thunder = (inner: string) => `thunder://${btoa(`AA${inner}ZZ`)}`;

describe('previewAddressOf: the table', () => {
  it.each([
    // The issue's own: the cloud metadata address, and its other spellings.
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'https://2852039166/',
    'https://0251.0376.0251.0376/',
    'https://0xa9fea9fe/',
    'https://0xA9.0xFE.0xA9.0xFE/',
    'https://169.254.43518/',
    'https://169.16689662/',
    'https://%31%36%39.254.169.254/',
    'https://\uff11\uff16\uff19.\uff12\uff15\uff14.\uff11\uff16\uff19.\uff12\uff15\uff14/',
    'https://127.0.0.1/',
    'https://127.1/',
    'https://0/',
    'https://10.0.0.1/x.mp4',
    'https://192.168.1.1/',
    'https://172.16.0.1/',
    'https://100.64.0.1/',
    'https://8.8.8.8/',
    'https://[::1]/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://[::ffff:169.254.169.254]/',
    'https://[2001:4860:4860::8888]/',
    // Names that lead inside a network.
    'https://localhost/',
    'https://LOCALHOST./',
    'https://api.localhost/',
    'https://localhost.mypikpak.com/',
    'https://metadata/computeMetadata/v1/',
    'https://intranet/',
    'https://metadata.google.internal/',
    'https://printer.local/',
    'https://router.home.arpa/',
    'https://1.0.0.10.in-addr.arpa/',
    'https://nas.lan/',
    'https://wiki.corp/',
    'https://box.localdomain/',
    'https://site.test/',
    'https://site.example/',
    'https://x.onion/',
    'https://10.0.0.1.nip.io/',
    'https://10-0-0-1.sslip.io/',
    // What another parser may read differently, a port, user info.
    'https://example.com:8443/',
    'https://user:pw@example.com/',
    'https://example.com@169.254.169.254/',
    'https://example.com\\@169.254.169.254/',
    'https:\\\\example.com/',
    'https:example.com/',
    'https:/example.com/',
    'https://exa_mple.com/',
    'https://example..com/',
    // Other schemes.
    'http://example.com/x.mp4',
    'ftp://example.com/x.mp4',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,x',
    'gopher://example.com/',
    // Magnet and ed2k without what identifies the file.
    'magnet:?dn=x',
    'magnet:?tr=http://169.254.169.254/announce',
    'magnet:?xt=urn:btih:',
    'magnet:xt=urn:btih:' + HASH,
    'ed2k://|server|10.0.0.1|4661|/',
    'ed2k://|file|a.avi|123|short|/',
    // Thunder links judged by what they wrap.
    thunder('http://169.254.169.254/latest/meta-data/'),
    thunder('https://169.254.169.254/'),
    thunder('https://localhost/'),
    thunder('ftp://example.com/x'),
    thunder(thunder('https://example.com/x')),
    `thunder://${btoa('https://example.com/x')}`,
    'thunder://not*base64',
    // Nothing, spaces, controls, too long.
    '',
    '   ',
    'https://example.com/a b',
    'https://example.com/a\u0000',
    `https://example.com/${'a'.repeat(4100)}`,
  ])('refuses %j', (link) => {
    expect(previewAddressOf(link)).toBeNull();
  });

  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['  https://example.com/x\n', 'https://example.com/x'],
    ['https://Files.Example.COM/a/b.mp4?x=1#part', 'https://files.example.com/a/b.mp4?x=1'],
    ['https://example.com:443/', 'https://example.com/'],
    ['https://example.com./a', 'https://example.com./a'],
    ['https://\u4f8b\u3048.jp/', 'https://xn--r8jz45g.jp/'],
    ['https://cdn.mypikpak.com/a%20b.mp4', 'https://cdn.mypikpak.com/a%20b.mp4'],
    [`magnet:?xt=urn:btih:${HASH}`, `magnet:?xt=urn:btih:${HASH}`],
    [`magnet:?xt=urn:btih:${HASH}&dn=film&tr=http://169.254.169.254/announce&as=http://10.0.0.1/x&xs=http://localhost/`, `magnet:?xt=urn:btih:${HASH}`],
    [`magnet:?dn=x&xt.1=urn:btih:${HASH}&xt.2=urn:sha1:ABCDEF`, `magnet:?xt=urn:btih:${HASH}&xt=urn:sha1:ABCDEF`],
    [`ed2k://|file|a.avi|123|${MD4}|/`, `ed2k://|file|a.avi|123|${MD4.toLowerCase()}|/`],
    [`ed2k://|file|a.avi|123|${MD4}|h=XYZ|s=http://169.254.169.254/x|/|sources,10.0.0.1:4662|/`, `ed2k://|file|a.avi|123|${MD4.toLowerCase()}|/`],
    [thunder('https://example.com/a.mp4'), thunder('https://example.com/a.mp4')],
    [thunder(`magnet:?xt=urn:btih:${HASH}&tr=http://10.0.0.1/`), thunder(`magnet:?xt=urn:btih:${HASH}`)],
  ])('asks for %j as %j', (link, sent) => {
    expect(previewAddressOf(link)).toBe(sent);
  });
});

// ---- Properties --------------------------------------------------------------------------------

/** An IPv4 address (as its 32-bit number) in every notation a URL parser reads. */
const ipv4Spellings = fc.tuple(fc.nat({ max: 2 ** 32 - 1 }), fc.nat({ max: 5 })).map(([n, form]) => {
  const bytes = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  switch (form) {
    case 0:
      return bytes.join('.');
    case 1:
      return String(n);
    case 2:
      return `0x${n.toString(16)}`;
    case 3:
      return bytes.map((b) => `0${b.toString(8)}`).join('.');
    case 4:
      return bytes.map((b) => `0x${b.toString(16)}`).join('.');
    default:
      return `${bytes[0]}.${(n & 0xffffff) >>> 0}`;
  }
});
const path = fc.webPath();
const scheme = fc.constantFrom('https', 'http', 'HTTPS');
const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);
const publicTld = fc.constantFrom('com', 'net', 'org', 'io', 'jp', 'cn', 'id', 'xn--fiqs8s');
const reservedTld = fc.constantFrom('localhost', 'local', 'internal', 'lan', 'home', 'corp', 'test', 'example', 'invalid', 'onion', 'arpa');

describe('previewAddressOf: properties', () => {
  it('never throws; what it asks for is https, magnet, ed2k or thunder, never an IP literal, and gives itself again', () => {
    const links = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.webUrl({ validSchemes: ['https', 'http', 'ftp'], withFragments: true, withQueryParameters: true }),
      fc.tuple(scheme, fc.oneof(ipv4Spellings, fc.domain()), path).map(([s, h, p]) => `${s}://${h}${p}`),
      fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((x) => `magnet:?${x}`),
      fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((x) => `thunder://${btoa(`AA${x}ZZ`)}`),
    );
    fc.assert(
      fc.property(links, (link) => {
        const sent = previewAddressOf(link);
        if (sent === null) return;
        expect(sent).toMatch(/^(?:https:\/\/|magnet:\?xt=|ed2k:\/\/\|file\||thunder:\/\/)/);
        expect(previewAddressOf(sent)).toBe(sent);
        if (sent.startsWith('https:')) {
          const { hostname, port, username } = new URL(sent);
          expect(hostname).not.toMatch(/^[\d.]+$|^\[/);
          expect(hostname).toContain('.');
          expect(port + username).toBe('');
        }
      }),
    );
  });

  it('refuses every IPv4 address in every notation, on any path, also wrapped in a thunder link', () => {
    fc.assert(
      fc.property(scheme, ipv4Spellings, path, (s, host, p) => {
        expect(previewAddressOf(`${s}://${host}${p}`)).toBeNull();
        expect(previewAddressOf(thunder(`https://${host}${p}`))).toBeNull();
      }),
    );
  });

  it('refuses every IPv6 address and every single-label or reserved name', () => {
    const single = label;
    const reserved = fc.tuple(fc.array(label, { maxLength: 3 }), reservedTld).map(([ls, tld]) => [...ls, tld].join('.'));
    const ipv6 = fc.ipV6().map((a) => `[${a}]`);
    fc.assert(
      fc.property(fc.oneof(ipv6, single, reserved), path, (host, p) => {
        expect(previewAddressOf(`https://${host}${p}`)).toBeNull();
      }),
    );
  });

  it('asks for https on a public host name, as parsed and without the fragment', () => {
    const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), publicTld).map(([ls, tld]) => [...ls, tld].join('.'));
    fc.assert(
      fc.property(host, path, fc.constantFrom('', '#frag'), (h, p, fragment) => {
        const link = `https://${h}${p}${fragment}`;
        const expected = new URL(link);
        expected.hash = '';
        expect(previewAddressOf(link)).toBe(expected.href);
      }),
    );
  });
});
