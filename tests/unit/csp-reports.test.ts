// The demo's CSP report collector reads bodies any page (or anyone) may POST: a property of its parser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forLog, reportsIn, withoutQuery } from '../../scripts/serve.mjs';

describe('reportsIn (the preview server reading a violation report)', () => {
  it('reads report-uri and Reporting API bodies into one shape', () => {
    expect(reportsIn(JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/403', 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example' } }))).toEqual([
      { via: 'report-uri', page: 'http://x/403', directive: 'img-src', blocked: 'https://evil.example' },
    ]);
    const api = [
      { type: 'csp-violation', body: { documentURL: 'https://s/help', effectiveDirective: 'script-src-elem', blockedURL: 'inline' } },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(reportsIn(JSON.stringify(api))).toEqual([{ via: 'report-to', page: 'https://s/help', directive: 'script-src-elem', blocked: 'inline' }]);
  });

  it('never throws, and keeps only short strings, whatever the body', () => {
    const body = fc.oneof(
      fc.string(),
      fc.json(),
      fc.anything().map((value) => JSON.stringify({ 'csp-report': value }) ?? ''),
      fc.array(fc.record({ type: fc.constantFrom('csp-violation', 'x'), body: fc.anything() })).map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(body, (text) => {
        for (const report of reportsIn(text)) {
          for (const field of [report.page, report.directive, report.blocked]) {
            expect(typeof field).toBe('string');
            expect(field.length).toBeLessThanOrEqual(500);
          }
        }
      }),
    );
  });

  it('keeps the page and blocked addresses without their query or fragment (issue 32: gift and invitation codes come in ?code=)', () => {
    expect(reportsIn(JSON.stringify({ 'csp-report': { 'document-uri': 'https://s/activity/cdKey?code=PREMIUM30#x', 'effective-directive': 'img-src', 'blocked-uri': 'https://evil.example/p.png?code=PREMIUM30' } }))).toEqual([
      { via: 'report-uri', page: 'https://s/activity/cdKey', directive: 'img-src', blocked: 'https://evil.example/p.png' },
    ]);
    expect(reportsIn(JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'https://s/activity/invited?code=TESTCODE', effectiveDirective: 'img-src', blockedURL: 'inline' } }]))[0]?.page).toBe('https://s/activity/invited');
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
      expect(withoutQuery(url)).not.toMatch(/[?#]/);
    }));
  });

  it('logs a report’s text escaped: no newline, ANSI escape, other control or bidi character reaches the log', () => {
    expect(forLog('img-src\nserve: CSP violation: forged\u001b[31mred\u001b[0m\r\u0000\u0085\u2028\u202e')).toBe(
      'img-src\\u{a}serve: CSP violation: forged\\u{1b}[31mred\\u{1b}[0m\\u{d}\\u{0}\\u{85}\\u{2028}\\u{202e}',
    );
    expect(forLog('a\\u{a}')).toBe('a\\\\u{a}');
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      // No character below U+0020, none of DEL and C1, no separator or bidi control.
      expect([...forLog(text)].filter((c) => { const n = c.codePointAt(0)!; return n < 0x20 || (n >= 0x7f && n <= 0x9f) || n === 0x2028 || n === 0x2029 || (n >= 0x202a && n <= 0x202e) || (n >= 0x2066 && n <= 0x2069); })).toEqual([]);
    }));
  });
});
