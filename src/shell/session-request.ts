import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createRequestMachine, selectRequestData, selectRequestProblem, selectRequestStatus } from '../../machines/core/request.machine';
import type { Session } from '../../protocol/session';
import type { Services } from '../services';
import { useServices } from './services-context';
import { isInApp } from '../../machines/core/host';

/**
 * The session, once the host has answered (§3), on the shared request machine: pages that
 * depend on who is reading show their frame until then, never a flash of "logged out". When
 * the app did not answer (time-out, garbage) the request fails with 'app-unreachable', and
 * `request.retry` asks the app again (`services.readSession`).
 */
function sessionRequest(services: Pick<Services, 'readSession' | 'refreshSession'>) {
  // The first load takes the reading made at start; a reload (the reader is back) asks again.
  let loads = 0;
  return createRequestMachine<Session>(() => (loads++ === 0 ? services.readSession() : services.refreshSession()));
}

/**
 * The session request for a page that must know who is reading (the referral pages): where
 * it stands, the session once read, the problem when the app did not answer (kept while a
 * retry runs) and the retry. Inside the app the session is read again each time the page
 * becomes visible (the reader is back from the app's log-in or verification screen); the
 * last reading stays while it runs.
 */
export function useSessionRequest() {
  const services = useServices();
  const machine = useMemo(() => sessionRequest(services), [services]);
  const actor = useActorRef(machine, { input: { params: undefined } });
  const inApp = isInApp(services.bridge.kind);
  useEffect(() => {
    if (!inApp) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'request.reload' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor, inApp]);
  return {
    status: useSelector(actor, selectRequestStatus),
    session: useSelector(actor, selectRequestData),
    problem: useSelector(actor, selectRequestProblem),
    retry: () => actor.send({ type: 'request.retry' }),
  };
}

/**
 * The ready session (null while the host has not answered), for pages that only read it: a
 * host that did not answer gives the anonymous session (`services.sessionReady` never fails).
 */
export function useReadySession(): Session | null {
  const services = useServices();
  const machine = useMemo(() => createRequestMachine<Session>(() => services.sessionReady), [services]);
  const actor = useActorRef(machine, { input: { params: undefined } });
  return useSelector(actor, selectRequestData);
}
