import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, platformOf } from '../../src/shell/notice/device';

const UA = {
  androidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.14977',
  harmony: 'Mozilla/5.0 (Phone; OpenHarmony 4.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile',
};

describe('device detection', () => {
  it.each([['androidPhone'], ['androidTablet'], ['iphone'], ['ipad'], ['windowsPhone'], ['harmony']] as const)(
    'treats %s as mobile',
    (name) => expect(isMobileUserAgent(UA[name])).toBe(true),
  );

  it.each([['mac'], ['windows'], ['linux']] as const)('treats %s as desktop', (name) => expect(isMobileUserAgent(UA[name])).toBe(false));

  it('treats anything that is not a user agent string as desktop', () => {
    for (const value of [undefined, null, 42, '', {}]) expect(isMobileUserAgent(value)).toBe(false);
  });

  it('tells Android, iOS and desktop apart for downloads', () => {
    expect(platformOf(UA.androidPhone)).toBe('android');
    expect(platformOf(UA.androidTablet)).toBe('android');
    expect(platformOf(UA.iphone)).toBe('ios');
    expect(platformOf(UA.ipad)).toBe('ios');
    expect(platformOf(UA.windows)).toBe('desktop');
    expect(platformOf(UA.mac)).toBe('desktop');
    expect(platformOf(null)).toBe('desktop');
  });

  it('counts an iPad that presents itself as a Mac (touch screen) as iOS', () => {
    expect(platformOf(UA.mac, 5)).toBe('ios');
    expect(platformOf(UA.mac, 0)).toBe('desktop');
  });
});

describe('root font size (§2.7), in CSS so that a pre-rendered notice paints at its final size', () => {
  const css = readFileSync(resolve(__dirname, '../../src/ui/tokens.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  /** The root font size the stylesheet gives a notice's document at a window width, read from its rules. */
  const rootFontAt = (width: number): string | null => {
    let size: string | null = null;
    // Top-level rules first, then media blocks in source order, as the cascade applies them.
    for (const [, media, body] of css.matchAll(/(?:@media\s*\(min-width:\s*(\d+)px\)\s*\{)?\s*:root:has\(\.notice\)\s*\{([^}]*)\}/g)) {
      if (media !== undefined && width < Number(media)) continue;
      const value = /font-size:\s*([^;]+);/.exec(body ?? '')?.[1]?.trim();
      if (value) size = value;
    }
    return size;
  };

  it('is 65px from a 650px-wide window up, else a tenth of the width', () => {
    expect(rootFontAt(650)).toBe('65px');
    expect(rootFontAt(1280)).toBe('65px');
    expect(rootFontAt(649)).toBe('10vw');
    expect(rootFontAt(375)).toBe('10vw');
  });

  it('leaves what a notice draws on the one scale: the unit is 1 px inside a notice', () => {
    expect(css).toMatch(/\.notice,\s*\.boot-failure\s*\{\s*--ui-px:\s*1px;/);
  });
});
