import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ticket } from 'lucide-react';
import { Banner } from '../../ui/banner';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { GiftIllustration } from '../../ui/page-illustrations';
import { ReadySession } from '../../shell/ready-session';
import { Skeleton } from '../../ui/skeleton';
import { Steps } from '../../ui/steps';
import { REDEEM_PAGE_PATH } from './constants';
import { useNoticeFigures } from '../../shell/notice/figures';
import { NoticeLayout } from '../../shell/notice/notice-layout';
import { codeOfferFor, type CodeOffer } from '../../../machines/notices/service-compensation.view';
import { SentenceGap } from '../../ui/sentence-gap';

/** /service-compensation (§1.3): the server-attack redeem code, for current Premium users only (codeOfferFor). */
export function ServiceCompensationPage() {
  const { t } = useLingui();
  const { codeDays, codeValidDays, dates } = useNoticeFigures();
  const date = dates.serverAttack.text;
  const sent = dates.serviceCodesSent.text;
  const deadline = dates.serviceCodeDeadline.text;
  return (
    <NoticeLayout title={t`Compensation for the server attack`} illustration={<GiftIllustration size="sm" />}>
      <p>
        <Trans comment="{date} is the day of the attack (long date)">
          Our servers were attacked on {date} and the service was disrupted for a while. We’re sorry for the trouble.
        </Trans>
      </p>
      <p>
        <Plural
          value={codeDays}
          one="As compensation, current Premium members receive a gift code for # day of free Premium."
          other="As compensation, current Premium members receive a gift code for # days of free Premium."
        />
        <SentenceGap />
        <Plural
          value={codeValidDays}
          one="The code must be redeemed within # day, or it expires."
          other="The code must be redeemed within # days, or it expires."
        />
      </p>
      <p>
        <Trans comment="{sent} is the day the codes were sent and {deadline} the last day to redeem one (long dates)">
          The codes were sent on {sent}, so the last day to redeem one is {deadline}.
        </Trans>
      </p>
      <ReadySession placeholder={<Skeleton label={t`Checking your membership…`} shape="block" />}>
        {(session) => <Offer offer={codeOfferFor(session)} />}
      </ReadySession>
    </NoticeLayout>
  );
}

/** The code's steps for a Premium member; for anyone else, why no code comes. */
function Offer({ offer }: { offer: CodeOffer }) {
  return offer === 'redeem' ? (
    <Card title={<Trans>How to redeem your code</Trans>}>
      <Steps
        steps={[
          <Trans>Copy the gift code you received from us.</Trans>,
          <Trans>Open Redeem gift code in the app and paste the code.</Trans>,
          <Trans>Tap Redeem. The free days are added to your Premium straight away.</Trans>,
        ]}
      />
      <Button href={REDEEM_PAGE_PATH} icon={<Ticket aria-hidden="true" />} block>
        <Trans>Redeem a code</Trans>
      </Button>
    </Card>
  ) : (
    <Banner severity="info">
      <p>
        <Trans>This compensation is for current Premium members only. Your account doesn’t have Premium right now, so no code comes with it.</Trans>
      </p>
      {offer === 'log-in-to-premium' ? (
        <p>
          <Trans>If your Premium is on another account, log in to that account in the app and open this page again.</Trans>
        </p>
      ) : null}
    </Banner>
  );
}
