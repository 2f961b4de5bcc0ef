import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { selectRequestStatus } from '../../../machines/request.machine';
import { ExternalLink } from '../notices/links';
import { useApkWiring } from './wiring';

/** The Android installer download: loading, the link, or a failure with a retry. */
export function ApkDownload() {
  const { machine, selectApkUrl } = useApkWiring();
  const actor = useActorRef(machine, { input: {} });
  const status = useSelector(actor, selectRequestStatus);
  const apkUrl = useSelector(actor, selectApkUrl);

  if (status === 'ready' && apkUrl) {
    return (
      <div className="actions">
        <ExternalLink url={apkUrl} className="button">
          <Trans>Download the APK</Trans>
        </ExternalLink>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className="notice-callout" role="alert">
        <p>
          <Trans>The download link could not be loaded. Check your connection and try again.</Trans>
        </p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'request.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className="muted" role="status" aria-busy="true">
      <Trans>Getting the download link…</Trans>
    </p>
  );
}
