import { useContext, useSyncExternalStore } from 'react';
import { isInApp, type Host } from '../../machines/core/host';
import { ServicesContext } from './services-context';

export { isInApp, type Host };

const subscribe = () => () => undefined;

/**
 * The host as the page may render it. While the server renders and while the browser
 * hydrates that HTML it is 'absent' (the server knows no app), from the render after it is
 * the bridge's real kind; a page opened by client navigation gets the real kind at once.
 * React's server snapshot does this per render, so nothing is memoised from a global.
 * Views never read the bridge: the host reaches them through their page hook.
 */
export function useHost(): Host {
  const services = useContext(ServicesContext);
  const real: Host = services?.bridge.kind ?? 'absent';
  return useSyncExternalStore(
    subscribe,
    () => real,
    () => 'absent',
  );
}

