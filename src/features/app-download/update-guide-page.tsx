import { Trans, useLingui } from '@lingui/react/macro';
import { UpdateSteps } from '../notices/links';
import { NoticeLayout } from '../notices/notice-layout';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';

/** /update-guide (§1.3): updating in the app, by APK or from the App Store. */
export function UpdateGuidePage() {
  const { t } = useLingui();
  return (
    <NoticeLayout title={t`How to update the app`}>
      <h2>
        <Trans>In the app</Trans>
      </h2>
      <ol className="steps">
        <li>
          <Trans>
            Go to <UpdateSteps />.
          </Trans>
        </li>
        <li>
          <Trans>If a new version is available, follow the prompts to install it.</Trans>
        </li>
      </ol>
      <h2>
        <Trans>On Android</Trans>
      </h2>
      <p>
        <Trans>You can also download the latest installer (APK) and open it to update.</Trans>
      </p>
      <ApkDownload />
      <ApkInstallHelp />
      <h2>
        <Trans>On iPhone and iPad</Trans>
      </h2>
      <p>
        <Trans>Update PikPak from the App Store.</Trans>
      </p>
      <AppStoreButton />
    </NoticeLayout>
  );
}
