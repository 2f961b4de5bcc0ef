// The demo's CSP report collector reads bodies any page (or anyone) may POST: a property of its parser.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reportsIn } from '../../scripts/serve.mjs';

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
});
