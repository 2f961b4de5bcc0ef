import * as v from 'valibot';
import type { PaymentReturn } from '../../../machines/subscription/payment-status.machine';

/**
 * The search of /payment/status: `status` is success, pending or failed (a string: the router
 * reads every parameter as the string it is, src/search-params.ts); anything else, or none,
 * is dropped (`v.fallback`), never thrown, and the page treats it as unknown.
 */
export const paymentStatusSearch = v.object({
  status: v.fallback(v.optional(v.picklist(['success', 'pending', 'failed'])), undefined),
});

/** The validated status, or 'unknown'. */
export const paymentReturnOf = (status: 'success' | 'pending' | 'failed' | undefined): PaymentReturn => status ?? 'unknown';
