import type { SnapshotFrom } from 'xstate';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import {
  selectAppLink,
  selectConfirmedPayment,
  selectPaymentStatusView,
  selectPaymentWayOn,
  selectPremiumUntil,
  type ConfirmedPayment,
  type PaymentWayOn,
  type paymentStatusMachine,
} from './payment-status.machine';

/**
 * What /payment/status shows (src/features/subscription/payment-status-page.tsx), one selector
 * per page part. The link's status proves nothing, so a browser is never told a payment went
 * through: it is told where to confirm it, and not to pay again.
 */

type Snapshot = SnapshotFrom<typeof paymentStatusMachine>;

export type { PaymentStatusActor, PaymentWayOn } from './payment-status.machine';

export type PaymentStatusContent =
  | { kind: 'checking' }
  /** The last check failed; the checks go on, and the reader may check at once (`busy` while a check runs). */
  | { kind: 'check-failed'; problem: Problem; wayOn: ProblemWayOn; busy: boolean }
  | { kind: 'confirmed'; until: string | null; payment: ConfirmedPayment | null }
  | { kind: 'still-processing'; problem: Problem | null }
  | { kind: 'failed' }
  /** No payment result: in the app, the subscription; in a browser, the app (where the subscription is). */
  | { kind: 'unknown'; inApp: boolean; appLink: string }
  | { kind: 'log-in'; ended: boolean }
  /** A browser: the link says success (`received`) or pending; never confirmed here. */
  | { kind: 'explained'; received: boolean; appLink: string };

export function selectPaymentStatusContent(s: Snapshot): PaymentStatusContent {
  switch (selectPaymentStatusView(s)) {
    case 'checking': {
      const problem = s.context.problem;
      if (problem) return { kind: 'check-failed', problem, wayOn: wayOnOf(problem, s.context.inApp), busy: s.hasTag('busy') };
      return { kind: 'checking' };
    }
    case 'confirmed':
      return { kind: 'confirmed', until: selectPremiumUntil(s), payment: selectConfirmedPayment(s) };
    case 'still-processing':
      return { kind: 'still-processing', problem: s.context.problem };
    case 'failed':
      return { kind: 'failed' };
    case 'unknown':
      return { kind: 'unknown', inApp: s.context.inApp, appLink: selectAppLink(s) };
    case 'logged-out':
      return { kind: 'log-in', ended: false };
    case 'session-ended':
      return { kind: 'log-in', ended: true };
    case 'explained':
      return { kind: 'explained', received: s.context.status === 'success', appLink: selectAppLink(s) };
  }
}

/** The way on after a failed or unexplained payment: back to the app inside it; in a browser, getting the app or opening it. */
export const selectPaymentWayOnView = (s: Snapshot): { way: PaymentWayOn; appLink: string } => ({ way: selectPaymentWayOn(s), appLink: selectAppLink(s) });
