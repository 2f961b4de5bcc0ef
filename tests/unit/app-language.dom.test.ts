import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeLocaleCookie } from '../../src/app-language';
import { LANGUAGE_HOLD_TAKEN_ATTRIBUTE, LANGUAGE_PENDING_CLASS, limitLanguageHold, releaseLanguageHold, takeOverLanguageHold } from '../../src/shell/language-hold';

/** The cookie string a page writes, as a fake document receives it. */
function written(protocol: string, locale: string) {
  const writes: string[] = [];
  const doc = {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
  writeLocaleCookie({ document: doc, location: { protocol } }, locale as never);
  return writes;
}

describe('the locale cookie', () => {
  it('is first-party, on the whole site, SameSite=Lax, for a year, with the locale code only', () => {
    expect(written('http:', 'ar')).toEqual(['locale=ar; Path=/; Max-Age=31536000; SameSite=Lax']);
  });

  it('on https is a __Host- cookie, which no other host can set: Secure, Path=/, no Domain', () => {
    expect(written('https:', 'zh-TW')).toEqual(['__Host-locale=zh-TW; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  });

  it('never carries anything but one of the nine locale codes', () => {
    for (const value of ['fr', 'ar; Domain=evil.example', 'AR', '', 'en-us']) expect(written('https:', value)).toEqual([]);
  });

  it('is readable by the browser as locale=<code>', () => {
    writeLocaleCookie(window, 'ko');
    expect(document.cookie).toContain('locale=ko');
  });
});

describe('the language hold', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.documentElement.className = '';
    document.documentElement.removeAttribute(LANGUAGE_HOLD_TAKEN_ATTRIBUTE);
  });

  it('is taken over by the entry script, which releases it at the latest after its time-out', () => {
    vi.useFakeTimers();
    document.documentElement.classList.add(LANGUAGE_PENDING_CLASS);
    takeOverLanguageHold(window);
    expect(document.documentElement.hasAttribute(LANGUAGE_HOLD_TAKEN_ATTRIBUTE)).toBe(true);
    limitLanguageHold(window, 4000);
    vi.advanceTimersByTime(3999);
    expect(document.documentElement.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(document.documentElement.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(false);
  });

  it('is nothing to take over when the page holds nothing (a browser, or the cookie was there)', () => {
    takeOverLanguageHold(window);
    limitLanguageHold(window, 4000);
    expect(document.documentElement.hasAttribute(LANGUAGE_HOLD_TAKEN_ATTRIBUTE)).toBe(false);
    releaseLanguageHold(document);
    expect(document.documentElement.className).toBe('');
  });
});
