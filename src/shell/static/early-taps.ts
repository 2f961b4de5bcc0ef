/**
 * Taps on a text page before its script runs. The page paints from its first bytes, and its
 * script (src/text-page.ts) arrives a round trip later; meanwhile a tap on a link or control
 * whose outcome the page decides (a notice region's link, a control that names its notice
 * event, the APK retry) would be lost or followed the wrong way (to the web drive's path on this
 * site). The pages' inline script (scripts/prerender.mjs) keeps such taps, on a text page only,
 * with their default prevented, and the text-page script carries them out once it runs, in
 * order, through its own handlers: a tap is never lost and never done twice. A kept control
 * shows at once that it was taken (`data-tap-kept`, with `aria-busy`), so the page answers the
 * tap from the first paint even when the script is a slow round trip away; a second tap on it
 * meanwhile is not kept again.
 */
export const EARLY_TAPS = {
  /** The window property that holds the kept taps; null once the text-page script runs. */
  queue: '__earlyTaps',
  /** The attribute on #root of a text page (scripts/prerender.mjs). */
  textPage: 'data-text-page',
  /** What is kept: the controls whose outcome the text-page script decides. */
  controls: '[data-notice-region] a[href], [data-notice-event], [data-apk-retry]',
  /** The attribute of a kept control until its tap is carried out or dropped (src/styles.css). */
  kept: 'data-tap-kept',
} as const;

/** Takes the kept taps and stops keeping; their controls no longer show the tap as taken. */
function takeEarlyTaps(win: Window): unknown[] {
  const kept: unknown = Reflect.get(win, EARLY_TAPS.queue);
  Reflect.set(win, EARLY_TAPS.queue, null);
  if (!Array.isArray(kept)) return [];
  for (const control of kept) {
    if (!(control instanceof Element)) continue;
    control.removeAttribute(EARLY_TAPS.kept);
    control.removeAttribute('aria-busy');
  }
  return kept;
}

/** The script failed: taps are no longer kept, and links fall back to the browser's own way. */
export function dropEarlyTaps(win: Window): void {
  takeEarlyTaps(win);
}

/** The text-page script, once its handlers are in place: stop keeping taps and carry out the kept ones. */
export function replayEarlyTaps(win: Window): void {
  for (const control of takeEarlyTaps(win)) if (control instanceof HTMLElement && control.isConnected) control.click();
}
