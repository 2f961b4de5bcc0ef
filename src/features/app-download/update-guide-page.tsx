import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card';
import { AppIllustration } from '../../ui/page-illustrations';
import { isInApp } from '../../shell/host';
import { Steps } from '../../ui/steps';
import { OpenSettingsButton, UpdateSteps } from '../../shell/notice/links';
import { useNotice } from '../../shell/notice/notice-context';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { Cases, type Fact } from '../../shell/static/when';
import type { ButtonVariant } from '../../ui/button';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';
import { mainUpdateChannel } from './rules';

/**
 * /update-guide (§1.3): updating in the app, by APK or from the App Store; one way is the main
 * action (rules.ts). A text page: each way is in its HTML as the main action for the situations
 * where mainUpdateChannel makes it so (in the app, Settings, the only place it shows; in a
 * browser, the download for the reader's phone) and as a secondary one elsewhere.
 */
export function UpdateGuidePage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`How to update the app`} illustration={<AppIllustration size="sm" />}>
      <UpdateWays />
    </NoticeLayout>
  );
}

/** The situations where a phone's own download is the main action (a browser on that phone), and the others. */
const ANDROID_MAIN: readonly { facts: Fact[]; value: ButtonVariant }[] = [
  { facts: ['browser', 'android'], value: 'primary' },
  { facts: ['browser', 'not-android'], value: 'secondary' },
  { facts: ['app'], value: 'secondary' },
];
const IOS_MAIN: readonly { facts: Fact[]; value: ButtonVariant }[] = [
  { facts: ['browser', 'ios'], value: 'primary' },
  { facts: ['browser', 'not-ios'], value: 'secondary' },
  { facts: ['app'], value: 'secondary' },
];

function UpdateWays() {
  const { device, host } = useNotice();
  const main = mainUpdateChannel(isInApp(host), device?.platform ?? null);
  return (
    <>
      <Card title={<Trans>In the app</Trans>}>
        <Steps
          steps={[
            <Trans>
              Go to <UpdateSteps />.
            </Trans>,
            <Trans>If a new version is available, follow the prompts to install it.</Trans>,
          ]}
        />
        {/* Shown in the app only, where Settings is always the main action (mainUpdateChannel). */}
        <OpenSettingsButton variant="primary" />
      </Card>
      <Card title={<Trans>On Android</Trans>}>
        <p>
          <Trans>You can also download the latest installer (APK) and open it to update.</Trans>
        </p>
        <Cases<ButtonVariant> value={main === 'apk' ? 'primary' : 'secondary'} cases={ANDROID_MAIN}>
          {(variant) => <ApkDownload variant={variant} />}
        </Cases>
        <ApkInstallHelp />
      </Card>
      <Card title={<Trans>On iPhone and iPad</Trans>}>
        <p>
          <Trans>Update PikPak from the App Store.</Trans>
        </p>
        <Cases<ButtonVariant> value={main === 'app-store' ? 'primary' : 'secondary'} cases={IOS_MAIN}>
          {(variant) => <AppStoreButton variant={variant} />}
        </Cases>
      </Card>
    </>
  );
}
