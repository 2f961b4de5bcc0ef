import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANNOT_START, markScriptStarted } from '../../src/shell/cannot-start';
import { LANGUAGE_HOLD_TAKEN_ATTRIBUTE, LANGUAGE_PENDING_CLASS } from '../../src/shell/language-hold';
import { keepEarlyTaps, markInApp, markPlatform, watchStart } from '../../src/shell/pre-paint/pre-paint';
import { EARLY_TAPS } from '../../src/shell/static/early-taps';
import { STATS_QUEUE } from '../../protocol/stats';

/**
 * The pre-paint script (src/shell/pre-paint/), as a page runs it before its first paint: what
 * the reader sees of the app, the language hold, the platform, kept taps, and the notices for a
 * script that cannot load or cannot start.
 */
const html = document.documentElement;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 10; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/80.0.3987.99 Mobile Safari/537.36';

function page() {
  document.body.innerHTML = [
    '<div id="boot-failure" hidden><p>Check your connection</p></div>',
    `<div id="${CANNOT_START.id}" hidden><p>This page can't run</p><p data-for="android">Update Android System WebView</p><p data-for="ios">Update iOS</p><p data-for="desktop">Update your browser</p></div>`,
    `<div id="root" data-prerendered ${EARLY_TAPS.textPage}><h1>Help</h1><a data-notice-event="open_feedback" href="/drive/feedback">Feedback</a><a href="/elsewhere">Plain</a><div data-notice-region=""><a href="/drive?action=create_task">Add a link</a><a href="https://t.me/bot" target="_blank">Bot</a></div></div>`,
  ].join('');
}
const shown = (id: string) => document.getElementById(id)?.hidden === false;
const visibleLines = () => [...document.querySelectorAll(`#${CANNOT_START.id} [data-for]`)].filter((p) => !(p as HTMLElement).hidden).map((p) => p.textContent);

