import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { CONTRACT, type ApkCase } from '../../shell/static/contract';
import { When } from '../../shell/static/when';
import { Button, type ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { Skeleton } from '../../ui/skeleton';
import { ApkFailure } from '../../shell/apk-failure';

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
      {(['offline', 'failed', 'refused'] as const).map((failure) => (
        <div key={failure} {...apkCase(failure)}>
          <ApkFailure failure={failure} retry={<RetryButton />} />
        </div>
      ))}
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
