/** What the offer needs of the session: who is reading (user types of §4.6: 0 not logged in, 1 logged in, 2 Premium). */
interface Reader {
  userInfo: { userType: number };
}

/**
 * /service-compensation's view model. What the page offers its reader (§1.3: the redeem code is for current Premium
 * users only; user types of §4.6):
 * - `checking`: the app has not said who is reading yet;
 * - `redeem`: a Premium user (type 2) is shown how to redeem the code;
 * - `premium-only`: a logged-in user without Premium (type 1) is told the code is not for them;
 * - `log-in-to-premium`: a reader who is not logged in (type 0) is told the same, and that a
 *   Premium account elsewhere should log in and open the page again.
 */
export type CodeOffer = 'checking' | 'redeem' | 'premium-only' | 'log-in-to-premium';

export function codeOfferFor(session: Reader | null): CodeOffer {
  if (session === null) return 'checking';
  switch (session.userInfo.userType) {
    case 2:
      return 'redeem';
    case 0:
      return 'log-in-to-premium';
    default:
      return 'premium-only';
  }
}
