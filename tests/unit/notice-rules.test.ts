import { describe, expect, it } from 'vitest';
import { buildSession } from '../../protocol/session';
import { codeOfferFor } from '../../machines/notices/service-compensation.view';

const session = (info: { isLogin: boolean; isVip: boolean } | null) => buildSession(info && { ...info, userID: '1002' }, null, 'test-device');

describe('/service-compensation: who is offered the redeem code (§1.3, §4.6)', () => {
  it('waits for the app to say who is reading', () => {
    expect(codeOfferFor(null)).toBe('checking');
  });

  it('shows a current Premium user (type 2) how to redeem', () => {
    expect(codeOfferFor(session({ isLogin: true, isVip: true }))).toBe('redeem');
  });

  it('tells a logged-in user without Premium (type 1) that the code is for Premium members only', () => {
    expect(codeOfferFor(session({ isLogin: true, isVip: false }))).toBe('premium-only');
  });

  it('also tells a reader who is not logged in (type 0) to log in to their Premium account', () => {
    expect(codeOfferFor(session(null))).toBe('log-in-to-premium');
    expect(codeOfferFor(session({ isLogin: false, isVip: true }))).toBe('log-in-to-premium');
  });
});
