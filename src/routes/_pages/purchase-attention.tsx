import { createFileRoute } from '@tanstack/react-router';
import { Plural, Trans } from '@lingui/react/macro';
import { useNoticeFigures } from '../../notice/figures';
import { FeedbackLink } from '../../notice/links';
import { NoticeLayout } from '../../notice/NoticeLayout';

export const Route = createFileRoute('/_pages/purchase-attention')({ component: PurchaseAttention });

function PurchaseAttention() {
  const { suspectMonths } = useNoticeFigures();
  // §1: the four signs of an illegal sale; the heading counts this list.
  const signs = [
    <Trans key="code">No redeem code is used.</Trans>,
    <Plural key="duration" value={suspectMonths} one="The Premium lasts less than # month." other="The Premium lasts less than # months." />,
    <Trans key="invitation">The seller asks for your invitation code or invitation link.</Trans>,
    <Trans key="accounts">Accounts are sold with a short period of Premium.</Trans>,
  ];
  const signCount = signs.length;
  return (
    <NoticeLayout title={<Trans>Buy Premium only from official channels</Trans>}>
      <p>
        <Trans>
          Some unofficial sellers offer cheap Premium or accounts with Premium. These sales are illegal: what you buy can stop
          working at any time, and we cannot restore it or refund you.
        </Trans>
      </p>
      <h2>
        <Plural value={signCount} one="# sign of an illegal sale" other="# signs of an illegal sale" />
      </h2>
      <ul className="steps">
        {signs.map((sign) => (
          <li key={sign.key}>{sign}</li>
        ))}
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
