import { createFileRoute } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../ui/page';
import { useServices } from '../ui/services-context';

export const Route = createFileRoute('/403')({ component: Forbidden });

function Forbidden() {
  const { config, bridge } = useServices();
  const { t } = useLingui();
  const inApp = bridge.kind !== 'absent';
  return (
    <Page title={t`You can’t open this page here`}>
      <p>
        <Trans>This address has no page of its own. The pages of this site open from inside the app or from the web drive.</Trans>
      </p>
      <h2>
        <Trans>What you can do</Trans>
      </h2>
      <ul className="steps">
        <li>
          <Trans>Open the app and go to the feature you were looking for (Premium, invitations, redeem code, help).</Trans>
        </li>
        <li>
          <Trans>Or continue in the web drive in your browser.</Trans>
        </li>
      </ul>
      <div className="actions">
        {inApp ? (
          <button type="button" className="button" onClick={() => void bridge.call('backToFilePage')}>
            <Trans>Back to my files</Trans>
          </button>
        ) : (
          <a className="button" href={config.webDriveUrl} rel="noopener">
            <Trans>Go to the web drive</Trans>
          </a>
        )}
      </div>
    </Page>
  );
}
