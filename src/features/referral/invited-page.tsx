import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Gift, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { InvitedPageActor } from '../../../machines/referral/invited-page.machine';
import {
  invitedViewOf,
  lookupViewOf,
  REFERRAL_RULES,
  selectInvitedCodeEntry,
  selectInvitedFacts,
  selectInviterLookup,
  selectOpenAppHref,
  type InvitedFacts,
  type LookupView,
} from '../../../machines/referral/invited-page.view';
import { selectEntryView } from '../../../machines/referral/invite-code-entry.view';
import type { InviteCodeEntryActor } from '../../../machines/referral/invite-code-entry.machine';
import type { Session } from '../../../protocol/session';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Page } from '../../shell/page';
import { ProblemText } from '../../ui/problem-text';
import { Skeleton } from '../../ui/skeleton';
import { AppScreenAction } from '../../shell/app-screen';
import { CodeEntry, ENTER_CODE_HASH } from './code-entry';
import { CodeBox, HowToAccept } from './invited-code';
import { GetTheApp } from './get-the-app';
import { OwnLink } from './own-link';
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
  const facts = useSelector(page, selectInvitedFacts);
  return lookup && code !== null ? (
    <WithLookup page={page} facts={facts} lookup={lookup} code={code} />
  ) : (
    <Invited page={page} facts={facts} code={code} lookup={{ kind: 'no-code' }} retry={() => undefined} />
  );
}

interface Parts {
  page: InvitedPageActor;
  facts: InvitedFacts;
}

/** The inviter lookup for the link's code (the page machine's child), on the shared request machine. */
function WithLookup({ lookup, ...props }: Parts & { code: string; lookup: InviterLookup }) {
  const view = useSelector(lookup, (s) => lookupViewOf(s, props.facts.inApp));
  return <Invited {...props} lookup={view} retry={() => lookup.send({ type: 'request.retry' })} />;
}

function Invited({ page, facts, code, lookup, retry }: Parts & { code: string | null; lookup: LookupView; retry: () => void }) {
  const entry = useSelector(page, selectInvitedCodeEntry);
  const layout = invitedViewOf(facts, lookup);
  // The steps and the code to copy are for accepting later; once accepted here, they go.
  const later = code ? (
    <>
      {/* The code to copy sits with the steps that ask for it. */}
      {layout.steps ? <HowToAccept code={code} computer={layout.computer} copy={layout.codeLast ? <CodeBox page={page} code={code} /> : null} /> : null}
      {!layout.steps && layout.codeLast ? <CodeBox page={page} code={code} /> : null}
    </>
  ) : null;
  const lead = <Inviter page={page} lookup={lookup} inApp={facts.inApp} retry={retry} />;
  return (
    <>
      {/* The reader's own link has no inviter to name: the own-link card says whose link it is. */}
      {entry ? <UnlessOwn entry={entry}>{lead}</UnlessOwn> : lead}
      {layout.codeFirst && code ? <CodeBox page={page} code={code} prominent /> : null}
      {layout.accept === 'form' && entry ? (
        <CodeEntry entry={entry} untilAccepted={later} closedAction={<InviteYourOwn />} own={code ? <OwnLink page={page} code={code} /> : null} />
      ) : null}
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

/** Its children, unless the link's code turns out to be the reader's own. */
function UnlessOwn({ entry, children }: { entry: InviteCodeEntryActor; children: ReactNode }) {
  const own = useSelector(entry, (s) => selectEntryView(s).kind === 'own');
  return own ? null : children;
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

function Inviter({ page, lookup, inApp, retry }: { page: InvitedPageActor; lookup: LookupView; inApp: boolean; retry: () => void }) {
  const { t } = useLingui();
  const openAppHref = useSelector(page, selectOpenAppHref);
  const days = REFERRAL_RULES.friendRewardDays;
  switch (lookup.kind) {
    case 'no-code':
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
    case 'unknown':
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
    case 'failed':
      // In the app a 401 is an expired login: Log in, then the lookup carries on. A browser sends
      // no login at all: the server only wouldn't say who invited (the invitation still works).
      return (
        <Banner
          severity="danger"
          title={<Trans>We couldn’t check who invited you</Trans>}
          action={
            lookup.wayOn === 'retry' ? (
              <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            ) : lookup.wayOn === 'open-app' ? (
              <Button variant="secondary" href={openAppHref} onClick={() => page.send({ type: 'action.take', action: 'open_app' })}>
                <Trans>Open the PikPak app</Trans>
              </Button>
            ) : undefined
          }
        >
          <p>
            {lookup.wayOn === 'open-app' ? (
              <Trans>PikPak names the friend who invited you only in the app. The invitation still works: open it in the app, or get the app below.</Trans>
            ) : (
              <ProblemText problem={lookup.problem} />
            )}
          </p>
          {lookup.wayOn === 'log-in' ? <AppScreenAction screen="login" onBack={retry} /> : null}
        </Banner>
      );
    case 'loading':
    case 'ready': {
      // The name is the inviter's own, in any script: isolated so that "Mia W." keeps its order in Arabic.
      // Display text already (protocol/display-text.ts): no bidi controls, at most 64 graphemes.
      const name = <bdi className="user-text">{lookup.kind === 'ready' ? lookup.name : ''}</bdi>;
      return (
        <section className="referral-lead" aria-live="polite" aria-busy={lookup.kind === 'loading'}>
          <span className="referral-lead-icon" aria-hidden="true">
            <Gift />
          </span>
          <div className="referral-lead-text">
            {lookup.kind === 'ready' ? (
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
  }
}
