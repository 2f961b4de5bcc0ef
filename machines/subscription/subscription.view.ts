import type { SnapshotFrom } from 'xstate';
import type { Invoice, Subscription } from '../../protocol/api/schemas';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { isInApp } from '../core/host';
import { amountDue, invoiceStatusOf, payNowAddress, subscribedLayout, type InvoiceStatus, type SubscribedLayout } from './subscription-rules';
import {
  selectCancelReason,
  selectCancelStep,
  selectCardProblem,
  selectCardStep,
  selectCardUpdate,
  selectCardUpdated,
  selectResumeStep,
  selectSubscriptionOutcome,
  selectSubscriptionView,
  type CancelReason,
  type CardUpdateActor,
  type cardUpdateMachine,
  type subscriptionMachine,
} from './subscription.machine';

/**
 * What /subscription shows, one selector per page part (src/features/subscription/*): each
 * returns what to show as a union the view switches on. Every failure carries its way on
 * (`wayOnOf`: Log in in the app, the app in a browser, Try again, or the feature's own).
 */

type Snapshot = SnapshotFrom<typeof subscriptionMachine>;
type CardSnapshot = SnapshotFrom<typeof cardUpdateMachine>;

export { CANCEL_REASONS, type CancelReason, type SubscriptionActor, type CardUpdateActor } from './subscription.machine';
export type { SubscribedLayout, ShownLifecycle, InvoiceStatus } from './subscription-rules';

const inAppOf = (s: Snapshot) => isInApp(s.context.host);

/** The page's main part. */
export type SubscriptionContent =
  | { kind: 'loading' }
  | { kind: 'logged-out'; inApp: boolean }
  | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn }
  | { kind: 'none'; inApp: boolean }
  /** The cancel went through (its success, with Renew as the undo, busy while it runs). */
  | { kind: 'canceled'; subscription: Subscription; renewing: boolean }
  | { kind: 'renewed'; subscription: Subscription }
  | { kind: 'subscribed'; inApp: boolean; subscription: Subscription; layout: SubscribedLayout; payNow: string | null; due: { amount: number; currency: string } | null };

export function selectSubscriptionContent(s: Snapshot): SubscriptionContent {
  const view = selectSubscriptionView(s);
  const inApp = inAppOf(s);
  const subscription = s.context.subscription;
  const outcome = selectSubscriptionOutcome(s);
  // A completed cancel or renewal: the success is the page's one message, in the task's place.
  if (outcome === 'canceled' && subscription) return { kind: 'canceled', subscription, renewing: selectResumeStep(s) === 'resuming' };
  if (outcome === 'renewed' && subscription) return { kind: 'renewed', subscription };
  switch (view) {
    case 'loading':
      return { kind: 'loading' };
    case 'logged-out':
      return { kind: 'logged-out', inApp };
    case 'failed':
      return { kind: 'failed', problem: s.context.problem, wayOn: wayOnOf(s.context.problem, inApp) };
    case 'none':
      return { kind: 'none', inApp };
    default: {
      if (!subscription) return { kind: 'loading' };
      const layout = subscribedLayout(view);
      return {
        kind: 'subscribed',
        inApp,
        subscription,
        layout,
        payNow: layout.payNow ? payNowAddress(subscription.invoices) : null,
        due: layout.notice === 'past-due' ? amountDue(subscription.invoices) : null,
      };
    }
  }
}

/** The banner after a cancel or renewal that got no reply: being checked, couldn't be checked, or checked (how it stands now). */
export type UnsureNotice = { kind: 'none' } | { kind: 'checking' | 'unchecked'; change: 'cancel' | 'resume' } | { kind: 'checked' };

export function selectUnsureNotice(s: Snapshot): UnsureNotice {
  const change = s.context.unsure;
  const view = selectSubscriptionView(s);
  if (!change || view === 'logged-out') return { kind: 'none' };
  if (view === 'loading') return { kind: 'checking', change };
  if (view === 'failed') return { kind: 'unchecked', change };
  return { kind: 'checked' };
}

/** The cancel section while active: the button, the confirmation (and its request), or the failure with its way on. */
export type CancelSectionView =
  /** `main`: the cancel is the page's main action (a cancel without a reply, read again: the subscription still runs). */
  | { kind: 'idle'; main: boolean }
  | { kind: 'confirming' | 'submitting'; reason: CancelReason | '' }
  | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn };

export function selectCancelSection(s: Snapshot): CancelSectionView {
  const step = selectCancelStep(s);
  if (step === 'confirming' || step === 'submitting') return { kind: step, reason: selectCancelReason(s) };
  if (step === 'failed') return { kind: 'failed', problem: s.context.problem, wayOn: wayOnOf(s.context.problem, inAppOf(s)) };
  return { kind: 'idle', main: s.context.unsure === 'cancel' };
}

/** The renewal (the cancel's undo) while cancelling. */
export type ResumeSectionView = { kind: 'idle' | 'resuming' } | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn };

export function selectResumeSection(s: Snapshot): ResumeSectionView {
  const step = selectResumeStep(s);
  if (step === 'failed') return { kind: 'failed', problem: s.context.problem, wayOn: wayOnOf(s.context.problem, inAppOf(s)) };
  return { kind: step };
}

/** The payment-method row's action: the card's update (a live subscription only), "Card updated" after a read that found another card. */
export interface CardRowView {
  card: CardUpdateActor | null;
  updated: boolean;
  inApp: boolean;
}

export const selectCardRow = (s: Snapshot): CardRowView => ({ card: selectCardUpdate(s), updated: selectCardUpdated(s), inApp: inAppOf(s) });

/** Update payment method: the button, busy while the address is asked for, the hint once away, or the failure with its way on. */
export type CardUpdateView = { kind: 'idle' | 'opening' | 'away' } | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn };

export function cardUpdateViewOf(s: CardSnapshot, inApp: boolean): CardUpdateView {
  const step = selectCardStep(s);
  if (step === 'failed') {
    const problem = selectCardProblem(s);
    return { kind: 'failed', problem, wayOn: wayOnOf(problem, inApp) };
  }
  return { kind: step };
}

/** A row of the billing history: what the reader sees of an invoice; `href` only when its address passed the check. */
export interface InvoiceRow {
  id: string;
  amount: number;
  currency: string;
  created: string;
  status: InvoiceStatus;
  href: string | null;
}

export const invoiceRowsOf = (invoices: readonly Invoice[]): InvoiceRow[] =>
  invoices.map((invoice) => ({
    id: invoice.id,
    amount: invoice.amount,
    currency: invoice.currency,
    created: invoice.created,
    status: invoiceStatusOf(invoice.status),
    href: invoice.hosted_invoice_url,
  }));
