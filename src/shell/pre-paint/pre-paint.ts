import { bridgeKindOf, type BridgeGlobals } from '../../../protocol/bridge/kind';
import type { StatsQueueHost } from '../../../protocol/stats';
import { isInApp } from '../../../machines/core/host';
import { localeInCookie } from '../../app-language';
import { CANNOT_START, showCannotStart } from '../cannot-start';
import { LANGUAGE_HOLD_TAKEN_ATTRIBUTE, LANGUAGE_PENDING_CLASS } from '../language-hold';
import { platformOf } from '../notice/device';
import { dropEarlyTaps, EARLY_TAPS, meaningOf } from '../static/early-taps';

/**
 * The pre-paint script: what every pre-rendered page does before its first paint, inlined
 * into each page's <head> by scripts/prerender.mjs (built by rsbuild's `prepaint`
 * environment for every engine, old ones included, so it can say when the page cannot start;
 * one file, so one hash in the CSP). src/pre-paint.ts, the environment's entry, runs it.
 *
 *  - inside the app (its bridge is there before any script runs), marks <html data-in-app>,
 *    so that CSS gives a session placeholder the size it will have (CLS); and without the
 *    `locale` cookie, holds the text until the entry script shows the app's language
 *    (src/shell/language-hold.ts), or the bridge's time-out and a margin have passed;
 *  - names the reader's platform on <html data-platform>, by the download pages' own rule;
 *  - on a text page, keeps taps made before its script runs (src/shell/static/early-taps.ts);
 *  - when an entry script cannot load, shows the network failure (#boot-failure), releases the
 *    hold and drops the kept taps;
 *  - when a script of the page throws before the page is in charge, or no entry script has
 *    started a little after the page loaded, shows that the page cannot start
 *    (src/shell/cannot-start.ts).
 *
 * Runs in engines older than the support matrix too: ES5 APIs only (the build lowers the syntax).
 */
export interface PrePaintOptions {
  /** The bridge's time-out and the hold's margin: the hold's last resort. */
  holdFallbackMs: number;
  /** The embedded default's fake app host counts as the app (mocks/fake-host.ts); null in production. */
  fakeAppHost: (() => boolean) | null;
}

type PrePaintWindow = Window & StatsQueueHost & BridgeGlobals & { [EARLY_TAPS.queue]?: Element[] | null };

/** An entry script of the page (not a chunk it loads later), as its <script src> says. */
function isEntryScript(target: EventTarget | null): boolean {
  return target instanceof HTMLScriptElement && target.src.indexOf('/static/js/') >= 0 && target.src.indexOf('/static/js/async/') < 0;
}

/** An error thrown by one of the page's own scripts (entry or chunk), by its file. */
function isOwnScriptError(event: Event): event is ErrorEvent {
  return event instanceof ErrorEvent && typeof event.filename === 'string' && event.filename.indexOf('/static/js/') >= 0;
}

export function watchStart(win: PrePaintWindow): void {
  const doc = win.document;
  const html = doc.documentElement;
  win.addEventListener(
    'error',
    (event) => {
      if (isEntryScript(event.target)) {
        // The network: the page stays readable and says so in its language.
        const failure = doc.getElementById('boot-failure');
        if (failure && !html.hasAttribute('data-hydrated')) failure.hidden = false;
        html.classList.remove(LANGUAGE_PENDING_CLASS);
        dropEarlyTaps(win);
      } else if (isOwnScriptError(event) && !html.hasAttribute('data-hydrated') && !html.hasAttribute(CANNOT_START.startedAttribute)) {
        // A script that threw before the page started: a syntax or API its engine lacks.
        showCannotStart(win, 'script-error', event.message);
      }
    },
    true,
  );
  win.addEventListener('load', () => {
    win.setTimeout(() => {
      if (!html.hasAttribute(CANNOT_START.startedAttribute)) showCannotStart(win, 'not-started');
    }, CANNOT_START.graceMs);
  });
}

/**
 * In the app: <html data-in-app> before the first paint; and when the app has not yet named its
 * language to this site (no valid `locale` cookie, read by the servers' rule), the text is held.
 */
export function markInApp(win: PrePaintWindow, options: PrePaintOptions): void {
  const html = win.document.documentElement;
  if (!isInApp(bridgeKindOf(win)) && !(options.fakeAppHost && options.fakeAppHost())) return;
  html.setAttribute('data-in-app', '');
  if (localeInCookie(win.document.cookie) !== null) return;
  html.classList.add(LANGUAGE_PENDING_CLASS);
  win.setTimeout(() => {
    if (!html.hasAttribute(LANGUAGE_HOLD_TAKEN_ATTRIBUTE)) html.classList.remove(LANGUAGE_PENDING_CLASS);
  }, options.holdFallbackMs);
}

/** The reader's platform, by the download pages' own rule, so a text page shows its downloads at the first paint. */
export function markPlatform(win: PrePaintWindow): void {
  win.document.documentElement.setAttribute('data-platform', platformOf(win.navigator.userAgent, win.navigator.maxTouchPoints));
}

/**
 * On a text page (#root[data-text-page]), a tap on a control whose outcome the text-page script
 * decides is kept until that script runs (src/shell/static/early-taps.ts), shown at once as
 * taken, and kept once however often it is tapped; one on held (invisible) text is not kept.
 */
export function keepEarlyTaps(win: PrePaintWindow): void {
  win[EARLY_TAPS.queue] = [];
  win.addEventListener(
    'click',
    (event) => {
      const root = win.document.getElementById('root');
      const target = event.target;
      // Null once the text-page script has taken the taps, or the page's script failed.
      const queue = win[EARLY_TAPS.queue];
      if (!queue || !root || !root.hasAttribute(EARLY_TAPS.textPage)) return;
      if (!(target instanceof Element) || typeof target.closest !== 'function') return;
      const control = target.closest(EARLY_TAPS.controls);
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      // The text is held for the app's language: the reader cannot see what they tapped.
      if (win.document.documentElement.classList.contains(LANGUAGE_PENDING_CLASS)) return;
      if (control.hasAttribute(EARLY_TAPS.kept)) return;
      // Where it leads now: carried out later only if it still does.
      control.setAttribute(EARLY_TAPS.kept, meaningOf(control));
      control.setAttribute('aria-busy', 'true');
      queue.push(control);
    },
    true,
  );
}

/** Each part on its own: one that fails (an engine without an API) leaves the others working. */
export function prePaint(win: PrePaintWindow, options: PrePaintOptions): void {
  const parts = [() => watchStart(win), () => markInApp(win, options), () => markPlatform(win), () => keepEarlyTaps(win)];
  for (let i = 0; i < parts.length; i += 1) {
    try {
      parts[i]?.();
    } catch {
      // An engine without what the part needs: the page paints without it.
    }
  }
}
