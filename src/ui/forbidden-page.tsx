import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useNoticeEffects } from './notice-effects';
import { Page } from './page';
import { useServices } from './services-context';

/**
 * /403 (§2.1): the address has no page of its own. Inside the app the reader goes back to
 * their files (the notice machine asks the app); in a browser, on to the web drive.
 */
export function ForbiddenPage() {
  const { config, bridge } = useServices();
  const { t } = useLingui();
  const notice = useActorRef(useNoticeEffects());
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
          <button type="button" className="button" onClick={() => notice.send({ type: 'files.open' })}>
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
