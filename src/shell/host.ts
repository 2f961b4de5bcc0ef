import { useContext, useSyncExternalStore } from 'react';
import type { Transport } from '../../protocol/bridge/transport';
import { ServicesContext } from './services-context';

/** Who opened the page: the Android app, the iOS app, or a plain browser ('absent': no app). */
export type HostKind = Transport['kind'];

const subscribe = () => () => undefined;

/**
 * The host as the page may render it. While the server renders and while the browser
 * hydrates that HTML it is 'absent' (the server knows no app), from the render after it is
 * the bridge's real kind; a page opened by client navigation gets the real kind at once.
 * React's server snapshot does this per render, so nothing is memoised from a global.
 * Views never read the bridge: the host reaches them through their page hook.
 */
export function useHost(): HostKind {
  const services = useContext(ServicesContext);
  const real: HostKind = services?.bridge.kind ?? 'absent';
  return useSyncExternalStore(
    subscribe,
    () => real,
    () => 'absent',
  );
}

export const isInApp = (host: HostKind): boolean => host !== 'absent';
