import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { RotateCw, Sparkles, Ticket } from 'lucide-react';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import {
  GIFT_CODE_FIELD,
  GIFT_CODE_MAX_LENGTH,
  focusesField,
  sameFields,
  selectCodeForm,
  type CodeFormView,
  type GiftCodeFieldError,
  type GiftCodePageActor,
} from '../../../machines/gift-code/gift-code-page.view';
import { AppScreenAction } from '../../shell/app-screen';
import { useForm } from '../../shell/use-form';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { GetAppLink } from '../../ui/get-app-link';
import { ProblemText } from '../../ui/problem-text';
import { Redeemed } from './redeemed';
import type { GiftCodeForm } from './wiring';

/**
 * The code form of a logged-in reader, drawn from its view model (selectCodeForm): a refusal
 * about the code is said in the field (focus goes back there); every other failure says why
 * in a banner above its main action (Get Premium, Confirm it's you, Log in, Try again), the
 * code kept. Success is the page's SuccessPanel.
 */
export function CodeForm({ page, form, inApp }: { page: GiftCodePageActor; form: GiftCodeForm; inApp: boolean }) {
  const { field: fieldOf, change, submit, again } = useForm(form);
  const view = useSelector(form, (s) => selectCodeForm(s, inApp), sameFields);
  const field = useRef<HTMLInputElement>(null);
  const focus = focusesField(view);

  // A refused code: focus goes back to the field, which now says why.
  useEffect(() => {
    if (focus) field.current?.focus();
  }, [focus, view]);

  if (view.kind === 'redeemed') {
    return (
      <Redeemed
        result={view.result}
        onAgain={() => {
          again();
          change(GIFT_CODE_FIELD, '');
        }}
      />
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <Card>
      <form className="gift-form" onSubmit={onSubmit} aria-busy={view.busy} noValidate>
        <FormField
          ref={field}
          label={<Trans>Gift code</Trans>}
          hint={<Trans>Paste or type the code. Spaces are removed for you.</Trans>}
          error={view.kind === 'entering' && view.fieldError !== null ? <FieldError error={view.fieldError} /> : null}
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
        <Notice view={view} />
        <div className="gift-actions">
          <MainAction view={view} page={page} submit={submit} />
        </div>
      </form>
    </Card>
  );
}

function FieldError({ error }: { error: GiftCodeFieldError }): ReactNode {
  switch (error) {
    case 'empty':
      return <Trans>Enter your gift code.</Trans>;
    case 'unknown':
      return <Trans>We couldn’t find this gift code. Check it for typing mistakes, or paste it again.</Trans>;
    case 'used':
      return <Trans>This gift code has already been used. Each code can be redeemed only once.</Trans>;
    case 'expired':
      return <Trans>This gift code has expired. Ask whoever gave it to you for a new one.</Trans>;
  }
}

/** Why the code was not redeemed, when it is not about the code as typed: its cause and what to do. */
function Notice({ view }: { view: Exclude<CodeFormView, { kind: 'redeemed' }> }) {
  switch (view.kind) {
    case 'entering':
      return null;
    case 'premium-only':
      return (
        <Banner severity="warning" title={<Trans>The code wasn’t redeemed</Trans>}>
          <p>
            {view.inApp ? (
              <Trans>This code works only on accounts that have Premium. Get Premium first, then redeem it—we’ll keep your code here.</Trans>
            ) : (
              <Trans>This code works only on accounts that have Premium. Get Premium in the PikPak app first, then redeem your code there.</Trans>
            )}
          </p>
        </Banner>
      );
    case 'confirm':
      return view.inApp ? (
        <Banner severity="warning" title={<Trans>Confirm it’s you to redeem this code</Trans>}>
          <p>
            <Trans>The app will confirm this account is yours. We’ll keep your code here and redeem it when you’re back.</Trans>
          </p>
        </Banner>
      ) : (
        <Banner severity="danger" title={<Trans>The code wasn’t redeemed</Trans>}>
          <p>
            <Trans>We need to confirm it’s you before this code can be redeemed. Try again in a few minutes; if you see this message again, contact us via Feedback in the app.</Trans>
          </p>
        </Banner>
      );
    case 'unsure':
      return (
        <Banner severity="warning" title={<Trans>We don’t know whether your code was redeemed</Trans>}>
          <p>
            <Trans>We didn’t get an answer from the server, so the code may have been redeemed. Check your Premium’s end date in the app before you try again.</Trans>
          </p>
        </Banner>
      );
    case 'failed':
      return (
        <Banner severity="danger" title={<Trans>The code wasn’t redeemed</Trans>}>
          <p>
            <ProblemText
              problem={view.problem}
              refused={() =>
                view.wayOn === 'own' ? (
                  <Trans>This code can’t be redeemed on this account. Check the code, or contact us via Feedback in the app.</Trans>
                ) : (
                  <Trans>Something went wrong on our side. We’ve kept your code, so you can try again.</Trans>
                )
              }
            />
          </p>
        </Banner>
      );
  }
}

/** The failure's main action first, Redeem (a secondary button then) after it; Try again where a retry may pass. */
function MainAction({ view, page, submit }: { view: Exclude<CodeFormView, { kind: 'redeemed' }>; page: GiftCodePageActor; submit: () => void }) {
  const primary = view.main === 'redeem' || view.main === 'retry';
  return (
    <>
      {view.main === 'get-premium' ? (
        <Button block icon={<Sparkles aria-hidden="true" />} onClick={() => page.send({ type: 'premium.open' })}>
          <Trans>Get Premium</Trans>
        </Button>
      ) : view.main === 'confirm' ? (
        <AppScreenAction screen="verification" />
      ) : view.main === 'log-in' ? (
        <AppScreenAction screen="login" onBack={submit} />
      ) : view.main === 'get-app' ? (
        <GetAppLink />
      ) : null}
      <Button type="submit" variant={primary ? 'primary' : 'secondary'} block busy={view.busy} icon={view.main === 'retry' ? <RotateCw aria-hidden="true" /> : <Ticket aria-hidden="true" />}>
        {view.main === 'retry' ? <Trans>Try again</Trans> : <Trans>Redeem</Trans>}
      </Button>
    </>
  );
}
