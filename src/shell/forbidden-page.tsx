import { Trans, useLingui } from '@lingui/react/macro';
import { ForbiddenIllustration } from '../ui/illustrations';
import { Page } from './page';
import { WayOn } from './way-on';

/**
 * /403 (§2.1): the address has no page of its own. An illustration, what happened, and a way
 * on: inside the app back to the reader's files; in a
 * browser, on to the web drive.
 */
export function ForbiddenPage() {
  const { t } = useLingui();
  return (
    <Page title={t`You can’t open this page here`} illustration={<ForbiddenIllustration size="lg" />}>
      <p>
        <Trans>This address has no page of its own. The pages of this site open from inside the app or from the web drive.</Trans>
      </p>
      <h2>
        <Trans>What you can do</Trans>
      </h2>
      <ul className="steps">
        <li>
          <Trans>Open the app and go to the feature you were looking for (Premium, invitations, gift codes, help).</Trans>
        </li>
        <li>
          <Trans>Or continue in the web drive in your browser.</Trans>
        </li>
      </ul>
      <WayOn />
    </Page>
  );
}
