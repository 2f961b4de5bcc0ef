import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Gift, RotateCw } from 'lucide-react';
import {
  selectHost,
  selectInvitedCodeEntry,
  selectInviterLookup,
  selectLoggedIn,
  selectPlatform,
  type InvitedPageActor,
} from '../../../machines/referral/invited-page.machine';
import type { Problem } from '../../../machines/core/problem';
import { isInApp } from '../../../machines/core/host';
import { invitedLayout, isUnknownInviteCode, REFERRAL_RULES } from '../../../machines/referral/referral-rules';
import { selectRequestData, selectRequestProblem, selectRequestStatus, type RequestStatus } from '../../../machines/core/request.machine';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Page } from '../../shell/page';
import { needsLogIn } from '../../../machines/core/problem';
import { ProblemText } from '../../ui/problem-text';
import { Skeleton } from '../../ui/skeleton';
import { AppScreenAction } from '../../shell/app-screen';
import { CodeEntry, ENTER_CODE_HASH } from './code-entry';
import { CodeBox, HowToAccept } from './invited-code';
import { GetTheApp } from './get-the-app';
import { SessionGate } from '../../shell/session-gate';
import { ReferralSkeleton } from './referral-skeleton';
import { useInvitedPage } from './wiring';
import './referral.css';

const route = getRouteApi('/_pages/activity/invited');

type InviterLookup = NonNullable<ReturnType<typeof selectInviterLookup>>;

/** /activity/invited?code= (§2.2): the invited friend's landing page, once the app (if any) has said who is reading. */
export function InvitedPage() {
  const { t } = useLingui();
  const { code } = route.useSearch();
  return (
    <Page title={t`You’re invited to PikPak`}>
      <SessionGate skeleton={<ReferralSkeleton />}>{(session) => <InvitedContent code={code ?? null} session={session} />}</SessionGate>
    </Page>
  );
}

function InvitedContent({ code, session }: { code: string | null; session: Session }) {
  const { actor: page } = useInvitedPage({ session, code });
  const lookup = useSelector(page, selectInviterLookup);
  return lookup && code !== null ? <WithLookup page={page} lookup={lookup} code={code} /> : <Invited page={page} code={code} lookup={null} />;
}

interface Parts {
  page: InvitedPageActor;
}

/** The inviter lookup for the link's code (the page machine's child), on the shared request machine. */
function WithLookup({ lookup, ...props }: Parts & { code: string; lookup: InviterLookup }) {
  const status = useSelector(lookup, selectRequestStatus);
  const problem = useSelector(lookup, selectRequestProblem);
  const inviter = useSelector(lookup, selectRequestData);
  const retry = () => lookup.send({ type: 'request.retry' });
  return <Invited {...props} lookup={{ status, problem, name: inviter?.user_name ?? null, retry }} />;
}

interface Lookup {
  status: RequestStatus;
  problem: Problem | null;
  name: string | null;
  retry: () => void;
}

function Invited({ page, code, lookup }: Parts & { code: string | null; lookup: Lookup | null }) {
  const host = useSelector(page, selectHost);
  const entry = useSelector(page, selectInvitedCodeEntry);
  const loggedIn = useSelector(page, selectLoggedIn);
  const platform = useSelector(page, selectPlatform);
  const codeUnknown = lookup?.status === 'failed' && isUnknownInviteCode(lookup.problem);
  const layout = invitedLayout({ code, codeUnknown, host, platform, loggedIn });
  const inApp = isInApp(host);
  // The steps and the code to copy are for accepting later; once accepted here, they go.
  const later = code ? (
    <>
      {/* The code to copy sits with the steps that ask for it. */}
      {layout.steps ? <HowToAccept code={code} computer={platform === 'desktop'} copy={layout.codeLast ? <CodeBox page={page} code={code} /> : null} /> : null}
      {!layout.steps && layout.codeLast ? <CodeBox page={page} code={code} /> : null}
    </>
  ) : null;
  return (
    <>
      <Inviter lookup={lookup} codeUnknown={codeUnknown} inApp={inApp} />
      {layout.codeFirst && code ? <CodeBox page={page} code={code} prominent /> : null}
      {layout.accept === 'form' && entry ? <CodeEntry entry={entry} untilAccepted={later} closedAction={<InviteYourOwn />} /> : null}
      {layout.accept === 'log-in' ? (
        <section className="referral-section" aria-labelledby="invited-log-in-title">
          <h2 id="invited-log-in-title">
            <Trans>Log in to accept</Trans>
          </h2>
          <p>
            <Trans>Log in to PikPak, then accept the invitation here.</Trans>
          </p>
          <AppScreenAction screen="login" />
        </section>
      ) : null}
      {layout.typeCode ? (
        <div className="actions">
          {/* Lands on the code field of the invitation page (code-entry.tsx focuses it). */}
          <Link to="/activity/invitation" hash={ENTER_CODE_HASH} className="button button-block">
            <span>
              <Trans>Enter your friend’s code</Trans>
            </span>
          </Link>
        </div>
      ) : null}
      {layout.getTheApp.length > 0 ? <GetTheApp page={page} order={layout.getTheApp} /> : null}
      {layout.accept === 'form' ? null : later}
    </>
  );
}

