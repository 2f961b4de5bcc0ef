import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { useNoticeFigures } from '../../notice/figures';
import { DiscountTerms } from '../../notice/app-links';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/official-compensation3')({ component: FanDiscount });

function FanDiscount() {
  const { users, year, percent } = useNoticeFigures();
  return (
    <NoticeLayout title={<Trans>Thank you for {users} users: a fan discount</Trans>}>
      <p>
        <Trans>
          Since PikPak launched in {year}, more than {users} people have chosen it to save and watch their files. We couldn’t
          have done it without you.
        </Trans>
      </p>
      <div className="notice-callout">
        <p>
          <Trans>To say thank you, every Premium plan is {percent}% off for our fans.</Trans>
        </p>
      </div>
      <DiscountTerms />
    </NoticeLayout>
  );
}
