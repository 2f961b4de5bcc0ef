import { Trans, useLingui } from '@lingui/react/macro';
import { DiscountTerms } from './discount-terms';
import { useNoticeFigures } from './figures';
import { NoticeLayout } from './notice-layout';

/** /ko-anniversary (§1.3): the anniversary fan discount, for Korean readers. */
export function KoreanAnniversaryPage() {
  const { t } = useLingui();
  const { users, year, percent } = useNoticeFigures();
  return (
    <NoticeLayout title={t`Anniversary fan discount: ${percent}% off Premium`}>
      <p>
        <Trans>
          PikPak has been with you since {year}, and our community has now grown past {users} users. Many of them are in Korea,
          and this celebration is for you.
        </Trans>
      </p>
      <div className="notice-callout">
        <p>
          <Trans>To mark the anniversary, every Premium plan is {percent}% off for our fans.</Trans>
        </p>
      </div>
      <DiscountTerms />
    </NoticeLayout>
  );
}
