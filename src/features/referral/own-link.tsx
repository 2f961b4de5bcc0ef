import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { InvitedPageActor } from '../../../machines/referral/invited-page.machine';
import { REFERRAL_RULES, selectInvitedCopy, selectOwnLink, selectOwnShareWay } from '../../../machines/referral/invited-page.view';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { ShareLinkButton } from './share-link-button';
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
      <ShareLinkButton way={way} status={feedback.status} onShare={link ? () => page.send({ type: 'share.request', url: link }) : null} />
      <Link to="/activity/invitation" className="button button-secondary button-block">
        <span>
          <Trans>See your rewards</Trans>
        </span>
      </Link>
    </Card>
  );
}
