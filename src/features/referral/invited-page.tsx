import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { selectHost, selectLoggedIn, selectPlatform, type InvitedPageActor } from '../../../machines/invited-page.machine';
import { invitedLayout, isUnknownInviteCode, REFERRAL_RULES, type InvitedLayout } from '../../../machines/referral-rules';
import { selectRequestProblem, selectRequestStatus, type RequestStatus } from '../../../machines/request.machine';
import type { CopyActor } from '../../../machines/copy.machine';
import type { Problem } from '../../../machines/problem';
import type { Session } from '../../../protocol/session';
import { Page } from '../../ui/page';
import { ProblemText } from '../../ui/problem-text';
import { useReadySession } from '../../ui/session-request';
import { useServices } from '../../ui/services-context';
import { useTrackReports } from '../../ui/use-track-reports';
import { CodeEntry } from './code-entry';
import { CopyStatus } from './copy-status';
import { GetTheApp } from './get-the-app';
import { useInvitedWiring } from './wiring';
import './referral.css';

const route = getRouteApi('/_pages/activity/invited');

type Wiring = ReturnType<typeof useInvitedWiring>;

/** /activity/invited?code= (§2.2): the invited friend's landing page, once the session is known. */
export function InvitedPage() {
  const { t } = useLingui();
  const { code } = route.useSearch();
  const session = useReadySession();
  return (
    <Page title={t`You’re invited to PikPak`}>
      {session ? (
        <InvitedContent code={code ?? null} session={session} />
      ) : (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
    </Page>
  );
}

function InvitedContent({ code, session }: { code: string | null; session: Session }) {
  const { track } = useServices();
  const wiring = useInvitedWiring(session, code);
  const page = useActorRef(wiring.page.machine, { input: wiring.page.input });
  useTrackReports(page, track);
  const copy = useActorRef(wiring.copy.machine, { input: wiring.copy.input });
  useTrackReports(copy, track);
  const parts = { wiring, page, copy, session };
  return code === null ? <Invited {...parts} code={null} lookup={null} /> : <WithLookup {...parts} code={code} />;
}

interface Parts {
  wiring: Wiring;
  page: InvitedPageActor;
  copy: CopyActor;
  session: Session;
}

/** The inviter lookup for the link's code, on the shared request machine. */
function WithLookup(props: Parts & { code: string }) {
  const lookup = useActorRef(props.wiring.inviter.machine, { input: { params: props.code } });
  const status = useSelector(lookup, selectRequestStatus);
  const problem = useSelector(lookup, selectRequestProblem);
  const inviter = useSelector(lookup, props.wiring.inviter.selectData);
  const retry = () => lookup.send({ type: 'request.retry' });
  return <Invited {...props} lookup={{ status, problem, name: inviter?.user_name ?? null, retry }} />;
}

interface Lookup {
  status: RequestStatus;
  problem: Problem | null;
  name: string | null;
  retry: () => void;
}

function Invited({ wiring, page, copy, session, code, lookup }: Parts & { code: string | null; lookup: Lookup | null }) {
  const host = useSelector(page, selectHost);
  const loggedIn = useSelector(page, selectLoggedIn);
  const platform = useSelector(page, selectPlatform);
  const codeUnknown = lookup?.status === 'failed' && isUnknownInviteCode(lookup.problem);
  const layout = invitedLayout({ code, codeUnknown, host, platform, loggedIn });
  return (
    <>
      <Inviter lookup={lookup} codeUnknown={codeUnknown} />
      {layout.codeFirst && code ? <CodeBox copy={copy} code={code} prominent /> : null}
      {layout.accept && code ? <Accept accept={layout.accept} code={code} session={session} /> : null}
      {layout.getTheApp.length > 0 ? <GetTheApp page={page} wiring={wiring} order={layout.getTheApp} /> : null}
      {layout.steps && code ? <Steps code={code} /> : null}
      {layout.codeLast && code ? <CodeBox copy={copy} code={code} /> : null}
      <CopyStatus copy={copy} />
    </>
  );
}

function Inviter({ lookup, codeUnknown }: { lookup: Lookup | null; codeUnknown: boolean }) {
  const days = REFERRAL_RULES.friendRewardDays;
  if (lookup === null) {
    return (
      <div className="referral-alert" role="alert">
        <p>
          <Trans>This invitation link has no valid invitation code. Ask your friend to send their link again.</Trans>
        </p>
      </div>
    );
  }
  if (codeUnknown) {
    return (
      <div className="referral-alert" role="alert">
        <p>
          <Trans>We could not find this invitation code. Check the link with your friend; you can still get the app below.</Trans>
        </p>
      </div>
    );
  }
  if (lookup.status === 'failed') {
    return (
      <div className="referral-alert" role="alert">
        <p>
          <Trans>We could not check who invited you.</Trans> <ProblemText problem={lookup.problem} />
        </p>
        <button type="button" className="button" onClick={lookup.retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const name = lookup.name ?? '';
  return (
    <section aria-live="polite" aria-busy={lookup.status === 'loading'}>
      {lookup.status === 'ready' ? (
        <p className="referral-lead">
          <Trans>
            <strong>{name}</strong> invited you to PikPak.
          </Trans>
        </p>
      ) : (
        <p className="muted" role="status">
          <Trans>Checking your invitation…</Trans>
        </p>
      )}
      <p>
        <Trans>Join with this invitation and get {days} extra Premium days.</Trans>
      </p>
    </section>
  );
}

/** The code with a copy button; first and large in an iOS browser, where the App Store passes no code on (§2.2). */
function CodeBox({ copy, code, prominent = false }: { copy: CopyActor; code: string; prominent?: boolean }) {
  return (
    <section className="referral-card" aria-labelledby="invited-code-title">
      <h2 id="invited-code-title">
        <Trans>Your invitation code</Trans>
      </h2>
      {prominent ? (
        <p>
          <Trans>On iPhone and iPad the App Store cannot pass your invitation on: after installing, enter this code in the app.</Trans>
        </p>
      ) : null}
      <p>
        <span className={prominent ? 'referral-code referral-code-large' : 'referral-code'}>{code}</span>
      </p>
      <div className="actions">
        <button type="button" className="button" onClick={() => copy.send({ type: 'copy.request', subject: 'code', text: code })}>
          <Trans>Copy code</Trans>
        </button>
      </div>
    </section>
  );
}

function Steps({ code }: { code: string }) {
  const hours = REFERRAL_RULES.codeWindowHours;
  const days = REFERRAL_RULES.friendRewardDays;
  const minutes = REFERRAL_RULES.rewardDelayMinutes;
  return (
    <section className="referral-section" aria-labelledby="invited-steps-title">
      <h2 id="invited-steps-title">
        <Trans>How to accept</Trans>
      </h2>
      <ol className="steps">
        <li>
          <Trans>Install PikPak from this page.</Trans>
        </li>
        <li>
          <Trans>Open the app and log in, or create an account.</Trans>
        </li>
        <li>
          <Trans>
            Within {hours} hours of installing, enter the invitation code <strong className="referral-code-inline">{code}</strong> in the app (Invite friends).
          </Trans>
        </li>
        <li>
          <Trans>Your {days} extra Premium days usually arrive within {minutes} minutes.</Trans>
        </li>
      </ol>
    </section>
  );
}

function Accept({ accept, code, session }: { accept: NonNullable<InvitedLayout['accept']>; code: string; session: Session }) {
  return (
    <section className="referral-section" aria-labelledby="invited-accept-title">
      <h2 id="invited-accept-title">
        <Trans>Accept the invitation</Trans>
      </h2>
      {accept === 'form' ? (
        <CodeEntry session={session} page="invited" fixedCode={code} />
      ) : (
        <p>
          <Trans>Log in to the app first, then open this invitation link again to accept it.</Trans>
        </p>
      )}
    </section>
  );
}
