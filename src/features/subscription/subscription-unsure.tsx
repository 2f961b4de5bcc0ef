import { Trans } from '@lingui/react/macro';
import type { UnsureNotice } from '../../../machines/subscription/subscription.view';
import { Banner } from '../../ui/banner';

/**
 * A cancel or renewal that got no reply (time-out, network) may have gone through: the page
 * says the outcome is unknown while it reads the subscription again, then that what it shows
 * is the subscription as read now (or that it could not be read: check again before trying).
 */
export function UnsureBanner({ notice }: { notice: UnsureNotice }) {
  if (notice.kind === 'none') return null;
  if (notice.kind === 'checked') {
    return (
      <Banner severity="info" title={<Trans>We checked your subscription again</Trans>}>
        <p>
          <Trans>We didn’t get an answer from the server in time. What you see here is how your subscription stands now.</Trans>
        </p>
      </Banner>
    );
  }
  return (
    <Banner
      severity="warning"
      title={notice.change === 'cancel' ? <Trans>We don’t know yet whether your subscription was canceled</Trans> : <Trans>We don’t know yet whether your subscription was renewed</Trans>}
    >
      <p>
        {notice.kind === 'checking' ? (
          <Trans>We didn’t get an answer from the server. We’re checking your subscription again.</Trans>
        ) : (
          <Trans>We didn’t get an answer from the server, and your subscription couldn’t be checked again. Check it before you try again.</Trans>
        )}
      </p>
    </Banner>
  );
}
