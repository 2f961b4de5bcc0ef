import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invitedPageMachine, type InvitedAction, type InvitedPageActor } from '../../machines/invited-page.machine';
import { REFERRAL_RULES } from '../../machines/referral-rules';
import type { Session } from '../../protocol/session';
import { useServices } from '../ui/services-context';
import { copyToClipboard } from './clipboard';
import { CodeEntry } from './CodeEntry';
import { CopyStatus } from './CopyStatus';
import { ErrorText } from './ErrorText';
import { GetTheApp } from './GetTheApp';
import { isLoggedIn, useBrowserFacts, useTrackReports } from './use-referral';
import './referral.css';

const CONFIRMATION_MS = 3000;

/** The invited friend's landing page for a known session. */
export function InvitedContent({ code, session }: { code: string | null; session: Session }) {
  const services = useServices();
  const { api } = services;
  const facts = useBrowserFacts(services);
  const platform = facts?.platform ?? null;
  const inApp = services.bridge.kind !== 'absent';
  const machine = useMemo(
    () =>
      invitedPageMachine.provide({
        actors: {
          lookupInviter: fromPromise(async ({ input }) => ({ name: (await api.inviter(input.code)).user_name })),
          copyCode: fromPromise(({ input }) => copyToClipboard(services, input.code)),
        },
      }),
    [api, services],
  );
  const actor = useActorRef(machine, { input: { code, confirmationMs: CONFIRMATION_MS } });
  useTrackReports(actor, services.track);
  const snapshot = useSelector(actor, (s) => s);
  const take = (action: InvitedAction) => actor.send({ type: 'action.take', action });
  const usable = code !== null && !snapshot.matches({ inviter: 'unknown' });

  return (
    <>
      <Inviter actor={actor} />
      {usable && platform === 'ios' && !inApp ? <CodeBox actor={actor} code={code} prominent /> : null}
      {usable && inApp ? <Accept code={code} session={session} /> : null}
      {!inApp ? <GetTheApp platform={platform} href={facts?.href ?? null} onAction={take} /> : null}
      {usable ? <Steps code={code} /> : null}
      {usable && !(platform === 'ios' && !inApp) ? <CodeBox actor={actor} code={code} /> : null}
      <CopyStatus state={snapshot.matches({ copy: 'copied' }) ? 'copied' : snapshot.matches({ copy: 'failed' }) ? 'failed' : 'idle'} />
    </>
  );
}

function Inviter({ actor }: { actor: InvitedPageActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const name = snapshot.context.inviterName ?? '';
  const days = REFERRAL_RULES.friendRewardDays;
  if (snapshot.matches({ inviter: 'noCode' })) {
    return (
      <div className="referral-alert" role="alert">
        <p>
          <Trans>This invitation link has no valid invitation code. Ask your friend to send their link again.</Trans>
        </p>
      </div>
    );
  }
  if (snapshot.matches({ inviter: 'unknown' })) {
    return (
      <div className="referral-alert" role="alert">
        <p>
          <Trans>We could not find this invitation code. Check the link with your friend; you can still get the app below.</Trans>
        </p>
      </div>
    );
  }
  if (snapshot.matches({ inviter: 'failed' })) {
    return (
      <div className="referral-alert" role="alert">
        <p>
          <Trans>We could not check who invited you.</Trans> <ErrorText error={snapshot.context.error} />
        </p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'inviter.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <section aria-live="polite" aria-busy={snapshot.hasTag('busy')}>
      {snapshot.matches({ inviter: 'found' }) ? (
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

function CodeBox({ actor, code, prominent = false }: { actor: InvitedPageActor; code: string; prominent?: boolean }) {
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
        <button type="button" className="button" onClick={() => actor.send({ type: 'code.copy' })}>
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

function Accept({ code, session }: { code: string; session: Session }) {
  return (
    <section className="referral-section" aria-labelledby="invited-accept-title">
      <h2 id="invited-accept-title">
        <Trans>Accept the invitation</Trans>
      </h2>
      {isLoggedIn(session) ? (
        <CodeEntry session={session} page="invited" fixedCode={code} />
      ) : (
        <p>
          <Trans>Log in to the app first, then open this invitation link again to accept it.</Trans>
        </p>
      )}
    </section>
  );
}
