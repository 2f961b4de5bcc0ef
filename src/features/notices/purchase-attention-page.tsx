import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ban, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Banner } from '../../ui/banner';
import { Card } from '../../ui/card';
import { ShieldIllustration } from '../../ui/page-illustrations';
import { List, ListRow } from '../../ui/list-row';
import { useNoticeFigures } from '../../shell/notice/figures';
import { FeedbackLink } from '../../shell/notice/links';
import { NoticeLayout } from '../../shell/notice/notice-layout';

/** /purchase-attention (§1.3): buy only from official channels; the signs of an illegal sale. */
export function PurchaseAttentionPage() {
  const { t } = useLingui();
  const { suspectMonths } = useNoticeFigures();
  // §1.3: the four signs of an illegal sale; the heading counts this list.
  const signs: [key: string, sign: ReactNode][] = [
    ['code', <Trans>The seller doesn’t give you a gift code.</Trans>],
    ['duration', <Plural value={suspectMonths} one="The Premium lasts less than # month." other="The Premium lasts less than # months." />],
    ['invitation', <Trans>The seller asks for your invitation code or invitation link.</Trans>],
    ['accounts', <Trans>Accounts are sold with a short period of Premium.</Trans>],
  ];
  const signCount = signs.length;
  return (
    <NoticeLayout title={t`Buy Premium only from official channels`} illustration={<ShieldIllustration size="sm" />}>
      <Banner severity="warning">
        <p>
          <Trans>
            Some unofficial sellers offer cheap Premium or accounts with Premium. These sales are illegal: what you buy can stop
            working at any time, and we cannot restore it or refund you.
          </Trans>
        </p>
      </Banner>
      <Card title={<Plural value={signCount} one="# sign of an illegal sale" other="# signs of an illegal sale" />}>
        <List>
          {signs.map(([key, sign]) => (
            <ListRow key={key} leading={<Ban />} title={sign} className="notice-sign" />
          ))}
        </List>
      </Card>
      <h2>
        <Trans>How to buy safely</Trans>
      </h2>
      <p className="notice-safe">
        <ShieldCheck className="notice-safe-icon" aria-hidden="true" />
        <Trans>Buy Premium only in the official app or on the official website.</Trans>
      </p>
      <p className="muted notice-aside">
        <Trans>
          Offered Premium by someone else? <FeedbackLink>Send us feedback</FeedbackLink>.
        </Trans>
      </p>
    </NoticeLayout>
  );
}
