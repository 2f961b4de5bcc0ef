import { Trans, useLingui } from '@lingui/react/macro';
import { useServices } from '../../ui/services-context';
import { useNotice } from '../notices/notice-context';
import { NoticeLayout } from '../notices/notice-layout';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';

/** /toapp (§2.1): the download for the reader’s device, or opening the app. */
export function GetTheAppPage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`Get the PikPak app`}>
      <Downloads />
    </NoticeLayout>
  );
}

function Downloads() {
  const { device } = useNotice();
  if (!device) {
    return (
      <p className="muted" role="status" aria-busy="true">
        <Trans>Finding the right download for your device…</Trans>
      </p>
    );
  }
  switch (device.platform) {
    case 'android':
      return <AndroidDownload />;
    case 'ios':
      return <IosDownload />;
    case 'desktop':
      return <DesktopDownloads />;
  }
}

/** "Open the app" works only from a browser, where the app's link can start it. */
function OpenApp() {
  const { bridge, config } = useServices();
  if (bridge.kind !== 'absent') return null;
  return (
    <p>
      <Trans>
        Already have the app? <a href={config.deepLinkBase}>Open PikPak</a>.
      </Trans>
    </p>
  );
}

function AndroidDownload() {
  return (
    <>
      <h2>
        <Trans>PikPak for Android</Trans>
      </h2>
      <p>
        <Trans>Download the installer (APK), then open it to install PikPak.</Trans>
      </p>
      <ApkDownload />
      <ApkInstallHelp />
      <OpenApp />
    </>
  );
}

function IosDownload() {
  return (
    <>
      <h2>
        <Trans>PikPak for iPhone and iPad</Trans>
      </h2>
      <p>
        <Trans>Get PikPak from the App Store.</Trans>
      </p>
      <AppStoreButton />
      <OpenApp />
    </>
  );
}

function DesktopDownloads() {
  const { config } = useServices();
  return (
    <>
      <h2>
        <Trans>On this computer</Trans>
      </h2>
      <p>
        <Trans>Use PikPak in your browser: the web drive has your files, downloads and uploads.</Trans>
      </p>
      <div className="actions">
        <a className="button" href={config.webDriveUrl} target="_blank" rel="noopener">
          <Trans>Open the web drive</Trans>
        </a>
      </div>
      <h2>
        <Trans>On your phone</Trans>
      </h2>
      <p>
        <Trans>On iPhone and iPad, get PikPak from the App Store.</Trans>
      </p>
      <AppStoreButton />
      <p>
        <Trans>On Android, download the installer (APK) and open it on your phone.</Trans>
      </p>
      <ApkDownload />
      <ApkInstallHelp />
    </>
  );
}
