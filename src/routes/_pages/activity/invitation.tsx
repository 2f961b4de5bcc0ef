import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { InvitationContent } from '../../../referral/InvitationPage';
import { useReadySession } from '../../../ui/use-ready-session';
import { Page } from '../../../ui/Page';

export const Route = createFileRoute('/_pages/activity/invitation')({ component: Invitation });

function Invitation() {
  const session = useReadySession();
  return (
    <Page title={<Trans>Invite friends, earn Premium</Trans>}>
      {session ? (
        <InvitationContent session={session} />
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Page>
  );
}
