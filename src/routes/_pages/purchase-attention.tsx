import { createFileRoute } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { FeedbackLink } from '../../notice/links';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/purchase-attention')({ component: PurchaseAttention });

function PurchaseAttention() {
  return (
    <NoticeLayout title={<Trans>Buy Premium only from official channels</Trans>}>
      <p>
        <Trans>
          Some unofficial sellers offer cheap Premium or accounts with Premium. These sales are illegal: what you buy can stop
          working at any time, and we cannot restore it or refund you.
        </Trans>
      </p>
      <h2>
        <Trans>Four signs of an illegal sale</Trans>
      </h2>
      <ul className="steps">
        <li>
          <Trans>No redeem code is used.</Trans>
        </li>
        <li>
          <Trans>The Premium lasts less than one month.</Trans>
        </li>
        <li>
          <Trans>The seller asks for your invitation code or invitation link.</Trans>
        </li>
        <li>
          <Trans>Accounts are sold with a short period of Premium.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>How to buy safely</Trans>
      </h2>
      <p>
        <Trans>Buy Premium only in the official app or on the official website.</Trans>
      </p>
      <p className="muted">
        <Trans>
          Offered Premium by someone else? <FeedbackLink>Tell us through feedback</FeedbackLink>.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
