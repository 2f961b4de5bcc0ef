import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Receipt } from 'lucide-react';
import { invoiceRowsOf, type InvoiceStatus } from '../../../machines/subscription/subscription.view';
import type { Invoice } from '../../../protocol/api/schemas';
import { List, ListRow } from '../../ui/list-row';
import { formatDate, formatMoney } from './format';

const STATUS_LABELS: Record<InvoiceStatus, () => ReturnType<typeof Trans>> = {
  paid: () => <Trans>Paid</Trans>,
  due: () => <Trans>Due</Trans>,
  voided: () => <Trans>Voided</Trans>,
  'not-collected': () => <Trans>Not collected</Trans>,
  pending: () => <Trans>Pending</Trans>,
};

/**
 * The billing history: date, amount, status and the hosted invoice. An invoice's address is
 * there only when it passed the external-address check (the page's wiring).
 */
export function BillingHistory({ invoices }: { invoices: readonly Invoice[] }) {
  const { i18n, t } = useLingui();
  return (
    <section className="subscription-section" aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title">
        <Trans>Billing history</Trans>
      </h2>
      {invoices.length === 0 ? (
        <p className="subscription-hint">
          <Trans>No payments yet.</Trans>
        </p>
      ) : (
        <List aria-labelledby="subscription-history-title" className="subscription-history">
          {invoiceRowsOf(invoices).map((invoice) => {
            const date = formatDate(i18n, invoice.created);
            const { href, status } = invoice;
            const Status = STATUS_LABELS[status];
            return (
              <ListRow
                key={invoice.id}
                leading={<Receipt />}
                title={<bdi>{formatMoney(i18n, invoice.amount, invoice.currency)}</bdi>}
                subtitle={
                  <>
                    <time dateTime={invoice.created}>{date}</time>
                    <span aria-hidden="true"> · </span>
                    {status === 'due' ? (
                      <span className="subscription-badge" data-tone="warning">
                        <Status />
                      </span>
                    ) : (
                      <Status />
                    )}
                  </>
                }
                trailingTone={href ? 'accent' : 'muted'}
                trailing={
                  href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer" className="subscription-invoice-link" aria-label={t`Invoice from ${date} (opens in a new tab)`}>
                      <span>
                        <Trans>Invoice</Trans>
                      </span>
                      <ExternalLink className="icon-directional" aria-hidden="true" />
                    </a>
                  ) : (
                    <Trans>No invoice</Trans>
                  )
                }
              />
            );
          })}
        </List>
      )}
    </section>
  );
}
