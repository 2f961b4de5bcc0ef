import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ButtonVariant } from '../../ui/button';
import { Button } from '../../ui/button';
import { AppIllustration, AppMark } from '../../ui/page-illustrations';
import type { Platform } from '../../shell/notice/device';
import { useNoticeFigures } from '../../shell/notice/figures';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';
import { downloadsFor, PLATFORMS } from '../../../machines/notices/app-download.view';
import { When } from '../../shell/static/when';
import { useServices } from '../../shell/services-context';

/**
 * /toapp (§2.1): what the service offers in one line, the download for the reader's device as
 * the one main action, and the other platforms folded below.
 */
export function GetTheAppPage() {
  const { t } = useLingui();
  const { storage } = useNoticeFigures();
  return (
    <NoticeLayout title={t`Get the PikPak app`} illustration={<AppIllustration size="sm" />}>
      <p className="notice-lead">
        <Trans comment="{storage} is the storage the service advertises, formatted for the locale (10 TB)">
          Save files, links and magnet links to your cloud drive, with up to {storage} of storage.
        </Trans>
      </p>
      <Downloads />
    </NoticeLayout>
  );
}

/**
 * Each platform's download as the main one, shown by the platform the pre-paint script names
 * before the first paint, and one fold with every platform's, each shown unless it is the
 * reader's: what downloadsFor (machines/notices/app-download.view.ts) gives each platform.
 */
function Downloads() {
  return (
    <>
      {PLATFORMS.map((platform) => {
        const downloads = downloadsFor(platform);
        return (
          <When key={platform} facts={[platform]}>
            <PlatformDownload platform={downloads.primary} variant="primary" level={2} />
            {downloads.offersOpenApp ? <OpenApp /> : null}
          </When>
        );
      })}
      <OtherPlatforms platforms={PLATFORMS} />
    </>
  );
}

/**
 * The other platforms, folded. Their content is in the HTML; a download in it is asked for
 * only when the reader opens the fold (the runtime asks when it is on screen), so that a phone
 * does not ask for an address it will not use.
 */
function OtherPlatforms({ platforms }: { platforms: readonly Platform[] }) {
  return (
    <details className="ui-disclosure">
      <summary className="ui-disclosure-summary">
        <span>
          <Trans>Other devices</Trans>
        </span>
        <ChevronDown className="ui-disclosure-icon" aria-hidden="true" />
      </summary>
      <div className="ui-disclosure-body">
        {platforms.map((platform) => (
          <When key={platform} facts={[`not-${platform}`]}>
            <PlatformDownload platform={platform} variant="secondary" level={3} />
          </When>
        ))}
      </div>
    </details>
  );
}

function PlatformDownload({ platform, variant, level }: { platform: Platform; variant: ButtonVariant; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  switch (platform) {
    case 'android':
      return (
        <section className="notice-platform">
          <Heading>
            <Trans>PikPak for Android</Trans>
          </Heading>
          <p>
            <Trans>Download the installer (APK), then open it to install PikPak.</Trans>
          </p>
          <ApkDownload variant={variant} />
          <ApkInstallHelp />
        </section>
      );
    case 'ios':
      return (
        <section className="notice-platform">
          <Heading>
            <Trans>PikPak for iPhone and iPad</Trans>
          </Heading>
          <p>
            <Trans>Get PikPak from the App Store.</Trans>
          </p>
          <AppStoreButton variant={variant} />
        </section>
      );
    case 'desktop':
      return <WebDrive variant={variant} Heading={Heading} />;
  }
}

function WebDrive({ variant, Heading }: { variant: ButtonVariant; Heading: 'h2' | 'h3' }) {
  const { webDriveUrl } = useServices().config;
  return (
    <section className="notice-platform">
      <Heading>
        <Trans>PikPak on the web</Trans>
      </Heading>
      <p>
        <Trans>Use PikPak in your browser: the web drive has your files, downloads and uploads.</Trans>
      </p>
      <div className="actions">
        <Button variant={variant} href={webDriveUrl} target="_blank" rel="noopener" icon={<AppMark />}>
          <Trans>Open the web drive</Trans>
        </Button>
      </div>
    </section>
  );
}

/** "Open the app" works only from a browser, where the app's link can start it. */
function OpenApp() {
  const appUrl = useServices().config.deepLinkBase;
  return (
    <When facts={['browser']}>
      <p>
        <Trans>
          Already have the app? <a href={appUrl}>Open PikPak</a>.
        </Trans>
      </p>
    </When>
  );
}
