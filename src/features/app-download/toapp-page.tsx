import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { ButtonVariant } from '../../ui/button';
import { Button } from '../../ui/button';
import { AppIllustration, AppMark } from '../../ui/page-illustrations';
import { isInApp } from '../../shell/host';
import { Skeleton } from '../../ui/skeleton';
import type { Platform } from '../../shell/notice/device';
import { useNoticeFigures } from '../../shell/notice/figures';
import { useNotice } from '../../shell/notice/notice-context';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';
import { downloadsFor, PLATFORMS } from './rules';
import { useStaticRender } from '../../ui/static-render';
import { When } from '../../shell/static/when';

/**
 * /toapp (§2.1): what the service offers in one line, the download for the reader's device as
 * the one main action, and the other platforms folded below. The device is read after the
 * first render (useDevice), so the page renders without a window.
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

function Downloads() {
  const { t } = useLingui();
  const { device } = useNotice();
  // A text page is pre-rendered with each platform's download as the main one, and one fold
  // with every platform's, each shown unless it is the reader's; the inline script names the
  // reader's platform before the first paint, and the page's CSS shows its downloads
  // (src/shell/static/when.tsx): what downloadsFor gives the hydrated page.
  if (useStaticRender()) {
    return (
      <>
        {PLATFORMS.map((platform) => (
          <When key={platform} facts={[platform]} active={false}>
            <PlatformDownload platform={platform} variant="primary" level={2} />
            {platform === 'desktop' ? null : <OpenApp />}
          </When>
        ))}
        <OtherPlatforms platforms={PLATFORMS} />
      </>
    );
  }
  if (!device) return <Skeleton label={t`Finding the right download for your device…`} shape="block" />;
  return <PlatformDownloads platform={device.platform} />;
}

function PlatformDownloads({ platform }: { platform: Platform }) {
  const { primary, others } = downloadsFor(platform);
  return (
    <>
      <PlatformDownload platform={primary} variant="primary" level={2} />
      {primary === 'desktop' ? null : <OpenApp />}
      <OtherPlatforms platforms={others} />
    </>
  );
}

/**
 * The other platforms, folded. Their content is mounted when the reader opens the fold, so
 * that a phone does not ask for the other platforms' addresses it will not use.
 */
function OtherPlatforms({ platforms }: { platforms: readonly Platform[] }) {
  const [open, setOpen] = useState(false);
  // On a text page the folded content is in the HTML; its APK address is asked for when the fold opens (src/text-page.ts).
  const isStatic = useStaticRender();
  return (
    <details className="ui-disclosure" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="ui-disclosure-summary">
        <span>
          <Trans>Other devices</Trans>
        </span>
        <ChevronDown className="ui-disclosure-icon" aria-hidden="true" />
      </summary>
      {open || isStatic ? (
        <div className="ui-disclosure-body">
          {platforms.map((platform) => (
            <When key={platform} facts={[`not-${platform}`]} active>
              <PlatformDownload platform={platform} variant="secondary" level={3} />
            </When>
          ))}
        </div>
      ) : null}
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
  const { webDriveUrl } = useNotice();
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
  const { host, appUrl } = useNotice();
  return (
    <When facts={['browser']} active={!isInApp(host)}>
      <p>
        <Trans>
          Already have the app? <a href={appUrl}>Open PikPak</a>.
        </Trans>
      </p>
    </When>
  );
}
