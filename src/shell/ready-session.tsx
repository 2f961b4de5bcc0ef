import type { ReactNode } from 'react';
import type { Session } from '../../protocol/session';
import { useHydrated } from './hydrated';
import { useReadySession } from './session-request';

/**
 * A page's content once the host has answered who is reading, for a page that works for
 * anyone (report, diagnostics): an app that did not answer gives the anonymous session, never
 * an error (SessionGate is for pages that must know). `placeholder` keeps the page's shape
 * on the server, while hydrating and until the answer.
 */
export function ReadySession({ placeholder, children }: { placeholder: ReactNode; children: (session: Session) => ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Ready placeholder={placeholder}>{children}</Ready> : placeholder;
}

function Ready({ placeholder, children }: { placeholder: ReactNode; children: (session: Session) => ReactNode }) {
  const session = useReadySession();
  return session ? children(session) : placeholder;
}
