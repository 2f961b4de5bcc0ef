import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CalendarPlus, ShieldCheck, Ticket } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { selectGiftCodeEntry, selectGiftCodeForm } from '../../../machines/gift-code-page.machine';
import { GIFT_CODE_FIELD, giftCodeOutcomeOf } from '../../../machines/gift-code-rules';
import { GIFT_CODE_MAX_LENGTH } from '../../../machines/gift-code-text';
import { Page } from '../../shell/page';
import { SessionGate } from '../../shell/session-gate';
import { useForm } from '../../shell/use-form';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { FormField } from '../../ui/form-field';
import { GetAppLink } from '../../ui/get-app-link';
import { List, ListRow } from '../../ui/list-row';
import { ProblemText } from '../../ui/problem-text';
import { Skeleton } from '../../ui/skeleton';
import { CommunityGroups } from './community';
import { PopupDialog } from './popup-dialog';
import { useGiftCodePage, type GiftCodeForm, type GiftResult } from './wiring';
import './gift-code.css';

const route = getRouteApi('/_pages/activity/cdKey');

/**
 * /activity/cdKey (§2, §5): redeem a gift code. The rules and the community groups
 * are pre-rendered; the form waits for the app session (the token comes from it, never from
 * the address) and for the `code` of the address, both known only after hydration.
 */
export function GiftCodePage() {
  const { t } = useLingui();
  const search = route.useSearch();
  return (
    <Page title={t`Redeem a gift code`}>
      {/* The placeholder has the code form's height (gift-code.css), so the rules below keep their place in the app. */}
      <SessionGate skeleton={<Skeleton label={t`Loading…`} shape="block" className="gift-code-pending" />}>
        {(session) => <Redeem session={session} code={search.code ?? null} />}
      </SessionGate>
      <GiftRules />
      <CommunityGroups />
    </Page>
  );
}

function Redeem(args: Parameters<typeof useGiftCodePage>[0]) {
  const { actor } = useGiftCodePage(args);
  const entry = useSelector(actor, selectGiftCodeEntry);
  const form = useSelector(actor, selectGiftCodeForm);
  switch (entry) {
    case 'form':
      return form ? <CodeForm form={form} /> : null;
    case 'log-in':
      return (
        <Card title={<Trans>Log in to redeem a gift code</Trans>}>
          <p>
            <Trans>Gift codes add Premium to a PikPak account. Log in to the PikPak app, then open this page again.</Trans>
          </p>
        </Card>
      );
    case 'get-app':
      return (
        <Card title={<Trans>Redeem your code in the PikPak app</Trans>}>
          <p>
            <Trans>Gift codes add Premium to a PikPak account, so they are redeemed in the app. Get the app, log in, then open Redeem gift code there.</Trans>
          </p>
          <GetAppLink />
        </Card>
      );
  }
}

function CodeForm({ form }: { form: GiftCodeForm }) {
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
      <Trans>We could not find this gift code. Check it for typing mistakes, or paste it again.</Trans>
    ) : outcome.field === 'used' ? (
      <Trans>This gift code has already been used. Each code can be redeemed only once.</Trans>
    ) : outcome.field === 'expired' ? (
      <Trans>This gift code has expired. Ask whoever gave it to you for a new one.</Trans>
    ) : outcome.field === 'not-eligible' ? (
      <Trans>This code works only on accounts that currently have Premium.</Trans>
    ) : null;

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
        {outcome.banner !== null ? (
          <Banner severity="danger" title={<Trans>The code was not redeemed</Trans>}>
            <p>
              {outcome.banner === 'verification' ? (
                <Trans>We need to confirm it’s you before this code can be redeemed. Try again in a few minutes; if you see this message again, contact us through feedback in the app.</Trans>
              ) : (
                <ProblemText problem={problem} refused={() => <Trans>Codes can’t be redeemed right now. Your code is still entered—try again later.</Trans>} />
              )}
            </p>
          </Banner>
        ) : null}
        <Button type="submit" block busy={busy} icon={<Ticket aria-hidden="true" />}>
          <Trans>Redeem</Trans>
        </Button>
      </form>
    </Card>
  );
}

/** Success: the days added and until when Premium now runs, in the locale's date format; focus moves here. */
function Redeemed({ result, onAgain }: { result: GiftResult; onAgain: () => void }) {
  const { i18n } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const days = result.days;
  const until = result.expire ? i18n.date(new Date(result.expire), { dateStyle: 'long' }) : null;
  return (
    <div ref={box} tabIndex={-1} className="gift-result">
      <Banner
        severity="success"
        title={<Trans>Gift code redeemed</Trans>}
        action={
          <Button variant="secondary" onClick={onAgain}>
            <Trans>Redeem another code</Trans>
          </Button>
        }
      >
        <p>
          <Plural value={days} one="# Premium day was added to your account." other="# Premium days were added to your account." />
        </p>
        {until ? (
          <p>
            <Trans>Your Premium now runs until {until}.</Trans>
          </p>
        ) : null}
      </Banner>
      {result.popup ? <PopupDialog popup={result.popup} /> : null}
    </div>
  );
}

/** The rules in short: single use, days add up, official sellers only. */
function GiftRules() {
  return (
    <Card title={<Trans>How gift codes work</Trans>}>
      <List>
        <ListRow leading={<Ticket />} title={<Trans>Each gift code can be redeemed once, by one account.</Trans>} />
        <ListRow
          leading={<CalendarPlus />}
          title={<Trans>The code’s Premium days are added to your current Premium: if you already have Premium, it now runs longer.</Trans>}
        />
        <ListRow
          leading={<ShieldCheck />}
          title={
            <Trans>
              Buy codes only in the PikPak app, on the official website or from official resellers. Codes sold elsewhere can stop working.{' '}
              <Link to="/purchase-attention">How to recognize an illegal sale</Link>
            </Trans>
          }
        />
      </List>
    </Card>
  );
}
