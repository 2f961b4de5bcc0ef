import type { ReactNode } from 'react';
import { buildSession, type Session } from '../../protocol/session';
import type { UserType } from '../../protocol/user-info';
import { useHydrated } from './hydrated';
import { useReadySession } from './session-request';
import { useAllSituations } from './static/situations';
import { When } from './static/when';

/** Who may be reading (§4.6 user types): not logged in, logged in, Premium. */
const USER_TYPES: readonly UserType[] = [0, 1, 2];

/** A reader of one user type as a text page is pre-rendered for: no token, no id, only the type. */
function readerOfType(userType: UserType): Session {
  const anonymous = buildSession(null, null, '');
  return { ...anonymous, userInfo: { ...anonymous.userInfo, userType } };
}

/**
 * A page's content once the host has answered who is reading, for a page that works for
 * anyone (report, diagnostics): an app that did not answer gives the anonymous session, never
 * an error (SessionGate is for pages that must know). `placeholder` keeps the page's shape
 * on the server, while hydrating and until the answer.
 *
 * A text page (never hydrated) is pre-rendered with the placeholder and the content for each
 * user type; the text-page script names the reader's type once the host has answered, and the
 * page's CSS shows its content (src/shell/static/when.tsx). The content then may depend on the
 * reader's user type only.
 */
export function ReadySession({ placeholder, children }: { placeholder: ReactNode; children: (session: Session) => ReactNode }) {
  const hydrated = useHydrated();
  if (useAllSituations()) {
    return (
      <>
        <When facts={['user-pending']} active={false}>
          {placeholder}
        </When>
        {USER_TYPES.map((type) => (
          <When key={type} facts={[`user-${type}`]} active={false}>
            {children(readerOfType(type))}
          </When>
        ))}
      </>
    );
  }
  return hydrated ? <Ready placeholder={placeholder}>{children}</Ready> : placeholder;
}

function Ready({ placeholder, children }: { placeholder: ReactNode; children: (session: Session) => ReactNode }) {
  const session = useReadySession();
  return session ? children(session) : placeholder;
}
