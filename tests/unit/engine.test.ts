import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { belowMatrix, engineOf } from '../../src/shell/pre-paint/engine';

const UA = {
  webView80: 'Mozilla/5.0 (Linux; Android 10; SM-A105F Build/QP1A.190711.020; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/80.0.3987.99 Mobile Safari/537.36',
  webView74: 'Mozilla/5.0 (Linux; Android 9; Redmi 7A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/74.0.3729.136 Mobile Safari/537.36',
  wkWebView14: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  wkWebView13: 'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  chromeOnIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/118.0.5993.69 Mobile/15E148 Safari/604.1',
  safari13: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Safari/605.1.15',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('the reader’s engine against the support matrix', () => {
  it.each([
    ['an Android WebView of early 2020', UA.webView80, { name: 'chromium', major: 80, version: '80.0.3987.99' }, false],
    ['an Android WebView of 2019', UA.webView74, { name: 'chromium', major: 74, version: '74.0.3729.136' }, true],
    ['WKWebView on iOS 14.4 (no browser version in its agent)', UA.wkWebView14, { name: 'ios', major: 14, version: '14.4' }, false],
    ['WKWebView on iOS 13', UA.wkWebView13, { name: 'ios', major: 13, version: '13.7' }, true],
    ['Chrome on an iPhone is the system’s WebKit (iOS 12)', UA.chromeOnIphone, { name: 'ios', major: 12, version: '12.5.7' }, true],
    ['Safari 13 on a Mac', UA.safari13, { name: 'safari', major: 13, version: '13.1.2' }, true],
    ['an engine the matrix does not name', UA.firefox, { name: 'other', major: null, version: '' }, false],
  ])('%s', (_, ua, engine, below) => {
    expect(engineOf(ua)).toEqual(engine);
    expect(belowMatrix(engineOf(ua))).toBe(below);
  });

  it('reads any user agent without throwing, and names a version only with a major', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...Object.values(UA)).map((ua) => ua + 'x'.repeat(600)), fc.anything()), (ua) => {
        const engine = engineOf(ua);
        expect(engine.major === null).toBe(engine.version === '');
        if (engine.major !== null) expect(Number.isInteger(engine.major)).toBe(true);
      }),
    );
  });
});
