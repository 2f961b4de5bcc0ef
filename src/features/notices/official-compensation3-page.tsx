import { Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { GiftIllustration } from '../../ui/page-illustrations';
import { DiscountTerms } from './discount-terms';
import { useNoticeFigures } from './figures';
import { NoticeLayout } from './notice-layout';

/** /official-compensation3 (§1.3): the fan discount for the user milestone. */
export function FanDiscountPage() {
  const { t } = useLingui();
  const { users, year, percent } = useNoticeFigures();
  return (
    <NoticeLayout title={t`Thank you for ${users} users: a fan discount`} illustration={<GiftIllustration size="sm" />}>
      <p>
        <Trans>
          Since PikPak launched in {year}, more than {users} people have chosen it to save and watch their files. We couldn’t
          have done it without you.
        </Trans>
      </p>
      <Banner severity="success">
        <p>
          <Trans comment="{percent} is the discount, formatted for the locale (25%)">To say thank you, every Premium plan is {percent} off for our fans.</Trans>
        </p>
      </Banner>
      <DiscountTerms />
    </NoticeLayout>
  );
}
