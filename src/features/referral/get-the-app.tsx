import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { APP_STORE_URL } from '../../machines/notice-constants';
import type { InvitedAction } from '../../machines/invited-page.machine';
import { useApkUrl } from '../notice/ApkDownload';
import { useServices } from '../ui/services-context';
import type { FriendPlatform } from './use-referral';

/**
 * Getting the app, for a friend outside it (as /toapp): the Android installer, the App Store,
 * the web drive on a computer, and opening the app for someone who already has it. The
 * friend's own platform comes first.
 */
export function GetTheApp(props: { platform: FriendPlatform | null; href: string | null; onAction: (action: InvitedAction) => void }) {
  const { platform, href, onAction } = props;
  const { config, deepLinks } = useServices();
  // Opening this very page in the app (its view action) lets an app user accept in place; an
  // address the app may not open falls back to simply opening the app.
  const openAppHref = useMemo(() => {
    const view = href ? deepLinks.view(href) : null;
    return view?.ok ? view.href : config.deepLinkBase;
  }, [href, deepLinks, config]);

  const android = <AndroidDownload key="android" onAction={onAction} />;
  const ios = (
    <div key="ios" className="referral-card">
      <h3>
        <Trans>iPhone and iPad</Trans>
      </h3>
      <a className="button" href={APP_STORE_URL} target="_blank" rel="noopener" onClick={() => onAction('open_app_store')}>
        <Trans>Get PikPak on the App Store</Trans>
      </a>
    </div>
  );
  const desktop = (
    <div key="desktop" className="referral-card">
      <h3>
        <Trans>Computer</Trans>
      </h3>
      <a className="button" href={config.webDriveUrl} target="_blank" rel="noopener" onClick={() => onAction('open_web_drive')}>
        <Trans>Use PikPak in your browser</Trans>
      </a>
    </div>
  );
  const order = platform === 'ios' ? [ios, android, desktop] : platform === 'desktop' ? [desktop, android, ios] : [android, ios, desktop];
  return (
    <section className="referral-section" aria-labelledby="invited-get-app-title">
      <h2 id="invited-get-app-title">
        <Trans>Get the app</Trans>
      </h2>
      {order}
      <p>
        <Trans>
          Already have PikPak?{' '}
          <a href={openAppHref} onClick={() => onAction('open_app')}>
            Open this invitation in the app
          </a>
          .
        </Trans>
      </p>
    </section>
  );
}

function AndroidDownload({ onAction }: { onAction: (action: InvitedAction) => void }) {
  const { actor, snapshot } = useApkUrl();
  return (
    <div className="referral-card">
      <h3>
        <Trans>Android</Trans>
      </h3>
      {snapshot.context.apkUrl ? (
        <a className="button" href={snapshot.context.apkUrl} rel="noopener" onClick={() => onAction('download_apk')}>
          <Trans>Download the Android app (APK)</Trans>
        </a>
      ) : snapshot.matches('failed') ? (
        <div role="alert">
          <p>
            <Trans>The download link could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'apk.retry' })}>
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
