import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { provideRequest } from '../../machines/request.machine';
import type { Session } from '../../protocol/session';
import type { Services } from '../services';
import { useServices } from './services-context';

/**
 * The session, once the host has answered (§3), on the shared request machine: pages that
 * depend on who is reading show their frame until then, never a flash of "logged out".
 */
export function sessionRequest(services: Pick<Services, 'sessionReady'>) {
  return provideRequest<Session>(() => services.sessionReady);
}

/** The ready session (null while the host has not answered), for pages that only read it. */
export function useReadySession(): Session | null {
  const services = useServices();
  const { machine, selectData } = useMemo(() => sessionRequest(services), [services]);
  const actor = useActorRef(machine, { input: {} });
  return useSelector(actor, selectData);
}
