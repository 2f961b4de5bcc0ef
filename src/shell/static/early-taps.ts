import { CONTRACT } from './contract';

/**
 * Taps on a text page before its script runs. The page paints from its first bytes, and its
 * script (src/text-page.ts) arrives a round trip later; meanwhile a tap on a control whose
 * outcome the page decides (a notice region's link to the web drive's actions or feedback, a
 * control that names its notice event, the APK retry) would be lost or followed the wrong way
 * (to the web drive's path on this site). The pre-paint script keeps such taps, on a text page
 * only, with their default prevented, and the page's script carries them out once it runs, in
 * order, through its own handlers (src/shell/static/runtime.ts): a tap is never lost and never
 * done twice. A kept control shows at once that it was taken (`data-tap-kept`, with
 * `aria-busy`); a second tap on it meanwhile is not kept again.
 *
 * Not kept:
 *  - a link that opens a new window (`target="_blank"`): the browser opens it from the first
 *    paint as a plain link, inside the reader's gesture. Carried out later, outside the gesture,
 *    WebKit would block the window;
 *  - a tap while the text is held for the app's language (src/shell/language-hold.ts): the
 *    reader cannot see what they tapped, and the page may load again in another language.
 * A kept tap is carried out only onto a control that is still shown and still leads where it
 * led when tapped; otherwise it is dropped, and the page says so (`onDropped`).
 */
export const EARLY_TAPS = {
  /** The window property that holds the kept taps; null once the text-page script runs. */
  queue: '__earlyTaps',
  /** The attribute on #root of a text page (scripts/prerender.mjs). */
  textPage: CONTRACT.textPage,
  /** What is kept: the controls whose outcome the text-page script decides. */
  controls: `[${CONTRACT.noticeRegion}] a[href]:not([target='_blank']), [${CONTRACT.noticeEvent}], [${CONTRACT.apkRetry}]`,
  /** The attribute of a kept control until its tap is carried out or dropped: where it led when tapped. */
  kept: CONTRACT.tapKept,
} as const;

/** Where a control leads: what a kept tap must still mean when it is carried out. */
export const meaningOf = (control: Element): string => control.getAttribute('href') ?? '';

/** Takes the kept taps and stops keeping; their controls no longer show the tap as taken. */
function takeEarlyTaps(win: Window): { control: HTMLElement; meaning: string }[] {
  const kept: unknown = Reflect.get(win, EARLY_TAPS.queue);
  Reflect.set(win, EARLY_TAPS.queue, null);
  if (!Array.isArray(kept)) return [];
  const taken: { control: HTMLElement; meaning: string }[] = [];
  for (const control of kept) {
    if (!(control instanceof HTMLElement)) continue;
    taken.push({ control, meaning: control.getAttribute(EARLY_TAPS.kept) ?? '' });
    control.removeAttribute(EARLY_TAPS.kept);
    control.removeAttribute('aria-busy');
  }
  return taken;
}

/** The script failed: taps are no longer kept, and links fall back to the browser's own way. */
export function dropEarlyTaps(win: Window): void {
  takeEarlyTaps(win);
}

/** Shown: neither it nor a box around it is hidden (a situation that no longer holds, a closed fold). */
function isShown(win: Window, control: Element): boolean {
  for (let node: Element | null = control; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || win.getComputedStyle(node).display === 'none') return false;
    const parent = node.parentElement;
    if (parent instanceof HTMLDetailsElement && !parent.open && node.tagName !== 'SUMMARY') return false;
  }
  return true;
}

/**
 * The text-page script, once its handlers are in place: stop keeping taps and carry out the
 * kept ones inside `root`, each onto its control if that is still on the page, shown, and
 * leads where it did; `onDropped` hears of each other one.
 */
export function replayEarlyTaps(win: Window, root: Element, onDropped: (control: HTMLElement) => void = () => undefined): void {
  for (const { control, meaning } of takeEarlyTaps(win)) {
    if (control.isConnected && root.contains(control) && isShown(win, control) && meaningOf(control) === meaning) control.click();
    else onDropped(control);
  }
}
