import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Copy, Share2 } from 'lucide-react';
import type { InvitedPageActor } from '../../../machines/referral/invited-page.machine';
import { REFERRAL_RULES, selectInvitedCopy, selectOwnLink, selectOwnShareWay } from '../../../machines/referral/invited-page.view';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

/**
 * The reader's own invitation link, opened in the app: there is nothing to accept, so the page
 * says whose link it is and offers what the invitation page offers for it: Share (the app's
 * share sheet, the browser's, else Copy invitation link), and the way to the rewards.
 */
export function OwnLink({ page, code }: { page: InvitedPageActor; code: string }) {
  const link = useSelector(page, (s) => selectOwnLink(s, code));
  const way = useSelector(page, selectOwnShareWay);
  const feedback = useCopyFeedback(useSelector(page, selectInvitedCopy), 'share');
  const days = REFERRAL_RULES.friendRewardDays;
  return (
    <Card title={<Trans>This is your invitation link</Trans>} className="referral-own-link">
      <p>
        <Plural
          value={days}
          one="Share it with your friends: each friend who joins through it gets # extra Premium day, and you earn Premium days too."
          other="Share it with your friends: each friend who joins through it gets # extra Premium days, and you earn Premium days too."
        />
      </p>
      <div className="referral-share">
        <Button
          block
          disabled={link === null}
          icon={way === 'share' ? <Share2 aria-hidden="true" /> : <Copy aria-hidden="true" />}
          onClick={() => (link ? page.send({ type: 'share.request', url: link }) : undefined)}
        >
          {way === 'share' ? <Trans>Share your invitation link</Trans> : <Trans>Copy invitation link</Trans>}
        </Button>
        <p className="referral-copy-status" role="status">
          {feedback.status}
        </p>
      </div>
      <Link to="/activity/invitation" className="button button-secondary button-block">
        <span>
          <Trans>See your rewards</Trans>
        </span>
      </Link>
    </Card>
  );
}
