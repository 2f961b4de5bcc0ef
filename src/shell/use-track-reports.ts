import { useLayoutEffect } from 'react';
import type { Services } from '../services';

interface TrackEmitter {
  on(type: 'track', handler: (e: { action: string; extra: Record<string, string> }) => void): { unsubscribe(): void };
}

/**
 * Sends a machine's `track` reports to the statistics queue. A layout effect: @xstate/react
 * starts the actor in a passive effect, so the listener is in place for its entry reports.
 */
export function useTrackReports(actor: TrackEmitter, track: Services['track']) {
  useLayoutEffect(() => {
    const sub = actor.on('track', (e) => void track(e.action, e.extra));
    return () => sub.unsubscribe();
  }, [actor, track]);
}
