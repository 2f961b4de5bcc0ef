import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true from
 * the render after. Pages are pre-rendered without the query, the app session or `window`:
 * anything that depends on them renders only once this is true, so hydration matches the
 * HTML. Outside hydration (a page opened by client navigation, view tests) it is true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

let hydrating = false;

/**
 * The pre-renderer and the browser's hydration render what the server knows: while this is
 * true, services.bridge reads as absent (no app), as it was on the server. main.tsx sets it
 * before hydrating; the App clears it in a layout effect once the HTML is hydrated, before
 * useHydrated's consumers (useServices among them) render again with the real values.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

export function isHydrating(): boolean {
  return hydrating;
}
