import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LegalPage } from '../../../notice/legal/LegalPage';
import { PRIVACY_POLICY } from '../../../notice/legal/privacy-policy';

export const Route = createFileRoute('/_pages/policy/privacy-policy')({ component: PrivacyPolicy });

function PrivacyPolicy() {
  return <LegalPage title={<Trans>PikPak privacy policy</Trans>} sections={PRIVACY_POLICY} />;
}
