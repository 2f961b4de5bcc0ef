import { Trans } from '@lingui/react/macro';
import { Copy, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

/**
 * Sharing an invitation link: the share sheet where there is one (the app's, or the browser's),
 * else a copy, said by the button; the copy's confirmation in the status line below it. The
 * invitation page's Share and the invited page's own-link card both draw this one.
 */
export function ShareLinkButton({ way, status, onShare }: { way: 'share' | 'copy'; status: ReactNode; onShare: (() => void) | null }) {
  return (
    <div className="referral-share">
      <Button block disabled={onShare === null} icon={way === 'share' ? <Share2 aria-hidden="true" /> : <Copy aria-hidden="true" />} onClick={onShare ?? undefined}>
        {way === 'share' ? <Trans>Share your invitation link</Trans> : <Trans>Copy invitation link</Trans>}
      </Button>
      <p className="referral-copy-status" role="status">
        {status}
      </p>
    </div>
  );
}
