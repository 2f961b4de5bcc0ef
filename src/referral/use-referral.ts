import { useEffect, useLayoutEffect, useState } from 'react';
import type { Session } from '../../protocol/session';
import type { Services } from '../services';

export function isLoggedIn(session: Session): boolean {
  return session.userInfo.userType !== 0 && session.accessToken !== null;
}

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

/** The friend's platform: iOS needs the code typed in after installing. */
export type FriendPlatform = 'android' | 'ios' | 'desktop';

/** What the page needs to know of the browser; read once after mount, never during render. */
export interface BrowserFacts {
  origin: string;
  href: string;
  platform: FriendPlatform;
  canShare: boolean;
}

function readBrowserFacts(bridgeKind: Services['bridge']['kind']): BrowserFacts {
  const ua = navigator.userAgent;
  // iPadOS presents itself as a Mac with a touch screen.
  const iPadAsMac = /Macintosh/i.test(ua) && navigator.maxTouchPoints > 1;
  const fromAgent: FriendPlatform = /Android/i.test(ua) ? 'android' : /iPhone|iPad|iPod/i.test(ua) || iPadAsMac ? 'ios' : 'desktop';
  return {
    origin: window.location.origin,
    href: window.location.href,
    platform: bridgeKind === 'absent' ? fromAgent : bridgeKind,
    canShare: typeof navigator.share === 'function',
  };
}

export function useBrowserFacts(services: Services): BrowserFacts | null {
  const [facts, setFacts] = useState<BrowserFacts | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one deliberate read of the browser after mount, so render stays SSR-safe
    setFacts(readBrowserFacts(services.bridge.kind));
  }, [services]);
  return facts;
}

/** The invitation link for a code: this site's /activity/invited page. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/activity/invited?code=${encodeURIComponent(code)}`;
}
