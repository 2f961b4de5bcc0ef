import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LegalPage } from '../../../notice/legal/LegalPage';
import { USER_AGREEMENT } from '../../../notice/legal/user-agreement';

export const Route = createFileRoute('/_pages/policy/user-agreement')({ component: UserAgreement });

function UserAgreement() {
  return <LegalPage title={<Trans>PikPak user agreement</Trans>} sections={USER_AGREEMENT} />;
}
