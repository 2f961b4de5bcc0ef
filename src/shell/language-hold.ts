/**
 * The language hold. A page opened in the app before the app has ever named its
 * language (no `locale` cookie) is pre-rendered in the browser's language, and the app may
 * name another. So that the reader never sees text in one language and then in another, the
 * pages' one inline script (scripts/prerender.mjs) sets this class on <html> before the first
 * paint, which makes the text of #root transparent (src/styles.css): the frame shows, the
 * words do not. It is removed when the page shows the language it settles on (src/app.tsx:
 * the locale machine is done, the app answered or its bridge call timed out), when the page
 * fails to start, or at the latest `LANGUAGE_HOLD_MARGIN_MS` after the bridge's time-out
 * (counted from the page's first bridge call).
 */
export const LANGUAGE_PENDING_CLASS = 'language-pending';

/**
 * Set on <html> once the entry script runs: from then on the script releases the hold, and
 * the inline script's own last-resort timer (for an entry script that never runs) stands down.
 */
export const LANGUAGE_HOLD_TAKEN_ATTRIBUTE = 'data-language-hold';

/**
 * Beyond the bridge's time-out, how long the hold may last at most (the app's catalog to load
 * and the entry scripts to start on a slow connection). A last resort only: the page releases
 * the hold as soon as it shows its language.
 */
export const LANGUAGE_HOLD_MARGIN_MS = 2500;

export function releaseLanguageHold(doc: Document): void {
  doc.documentElement.classList.remove(LANGUAGE_PENDING_CLASS);
}

/** main.tsx at start: the entry script now decides when the text shows (the inline script's timer stands down). */
export function takeOverLanguageHold(win: Window): void {
  const root = win.document.documentElement;
  if (root.classList.contains(LANGUAGE_PENDING_CLASS)) root.setAttribute(LANGUAGE_HOLD_TAKEN_ATTRIBUTE, '');
}

/**
 * main.tsx once the page has asked the app who is reading (the services are created): the
 * last resort, should the page not settle on a language within `ms` (the bridge's time-out and
 * the margin); the page releases the hold itself as soon as it shows its language.
 */
export function limitLanguageHold(win: Window, ms: number): void {
  if (win.document.documentElement.classList.contains(LANGUAGE_PENDING_CLASS)) win.setTimeout(() => releaseLanguageHold(win.document), ms);
}
