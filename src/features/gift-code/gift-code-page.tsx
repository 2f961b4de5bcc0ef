import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CalendarPlus, ShieldCheck, Ticket } from 'lucide-react';
import { useSelector } from '@xstate/react';
import { sameFields, selectRedeemPart } from '../../../machines/gift-code/gift-code-page.view';
import { AppScreenAction } from '../../shell/app-screen';
import { Page } from '../../shell/page';
import { SessionGate } from '../../shell/session-gate';
import { Card } from '../../ui/card';
import { List, ListRow } from '../../ui/list-row';
import { Skeleton } from '../../ui/skeleton';
import { CodeForm } from './code-form';
import { CommunityGroups } from './community';
import { GetAppCard } from './get-app-card';
import { useGiftCodePage } from './wiring';
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
  const part = useSelector(actor, selectRedeemPart, sameFields);
  switch (part.kind) {
    case 'none':
      return null;
    case 'form':
      return <CodeForm page={actor} form={part.form} inApp={part.inApp} />;
    case 'log-in':
      // The app's log-in screen; once the reader is back logged in, SessionGate gives the page
      // afresh and the form opens with the link's code.
      return (
        <Card title={<Trans>Log in to redeem a gift code</Trans>}>
          <p>
            <Trans>Gift codes add Premium to a PikPak account. Log in, and the code from your link will be ready to redeem here.</Trans>
          </p>
          <AppScreenAction screen="login" />
        </Card>
      );
    case 'get-app':
      return <GetAppCard page={actor} />;
  }
}

/** The rules in short: single use, days add up, official sellers only. */
function GiftRules() {
  return (
    <Card title={<Trans>How gift codes work</Trans>}>
      <List>
        <ListRow leading={<Ticket />} title={<Trans>Each gift code can be redeemed once, by one account.</Trans>} />
        <ListRow
          leading={<CalendarPlus />}
          title={<Trans>The code’s Premium days are added to your account. If you already have Premium, it’s extended.</Trans>}
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
