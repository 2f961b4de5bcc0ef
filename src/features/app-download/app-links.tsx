import { Trans } from '@lingui/react/macro';
import type { ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { ExternalButton, ExternalLink } from '../../shell/notice/links';
import { APP_STORE_URL } from '../../shell/notice/app-store';
import { APK_TROUBLESHOOTING_URL } from './constants';

/** The App Store button (download and update pages), with the app's own mark (no store artwork). */
export function AppStoreButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <div className="actions">
      <ExternalButton url={APP_STORE_URL} variant={variant} icon={<AppMark />}>
        <Trans>Open the App Store</Trans>
      </ExternalButton>
    </div>
  );
}

/** The pointer to the APK install troubleshooting page, under every APK download. */
export function ApkInstallHelp() {
  return (
    <p className="muted notice-aside">
      <Trans>
        Trouble installing? <ExternalLink url={APK_TROUBLESHOOTING_URL}>Read the APK install guide</ExternalLink>.
      </Trans>
    </p>
  );
}