beforeEach(() => {
  page();
  for (const name of [...html.getAttributeNames()]) if (name !== 'lang') html.removeAttribute(name);
  html.className = '';
  Reflect.deleteProperty(window, STATS_QUEUE);
  Reflect.deleteProperty(window, 'PikPakBridge');
});
afterEach(() => {
  vi.useRealTimers();
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('in the app, before the first paint', () => {
  it('marks the page as in the app and holds its text until the entry takes the hold or the time-out passes', () => {
    vi.useFakeTimers();
    Reflect.set(window, 'PikPakBridge', { postMessage: () => undefined });
    markInApp(window, { holdFallbackMs: 5500, fakeAppHost: null });
    expect(html.hasAttribute('data-in-app')).toBe(true);
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(true);
    vi.advanceTimersByTime(5499);
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(false);
  });

  it('leaves the release to the entry once it has taken the hold', () => {
    vi.useFakeTimers();
    Reflect.set(window, 'PikPakBridge', { postMessage: () => undefined });
    markInApp(window, { holdFallbackMs: 100, fakeAppHost: null });
    html.setAttribute(LANGUAGE_HOLD_TAKEN_ATTRIBUTE, '');
    vi.advanceTimersByTime(1000);
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(true);
  });

  it('holds nothing when the app has named its language (the locale cookie the servers read)', () => {
    document.cookie = 'locale=ar; Path=/';
    Reflect.set(window, 'PikPakBridge', { postMessage: () => undefined });
    markInApp(window, { holdFallbackMs: 100, fakeAppHost: null });
    expect(html.hasAttribute('data-in-app')).toBe(true);
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(false);
  });

  it('in a browser, marks nothing', () => {
    markInApp(window, { holdFallbackMs: 100, fakeAppHost: null });
    expect(html.hasAttribute('data-in-app')).toBe(false);
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(false);
  });

  it('names the platform by the download pages’ rule', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    markPlatform(window);
    expect(html.getAttribute('data-platform')).toBe('android');
  });
});

describe('taps before the text page’s script', () => {
  it('keeps a tap on a control the page decides, once, shown as taken; a plain link is the browser’s', () => {
    keepEarlyTaps(window);
    const control = document.querySelector<HTMLElement>('[data-notice-event]')!;
    const plain = document.querySelector<HTMLAnchorElement>('a[href="/elsewhere"]')!;
    const followed: string[] = [];
    const record = (e: Event) => followed.push(`${(e.target as Element).textContent}:${e.defaultPrevented ? 'kept' : 'followed'}`);
    document.addEventListener('click', record, true);
    // jsdom does not navigate; a real page would follow the plain link.
    control.click();
    control.click();
    plain.click();
    document.removeEventListener('click', record, true);
    expect(followed).toEqual(['Feedback:kept', 'Feedback:kept', 'Plain:followed']);
    expect(control.getAttribute('aria-busy')).toBe('true');
    expect(Reflect.get(window, EARLY_TAPS.queue)).toEqual([control]);
  });

  it('keeps a web-drive action with where it leads, and leaves a new-window link to the browser, so it opens inside the tap', () => {
    keepEarlyTaps(window);
    const action = document.querySelector<HTMLAnchorElement>('a[href^="/drive?"]')!;
    const bot = document.querySelector<HTMLAnchorElement>('a[target="_blank"]')!;
    const prevented: boolean[] = [];
    const record = (e: Event) => prevented.push(e.defaultPrevented);
    document.addEventListener('click', record);
    action.click();
    bot.click();
    document.removeEventListener('click', record);
    expect(prevented).toEqual([true, false]);
    expect(action.getAttribute(EARLY_TAPS.kept)).toBe('/drive?action=create_task');
    expect(bot.hasAttribute(EARLY_TAPS.kept)).toBe(false);
    expect(Reflect.get(window, EARLY_TAPS.queue)).toEqual([action]);
  });

  it('keeps no tap while the text is held for the app’s language: the reader could not see it, and nothing happens', () => {
    html.classList.add(LANGUAGE_PENDING_CLASS);
    keepEarlyTaps(window);
    const control = document.querySelector<HTMLElement>('[data-notice-event]')!;
    let prevented = false;
    const record = (e: Event) => (prevented = e.defaultPrevented);
    document.addEventListener('click', record);
    control.click();
    document.removeEventListener('click', record);
    expect(prevented).toBe(true);
    expect(control.hasAttribute(EARLY_TAPS.kept)).toBe(false);
    expect(Reflect.get(window, EARLY_TAPS.queue)).toEqual([]);
  });
});

describe('a page whose script cannot load or start', () => {
  it('says the network when an entry script cannot load, and frees the kept taps', () => {
    keepEarlyTaps(window);
    watchStart(window);
    document.querySelector<HTMLElement>('[data-notice-event]')!.click();
    const script = document.createElement('script');
    script.src = 'https://example.test/static/js/text.abc.js';
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(shown('boot-failure')).toBe(true);
    expect(shown(CANNOT_START.id)).toBe(false);
    expect(document.querySelector('[data-notice-event]')!.hasAttribute('aria-busy')).toBe(false);
    script.remove();
  });

  it('says the page cannot run here when one of its scripts throws before it starts, with the lines for the reader’s platform, and reports the engine without the address’s query', () => {
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ANDROID_UA);
    markPlatform(window);
    watchStart(window);
    html.classList.add(LANGUAGE_PENDING_CLASS);
    window.dispatchEvent(new ErrorEvent('error', { message: "Uncaught SyntaxError: Unexpected token '=' at https://x.test/static/js/text.js?code=SECRET", filename: 'https://x.test/static/js/lib-react.1.js' }));
    expect(shown(CANNOT_START.id)).toBe(true);
    expect(shown('boot-failure')).toBe(false);
    expect(visibleLines()).toEqual(['Update Android System WebView']);
    // The page's own text is released and stays readable.
    expect(html.classList.contains(LANGUAGE_PENDING_CLASS)).toBe(false);
    expect(document.querySelector('h1')?.textContent).toBe('Help');
    const events = Reflect.get(window, STATS_QUEUE) as { action: string; extdata: Record<string, unknown> }[];
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: CANNOT_START.statAction, extdata: { reason: 'script-error', engine: 'chromium', engineVersion: '80.0.3987.99', belowMatrix: false, platform: 'android' } });
    expect(JSON.stringify(events)).not.toContain('SECRET');
    // Shown and reported once.
    window.dispatchEvent(new ErrorEvent('error', { message: 'again', filename: 'https://x.test/static/js/index.1.js' }));
    expect(Reflect.get(window, STATS_QUEUE)).toHaveLength(1);
  });

  it('ignores errors of scripts that are not the page’s, and errors after its script started', () => {
    watchStart(window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://app.example/injected.js' }));
    markScriptStarted(document);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'https://x.test/static/js/index.1.js' }));
    expect(shown(CANNOT_START.id)).toBe(false);
  });

  it('says so when no entry script has started a little after the page loaded, and not when one has', () => {
    vi.useFakeTimers();
    watchStart(window);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(CANNOT_START.graceMs - 1);
    expect(shown(CANNOT_START.id)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shown(CANNOT_START.id)).toBe(true);
    expect(visibleLines()).toEqual(['Update your browser']);

    page();
    markScriptStarted(document);
    watchStart(window);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(CANNOT_START.graceMs * 2);
    expect(shown(CANNOT_START.id)).toBe(false);
  });
});
