import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { RotateCw } from 'lucide-react';
import { selectApkRequest, type ApkRequestActor } from '../../../machines/apk-download.machine';
import { selectRequestData, selectRequestStatus } from '../../../machines/request.machine';
import { Banner } from '../../ui/banner';
import { Button, type ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { Skeleton } from '../../ui/skeleton';
import { ExternalButton } from '../../shell/notice/links';
import { useApkDownload } from './wiring';

/**
 * The Android installer download (§7.1 APK address on the request machine): a button-shaped
 * placeholder while the address loads, then the download button with the app's mark, or a
 * failure with a retry.
 */
export function ApkDownload({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { actor: download } = useApkDownload();
  const actor = useSelector(download, selectApkRequest);
  return actor ? <ApkAddress actor={actor} variant={variant} /> : null;
}

function ApkAddress({ actor, variant }: { actor: ApkRequestActor; variant: ButtonVariant }) {
  const { t } = useLingui();
  const status = useSelector(actor, selectRequestStatus);
  const apkUrl = useSelector(actor, selectRequestData);

  if (status === 'ready' && apkUrl) {
    return (
      <div className="actions">
        <ExternalButton url={apkUrl} variant={variant} icon={<AppMark />}>
          <Trans>Download the APK</Trans>
        </ExternalButton>
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <Banner
        severity="danger"
        action={
          <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={() => actor.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p>
          <Trans>The download link could not be loaded. Check your connection and try again.</Trans>
        </p>
      </Banner>
    );
  }
  return <Skeleton label={t`Getting the download link…`} shape="button" />;
}
