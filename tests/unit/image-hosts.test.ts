// One image host list feeds the JS check (checkImageAddress) and the CSP
// img-src (deploy/policy.ts): every address one admits, the other admits too.
import { describe, expect, it } from 'vitest';
import { serverPolicy } from '../../deploy/policy';
import { checkExternalAddress, checkImageAddress } from '../../protocol/external-address';
import { parseConfig } from '../../protocol/config';
import { runtimeConfig } from '../../scripts/runtime-config';

/** The https host-sources of a CSP's img-src ('self' and data: are not remote hosts). */
function imgSrcHosts(csp: string): string[] {
  const directive = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([name]) => name === 'img-src') ?? [];
  return directive.slice(1).filter((source) => source !== "'self'" && source !== 'data:');
}

/** CSP3 host-source matching for an https URL on the default port (a simplified reading). */
function cspAllows(sources: string[], address: string): boolean {
  const url = new URL(address);
  return sources.some((source) => {
    const m = /^(https?):\/\/([^/:]+)$/.exec(source);
    if (!m || url.protocol !== 'https:' || url.port !== '') return false;
    const host = m[2]!.toLowerCase();
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
  });
}

/** Concrete addresses for a list of host patterns: a sub-domain and the apex of each. */
function candidates(patterns: readonly string[]): string[] {
  return patterns.flatMap((p) => (p.startsWith('*.') ? [`https://img.${p.slice(2)}/a.png`, `https://${p.slice(2)}/a.png`] : [`https://${p}/a.png`, `https://sub.${p}/a.png`]));
}

function disagreements(jsAllows: (address: string) => boolean, csp: string, patterns: readonly string[]): string[] {
  const sources = imgSrcHosts(csp);
  const hosts = [...patterns, ...sources.map((s) => s.replace(/^https?:\/\//, ''))];
  return candidates(hosts).filter((address) => jsAllows(address) !== cspAllows(sources, address));
}

for (const demo of [false, true]) {
  describe(`image hosts, ${demo ? 'demo' : 'production'} build`, () => {
    const raw = runtimeConfig({}, demo);
    const config = parseConfig(raw);
    const policy = serverPolicy({ config: raw, framedRoutes: ['/help'], scriptHashes: [], styleHashes: [], demo });
    const extra = ['t.me', 'mypikpak.com', '*.mypikpak.com', ...config.externalHosts];

    it('every host the JS check allows, the page and framed-page img-src allow, and vice versa', () => {
      for (const csp of [policy.csp.page, policy.csp.framedPage]) {
        expect(disagreements((a) => checkImageAddress(a, config.imageHosts).ok, csp, [...config.imageHosts, ...extra])).toEqual([]);
        expect(imgSrcHosts(csp).every((source) => source.startsWith('https://'))).toBe(true);
      }
    });

    it('fails on the old mismatch (the JS check on the link hosts: t.me, the apex mypikpak.com)', () => {
      const found = disagreements((a) => checkExternalAddress(a, config.externalHosts).ok, policy.csp.page, extra);
      expect(found).toEqual(expect.arrayContaining(['https://t.me/a.png', 'https://mypikpak.com/a.png']));
    });

    it('a configured list (IMAGE_HOSTS) moves both', () => {
      const customRaw = runtimeConfig({ IMAGE_HOSTS: 'cdn.example.com,*.img.example.org' }, demo);
      const custom = parseConfig(customRaw);
      const csp = serverPolicy({ config: customRaw, framedRoutes: [], scriptHashes: [], styleHashes: [], demo }).csp.page;
      expect(imgSrcHosts(csp)).toEqual(['https://cdn.example.com', 'https://*.img.example.org']);
      expect(disagreements((a) => checkImageAddress(a, custom.imageHosts).ok, csp, [...custom.imageHosts, ...extra])).toEqual([]);
    });
  });
}
