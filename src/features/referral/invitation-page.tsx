import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Copy } from 'lucide-react';
import {
  selectCopyActor,
  selectInvitationCodeEntry,
  selectLoggedIn,
  selectSummaryLoad,
  selectUpgradeRequired,
  type InvitationPageActor,
} from '../../../machines/referral/invitation-page.machine';
import { REFERRAL_RULES } from '../../../machines/referral/referral-rules';
import { selectRequestData, selectRequestProblem, selectRequestStatus } from '../../../machines/core/request.machine';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Page } from '../../shell/page';
import { GetAppLink } from '../../ui/get-app-link';
import { LoadFailed } from '../../ui/load-failed';
import { AppScreenAction } from '../../shell/app-screen';
import { CodeEntry } from './code-entry';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { isInApp } from '../../shell/host';
import { InviteHistory } from './invite-history';
import { InviteMethods } from './invite-methods';
import { RewardHeadline, ShareAction } from './reward-headline';
import { RewardTotals } from './reward-totals';
import { RulesText } from './rules-text';
import { SessionGate } from '../../shell/session-gate';
import { ReferralSkeleton } from './referral-skeleton';
import { UPGRADE_GUIDANCE, useInvitationPage } from './wiring';
import './referral.css';

type SummaryLoad = NonNullable<ReturnType<typeof selectSummaryLoad>>;
type CodeEntryActor = NonNullable<ReturnType<typeof selectInvitationCodeEntry>>;

/** /activity/invitation (§2.2): the inviter's page, once the app has said who is reading. */
export function InvitationPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Invite friends, earn Premium`}>
      {/* The headline paints with the first response; once the rewards are read, a withdrawal takes its place. */}
      <SessionGate
        skeleton={
          <>
            <RewardHeadline />
            <ReferralSkeleton />
          </>
        }
      >
        {(session) => <InvitationContent session={session} />}
      </SessionGate>
      {/* The rules are the same for every reader: pre-rendered, they paint from the first response. */}
      <RulesText />
    </Page>
  );
}

function InvitationContent({ session }: { session: Session }) {
  const { actor: page, host } = useInvitationPage({ session });
  const loggedIn = useSelector(page, selectLoggedIn);
  return (
    <>
      <UpgradePrompt page={page} />
      {loggedIn ? (
        <Program page={page} />
      ) : (
        <>
          <RewardHeadline />
          <LoggedOut inApp={isInApp(host)} />
        </>
      )}
    </>
  );
}

/**
 * §2.2, §8: an app that is too old gets the upgrade prompt and its guidance, with a button to
 * copy it. Nothing is copied unasked (it would wipe what the reader had just copied).
 */
function UpgradePrompt({ page }: { page: InvitationPageActor }) {
  const { i18n } = useLingui();
  const tooOld = useSelector(page, selectUpgradeRequired);
  const feedback = useCopyFeedback(useSelector(page, selectCopyActor), 'upgrade-guidance');
  if (!tooOld) return null;
  return (
    <Banner
      severity="warning"
      title={<Trans>Your app is out of date</Trans>}
      action={
        <div className="referral-copy-action">
          <Button variant="secondary" icon={<Copy aria-hidden="true" />} onClick={() => page.send({ type: 'guidance.copy' })}>
            <Trans>Copy the steps</Trans>
          </Button>
          <p className="referral-copy-status" role="status">
            {feedback.status}
          </p>
        </div>
      }
    >
      <p>{i18n._(UPGRADE_GUIDANCE)}</p>
      <p>
        <Link to="/update-guide">
          <Trans>How to update the app</Trans>
        </Link>
      </p>
    </Banner>
  );
}

/**
 * Only a reply from the app that says the user is logged out leads here (SessionGate). In the
 * app, the way to log in (the page comes back by itself once the reader has); in a browser,
 * the app.
 */
function LoggedOut({ inApp }: { inApp: boolean }) {
  return (
    <Card title={<Trans>Log in to invite friends</Trans>}>
      {inApp ? (
        <>
          <p>
            <Trans>Log in to see your invitation code, your link and your rewards.</Trans>
          </p>
          <AppScreenAction screen="login" />
        </>
      ) : (
        <>
          <p>
            <Trans>Open the PikPak app and log in, then open Invite friends again to see your invitation code, your link and your rewards.</Trans>
          </p>
          <GetAppLink />
        </>
      )}
    </Card>
  );
}

/**
 * The logged-in inviter's page: Share first (the page's purpose), the ways to invite, the
 * rewards, the friend's-code entry, then the history (compact).
 */
function Program({ page }: { page: InvitationPageActor }) {
  const summary = useSelector(page, selectSummaryLoad);
  const entry = useSelector(page, selectInvitationCodeEntry);
  return summary && entry ? (
    <Loads page={page} summary={summary} entry={entry} />
  ) : (
    <RewardHeadline />
  );
}

function Loads({ page, summary, entry }: { page: InvitationPageActor; summary: SummaryLoad; entry: CodeEntryActor }) {
  const status = useSelector(summary, selectRequestStatus);
  const data = useSelector(summary, selectRequestData);
  const problem = useSelector(summary, selectRequestProblem);
  const hours = REFERRAL_RULES.codeWindowHours;
  return (
    <>
      {/* The headline gives way to a withdrawal: the warning leads instead. */}
      {data?.totals.reward_withdrawn ? <WithdrawnWarning /> : <RewardHeadline />}
      {/* Progress near the top: what the reader has earned so far. */}
      <RewardTotals totals={data?.totals ?? null} status={status} />
      {status === 'failed' ? (
        <LoadFailed
          title={<Trans>Your invitation code and rewards couldn’t be loaded</Trans>}
          problem={problem}
          onRetry={() => summary.send({ type: 'request.retry' })}
          logIn={<AppScreenAction screen="login" onBack={() => summary.send({ type: 'request.retry' })} />}
        />
      ) : null}
      <ShareAction page={page} code={data?.code ?? null} status={status} />
      <InviteMethods page={page} code={data?.code ?? null} status={status} />
      <div className="referral-section">
        <CodeEntry
          entry={entry}
          title={<Trans>Were you invited by a friend?</Trans>}
          hint={<Trans>Enter their invitation code within <Plural value={hours} one="# hour" other="# hours" /> of installing the app.</Trans>}
        />
      </div>
      <InviteHistory page={page} />
    </>
  );
}

/** §4.2: install rewards withdrawn for abuse; purchase rewards continue. */
function WithdrawnWarning() {
  return (
    <Banner severity="warning" title={<Trans>Your invitation rewards were withdrawn</Trans>}>
      <p>
        <Trans>
          Extra Premium days from invitations that broke the rules were taken back. Purchase rewards from friends you invited continue. <Link to="/premium-deduct">Read why and how to ask for a review</Link>.
        </Trans>
      </p>
    </Banner>
  );
}
