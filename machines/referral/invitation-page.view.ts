import type { SnapshotFrom } from 'xstate';
import type { InviteInfo, InviteRow } from '../../protocol/api/schemas';
import { isInApp } from '../core/host';
import { wayOnOf, type Problem, type ProblemWayOn } from '../core/problem';
import { selectRequestData, selectRequestProblem, selectRequestStatus, type RequestSnapshot } from '../core/request.machine';
import {
  selectInvitationCodeEntry,
  selectSummaryLoad,
  type invitationPageMachine,
  type InviteSummary,
} from './invitation-page.machine';
import { rowKey, selectCanShowAll, selectExpanded, selectHistoryProblem, selectHistoryStatus, selectShownRows, type InviteHistorySnapshot } from './invite-history.machine';
import { hasEarned, inviteLink, REFERRAL_RULES, workedExamples } from './referral-rules';

export { REFERRAL_RULES, rowKey, workedExamples };
export {
  selectCopyActor,
  selectHistoryFirstLoad,
  selectHistoryPaging,
  selectInApp,
  selectInvitationWebDriveUrl,
  selectUpgradeRequired,
} from './invitation-page.machine';

/*
 * The invitation page's view model (src/features/referral/invitation-page.tsx and its parts):
 * one selector per part, each returning what to show.
 */

type PageSnapshot = SnapshotFrom<typeof invitationPageMachine>;
type SummaryActor = NonNullable<ReturnType<typeof selectSummaryLoad>>;
type CodeEntryActor = NonNullable<ReturnType<typeof selectInvitationCodeEntry>>;

/** The page's body: a logged-out reader's way to log in, or the program with its loads. */
export type ProgramView =
  | { kind: 'logged-out'; wayOn: 'log-in' | 'open-app' }
  /** Logged in, before the loads have started. */
  | { kind: 'starting' }
  | { kind: 'program'; summary: SummaryActor; entry: CodeEntryActor };

export function selectProgram(s: PageSnapshot): ProgramView {
  if (!s.context.loggedIn) return { kind: 'logged-out', wayOn: isInApp(s.context.host) ? 'log-in' : 'open-app' };
  const summary = selectSummaryLoad(s);
  const entry = selectInvitationCodeEntry(s);
  return summary && entry ? { kind: 'program', summary, entry } : { kind: 'starting' };
}

/** A load's failure: the problem in words and its way on (Log in in the app, the app in a browser, else Try again). */
interface LoadFailure {
  kind: 'failed';
  problem: Problem | null;
  wayOn: ProblemWayOn;
}

/** The inviter's code and totals. */
export type SummaryView =
  | { kind: 'loading' }
  | LoadFailure
  | {
      kind: 'ready';
      code: string;
      /** The totals, or null when there is nothing earned yet (no row of zeros: the history's empty state says how to earn). */
      totals: InviteInfo | null;
      /** The days earned so far, invitations and purchase rewards together. */
      earnedDays: number;
      /** Install rewards were withdrawn: the warning takes the headline's place. */
      withdrawn: boolean;
    };

/**
 * The summary's state. The page's loads run only for a logged-in reader, who is in the app
 * (a browser has no session), so an expired login's way on is the app's log-in screen.
 */
export function selectSummary(s: RequestSnapshot<InviteSummary>): SummaryView {
  const status = selectRequestStatus(s);
  const data = selectRequestData(s);
  if (status === 'failed') return failureOf(selectRequestProblem(s));
  if (status === 'loading' || !data) return { kind: 'loading' };
  const { totals } = data;
  return {
    kind: 'ready',
    code: data.code,
    totals: hasEarned(totals) ? totals : null,
    earnedDays: totals.add_days + totals.invited_join_days,
    withdrawn: totals.reward_withdrawn === true,
  };
}

const failureOf = (problem: Problem | null): LoadFailure => ({ kind: 'failed', problem, wayOn: wayOnOf(problem, true) });

/** The invitation link for the code, once this site's origin is read; null until both are there. */
export function selectInviteLink(s: PageSnapshot, code: string | null): string | null {
  const origin = s.context.browser?.origin ?? null;
  return code && origin ? inviteLink(origin, code) : null;
}

/**
 * The page's main action: 'share' opens a share sheet (the app's, through the bridge, or the
 * browser's); 'copy' copies the link where there is neither, and its label says so.
 */
export const selectShareWay = (s: PageSnapshot): 'share' | 'copy' => (isInApp(s.context.host) || s.context.browser?.canShare === true ? 'share' : 'copy');

/** The history's first page, before the paging takes over. */
export type FirstPageView = { kind: 'loading' } | LoadFailure;

export function selectFirstPage(s: RequestSnapshot<readonly InviteRow[]>): FirstPageView {
  return selectRequestStatus(s) === 'failed' ? failureOf(selectRequestProblem(s)) : { kind: 'loading' };
}

/** The history once its first page is there. */
export type HistoryView =
  | { kind: 'empty' }
  | {
      kind: 'rows';
      rows: readonly InviteRow[];
      /** Joining alone earns no days: said once under the list when a row is a friend's joining. */
      joiningNote: boolean;
      loadingMore: boolean;
      /** A later page failed (its way on keeps the rows shown), or null. */
      failedMore: LoadFailure | null;
      canShowAll: boolean;
      /** Pages past the first are asked for only once the reader has asked for the whole list. */
      canLoadMore: boolean;
    };

export function selectHistory(s: InviteHistorySnapshot<InviteRow>): HistoryView {
  const status = selectHistoryStatus(s);
  if (status === 'empty') return { kind: 'empty' };
  const rows = selectShownRows(s);
  return {
    kind: 'rows',
    rows,
    joiningNote: rows.some((row) => row.reward_source === 'relation' && row.reward_days === 0),
    loadingMore: status === 'loading-more',
    failedMore: status === 'failed-more' ? failureOf(selectHistoryProblem(s)) : null,
    canShowAll: selectCanShowAll(s),
    canLoadMore: selectExpanded(s) && status === 'more',
  };
}

/** One history row: the days gained, and why a row gave none (so that a "0" never stands unexplained). */
export interface HistoryRowView {
  source: InviteRow['reward_source'];
  days: number;
  /** Why no days: past the rewarded install limit, or a purchase that didn't count; a joining's reason is said once under the list. */
  noDays: 'install-limit' | 'purchase-void' | null;
  /** The row's date, or null when it can't be read (left out rather than shown wrong). */
  when: Date | null;
}

export function historyRowOf(row: InviteRow): HistoryRowView {
  const when = new Date(row.time);
  const noDays = row.reward_days !== 0 || row.reward_source === 'relation' ? null : row.reward_source === 'invite_reward' ? 'install-limit' : 'purchase-void';
  return { source: row.reward_source, days: row.reward_days, noDays, when: Number.isFinite(when.getTime()) ? when : null };
}
