/**
 * Taps on a text page before its script runs. The page paints from its first bytes, and its
 * script (src/text-page.ts) arrives a round trip later; meanwhile a tap on a link or control
 * whose outcome the page decides (a notice region's link, a control that names its notice
 * event, the APK retry) would be lost or followed the wrong way (to the web drive's path on this
 * site). The pages' inline script (scripts/prerender.mjs) keeps such taps, on a text page only,
 * with their default prevented, and the text-page script carries them out once it runs, in
 * order, through its own handlers: a tap is never lost and never done twice.
 */
export const EARLY_TAPS = {
  /** The window property that holds the kept taps; null once the text-page script runs. */
  queue: '__earlyTaps',
  /** The attribute on #root of a text page (scripts/prerender.mjs). */
  textPage: 'data-text-page',
  /** What is kept: the controls whose outcome the text-page script decides. */
  controls: '[data-notice-region] a[href], [data-notice-event], [data-apk-retry]',
} as const;

/** The text-page script, once its handlers are in place: stop keeping taps and carry out the kept ones. */
export function replayEarlyTaps(win: Window): void {
  const kept: unknown = Reflect.get(win, EARLY_TAPS.queue);
  Reflect.set(win, EARLY_TAPS.queue, null);
  if (!Array.isArray(kept)) return;
  for (const control of kept) if (control instanceof HTMLElement && control.isConnected) control.click();
}
