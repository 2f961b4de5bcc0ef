import { Trans } from '@lingui/react/macro';
import { ExternalLink } from '../notices/links';
import { APK_TROUBLESHOOTING_URL, APP_STORE_URL } from './constants';

/** The App Store button (download and update pages). */
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
