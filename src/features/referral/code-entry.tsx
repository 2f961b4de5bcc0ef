import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CircleCheck, Ticket } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { InviteCodeEntryActor } from '../../../machines/referral/invite-code-entry.machine';
import { CODE_FIELD, REFERRAL_RULES, resultInCard, selectCodeFormView, selectEntryView, type CodeError, type EntryView } from '../../../machines/referral/invite-code-entry.view';
import type { Problem } from '../../../machines/core/problem';
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

type CodeFormActor = Extract<EntryView, { kind: 'open' }>['form'];

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
  /** What shows when the link's code is the reader's own (the invited page's own-link card). */
  own?: ReactNode;
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
  const view = useSelector(props.entry, selectEntryView);
  const hours = REFERRAL_RULES.codeWindowHours;

  switch (view.kind) {
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
    case 'own':
      return props.own ?? null;
    case 'open':
      return <CodeForm {...props} form={view.form} fixedCode={view.fixedCode} inCard={resultInCard(view)} />;
  }
}

function CodeForm(props: CodeEntryProps & { form: CodeFormActor; fixedCode: string | null; inCard: boolean }) {
  const { form, fixedCode } = props;
  const { field: fieldOf, busy, change, submit: send } = useForm(form);
  const view = useSelector(form, selectCodeFormView);
  const field = useRef<HTMLInputElement>(null);
  const error = view.kind === 'editing' ? view.error : null;

  // Arrived by "Enter your friend's code": the field takes focus, ready to type.
  useEffect(() => {
    if (window.location.hash === `#${ENTER_CODE_HASH}`) field.current?.focus();
  }, []);

  // A refused code: focus goes back to the field, which now states why.
  useEffect(() => {
    if (error !== null) field.current?.focus();
  }, [error, view]);

  // The task is done: on the invitation page the result takes the card's place (the page stays);
  // on the invited page the success pattern takes the entry's place, and is the page's one status message.
  if (view.kind === 'accepted') {
    return props.inCard ? (
      <Frame title={props.title}>
        <AcceptedInCard days={view.days} until={view.until} />
      </Frame>
    ) : (
      <Accepted days={view.days} until={view.until} />
    );
  }

  const words = error ? <CodeErrorText error={error} problem={view.problem} /> : null;
  const logIn = view.wayOn === 'log-in';
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
              error={words}
              name="invitation-code"
              value={fieldOf(CODE_FIELD)}
              onChange={(e) => change(CODE_FIELD, e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              dir="ltr"
              inputClassName="referral-code-input"
            />
          ) : words ? (
            <Banner severity="danger">
              <p>{words}</p>
            </Banner>
          ) : null}
          {/* The login expired: Log in is the way on, and the code is sent again when the reader is back. */}
          {logIn ? <AppScreenAction screen="login" onBack={send} /> : null}
          {/* As the gift code's form: the code in the code font, the button the form's full-width main action. */}
          <Button type="submit" variant={logIn ? 'secondary' : 'primary'} block busy={busy} icon={<Ticket aria-hidden="true" />}>
            {fixedCode === null ? <Trans>Confirm code</Trans> : <Trans>Accept the invitation</Trans>}
          </Button>
        </form>
      </Frame>
      {props.untilAccepted}
    </>
  );
}

/** Why the code was not accepted, with what to do (the form's button, or Log in above it, is the way on). */
function CodeErrorText({ error, problem }: { error: CodeError; problem: Problem | null }) {
  switch (error) {
    case 'own-code':
      return <Trans>This is your own invitation code. Enter the code of the friend who invited you.</Trans>;
    case 'empty':
      return <Trans>Enter an invitation code first.</Trans>;
    case 'code-unusable':
      return <Trans>This invitation code can’t be accepted. Check it with your friend: an account accepts only one invitation, and never its own code.</Trans>;
    case 'unsure':
      return <Trans>We don’t know whether the invitation was accepted: we didn’t get an answer from the server. Check your Premium’s end date in the app before you try again.</Trans>;
    case 'login-needed':
      return <ProblemText problem={problem} />;
    case 'other':
      return <Trans>Couldn’t confirm the code. Try again later.</Trans>;
  }
}

/** The entry's card, or no frame when it has no title. */
function Frame({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return title ? <Card title={title}>{children}</Card> : <div className="referral-entry">{children}</div>;
}

/** What the accepted invitation gave: the friend's days, and the new end of their Premium when the reply says it. */
function AcceptedWords({ days, end }: { days: number | null; end: Date | null }) {
  const { i18n } = useLingui();
  const until = end ? i18n.date(end, { dateStyle: 'long' }) : null;
  return (
    <>
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
    </>
  );
}

/**
 * §8 on the invited page: the invitation is accepted, with the friend's Premium days and the
 * new end of their Premium; one "Done" (the app closes the page). SuccessPanel takes focus.
 */
function Accepted({ days, until }: { days: number | null; until: Date | null }) {
  return (
    <SuccessPanel title={<Trans>Invitation accepted</Trans>} done={<DoneAction />}>
      <AcceptedWords days={days} end={until} />
    </SuccessPanel>
  );
}

/**
 * On the invitation page the result stays in the code's card: what changed, with its figure
 * and date, and nothing that closes the page (the rest of the page is still the reader's).
 * It takes focus, as the success panel does, so a screen reader reads the outcome.
 */
function AcceptedInCard({ days, until }: { days: number | null; until: Date | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="referral-accepted">
      <h3 className="referral-accepted-title">
        <CircleCheck aria-hidden="true" />
        <Trans>Invitation accepted</Trans>
      </h3>
      <AcceptedWords days={days} end={until} />
    </div>
  );
}
