import { Trans } from '@lingui/react/macro';
import { APK_TROUBLESHOOTING_URL, APP_STORE_URL } from '../../machines/notice-constants';
import { ExternalLink, UpdateSteps } from './links';

/** The App Store button (download, update and invitation pages). */
export function AppStoreButton() {
  return (
    <div className="actions">
      <ExternalLink url={APP_STORE_URL} className="button">
        <Trans>Open the App Store</Trans>
      </ExternalLink>
    </div>
  );
}

/** The pointer to the APK install troubleshooting page, under every APK download. */
export function ApkInstallHelp() {
  return (
    <p>
      <Trans>
        Trouble installing? <ExternalLink url={APK_TROUBLESHOOTING_URL}>Read the APK install guide</ExternalLink>.
      </Trans>
    </p>
  );
}

/** The terms shared by the fan-discount notices: official channels only, update if missing. */
export function DiscountTerms() {
  return (
    <>
      <p>
        <Trans>The discount applies only in the official app and on the official website.</Trans>
      </p>
      <p>
        <Trans>
          If you don’t see it, update the app: go to <UpdateSteps />.
        </Trans>
      </p>
    </>
  );
}
