import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { InvitationPageActor } from '../../../machines/referral/invitation-page.machine';
import { REFERRAL_RULES, selectCopyActor, selectInviteLink, selectShareWay } from '../../../machines/referral/invitation-page.view';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { ShareLinkButton } from './share-link-button';
import { Skeleton } from '../../ui/skeleton';
import { SentenceGap } from '../../ui/sentence-gap';

/** The invitation page's link preview (src/prerender.tsx): the headline's gist in one sentence, as its first paragraph continues the heading. */
export const INVITATION_PREVIEW = msg`Invite friends to PikPak and earn free Premium days when they join and when they buy Premium.`;

/**
 * The page's headline (§4.1, §5.1): what an invitation earns, every figure from the rules'
 * constants: counts through plurals (their `#` written by Intl), the share through Intl. The same
 * for every reader, so it is pre-rendered and paints with the first response.
 */
export function RewardHeadline() {
  const { i18n } = useLingui();
  const first = REFERRAL_RULES.firstInstallRewardDays;
  const later = REFERRAL_RULES.laterInstallRewardDays;
  // A plural's value is the number itself: Plural writes `#` through Intl. A formatted string
  // would be read back as a number, and "٥٠" (Arabic-Indic digits) is NaN.
  const limit = REFERRAL_RULES.rewardedInstallLimit;
  const share = i18n.number(REFERRAL_RULES.purchaseRewardPercent / 100, { style: 'percent' });
  const friend = REFERRAL_RULES.friendRewardDays;
  return (
    <section className="referral-headline" aria-labelledby="referral-headline-title">
      <h2 id="referral-headline-title" className="referral-headline-title">
        <Plural value={first} one="Get # day of Premium for your first friend" other="Get # days of Premium for your first friend" />
      </h2>
      <p>
        <Plural value={later} one="Then # more day for each friend after that." other="Then # more days for each friend after that." />
        <SentenceGap />
        <Trans>
          Install rewards count for up to <Plural value={limit} one="# friend" other="# friends" />, and you also get {share} of the Premium days your friends buy.
        </Trans>
        <SentenceGap />
        <Plural value={friend} one="Each friend you invite gets # extra Premium day too." other="Each friend you invite gets # extra Premium days too." />
      </p>
    </section>
  );
}

/**
 * Share: the page's main action. A share sheet with the invitation link: the app's (the bridge's
 * `share`) or the browser's; where there is neither, Copy invitation link, confirmed under the button.
 */
export function ShareAction({ page, code, loading }: { page: InvitationPageActor; code: string | null; loading: boolean }) {
  const { t } = useLingui();
  const link = useSelector(page, (s) => selectInviteLink(s, code));
  if (!link) return loading ? <Skeleton label={t`Loading your invitation link…`} shape="block" /> : null;
  return <ShareButton page={page} link={link} />;
}

/** The Share button with its copy confirmation (the button copies where there is no share sheet). */
function ShareButton({ page, link }: { page: InvitationPageActor; link: string }) {
  const feedback = useCopyFeedback(useSelector(page, selectCopyActor), 'share');
  const way = useSelector(page, selectShareWay);
  return (
    <ShareLinkButton way={way} status={feedback.status} onShare={() => page.send({ type: 'share.request', url: link })} />
  );
}
