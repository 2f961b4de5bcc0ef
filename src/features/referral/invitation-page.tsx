import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invitationPageMachine, type CopySubject, type InvitationPageActor } from '../../machines/invitation-page.machine';
import { REFERRAL_RULES } from '../../machines/referral-rules';
import type { Session } from '../../protocol/session';
import { useServices } from '../ui/services-context';
import { copyToClipboard } from './clipboard';
import { CodeEntry } from './CodeEntry';
import { CopyStatus } from './CopyStatus';
import { ErrorText } from './ErrorText';
import { InviteHistory } from './InviteHistory';
import { RulesText } from './RulesText';
import { inviteLink, isLoggedIn, useBrowserFacts, useTrackReports } from './use-referral';
import './referral.css';

/** The upgrade guidance, shown and copied to the clipboard when the app is too old (§2, §8). */
const UPGRADE_GUIDANCE = msg`To update PikPak, open the app’s Settings, then About, then Check for updates, and install the latest version.`;

/** How long 'Copied to clipboard' stays up. */
const CONFIRMATION_MS = 3000;

/** The inviter's page for a known session: logged out, or the whole programme. */
export function InvitationContent({ session }: { session: Session }) {
  const services = useServices();
  const { api } = services;
  const { i18n } = useLingui();
  const facts = useBrowserFacts(services);
  const origin = facts?.origin ?? null;
  const loggedIn = isLoggedIn(session);
  const versionCode = session.nativeUserInfo?.versionCode;
  const app = services.bridge.kind !== 'absent' && versionCode !== undefined ? { platform: services.bridge.kind, versionCode } : null;

  const machine = useMemo(
    () =>
      invitationPageMachine.provide({
        actors: {
          loadSummary: fromPromise(async () => {
            const [{ code }, totals] = await Promise.all([api.inviteCode(), api.inviteInfo()]);
            return { code, totals };
          }),
          checkVersion: fromPromise(async ({ input }) => {
            const reply = await api.checkClientVersion({ platform: input.platform, version_code: input.versionCode });
            return { upgradeRequired: reply.upgrade_required };
          }),
          copyText: fromPromise(async ({ input }: { input: { subject: CopySubject; code: string | null } }) => {
            const text =
              input.subject === 'upgrade-guidance'
                ? i18n._(UPGRADE_GUIDANCE)
                : input.subject === 'link'
                  ? // Actors run after render, so reading the address here is safe.
                  inviteLink(window.location.origin, input.code ?? '')
                  : (input.code ?? '');
            await copyToClipboard(services, text);
          }),
        },
      }),
    [api, i18n, services],
  );
  const actor = useActorRef(machine, { input: { loggedIn, app, confirmationMs: CONFIRMATION_MS } });
  useTrackReports(actor, services.track);
  const snapshot = useSelector(actor, (s) => s);

  return (
    <>
      {snapshot.matches({ version: 'tooOld' }) ? (
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
          <button type="button" className="button button-secondary" onClick={() => actor.send({ type: 'copy.request', subject: 'upgrade-guidance' })}>
            <Trans>Copy the steps again</Trans>
          </button>
        </div>
      ) : null}
      {loggedIn ? <Programme actor={actor} session={session} origin={origin} canShare={facts?.canShare ?? false} /> : <LoggedOut />}
      <RulesText />
      <CopyStatus state={copyState(snapshot)} />
    </>
  );
}

function copyState(snapshot: ReturnType<InvitationPageActor['getSnapshot']>) {
  if (snapshot.matches({ copy: 'copied' })) return 'copied';
  if (snapshot.matches({ copy: 'failed' })) return 'failed';
  return snapshot.matches({ copy: 'copying' }) ? 'copying' : 'idle';
}

