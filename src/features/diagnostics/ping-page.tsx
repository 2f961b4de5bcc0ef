import { useLingui } from '@lingui/react/macro';
import type { Session } from '../../../protocol/session';
import { Page } from '../../shell/page';
import { ReadySession } from '../../shell/ready-session';
import { DiagnosticsView } from './diagnostics-view';
import { usePendingPingPage, usePingPage } from './wiring';
import './diagnostics.css';

/**
 * /ping (§2.5, §4.4): network diagnostics in words a user understands. The feedback link at
 * its end works as in the notices (a NoticeIsland in the view: the app's feedback page, or the web drive's).
 */
export function PingPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Network diagnostics`}>
      <ReadySession placeholder={<Pending />}>{(session) => <Diagnostics session={session} />}</ReadySession>
    </Page>
  );
}

/** On the server, while hydrating and until the session is known: the machine's first state, never started. */
function Pending() {
  const { actor, host } = usePendingPingPage();
  return <DiagnosticsView diagnostics={actor} host={host} />;
}

function Diagnostics({ session }: { session: Session }) {
  const { actor, host } = usePingPage({ session });
  return <DiagnosticsView diagnostics={actor} host={host} />;
}
