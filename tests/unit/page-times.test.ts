import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/core/locales';
import { localeTime, SLOT_S } from '../../scripts/page-times.mjs';

describe('each locale’s pages have a modification time of their own (issue 32: no ETag or Last-Modified of one locale’s copy is another’s)', () => {
  it('in one build, nine different seconds, all in the past', () => {
    const now = 1_800_000_007;
    const times = LOCALES.map((_, i) => localeTime(now, i));
    expect(new Set(times).size).toBe(LOCALES.length);
    for (const time of times) expect(time).toBeLessThanOrEqual(now);
  });

  it('across builds: a second names one locale, whichever builds it came from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }), fc.integer({ min: 1_600_000_000, max: 2_000_000_000 }), fc.nat({ max: LOCALES.length - 1 }), fc.nat({ max: LOCALES.length - 1 }), (a, b, i, j) => {
        if (i !== j) expect(localeTime(a, i)).not.toBe(localeTime(b, j));
      }),
    );
    expect(SLOT_S).toBeGreaterThanOrEqual(LOCALES.length);
  });
});