function LoggedOut() {
  const { bridge } = useServices();
  return (
    <section className="referral-section" aria-labelledby="referral-login-title">
      <h2 id="referral-login-title">
        <Trans>Log in to invite friends</Trans>
      </h2>
      <p>
        <Trans>Open the PikPak app and log in, then open Invite friends again to see your invitation code, your link and your rewards.</Trans>
      </p>
      {bridge.kind === 'absent' ? (
        <div className="actions">
          <Link to="/toapp" className="button">
            <Trans>Get the PikPak app</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}

function Programme({ actor, session, origin, canShare }: { actor: InvitationPageActor; session: Session; origin: string | null; canShare: boolean }) {
  const snapshot = useSelector(actor, (s) => s);
  const summary = snapshot.context.summary;
  const hours = REFERRAL_RULES.codeWindowHours;
  return (
    <>
      {summary?.totals.reward_withdrawn ? <WithdrawnWarning /> : null}
      {snapshot.matches({ summary: 'loading' }) ? (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Loading your invitation code…</Trans>
        </p>
      ) : null}
      {snapshot.matches({ summary: 'failed' }) ? (
        <div className="referral-alert" role="alert">
          <p>
            <Trans>Your invitation code and rewards could not be loaded.</Trans> <ErrorText error={snapshot.context.summaryError} />
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'summary.retry' })}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {summary ? <Totals totals={summary.totals} /> : null}
      <InviteMethods actor={actor} code={summary?.code ?? null} origin={origin} canShare={canShare} />
      <InviteHistory />
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

function Totals({ totals }: { totals: { invited_nums: number; add_days: number; join_vip_nums: number; invited_join_days: number } }) {
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

function InviteMethods({ actor, code, origin, canShare }: { actor: InvitationPageActor; code: string | null; origin: string | null; canShare: boolean }) {
  const services = useServices();
  const { t } = useLingui();
  const inApp = services.bridge.kind !== 'absent';
  const hours = REFERRAL_RULES.codeWindowHours;
  const fileHours = REFERRAL_RULES.fileWindowHours;
  const link = code && origin ? inviteLink(origin, code) : null;

  const share = () => {
    if (!link) return;
    actor.send({ type: 'share.request' });
    navigator.share({ title: t`Join me on PikPak`, url: link }).catch(() => undefined);
  };

  return (
    <section className="referral-section" aria-labelledby="referral-methods-title">
      <h2 id="referral-methods-title">
        <Trans>Ways to invite</Trans>
      </h2>
      <div className="referral-card">
        <h3>
          <Trans>Install link</Trans>
        </h3>
        <p>
          <Trans>Send your link. Your friend installs the app from it and logs in.</Trans>
        </p>
        {link ? <p className="referral-link">{link}</p> : null}
        <div className="actions">
          <button type="button" className="button" disabled={!code} onClick={() => actor.send({ type: 'copy.request', subject: 'link' })}>
            <Trans>Copy link</Trans>
          </button>
          {canShare && link ? (
            <button type="button" className="button button-secondary" onClick={share}>
              <Trans>Share link</Trans>
            </button>
          ) : null}
        </div>
      </div>
      <div className="referral-card">
        <h3>
          <Trans>Invitation code</Trans>
        </h3>
        <p>
          <Trans>Your friend installs the app, logs in and enters your code within {hours} hours of installing.</Trans>
        </p>
        {code ? (
          <p>
            <span className="muted">
              <Trans>Your code:</Trans>
            </span>{' '}
            <span className="referral-code">{code}</span>
          </p>
        ) : null}
        <div className="actions">
          <button type="button" className="button" disabled={!code} onClick={() => actor.send({ type: 'copy.request', subject: 'code' })}>
            <Trans>Copy code</Trans>
          </button>
        </div>
      </div>
      <div className="referral-card">
        <h3>
          <Trans>Share a file</Trans>
        </h3>
        <p>
          <Trans>
            Share a file from your drive. Your friend creates an account and saves the file within {fileHours} hours; the install reward also needs the app installed within {fileHours} hours of creating the account.
          </Trans>
        </p>
        <div className="actions">
          {inApp ? (
            <button
              type="button"
              className="button"
              onClick={() => {
                actor.send({ type: 'drive.open' });
                void services.bridge.call('backToFilePage');
              }}
            >
              <Trans>Choose a file to share</Trans>
            </button>
          ) : (
            <a className="button" href={services.config.webDriveUrl} rel="noopener" onClick={() => actor.send({ type: 'drive.open' })}>
              <Trans>Open the web drive to share a file</Trans>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