/** Once this account cannot accept an invitation, the way on: inviting friends of its own. */
function InviteYourOwn() {
  return (
    <Link to="/activity/invitation" className="button button-secondary button-block">
      <span>
        <Trans>Invite your own friends</Trans>
      </span>
    </Link>
  );
}

function Inviter({ lookup, codeUnknown, inApp }: { lookup: Lookup | null; codeUnknown: boolean; inApp: boolean }) {
  const { t } = useLingui();
  const days = REFERRAL_RULES.friendRewardDays;
  if (lookup === null) {
    return (
      <Banner severity="warning">
        <p>
          {inApp ? (
            <Trans>This invitation link has no valid invitation code. Ask your friend for their code and enter it yourself.</Trans>
          ) : (
            <Trans>This invitation link has no valid invitation code. Ask your friend to send their link again.</Trans>
          )}
        </p>
      </Banner>
    );
  }
  if (codeUnknown) {
    return (
      <Banner severity="warning">
        <p>
          {inApp ? (
            <Trans>We couldn’t find this invitation code. Check the code with your friend and enter it yourself.</Trans>
          ) : (
            <Trans>We couldn’t find this invitation code. Check the link with your friend; you can still get the app below.</Trans>
          )}
        </p>
      </Banner>
    );
  }
  if (lookup.status === 'failed') {
    // A 401: in the app the login expired (Log in, then the lookup carries on); a browser sends
    // no login at all, so the server only would not say who invited (the invitation still works).
    const loggingIn = needsLogIn(lookup.problem);
    return (
      <Banner
        severity="danger"
        title={<Trans>We couldn’t check who invited you</Trans>}
        action={
          loggingIn ? undefined : (
            <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={lookup.retry}>
              <Trans>Try again</Trans>
            </Button>
          )
        }
      >
        <p>
          {loggingIn && !inApp ? (
            <Trans>The server names the friend who invited you only to a logged-in reader. The invitation still works: accept it in the app.</Trans>
          ) : (
            <ProblemText problem={lookup.problem} />
          )}
        </p>
        {loggingIn && inApp ? <AppScreenAction screen="login" onBack={lookup.retry} /> : null}
      </Banner>
    );
  }
  // The name is the inviter's own, in any script: isolated so that "Mia W." keeps its order in Arabic.
  // Display text already (protocol/display-text.ts): no bidi controls, at most 64 graphemes.
  const name = <bdi className="user-text">{lookup.name ?? ''}</bdi>;
  return (
    <section className="referral-lead" aria-live="polite" aria-busy={lookup.status === 'loading'}>
      <span className="referral-lead-icon" aria-hidden="true">
        <Gift />
      </span>
      <div className="referral-lead-text">
        {lookup.status === 'ready' ? (
          <p className="referral-lead-title">
            <Trans>
              <strong>{name}</strong> invited you to PikPak.
            </Trans>
          </p>
        ) : (
          <Skeleton label={t`Checking your invitation…`} shape="text" lines={1} />
        )}
        <p>
          <Plural value={days} one="Join with this invitation and get # extra Premium day." other="Join with this invitation and get # extra Premium days." />
        </p>
      </div>
    </section>
  );
}
