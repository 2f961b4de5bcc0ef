import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApkDownload } from '../../notice/ApkDownload';
import { ApkInstallHelp, AppStoreButton } from '../../notice/app-links';
import { UpdateSteps } from '../../notice/links';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/update-guide')({ component: UpdateGuide });

function UpdateGuide() {
  return (
    <NoticeLayout title={<Trans>How to update the app</Trans>}>
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
