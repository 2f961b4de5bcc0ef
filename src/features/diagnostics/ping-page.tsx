import { useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useServices } from '../../shell/services-context';
import { useTrackReports } from '../../shell/use-track-reports';
import { NoticeLayout } from '../notices/notice-layout';
import { DiagnosticsView } from './diagnostics-view';
import { useDiagnosticsWiring } from './wiring';
import './diagnostics.css';

/** /ping (§2.5, §4.4): network diagnostics in words a user understands. */
export function PingPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`Network diagnostics`}>
      <Diagnostics />
    </NoticeLayout>
  );
}

/** The page's two actors, from the wiring; they start after hydration (the server renders the initial snapshot). */
function Diagnostics() {
  const { track } = useServices();
  const wiring = useDiagnosticsWiring();
  const diagnostics = useActorRef(wiring.machine, { input: wiring.input });
  const copy = useActorRef(wiring.copy.machine, { input: wiring.copy.input });
  useTrackReports(diagnostics, track);
  useTrackReports(copy, track);
  return <DiagnosticsView diagnostics={diagnostics} copy={copy} inApp={wiring.inApp} />;
}
