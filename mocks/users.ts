/** The demo users of the fake app host (documented in mocks/README.md). */
export const DEMO_USERS = {
  guest: null,
  member: { userID: '1001', token: 'demo-token-member', isVip: false, name: 'Mia W.', inviteCode: 'TESTCODE', accountDeviceId: 'acc-dev-1001' },
  premium: { userID: '1002', token: 'demo-token-premium', isVip: true, name: 'Ren K.', inviteCode: 'VIPFRIEND', accountDeviceId: 'acc-dev-1002' },
} as const;

export type DemoUserKey = keyof typeof DEMO_USERS;
export type DemoUser = NonNullable<(typeof DEMO_USERS)[DemoUserKey]>;

export const CURRENT_VERSION_CODE = 10500;
export const CURRENT_VERSION_NAME = '1.50.0';
export const MIN_VERSION_CODE = 10000;

export function userByToken(authorization: string | null): DemoUser | null {
  const token = authorization?.replace(/^Bearer\s+/i, '') ?? '';
  return Object.values(DEMO_USERS).find((u) => u !== null && u.token === token) ?? null;
}
