/**
 * The pre-paint script's entry (src/shell/pre-paint/pre-paint.ts): built by rsbuild's
 * `prepaint` environment for every engine, old ones included, and inlined into each
 * pre-rendered page's <head> by scripts/prerender.mjs.
 */
import { resolveState, STATE_KEY } from '../mocks/fake-host';
import { LANGUAGE_HOLD_MARGIN_MS } from './shell/language-hold';
import { prePaint } from './shell/pre-paint/pre-paint';

/**
 * The embedded default only: the host chosen in the address (`__host`) or remembered for the
 * tab counts as the app's bridge (the fake app host is installed later, by the entry script),
 * so the demo paints as the apps do. Production pages carry none of this (__MOCKS__ is false).
 */
function fakeAppHost(): boolean {
  let remembered: string | null = null;
  try {
    remembered = window.sessionStorage.getItem(STATE_KEY);
  } catch {
    remembered = null;
  }
  return resolveState(window.location.search, remembered).host !== 'browser';
}

prePaint(window, {
  holdFallbackMs: __APP_CONFIG__.bridgeTimeoutMs + LANGUAGE_HOLD_MARGIN_MS,
  fakeAppHost: __MOCKS__ ? fakeAppHost : null,
});
