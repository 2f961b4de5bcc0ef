import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Ticket } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { selectCodeForm, selectEntryOpening, selectFixedCode, type InviteCodeEntryActor } from '../../../machines/referral/invite-code-entry.machine';
import { CODE_FIELD, redemptionFailureOf, REFERRAL_RULES, type Redemption } from '../../../machines/referral/referral-rules';
import { AppScreenAction } from '../../shell/app-screen';
import { DoneAction } from '../../shell/done-action';
import { useForm } from '../../shell/use-form';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { ProblemText } from '../../ui/problem-text';
import { Skeleton } from '../../ui/skeleton';
import { SuccessPanel } from '../../ui/success-panel';

type CodeFormActor = NonNullable<ReturnType<typeof selectCodeForm>>;

/** The address fragment that lands on the code field ("Enter your friend's code" on the invited page). */
export const ENTER_CODE_HASH = 'enter-code';

interface CodeEntryProps {
  /** The code entry: the page machine's child `codeEntry` (the eligibility check, then the code form). */
  entry: InviteCodeEntryActor;
  /** The card's heading; without one (the invited page, where the button says it all) the entry stands unframed. */
  title?: ReactNode;
  /** The field's hint: what to enter and by when. */
  hint?: ReactNode;
  /** Instructions after the card that apply only until the invitation is accepted. */
  untilAccepted?: ReactNode;
  /** The way on when this account can no longer accept an invitation (the invited page's; the invitation page has its own). */
  closedAction?: ReactNode;
}

/**
 * Accepting an invitation (§5.2): a code field on the invitation page, or the code from the
 * link on the invited page (the entry's fixed code). Whether this user may still accept is
 * asked first; then the code entry runs on the shared submission machine (the entry's child). A refused code is stated in the
 * field (focus goes back to it); an accepted one moves focus to the result, and the
 * instructions that no longer apply go away.
 */
export function CodeEntry(props: CodeEntryProps) {
  const { t } = useLingui();
  const opening = useSelector(props.entry, selectEntryOpening);
  const form = useSelector(props.entry, selectCodeForm);
  const hours = REFERRAL_RULES.codeWindowHours;

  switch (opening) {
    case 'checking':
      return (
        <>
          <Frame title={props.title}>
            <Skeleton label={t`Checking whether you can accept an invitation…`} shape="text" lines={2} />
          </Frame>
          {props.untilAccepted}
        </>
      );
    case 'closed':
      return (
        <Frame title={props.title}>
          <Banner severity="info">
            <p>
              <Trans>
                This account can no longer accept an invitation. An account can accept a single invitation, within <Plural value={hours} one="# hour" other="# hours" /> of installing the app.
              </Trans>
            </p>
          </Banner>
          {props.closedAction}
        </Frame>
      );
    case 'open':
      return form ? <CodeForm {...props} form={form} /> : null;
  }
}

function CodeForm(props: CodeEntryProps & { form: CodeFormActor }) {
  const { entry, form } = props;
  const fixedCode = useSelector(entry, selectFixedCode);
  const { status, field: fieldOf, invalid, problem, result: redemption, busy, change, submit: send } = useForm(form);
  const field = useRef<HTMLInputElement>(null);
  const refused = status === 'invalid' || status === 'failed';

  // Arrived by "Enter your friend's code": the field takes focus, ready to type.
  useEffect(() => {
    if (window.location.hash === `#${ENTER_CODE_HASH}`) field.current?.focus();
  }, []);

  // A refused code: focus goes back to the field, which now states why.
  useEffect(() => {
    if (refused) field.current?.focus();
  }, [refused, status]);

  // The task is done: the success pattern takes the entry's place, and is the page's one status message.
  if (status === 'succeeded' && redemption) return <Accepted redemption={redemption} />;

  const failure = status === 'failed' ? redemptionFailureOf(problem) : null;
  const error =
    status === 'invalid' && invalid === 'own-code' ? (
      <Trans>This is your own invitation code. Enter the code of the friend who invited you.</Trans>
    ) : status === 'invalid' ? (
      <Trans>Enter an invitation code first.</Trans>
    ) : failure === 'code-unusable' ? (
      <Trans>This invitation code can’t be accepted. Check it with your friend: an account accepts only one invitation, and never its own code.</Trans>
    ) : failure === 'unsure' ? (
      <Trans>We don’t know whether the invitation was accepted: we didn’t get an answer from the server. Check your Premium’s end date in the app before you try again.</Trans>
    ) : failure === 'login-needed' ? (
      <ProblemText problem={problem} />
    ) : failure === 'other' ? (
      <Trans>Couldn’t confirm the code. Try again later.</Trans>
    ) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  return (
    <>
      <Frame title={props.title}>
        <form className="referral-form" onSubmit={submit} aria-busy={busy} noValidate>
          {fixedCode === null ? (
            <FormField
              ref={field}
              label={<Trans>Your friend’s invitation code</Trans>}
              hint={props.hint}
              error={error}
              name="invitation-code"
              value={fieldOf(CODE_FIELD)}
              onChange={(e) => change(CODE_FIELD, e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              inputClassName="referral-code-input"
            />
          ) : error ? (
            <Banner severity="danger">
              <p>{error}</p>
            </Banner>
          ) : null}
          {/* The login expired: Log in is the way on, and the code is sent again when the reader is back. */}
          {failure === 'login-needed' ? <AppScreenAction screen="login" onBack={send} /> : null}
          {/* As the gift code's form: the code in the code font, the button the form's full-width main action. */}
          <Button type="submit" variant={failure === 'login-needed' ? 'secondary' : 'primary'} block busy={busy} icon={<Ticket aria-hidden="true" />}>
            {fixedCode === null ? <Trans>Confirm code</Trans> : <Trans>Accept the invitation</Trans>}
          </Button>
        </form>
      </Frame>
      {props.untilAccepted}
    </>
  );
}

/** The entry's card, or no frame when it has no title. */
function Frame({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return title ? <Card title={title}>{children}</Card> : <div className="referral-entry">{children}</div>;
}

/**
 * §8: the invitation is accepted, with the friend's Premium days and, when the reply says it,
 * the new end of their Premium; one "Done" (the app closes the page). SuccessPanel takes focus.
 */
function Accepted({ redemption }: { redemption: Redemption }) {
  const { i18n } = useLingui();
  const { days, expire } = redemption;
  const until = expire ? i18n.date(new Date(expire), { dateStyle: 'long' }) : null;
  return (
    <SuccessPanel title={<Trans>Invitation accepted</Trans>} done={<DoneAction />}>
      <p>
        {days !== null ? (
          <Plural value={days} one="You joined through your friend’s invitation: # extra Premium day added." other="You joined through your friend’s invitation: # extra Premium days added." />
        ) : (
          <Trans>You joined through your friend’s invitation.</Trans>
        )}
      </p>
      {until ? (
        <p>
          <Trans>Premium now runs until {until}.</Trans>
        </p>
      ) : null}
    </SuccessPanel>
  );
}
