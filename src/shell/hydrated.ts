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
