import { useEffect, useState } from 'react';
import type { Session } from '../../protocol/session';
import { useServices } from './services-context';

/** The session once the host has answered (null until then), so a page never flashes "logged out". */
export function useReadySession(): Session | null {
  const { sessionReady } = useServices();
  const [session, setSession] = useState<Session | null>(null);
  useEffect(() => {
    let live = true;
    void sessionReady.then((s) => live && setSession(s));
    return () => {
      live = false;
    };
  }, [sessionReady]);
  return session;
}
