import type { SnapshotFrom } from 'xstate';
import type { Inviter } from '../../protocol/api/schemas';
import { apkCaseOf, type ApkCase } from '../core/apk.view';
import { isInApp, type Host } from '../core/host';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { selectRequestData, selectRequestProblem, selectRequestStatus, type RequestSnapshot } from '../core/request.machine';
import type { invitedPageMachine } from './invited-page.machine';
import { inviteLink, invitedLayout, isUnknownInviteCode, type FriendPlatform, type InvitedLayout } from './referral-rules';

export { REFERRAL_RULES } from './referral-rules';
export { selectApkRequest, selectInvitedCodeEntry, selectInvitedCopy, selectInvitedWebDriveUrl, selectInviterLookup, selectOpenAppHref } from './invited-page.machine';

/*
 * The invited page's view model (src/features/referral/invited-page.tsx and its parts): the
 * lead (who invited, or why not), the page's layout, and the reader's own link.
 */

type PageSnapshot = SnapshotFrom<typeof invitedPageMachine>;

/** The inviter lookup of the link's code, as the lead says it. */
export type LookupView =
  /** The link has no valid code: nothing was looked up. */
  | { kind: 'no-code' }
  | { kind: 'loading' }
  | { kind: 'ready'; name: string }
  /** No inviter has this code. */
  | { kind: 'unknown' }
  /**
   * The lookup failed. In a browser a 401 is no expired login (a browser sends none): the
   * server names the inviter only to a logged-in reader, and the way on is the app ('open-app').
   */
  | { kind: 'failed'; problem: Problem | null; wayOn: ProblemWayOn };

/** The lookup's state on a page in the app (`inApp`) or in a browser. */
export function lookupViewOf(s: RequestSnapshot<Inviter, string>, inApp: boolean): LookupView {
  const status = selectRequestStatus(s);
  if (status === 'ready') return { kind: 'ready', name: selectRequestData(s)?.user_name ?? '' };
  if (status === 'loading') return { kind: 'loading' };
  const problem = selectRequestProblem(s);
  return isUnknownInviteCode(problem) ? { kind: 'unknown' } : { kind: 'failed', problem, wayOn: wayOnOf(problem, inApp) };
}

/** The page's facts that decide its layout. */
export interface InvitedFacts {
  code: string | null;
  host: Host;
  inApp: boolean;
  loggedIn: boolean;
  platform: FriendPlatform | null;
  /** The way on when the reader is logged out in the app, or in a browser. */
  logInWayOn: 'log-in' | 'open-app';
}

export function selectInvitedFacts(s: PageSnapshot): InvitedFacts {
  const inApp = isInApp(s.context.host);
  return { code: s.context.code, host: s.context.host, inApp, loggedIn: s.context.loggedIn, platform: s.context.platform, logInWayOn: inApp ? 'log-in' : 'open-app' };
}

/** What the page shows, in order (§2.2), once the lookup's state is known. */
export type InvitedView = InvitedLayout & {
  /** The steps name a computer (the app goes on a phone or tablet). */
  computer: boolean;
};

export function invitedViewOf(facts: InvitedFacts, lookup: LookupView): InvitedView {
  const { code, host, platform, loggedIn } = facts;
  const layout = invitedLayout({ code, codeUnknown: lookup.kind === 'unknown', host, platform, loggedIn });
  return { ...layout, computer: platform === 'desktop' };
}

/** The reader's own invitation link (their own code, opened in the app): to share, once this site's origin is read. */
export function selectOwnLink(s: PageSnapshot, code: string): string | null {
  return s.context.origin ? inviteLink(s.context.origin, code) : null;
}

/** The Share button's way: the app's or the browser's share sheet, else the link is copied (and the label says so). */
export const selectOwnShareWay = (s: PageSnapshot): 'share' | 'copy' => (isInApp(s.context.host) || s.context.canShare ? 'share' : 'copy');

/** The Android installer's address: its button, a placeholder, or its failure with the way on. */
export type ApkView = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed'; failure: Exclude<ApkCase, 'loading' | 'ready'> };

export function selectApk(s: RequestSnapshot<string>): ApkView {
  const status = selectRequestStatus(s);
  const url = selectRequestData(s);
  const apkCase = apkCaseOf({ status, problem: selectRequestProblem(s) }, url !== null);
  if (apkCase === 'ready' && url) return { kind: 'ready', url };
  return apkCase === 'loading' || apkCase === 'ready' ? { kind: 'loading' } : { kind: 'failed', failure: apkCase };
}
