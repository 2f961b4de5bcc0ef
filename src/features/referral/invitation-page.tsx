import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Copy } from 'lucide-react';
import type { InvitationPageActor } from '../../../machines/referral/invitation-page.machine';
import { REFERRAL_RULES, selectCopyActor, selectProgram, selectSummary, selectUpgradeRequired, type ProgramView } from '../../../machines/referral/invitation-page.view';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Page } from '../../shell/page';
import { GetAppLink } from '../../ui/get-app-link';
import { OpenAppButton } from '../../shell/open-app';
import { LoadFailed } from '../../ui/load-failed';
import { AppScreenAction } from '../../shell/app-screen';
import { CodeEntry } from './code-entry';
import { useCopyFeedback } from '../../shell/copy-feedback';
import { InviteHistory } from './invite-history';
import { InviteMethods } from './invite-methods';
import { RewardHeadline, ShareAction } from './reward-headline';
import { RewardTotals } from './reward-totals';
import { RulesText } from './rules-text';
import { SessionGate } from '../../shell/session-gate';
import { ReferralSkeleton } from './referral-skeleton';
import { UPGRADE_GUIDANCE, useInvitationPage } from './wiring';
import './referral.css';

type Program = Extract<ProgramView, { kind: 'program' }>;

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
  const { actor: page } = useInvitationPage({ session });
  const program = useSelector(page, selectProgram);
  return (
    <>
      <UpgradePrompt page={page} />
      {program.kind === 'program' ? (
        <Loads page={page} summary={program.summary} entry={program.entry} />
      ) : (
        <>
          <RewardHeadline />
          {program.kind === 'logged-out' ? <LoggedOut wayOn={program.wayOn} /> : null}
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
function LoggedOut({ wayOn }: { wayOn: 'log-in' | 'open-app' }) {
  return (
    <Card title={<Trans>Log in to invite friends</Trans>}>
      {wayOn === 'log-in' ? (
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
 * The logged-in inviter's page: the headline (or the withdrawal), the progress, Share first
 * (the page's purpose), the ways to invite, the friend's-code entry, then the history (compact).
 */
function Loads({ page, summary, entry }: { page: InvitationPageActor } & Omit<Program, 'kind'>) {
  const view = useSelector(summary, selectSummary);
  const hours = REFERRAL_RULES.codeWindowHours;
  const retry = () => summary.send({ type: 'request.retry' });
  const code = view.kind === 'ready' ? view.code : null;
  return (
    <>
      {/* The headline gives way to a withdrawal: the warning leads instead. */}
      {view.kind === 'ready' && view.withdrawn ? <WithdrawnWarning /> : <RewardHeadline />}
      {/* Progress near the top: what the reader has earned so far. */}
      <RewardTotals view={view} />
      {view.kind === 'failed' ? (
        <LoadFailed
          title={<Trans>Your invitation code and rewards couldn’t be loaded</Trans>}
          problem={view.problem}
          onRetry={retry}
          wayOn={view.wayOn}
          openApp={<OpenAppButton />}
          logIn={view.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={retry} /> : undefined}
        />
      ) : null}
      <ShareAction page={page} code={code} loading={view.kind === 'loading'} />
      <InviteMethods page={page} code={code} loading={view.kind === 'loading'} />
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
