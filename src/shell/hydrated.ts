import { useSyncExternalStore } from 'react';
import { useAllSituations } from './static/situations';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true from
 * the render after. Pages are pre-rendered without the query, the app session or `window`:
 * anything that depends on them renders only once this is true, so hydration matches the
 * HTML. Outside hydration (a page opened by client navigation, view tests) it is true at once.
 * A text page is never hydrated: it works from its first paint, so there it is always true.
 */
export function useHydrated(): boolean {
  const textPage = useAllSituations();
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return textPage || hydrated;
}
