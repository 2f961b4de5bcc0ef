import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card';
import { AppIllustration } from '../../ui/page-illustrations';
import { isInApp } from '../../shell/host';
import { Steps } from '../../ui/steps';
import { OpenSettingsButton, UpdateSteps } from '../../shell/notice/links';
import { useNotice } from '../../shell/notice/notice-context';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';
import { mainUpdateChannel } from './rules';

/** /update-guide (§1.3): updating in the app, by APK or from the App Store; one way is the main action (rules.ts). */
export function UpdateGuidePage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`How to update the app`} illustration={<AppIllustration size="sm" />}>
      <UpdateWays />
    </NoticeLayout>
  );
}

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
        <OpenSettingsButton variant={main === 'settings' ? 'primary' : 'secondary'} />
      </Card>
      <Card title={<Trans>On Android</Trans>}>
        <p>
          <Trans>You can also download the latest installer (APK) and open it to update.</Trans>
        </p>
        <ApkDownload variant={main === 'apk' ? 'primary' : 'secondary'} />
        <ApkInstallHelp />
      </Card>
      <Card title={<Trans>On iPhone and iPad</Trans>}>
        <p>
          <Trans>Update PikPak from the App Store.</Trans>
        </p>
        <AppStoreButton variant={main === 'app-store' ? 'primary' : 'secondary'} />
      </Card>
    </>
  );
}
