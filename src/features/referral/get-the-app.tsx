import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectOpenAppHref, type InvitedPageActor } from '../../../machines/invited-page.machine';
import type { FriendPlatform } from '../../../machines/referral-rules';
import { selectRequestStatus } from '../../../machines/request.machine';
import { APP_STORE_URL } from '../app-download/constants';
import type { useInvitedWiring } from './wiring';

type Wiring = ReturnType<typeof useInvitedWiring>;

/**
 * Getting the app, for a friend outside it (as /toapp): the Android installer, the App Store,
 * the web drive on a computer, and opening the app for someone who already has it. `order`
 * (from `invitedLayout`) puts the friend's own platform first.
 */
export function GetTheApp({ page, wiring, order }: { page: InvitedPageActor; wiring: Wiring; order: readonly FriendPlatform[] }) {
  const openAppHref = useSelector(page, selectOpenAppHref);
  const take = (action: 'open_app_store' | 'open_web_drive' | 'open_app') => page.send({ type: 'action.take', action });
  const ways: Record<FriendPlatform, ReactNode> = {
    android: <AndroidDownload key="android" page={page} wiring={wiring} />,
    ios: (
      <div key="ios" className="referral-card">
        <h3>
          <Trans>iPhone and iPad</Trans>
        </h3>
        <a className="button" href={APP_STORE_URL} target="_blank" rel="noopener" onClick={() => take('open_app_store')}>
          <Trans>Get PikPak on the App Store</Trans>
        </a>
      </div>
    ),
    desktop: (
      <div key="desktop" className="referral-card">
        <h3>
          <Trans>Computer</Trans>
        </h3>
        <a className="button" href={wiring.webDriveUrl} target="_blank" rel="noopener" onClick={() => take('open_web_drive')}>
          <Trans>Use PikPak in your browser</Trans>
        </a>
      </div>
    ),
  };
  return (
    <section className="referral-section" aria-labelledby="invited-get-app-title">
      <h2 id="invited-get-app-title">
        <Trans>Get the app</Trans>
      </h2>
      {order.map((platform) => ways[platform])}
      <p>
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

/** The Android installer's address (§7.1 GET /package/v1/apk/url/{id}) on the request machine. */
function AndroidDownload({ page, wiring }: { page: InvitedPageActor; wiring: Wiring }) {
  const apk = useActorRef(wiring.apk.machine, { input: {} });
  const status = useSelector(apk, selectRequestStatus);
  const url = useSelector(apk, wiring.apk.selectApkUrl);
  return (
    <div className="referral-card">
      <h3>
        <Trans>Android</Trans>
      </h3>
      {status === 'ready' && url ? (
        <a className="button" href={url} rel="noopener" onClick={() => page.send({ type: 'action.take', action: 'download_apk' })}>
          <Trans>Download the Android app (APK)</Trans>
        </a>
      ) : status === 'failed' ? (
        <div role="alert">
          <p>
            <Trans>The download link could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => apk.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Getting the download link…</Trans>
        </p>
      )}
    </div>
  );
}
