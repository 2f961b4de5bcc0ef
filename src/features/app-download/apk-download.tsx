import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { ANDROID_APK_ID } from '../../machines/notice-constants';
import { noticeApkMachine } from '../../machines/notice-apk.machine';
import { useServices } from '../ui/services-context';
import { ExternalLink } from './links';

/** The Android installer's address from the API, with loading, failure and retry states. */
export function useApkUrl() {
  const { api } = useServices();
  const machine = useMemo(
    () => noticeApkMachine.provide({ actors: { fetchApkUrl: fromPromise(async () => (await api.apkUrl(ANDROID_APK_ID)).url) } }),
    [api],
  );
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (s) => s);
  return { actor, snapshot };
}

/** The Android installer download: loading, the link, or a failure with a retry. */
export function ApkDownload() {
  const { actor, snapshot } = useApkUrl();
  const apkUrl = snapshot.context.apkUrl;

  if (apkUrl) {
    return (
      <div className="actions">
        <ExternalLink url={apkUrl} className="button">
          <Trans>Download the APK</Trans>
        </ExternalLink>
      </div>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <div className="notice-callout" role="alert">
        <p>
          <Trans>The download link could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'apk.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="muted" role="status" aria-busy={snapshot.hasTag('busy')}>
      <Trans>Getting the download link…</Trans>
    </p>
  );
}
