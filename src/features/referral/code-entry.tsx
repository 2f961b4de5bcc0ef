import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo, type FormEvent } from 'react';
import { fromPromise } from 'xstate';
import { inviteCodeEntryMachine } from '../../machines/invite-code-entry.machine';
import { REFERRAL_RULES } from '../../machines/referral-rules';
import type { Session } from '../../protocol/session';
import { useServices } from '../ui/services-context';
import { useTrackReports } from './use-referral';

/**
 * Accepting an invitation: a code field on the invitation page, or the code from the link on
 * the invited page (`fixedCode`). The machine asks whether this user may still accept, refuses
 * an empty code, and sends one request per submission.
 */
export function CodeEntry({ session, page, fixedCode }: { session: Session; page: 'invitation' | 'invited'; fixedCode?: string }) {
  const services = useServices();
  const { api } = services;
  const fieldId = useId();
  const hours = REFERRAL_RULES.codeWindowHours;
  const machine = useMemo(
    () =>
      inviteCodeEntryMachine.provide({
        actors: {
          checkEligibility: fromPromise(async () => {
            const reply = await api.checkInvite(session.userID ?? '0');
            return { canAccept: reply.can_accept, reason: reply.reason ?? null };
          }),
          redeem: fromPromise(async ({ input }) => {
            const reply = await api.redeemActivationCode({ activation_code: input.code, page: 'invite' });
            return { days: reply.add_days || reply.invited_days };
          }),
        },
      }),
    [api, session],
  );
  const actor = useActorRef(machine, { input: { initialCode: fixedCode ?? '', page } });
  useTrackReports(actor, services.track);
  const snapshot = useSelector(actor, (s) => s);
  const days = snapshot.context.days;
  const busy = snapshot.hasTag('busy');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'code.submit' });
  };

  if (snapshot.matches('checking')) {
    return (
      <p className="muted" role="status" aria-busy="true">
        <Trans>Checking whether you can accept an invitation…</Trans>
      </p>
    );
  }
  if (snapshot.matches('closed')) {
    return (
      <p className="muted">
        <Trans>
          This account can no longer accept an invitation. An account can accept a single invitation, within {hours} hours of installing the app.
        </Trans>
      </p>
    );
  }
  if (snapshot.matches('accepted')) {
    return (
      <div className="referral-success" role="status">
        <p>
          <strong>
            <Trans>Invitation code confirmed successfully</Trans>
          </strong>
        </p>
        <p>
          <Trans>Invitation relationship established</Trans>
        </p>
        {snapshot.matches({ accepted: 'withReward' }) ? (
          <p>
            <Trans>Congratulations on your {days} days Premium!</Trans>
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form className="referral-form" onSubmit={submit} aria-busy={busy} noValidate>
      {fixedCode === undefined ? (
        <label htmlFor={fieldId}>
          <span>
            <Trans>Your friend’s invitation code</Trans>
          </span>
          <input
            id={fieldId}
            name="invitation-code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={snapshot.context.draft}
            aria-invalid={snapshot.matches({ editing: 'refused' }) || snapshot.matches({ editing: 'failed' })}
            aria-describedby={`${fieldId}-message`}
            onChange={(e) => actor.send({ type: 'code.change', value: e.target.value })}
          />
        </label>
      ) : null}
      <button type="submit" className="button">
        {busy ? (
          <Trans>Confirming…</Trans>
        ) : fixedCode === undefined ? (
          <Trans>Confirm code</Trans>
        ) : (
          <Trans>Accept the invitation</Trans>
        )}
      </button>
      <div id={`${fieldId}-message`} role="alert" style={{ flexBasis: '100%' }}>
        {snapshot.matches({ editing: 'refused' }) ? (
          <p>
            <Trans>Enter an invitation code first.</Trans>
          </p>
        ) : null}
        {snapshot.matches({ editing: 'failed' }) ? (
          <p>
            <Trans>Redemption failed, please try again later</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}
