import type { Invoice } from '../../protocol/api/schemas';
import type { SubscriptionView } from './subscription.machine';

/**
 * What /subscription shows for a card subscription it has loaded (§2.6, §4.3), as pure
 * functions: the page's view maps each answer to its markup.
 */

/** A loaded subscription as the reader sees it: views other than these show no plan. */
export type ShownLifecycle = 'active' | 'cancelling' | 'past-due' | 'expired';

export interface SubscribedLayout {
  lifecycle: ShownLifecycle;
  /** The notice above the plan: the cancel that takes effect at the period's end, or the payment past due. */
  notice: 'cancelling' | 'past-due' | null;
  /** The plan's badge colour: good news, information, a warning, or over. */
  tone: 'success' | 'info' | 'warning' | 'muted';
  /** What the period's end date means: the next charge, the end of Premium, the end of the period, or when Premium ended. */
  periodEnd: 'next-charge' | 'ends-on' | 'period-ends' | 'ended-on';
  /** Whether the next charge's amount is said beside its date. */
  chargeNote: boolean;
  /** Cancelling is offered only while active. */
  cancel: boolean;
  /** Buying again is offered only after the subscription ended (never while it runs: that would charge twice). */
  renew: boolean;
  /** Undoing the cancel (Renew) is offered while cancelling at the period's end. */
  resume: boolean;
  /** Paying the open invoice now is offered while a payment is past due. */
  payNow: boolean;
  /** Changing the card (the provider's page) is offered while the subscription runs (cancelling too: Premium runs to the period's end) or is past due. */
  updateCard: boolean;
}

const LAYOUTS: Record<ShownLifecycle, Omit<SubscribedLayout, 'lifecycle'>> = {
  active: { notice: null, tone: 'success', periodEnd: 'next-charge', chargeNote: true, cancel: true, renew: false, resume: false, payNow: false, updateCard: true },
  cancelling: { notice: 'cancelling', tone: 'info', periodEnd: 'ends-on', chargeNote: false, cancel: false, renew: false, resume: true, payNow: false, updateCard: true },
  'past-due': { notice: 'past-due', tone: 'warning', periodEnd: 'period-ends', chargeNote: false, cancel: false, renew: false, resume: false, payNow: true, updateCard: true },
  expired: { notice: null, tone: 'muted', periodEnd: 'ended-on', chargeNote: false, cancel: false, renew: true, resume: false, payNow: false, updateCard: false },
};

/** The layout of a loaded subscription; a view without one of its own (a step in between) shows as active. */
export function subscribedLayout(view: SubscriptionView): SubscribedLayout {
  const lifecycle: ShownLifecycle = view === 'cancelling' || view === 'past-due' || view === 'expired' ? view : 'active';
  return { lifecycle, ...LAYOUTS[lifecycle] };
}

/** An invoice's status (Stripe's) as the billing history words it; anything else is pending. */
export type InvoiceStatus = 'paid' | 'due' | 'voided' | 'not-collected' | 'pending';

export function invoiceStatusOf(status: string): InvoiceStatus {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'open':
      return 'due';
    case 'void':
      return 'voided';
    case 'uncollectible':
      return 'not-collected';
    default:
      return 'pending';
  }
}

/**
 * Pay now (a payment past due): the newest open invoice's hosted page, the provider's page for
 * paying it. Invoices come newest first, and an address is there only when it passed the
 * external-address check (the page's wiring); null when there is none to pay.
 */
export function payNowAddress(invoices: readonly Pick<Invoice, 'status' | 'hosted_invoice_url'>[]): string | null {
  return invoices.find((invoice) => invoice.status === 'open' && invoice.hosted_invoice_url)?.hosted_invoice_url ?? null;
}

/**
 * The amount a payment past due owes: the newest open invoice's amount and currency, or null
 * when no invoice is open.
 */
export function amountDue(invoices: readonly Pick<Invoice, 'status' | 'amount' | 'currency'>[]): { amount: number; currency: string } | null {
  const open = invoices.find((invoice) => invoice.status === 'open');
  return open ? { amount: open.amount, currency: open.currency } : null;
}
