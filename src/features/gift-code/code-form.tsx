import { Trans } from '@lingui/react/macro';
import { Ticket } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { GIFT_CODE_FIELD, giftCodeOutcomeOf } from '../../../machines/gift-code/gift-code-rules';
import { GIFT_CODE_MAX_LENGTH } from '../../../machines/gift-code/gift-code-text';
import { AppScreenAction } from '../../shell/app-screen';
import { useForm } from '../../shell/use-form';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { ProblemText } from '../../ui/problem-text';
import { Redeemed } from './redeemed';
import type { GiftCodeForm } from './wiring';

/**
 * The code form of a logged-in reader. A refusal about the code is said in the field (focus
 * goes back there); one that needs the reader to confirm it is them offers, in the app, the
 * app's verification screen, the code kept for the next Redeem; any other failure says why
 * and keeps the code for a retry. Success is the page's SuccessPanel.
 */
export function CodeForm({ form, inApp }: { form: GiftCodeForm; inApp: boolean }) {
  const { status, problem, result, busy, field: fieldOf, change, submit, again } = useForm(form);
  const field = useRef<HTMLInputElement>(null);
  const outcome = giftCodeOutcomeOf(status === 'invalid' || status === 'failed' ? status : 'other', problem);

  // A refused code: focus goes back to the field, which now says why.
  useEffect(() => {
    if (outcome.field) field.current?.focus();
  }, [outcome.field, status]);

  if (status === 'succeeded' && result) {
    return (
      <Redeemed
        result={result}
        onAgain={() => {
          again();
          change(GIFT_CODE_FIELD, '');
        }}
      />
    );
  }

  const fieldError =
    outcome.field === 'empty' ? (
      <Trans>Enter your gift code.</Trans>
    ) : outcome.field === 'unknown' ? (
      <Trans>We couldn’t find this gift code. Check it for typing mistakes, or paste it again.</Trans>
    ) : outcome.field === 'used' ? (
      <Trans>This gift code has already been used. Each code can be redeemed only once.</Trans>
    ) : outcome.field === 'expired' ? (
      <Trans>This gift code has expired. Ask whoever gave it to you for a new one.</Trans>
    ) : outcome.field === 'not-eligible' ? (
      <Trans>This code works only on accounts that currently have Premium.</Trans>
    ) : null;
  // In the app, confirming is the way on: Redeem steps back to a secondary button until then.
  const confirming = inApp && outcome.banner === 'verification';
  // In the app, a login that expired: logging in again is the way on, then Redeem again.
  const loggingIn = inApp && outcome.banner === 'login';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Card>
      <form className="gift-form" onSubmit={onSubmit} aria-busy={busy} noValidate>
        <FormField
          ref={field}
          label={<Trans>Gift code</Trans>}
          hint={<Trans>Paste or type the code. Spaces are removed for you.</Trans>}
          error={fieldError}
          name="gift-code"
          value={fieldOf(GIFT_CODE_FIELD)}
          onChange={(e) => change(GIFT_CODE_FIELD, e.target.value)}
          maxLength={GIFT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="done"
          dir="ltr"
          inputClassName="gift-code-input"
        />
        {confirming ? (
          <Banner severity="warning" title={<Trans>Confirm it’s you to redeem this code</Trans>}>
            <p>
              <Trans>The app checks that this account is yours. Your code stays entered, and is redeemed by itself when you’re back.</Trans>
            </p>
          </Banner>
        ) : outcome.banner === 'unsure' ? (
          <Banner severity="warning" title={<Trans>We don’t know whether your code was redeemed</Trans>}>
            <p>
              <Trans>We didn’t get an answer from the server, so the code may have been redeemed. Check your Premium’s end date in the app before you try again.</Trans>
            </p>
          </Banner>
        ) : outcome.banner !== null ? (
          <Banner severity="danger" title={<Trans>The code wasn’t redeemed</Trans>}>
            <p>
              {outcome.banner === 'verification' ? (
                <Trans>
                  We need to confirm it’s you before this code can be redeemed. Try again in a few minutes; if you see this message again, contact us via Feedback in the app.
                </Trans>
              ) : (
                <ProblemText problem={problem} refused={() => <Trans>Codes can’t be redeemed right now. Your code is still entered—try again later.</Trans>} />
              )}
            </p>
          </Banner>
        ) : null}
        <div className="gift-actions">
          {confirming ? <AppScreenAction screen="verification" /> : loggingIn ? <AppScreenAction screen="login" onBack={submit} /> : null}
          <Button type="submit" variant={confirming || loggingIn ? 'secondary' : 'primary'} block busy={busy} icon={<Ticket aria-hidden="true" />}>
            <Trans>Redeem</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}
