import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, type FormEvent } from 'react';
import { CODE_FIELD, entryOpening, redemptionFailureOf, REFERRAL_RULES, type Redemption } from '../../../machines/referral-rules';
import { selectRequestStatus } from '../../../machines/request.machine';
import {
  selectField,
  selectInvalid,
  selectSubmissionProblem,
  selectSubmissionStatus,
  type SubmissionSnapshot,
} from '../../../machines/submission.machine';
import type { Session } from '../../../protocol/session';
import { useServices } from '../../ui/services-context';
import { useTrackReports } from '../../ui/use-track-reports';
import { useCodeEntryWiring } from './wiring';

const selectCode = selectField(CODE_FIELD);
const selectBusy = (s: SubmissionSnapshot) => s.hasTag('busy');

type Page = 'invitation' | 'invited';

/**
 * Accepting an invitation (§5.2): a code field on the invitation page, or the code from the
 * link on the invited page (`fixedCode`). Whether this user may still accept is asked first;
 * then the code entry runs on the shared submission machine.
 */
export function CodeEntry({ session, page, fixedCode = null }: { session: Session; page: Page; fixedCode?: string | null }) {
  const wiring = useCodeEntryWiring(session);
  const check = useActorRef(wiring.eligibility.machine, { input: {} });
  const status = useSelector(check, selectRequestStatus);
  const eligibility = useSelector(check, wiring.eligibility.selectData);
  const hours = REFERRAL_RULES.codeWindowHours;

  switch (entryOpening(status, eligibility)) {
    case 'checking':
      return (
        <p className="muted" role="status" aria-busy="true">
          <Trans>Checking whether you can accept an invitation…</Trans>
        </p>
      );
    case 'closed':
      return (
        <p className="muted">
          <Trans>
            This account can no longer accept an invitation. An account can accept a single invitation, within {hours} hours of installing the app.
          </Trans>
        </p>
      );
    case 'open':
      return <CodeForm wiring={wiring} page={page} fixedCode={fixedCode} ownCode={eligibility?.ownCode ?? null} />;
  }
}

function CodeForm(props: { wiring: ReturnType<typeof useCodeEntryWiring>; page: Page; fixedCode: string | null; ownCode: string | null }) {
  const { wiring, page, fixedCode, ownCode } = props;
  const { track } = useServices();
  const fieldId = useId();
  const form = useActorRef(wiring.form.machine, { input: wiring.formInput(page, fixedCode, ownCode) });
  useTrackReports(form, track);
  const status = useSelector(form, selectSubmissionStatus);
  const code = useSelector(form, selectCode);
  const invalid = useSelector(form, selectInvalid);
  const problem = useSelector(form, selectSubmissionProblem);
  const redemption = useSelector(form, wiring.form.selectResult);
  const busy = useSelector(form, selectBusy);

  if (status === 'succeeded' && redemption) return <Accepted redemption={redemption} />;
  const failure = status === 'failed' ? redemptionFailureOf(problem) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.send({ type: 'form.submit' });
  };
  return (
    <form className="referral-form" onSubmit={submit} aria-busy={busy} noValidate>
      {fixedCode === null ? (
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
            value={code}
            aria-invalid={status === 'invalid' || status === 'failed'}
            aria-describedby={`${fieldId}-message`}
            onChange={(e) => form.send({ type: 'form.change', field: CODE_FIELD, value: e.target.value })}
          />
        </label>
      ) : null}
      <button type="submit" className="button">
        {busy ? <Trans>Confirming…</Trans> : fixedCode === null ? <Trans>Confirm code</Trans> : <Trans>Accept the invitation</Trans>}
      </button>
      <div id={`${fieldId}-message`} role="alert" style={{ flexBasis: '100%' }}>
        {status === 'invalid' && invalid === 'empty' ? (
          <p>
            <Trans>Enter an invitation code first.</Trans>
          </p>
        ) : null}
        {status === 'invalid' && invalid === 'own-code' ? (
          <p>
            <Trans>This is your own invitation code. Enter the code of the friend who invited you.</Trans>
          </p>
        ) : null}
        {failure === 'code-unusable' ? (
          <p>
            <Trans>This invitation code cannot be accepted. Check it with your friend: an account accepts only one invitation, and never its own code.</Trans>
          </p>
        ) : null}
        {failure === 'other' ? (
          <p>
            <Trans>Redemption failed, please try again later</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}

/** §8: the code is confirmed, the relationship established, and the friend's Premium days if any. */
function Accepted({ redemption }: { redemption: Redemption }) {
  const days = redemption.days;
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
      {days !== null ? (
        <p>
          <Trans>Congratulations on your {days} days Premium!</Trans>
        </p>
      ) : null}
    </div>
  );
}
