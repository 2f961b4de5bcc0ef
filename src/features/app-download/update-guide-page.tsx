import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../ui/card';
import { AppIllustration } from '../../ui/page-illustrations';
import { Steps } from '../../ui/steps';
import { OpenSettingsButton, UpdateSteps } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { Cases, type Fact } from '../../shell/static/when';
import type { ButtonVariant } from '../../ui/button';
import { ApkDownload } from './apk-download';
import { ApkInstallHelp, AppStoreButton } from './app-links';
import { SITUATIONS, updateWayLook, type Situation, type UpdateChannel } from '../../../machines/notices/app-download.view';

/**
 * /update-guide (§1.3): updating in the app, by APK or from the App Store; one way is the main
 * action (updateWayLook, machines/notices/app-download.view.ts). A text page: each way is in its HTML as the main action for the situations
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

/** The facts that show a part in a situation (src/shell/static/contract.ts). */
const factsOf = (situation: Situation): Fact[] => (situation.inApp ? ['app'] : ['browser', situation.platform]);

/** A way's look in every situation a text page is drawn for (the app; a browser on each platform), by the view model. */
const variantsOf = (channel: UpdateChannel): { facts: Fact[]; value: ButtonVariant }[] =>
  SITUATIONS.map((situation) => ({ facts: factsOf(situation), value: updateWayLook(channel, situation) }));

function UpdateWays() {
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
        <Cases<ButtonVariant> cases={variantsOf('apk')}>
          {(variant) => <ApkDownload variant={variant} />}
        </Cases>
        <ApkInstallHelp />
      </Card>
      <Card title={<Trans>On iPhone and iPad</Trans>}>
        <p>
          <Trans>Update PikPak from the App Store.</Trans>
        </p>
        <Cases<ButtonVariant> cases={variantsOf('app-store')}>
          {(variant) => <AppStoreButton variant={variant} />}
        </Cases>
      </Card>
    </>
  );
}
