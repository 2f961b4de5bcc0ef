import { Select, Trans, useLingui } from '@lingui/react/macro';
import { Banner } from '../../ui/banner';
import { GiftIllustration } from '../../ui/page-illustrations';
import { DiscountTerms } from './discount-terms';
import { useNoticeFigures } from '../../shell/notice/figures';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /ko-anniversary (§1.3): the anniversary fan discount, for Korean readers. */
export function KoreanAnniversaryPage() {
  const { t } = useLingui();
  const { users, scale, year, percent } = useNoticeFigures();
  return (
    <NoticeLayout title={t({ message: `Anniversary fan discount: ${percent} off Premium`, comment: '{percent} is the discount, formatted for the locale (25%)' })} illustration={<GiftIllustration size="sm" />}>
      <p>
        <Trans comment="{scale} is millions when {users} (the user count in compact form) ends in a word for millions or more (5 million, 1.5 billion), else other (500 thousand): pt/es write 5 milhões de usuários but 500 mil usuários">
          PikPak has been with you since {year}, and our community has now grown past{' '}
          <Select value={scale} _millions={`${users} users`} other={`${users} users`} />. Many of them are in Korea, and this celebration is
          for you.
        </Trans>
      </p>
      <Banner severity="success">
        <p>
          <Trans comment="{percent} is the discount, formatted for the locale (25%)">To mark the anniversary, every Premium plan is {percent} off for our fans.</Trans>
        </p>
      </Banner>
      <DiscountTerms />
    </NoticeLayout>
  );
}
