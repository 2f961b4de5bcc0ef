import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { selectCopyActor, selectInApp, selectLoggedIn, selectUpgradeRequired, type InvitationPageActor } from '../../../machines/invitation-page.machine';
import { REFERRAL_RULES } from '../../../machines/referral-rules';
import { selectRequestProblem, selectRequestStatus } from '../../../machines/request.machine';
import type { InviteInfo } from '../../../protocol/api/schemas';
import type { Session } from '../../../protocol/session';
import { Page } from '../../ui/page';
import { ProblemText } from '../../ui/problem-text';
import { useReadySession } from '../../ui/session-request';
import { useServices } from '../../ui/services-context';
import { useTrackReports } from '../../ui/use-track-reports';
import { CodeEntry } from './code-entry';
import { CopyStatus } from './copy-status';
import { InviteHistory } from './invite-history';
import { InviteMethods } from './invite-methods';
import { RulesText } from './rules-text';
import { UPGRADE_GUIDANCE, useInvitationWiring } from './wiring';
import './referral.css';

type Wiring = ReturnType<typeof useInvitationWiring>;

/** /activity/invitation (§2.2): the inviter's page, once the session is known. */
export function InvitationPage() {
  const { t } = useLingui();
  const session = useReadySession();
  return (
    <Page title={t`Invite friends, earn Premium`}>
      {session ? (
        <InvitationContent session={session} />
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Page>
  );
}

function InvitationContent({ session }: { session: Session }) {
  const { track } = useServices();
  const wiring = useInvitationWiring(session);
  const page = useActorRef(wiring.page.machine, { input: wiring.page.input });
  useTrackReports(page, track);
  const loggedIn = useSelector(page, selectLoggedIn);
  const copy = useSelector(page, selectCopyActor);
  return (
    <>
      <UpgradePrompt page={page} />
      {loggedIn ? <Programme page={page} wiring={wiring} session={session} /> : <LoggedOut page={page} />}
      <RulesText />
      <CopyStatus copy={copy} />
    </>
  );
}

/** §2.2, §8: an app that is too old gets the upgrade guidance, also copied to its clipboard. */
function UpgradePrompt({ page }: { page: InvitationPageActor }) {
  const { i18n } = useLingui();
  const tooOld = useSelector(page, selectUpgradeRequired);
  if (!tooOld) return null;
  return (
    <div className="referral-alert" role="alert">
      <p>
        <strong>
          <Trans>Current app version is too low</Trans>
        </strong>
      </p>
      <p>{i18n._(UPGRADE_GUIDANCE)}</p>
      <p className="muted">
        <Trans>These steps were copied to your clipboard.</Trans>
      </p>
      <button type="button" className="button button-secondary" onClick={() => page.send({ type: 'guidance.copy' })}>
        <Trans>Copy the steps again</Trans>
      </button>
    </div>
  );
}

function LoggedOut({ page }: { page: InvitationPageActor }) {
  const inApp = useSelector(page, selectInApp);
  return (
    <section className="referral-section" aria-labelledby="referral-login-title">
      <h2 id="referral-login-title">
        <Trans>Log in to invite friends</Trans>
      </h2>
      <p>
        <Trans>Open the PikPak app and log in, then open Invite friends again to see your invitation code, your link and your rewards.</Trans>
      </p>
      {inApp ? null : (
        <div className="actions">
          <Link to="/toapp" className="button">
            <Trans>Get the PikPak app</Trans>
          </Link>
        </div>
      )}
    </section>
  );
}

function Programme({ page, wiring, session }: { page: InvitationPageActor; wiring: Wiring; session: Session }) {
  const summary = useActorRef(wiring.summary.machine, { input: {} });
  const status = useSelector(summary, selectRequestStatus);
  const data = useSelector(summary, wiring.summary.selectData);
  const problem = useSelector(summary, selectRequestProblem);
  const hours = REFERRAL_RULES.codeWindowHours;
  return (
    <>
      {data?.totals.reward_withdrawn ? <WithdrawnWarning /> : null}
      {status === 'loading' ? (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading your invitation code…</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <div className="referral-alert" role="alert">
          <p>
            <Trans>Your invitation code and rewards could not be loaded.</Trans> <ProblemText problem={problem} />
          </p>
          <button type="button" className="button" onClick={() => summary.send({ type: 'request.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {data ? <Totals totals={data.totals} /> : null}
      <InviteMethods page={page} code={data?.code ?? null} />
      <InviteHistory wiring={wiring} />
      <section className="referral-section" aria-labelledby="referral-enter-title">
        <h2 id="referral-enter-title">
          <Trans>Were you invited by a friend?</Trans>
        </h2>
        <p>
          <Trans>Enter their invitation code within {hours} hours of installing the app.</Trans>
        </p>
        <CodeEntry session={session} page="invitation" />
      </section>
    </>
  );
}

/** §4.2: install rewards withdrawn for abuse; purchase bonuses continue. */
function WithdrawnWarning() {
  return (
    <div className="referral-alert" role="alert">
      <p>
        <strong>
          <Trans>Your invitation rewards were withdrawn</Trans>
        </strong>
      </p>
      <p>
        <Trans>
          Extra Premium days from invitations that broke the rules were taken back. Purchase bonuses from friends you invited continue. <Link to="/premium-deduct">Read why and how to ask for a review</Link>.
        </Trans>
      </p>
    </div>
  );
}

function Totals({ totals }: { totals: InviteInfo }) {
  const { i18n } = useLingui();
  return (
    <section className="referral-section" aria-labelledby="referral-totals-title">
      <h2 id="referral-totals-title">
        <Trans>Your rewards</Trans>
      </h2>
      <dl className="referral-totals">
        <div>
          <dt>
            <Trans>Friends invited</Trans>
          </dt>
          <dd>{i18n.number(totals.invited_nums)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Premium days from invitations</Trans>
          </dt>
          <dd>{i18n.number(totals.add_days)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Friends who bought Premium</Trans>
          </dt>
          <dd>{i18n.number(totals.join_vip_nums)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Premium days from purchase bonuses</Trans>
          </dt>
          <dd>{i18n.number(totals.invited_join_days)}</dd>
        </div>
      </dl>
    </section>
  );
}
