import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { RotateCw } from 'lucide-react';
import { selectApkRequest, type ApkRequestActor } from '../../../machines/apk-download.machine';
import { selectRequestData, selectRequestStatus, type RequestStatus } from '../../../machines/request.machine';
import type { ReactNode } from 'react';
import { useStaticRender } from '../../ui/static-render';
import { When } from '../../shell/static/when';
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
  if (useStaticRender()) return <ApkDownloadCases variant={variant} />;
  return actor ? <ApkAddress actor={actor} variant={variant} /> : null;
}

/**
 * On a text page (never hydrated): the three cases of the download in the HTML, the address
 * loading shown; the text-page script asks for the address when the download is on screen and
 * shows the case it comes to (`data-apk-state`), the address linked by the host's rule.
 */
function ApkDownloadCases({ variant }: { variant: ButtonVariant }) {
  const { t } = useLingui();
  return (
    <div data-apk-download="" data-apk-state={'loading' satisfies RequestStatus}>
      <div data-apk-case={'loading' satisfies RequestStatus}>
        <Skeleton label={t`Getting the download link…`} shape="button" />
      </div>
      <div data-apk-case={'ready' satisfies RequestStatus} className="actions">
        <When facts={['app']} active={false}>
          <Button variant={variant} icon={<AppMark />} href="" data-apk-link="app">
            <Trans>Download the APK</Trans>
          </Button>
        </When>
        <When facts={['browser']} active={false}>
          <Button variant={variant} icon={<AppMark />} href="" target="_blank" rel="noopener" data-apk-link="browser">
            <Trans>Download the APK</Trans>
          </Button>
        </When>
      </div>
      <div data-apk-case={'failed' satisfies RequestStatus}>
        <ApkFailed retry={<Button variant="secondary" icon={<RotateCw aria-hidden="true" />} data-apk-retry="">
          <Trans>Try again</Trans>
        </Button>} />
      </div>
    </div>
  );
}

function ApkFailed({ retry }: { retry: ReactNode }) {
  return (
    <Banner severity="danger" action={retry}>
      <p>
        <Trans>The download link could not be loaded. Check your connection and try again.</Trans>
      </p>
    </Banner>
  );
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
      <ApkFailed
        retry={
          <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={() => actor.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return <Skeleton label={t`Getting the download link…`} shape="button" />;
}
