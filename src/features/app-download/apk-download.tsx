import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { CONTRACT, type ApkCase } from '../../shell/static/contract';
import { When } from '../../shell/static/when';
import { Banner } from '../../ui/banner';
import { Button, type ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { Skeleton } from '../../ui/skeleton';
import { useServices } from '../../shell/services-context';

const apkCase = (status: ApkCase) => ({ [CONTRACT.apkCase]: status });

/**
 * The Android installer download (§7.1 APK address on the request machine): a button-shaped
 * placeholder while the address loads, then the download button with the app's mark, or the
 * failure's case (apkCaseOf): no answer or a server error, with Try again; a refusal, which a
 * retry would not change, with PikPak on the web as the way on. Every case is in the HTML; the text pages' runtime asks for the
 * address when the download is first on screen and shows the case it comes to
 * (`data-apk-state`), the address linked by the host's rule (src/shell/static/runtime.ts).
 */
export function ApkDownload({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useLingui();
  const { webDriveUrl } = useServices().config;
  return (
    <div {...{ [CONTRACT.apkDownload]: '', [CONTRACT.apkState]: 'loading' satisfies ApkCase }}>
      <div {...apkCase('loading')}>
        <Skeleton label={t`Getting the download link…`} shape="button" />
      </div>
      <div {...apkCase('ready')} className="actions">
        <When facts={['app']}>
          <Button variant={variant} icon={<AppMark />} href="" {...{ [CONTRACT.apkLink]: 'app' }}>
            <Trans>Download the APK</Trans>
          </Button>
        </When>
        <When facts={['browser']}>
          <Button variant={variant} icon={<AppMark />} href="" target="_blank" rel="noopener" {...{ [CONTRACT.apkLink]: 'browser' }}>
            <Trans>Download the APK</Trans>
          </Button>
        </When>
      </div>
      <div {...apkCase('offline')}>
        <Banner severity="danger" action={<RetryButton />}>
          <p>
            <Trans>The download link couldn’t be loaded. Check your connection and try again.</Trans>
          </p>
        </Banner>
      </div>
      <div {...apkCase('failed')}>
        <Banner severity="danger" action={<RetryButton />}>
          <p>
            <Trans>We couldn’t get the download link from our server. Try again.</Trans>
          </p>
        </Banner>
      </div>
      <div {...apkCase('refused')}>
        <Banner
          severity="danger"
          action={
            <Button href={webDriveUrl} target="_blank" rel="noopener" icon={<AppMark />}>
              <Trans>Open the web drive</Trans>
            </Button>
          }
        >
          <p>
            <Trans>Our server didn’t provide the download link. Use PikPak on the web instead.</Trans>
          </p>
        </Banner>
      </div>
    </div>
  );
}

/** Asks for the address again (the runtime hears the tap): the main action of a failure that may pass. */
function RetryButton() {
  return (
    <Button icon={<RotateCw aria-hidden="true" />} {...{ [CONTRACT.apkRetry]: '' }}>
      <Trans>Try again</Trans>
    </Button>
  );
}
