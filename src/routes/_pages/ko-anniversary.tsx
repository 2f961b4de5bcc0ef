import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useNoticeFigures } from '../../notice/figures';
import { DiscountTerms } from '../../notice/app-links';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/ko-anniversary')({ component: KoreanAnniversary });

function KoreanAnniversary() {
  const { users, year, percent } = useNoticeFigures();
  return (
    <NoticeLayout title={<Trans>Anniversary fan discount: {percent}% off Premium</Trans>}>
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
