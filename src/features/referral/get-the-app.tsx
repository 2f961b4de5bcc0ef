import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Globe, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InvitedPageActor } from '../../../machines/referral/invited-page.machine';
import type { FriendPlatform } from '../../../machines/referral/referral-rules';
import { selectApk, selectApkRequest, selectInvitedWebDriveUrl, selectOpenAppHref } from '../../../machines/referral/invited-page.view';
import { ApkFailure } from '../../shell/apk-failure';
import { Button, type ButtonVariant } from '../../ui/button';
import { Card } from '../../ui/card';
import { AppMark } from '../../ui/page-illustrations';
import { Skeleton } from '../../ui/skeleton';
import { APP_STORE_URL } from '../../shell/notice/app-store';

type ApkRequest = NonNullable<ReturnType<typeof selectApkRequest>>;

/**
 * Getting the app, for a friend outside it (as /toapp): the Android installer, the App Store,
 * the web drive on a computer, and opening the app for someone who already has it. `order`
 * (from `invitedLayout`) puts the friend's own platform first; its button is the page's main
 * action, the others are secondary. Getting the app carries the app's own mark, as everywhere
 * (GetAppLink, /toapp, the offer notices).
 */
export function GetTheApp({ page, order }: { page: InvitedPageActor; order: readonly FriendPlatform[] }) {
  const openAppHref = useSelector(page, selectOpenAppHref);
  const webDriveUrl = useSelector(page, selectInvitedWebDriveUrl);
  const apk = useSelector(page, selectApkRequest);
  const take = (action: 'open_app_store' | 'open_web_drive' | 'open_app') => page.send({ type: 'action.take', action });
  const variantOf = (platform: FriendPlatform): ButtonVariant => (platform === order[0] ? 'primary' : 'secondary');
  const ways: Record<FriendPlatform, ReactNode> = {
    android: apk ? <AndroidDownload key="android" page={page} apk={apk} variant={variantOf('android')} /> : null,
    ios: (
      <Card key="ios" title={<Trans>iPhone and iPad</Trans>} level={3}>
        <Button
          variant={variantOf('ios')}
          block
          icon={<AppMark />}
          href={APP_STORE_URL}
          target="_blank"
          rel="noopener"
          onClick={() => take('open_app_store')}
        >
          <Trans>Get PikPak on the App Store</Trans>
        </Button>
      </Card>
    ),
    desktop: (
      <Card key="desktop" title={<Trans>Computer</Trans>} level={3}>
        <Button
          variant={variantOf('desktop')}
          block
          icon={<Globe aria-hidden="true" />}
          href={webDriveUrl}
          target="_blank"
          rel="noopener"
          onClick={() => take('open_web_drive')}
        >
          <Trans>Use PikPak in your browser</Trans>
        </Button>
      </Card>
    ),
  };
  return (
    <section className="referral-section referral-get-app" aria-labelledby="invited-get-app-title">
      <h2 id="invited-get-app-title">
        <Trans>Get the app</Trans>
      </h2>
      {order.map((platform) => ways[platform])}
      <p className="referral-open-app">
        <Trans>
          Already have PikPak?{' '}
          <a href={openAppHref} onClick={() => take('open_app')}>
            Open this invitation in the app
          </a>
          .
        </Trans>
      </p>
    </section>
  );
}

/** The Android installer's address (§7.1 GET /package/v1/apk/url/{id}) on the request machine: the page machine's child `apk`. */
function AndroidDownload({ page, apk, variant }: { page: InvitedPageActor; apk: ApkRequest; variant: ButtonVariant }) {
  const { t } = useLingui();
  const view = useSelector(apk, selectApk);
  return (
    <Card title={<Trans>Android</Trans>} level={3}>
      {view.kind === 'ready' ? (
        <Button
          variant={variant}
          block
          icon={<AppMark />}
          href={view.url}
          rel="noopener"
          onClick={() => page.send({ type: 'action.take', action: 'download_apk' })}
        >
          <Trans>Download the Android app (APK)</Trans>
        </Button>
      ) : view.kind === 'failed' ? (
        <ApkFailure
          failure={view.failure}
          retry={
            <Button icon={<RotateCw aria-hidden="true" />} onClick={() => apk.send({ type: 'request.retry' })}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      ) : (
        <Skeleton label={t`Getting the download link…`} shape="text" lines={1} />
      )}
    </Card>
  );
}
