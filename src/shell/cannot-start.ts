import { queueStat, type StatsQueueHost } from '../../protocol/stats';
import { LANGUAGE_PENDING_CLASS } from './language-hold';
import { belowMatrix, engineOf } from './pre-paint/engine';
import { dropEarlyTaps } from './static/early-taps';

/**
 * A page whose script cannot start says so (README "Engines"). The pre-rendered HTML carries,
 * hidden and in the page's own language, what happened and what to do per platform (update
 * Android System WebView and the app, update iOS, or open the page in a browser; texts in
 * src/shell/boot-failure.ts, written by scripts/prerender.mjs). The pre-paint script
 * (src/shell/pre-paint/) shows it when one of the page's scripts throws before the page is in
 * charge (a syntax error in an engine below the support matrix), or when no entry script has
 * started a little after the page loaded; an entry shows it when its start fails for another
 * reason than the network. The page's own text stays readable below it. Each showing is
 * reported once through the statistics queue with the engine's version (no token, no query).
 *
 * Runs in the pre-paint script too, so in engines older than the matrix: ES5 APIs only.
 */
export const CANNOT_START = {
  /** The notice's element (scripts/prerender.mjs). */
  id: 'cannot-start',
  /** Its per-platform lines: `data-for="android|ios|desktop"`. */
  platformAttribute: 'data-for',
  /** Set on <html> by an entry script as its first act (markScriptStarted). */
  startedAttribute: 'data-script-started',
  /** After the page's `load`, how long an entry script may take to start before the notice shows. */
  graceMs: 3000,
  /** The statistics action of the report. */
  statAction: 'page_cannot_start',
} as const;

/** Why the page could not start, as reported. */
export type CannotStartReason = 'script-error' | 'not-started' | 'start-failed';

/** An entry script's first act: from now on it is the entry's to say whether the page started. */
export function markScriptStarted(doc: Document): void {
  doc.documentElement.setAttribute(CANNOT_START.startedAttribute, '');
}

export function cannotStartShown(doc: Document): boolean {
  const notice = doc.getElementById(CANNOT_START.id);
  return notice !== null && !notice.hidden;
}

/** The platform the notice's lines are chosen by (<html data-platform>, set before the first paint). */
function platformLine(doc: Document): string {
  const platform = doc.documentElement.getAttribute('data-platform');
  return platform === 'android' || platform === 'ios' ? platform : 'desktop';
}

/**
 * Shows the notice (once), in place of the network failure's message: the lines for the
 * reader's platform, the text released from the language hold, kept taps dropped so that links
 * work the browser's own way. Reports it once.
 */
export function showCannotStart(win: Window & StatsQueueHost, reason: CannotStartReason, detail = ''): void {
  const doc = win.document;
  const notice = doc.getElementById(CANNOT_START.id);
  if (!notice || !notice.hidden) return;
  const platform = platformLine(doc);
  const lines = notice.querySelectorAll(`[${CANNOT_START.platformAttribute}]`);
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    if (line instanceof HTMLElement) line.hidden = line.getAttribute(CANNOT_START.platformAttribute) !== platform;
  }
  notice.hidden = false;
  const failure = doc.getElementById('boot-failure');
  if (failure) failure.hidden = true;
  doc.documentElement.classList.remove(LANGUAGE_PENDING_CLASS);
  dropEarlyTaps(win);
  const engine = engineOf(win.navigator.userAgent);
  queueStat(win, {
    type: 'event',
    category: 'page_event',
    action: CANNOT_START.statAction,
    extdata: {
      reason,
      // The message of the error, cut short; never the page's address or query.
      detail: detail.replace(/[?#][^\s)]*/g, '').slice(0, 120),
      engine: engine.name,
      engineVersion: engine.version,
      belowMatrix: belowMatrix(engine),
      platform,
      path: win.location.pathname,
    },
  });
}
