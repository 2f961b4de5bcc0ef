import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from '../../src/search-params';

describe('search parameters', () => {
  it('reads codes that look like numbers as the strings they are', () => {
    expect(parseSearch('?code=123456E7')).toEqual({ code: '123456E7' });
    expect(parseSearch('?code=12345678901234567890')).toEqual({ code: '12345678901234567890' });
    expect(parseSearch('?code=true&x=null')).toEqual({ code: 'true', x: 'null' });
  });

  it('keeps the first value of a repeated parameter and decodes percent-encoding', () => {
    expect(parseSearch('?origin=https%3A%2F%2Fmypikpak.com&origin=https://evil.example')).toEqual({ origin: 'https://mypikpak.com' });
  });

  it('never throws, and every value it returns is a string (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const parsed = parseSearch(search);
        for (const value of Object.values(parsed)) expect(typeof value).toBe('string');
      }),
    );
  });

  it('round-trips string parameters (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (search) => {
        expect(parseSearch(stringifySearch(search))).toEqual(search);
      }),
    );
  });
});
