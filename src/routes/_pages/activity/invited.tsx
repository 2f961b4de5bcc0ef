import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { InvitedSearch } from '../../../referral/invite-code';
import { InvitedContent } from '../../../referral/InvitedPage';
import { useReadySession } from '../../../ui/use-ready-session';
import { Page } from '../../../ui/Page';

export const Route = createFileRoute('/_pages/activity/invited')({ validateSearch: InvitedSearch, component: Invited });

function Invited() {
  const { code } = Route.useSearch();
  const session = useReadySession();
  return (
    <Page title={<Trans>You’re invited to PikPak</Trans>}>
      {session ? (
        <InvitedContent code={code ?? null} session={session} />
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Page>
  );
}
