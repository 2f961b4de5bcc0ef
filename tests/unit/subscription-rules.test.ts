import { describe, expect, it } from 'vitest';
import { invoiceStatusOf, subscribedLayout } from '../../machines/subscription/subscription-rules';

describe('what /subscription shows for a loaded subscription', () => {
  it('active: next charge with its amount, cancel and a card change offered, no purchase', () => {
    expect(subscribedLayout('active')).toEqual({
      lifecycle: 'active',
      notice: null,
      tone: 'success',
      periodEnd: 'next-charge',
      chargeNote: true,
      cancel: true,
      renew: false,
      resume: false,
      payNow: false,
      updateCard: true,
    });
  });

  it('cancelling: the notice, the end of Premium, Renew (the cancel undone); neither cancel nor purchase', () => {
    expect(subscribedLayout('cancelling')).toMatchObject({ notice: 'cancelling', tone: 'info', periodEnd: 'ends-on', chargeNote: false, cancel: false, renew: false, resume: true, payNow: false });
  });

  it('past due: the warning, the period’s end, Pay now and a card change, no purchase (it would charge twice)', () => {
    expect(subscribedLayout('past-due')).toMatchObject({ notice: 'past-due', tone: 'warning', periodEnd: 'period-ends', cancel: false, renew: false, payNow: true, updateCard: true });
  });

  it('expired: when Premium ended, and Premium again; nothing to mend', () => {
    expect(subscribedLayout('expired')).toMatchObject({ notice: null, tone: 'muted', periodEnd: 'ended-on', cancel: false, renew: true, resume: false, payNow: false, updateCard: false });
  });

  it('every loaded state has a way on', () => {
    for (const view of ['active', 'cancelling', 'past-due', 'expired'] as const) {
      const layout = subscribedLayout(view);
      expect(layout.cancel || layout.renew || layout.resume || layout.payNow || layout.updateCard, view).toBe(true);
    }
  });

  it('never offers cancel and purchase together', () => {
    for (const view of ['active', 'cancelling', 'past-due', 'expired', 'loading'] as const) {
      const layout = subscribedLayout(view);
      expect(layout.cancel && layout.renew).toBe(false);
    }
  });

  it('words an invoice’s status, anything unknown as pending', () => {
    expect(['paid', 'open', 'void', 'uncollectible', 'draft', ''].map(invoiceStatusOf)).toEqual(['paid', 'due', 'voided', 'not-collected', 'pending', 'pending']);
  });
});
