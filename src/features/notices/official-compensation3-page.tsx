import { Select, Trans, useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { Banner } from '../../ui/banner';
import { GiftIllustration } from '../../ui/page-illustrations';
import { DiscountTerms } from './discount-terms';
import { useNoticeFigures } from '../../shell/notice/figures';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /official-compensation3 (§1.3): the fan discount for the user milestone. */
export function FanDiscountPage() {
  const { t } = useLingui();
  const { users, scale, year, percent } = useNoticeFigures();
  const title = t({
    message: `Thanks to our ${select(scale, { millions: `${users} users`, other: `${users} users` })}: a fan discount`,
    comment: '{scale} is millions when {users} (the user count in compact form) ends in a word for millions or more (5 million, 1.5 billion), else other (500 thousand): pt/es write 5 milhões de usuários but 500 mil usuários',
  });
  return (
    <NoticeLayout title={title} illustration={<GiftIllustration size="sm" />}>
      <p>
        <Trans comment="{scale} is millions when {users} (the user count in compact form) ends in a word for millions or more (5 million, 1.5 billion), else other (500 thousand): pt/es write 5 milhões de usuários but 500 mil usuários">
          Since PikPak launched in {year}, more than <Select value={scale} _millions={`${users} people`} other={`${users} people`} /> have
          chosen it to save and watch their files. We couldn’t have done it without you.
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
