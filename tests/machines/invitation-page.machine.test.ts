import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { copyMachine } from '../../machines/core/copy.machine';
import {
  invitationPageMachine,
  selectCanShare,
  selectShareWay,
  selectCopyActor,
  selectHistoryFirstLoad,
  selectHistoryPaging,
  selectInApp,
  selectInvitationCodeEntry,
  selectInvitationWebDriveUrl,
  selectLoggedIn,
  selectOrigin,
  selectSummaryLoad,
  selectUpgradeRequired,
  type BrowserFacts,
  type InvitationPageInput,
} from '../../machines/referral/invitation-page.machine';
import { selectHistoryRows } from '../../machines/referral/invite-history.machine';
import { REFERRAL_RULES } from '../../machines/referral/referral-rules';
import { createRequestMachine } from '../../machines/core/request.machine';
import { ApiError } from '../../protocol/api/errors';
import type { InviteRow } from '../../protocol/api/schemas';
import { replayShortestPaths, type Fact } from './replay';

type InvitationPageSnapshot = SnapshotFrom<typeof invitationPageMachine>;

const CONFIRM = 2000;
const GUIDANCE = 'Open Settings, then About, then Check for updates.';
const ORIGIN = 'https://companion.example';

/** The copy region with a clipboard that always takes the text. */
const copy = copyMachine.provide({ actors: { writeClipboard: fromPromise<void, { text: string }>(async () => {}) } });
const machine = invitationPageMachine.provide({ actors: { copy } });

const DRIVE = 'https://drive.example/drive';
const base = { confirmationMs: CONFIRM, upgradeGuidance: () => GUIDANCE, webDriveUrl: DRIVE };
const inputs: [string, InvitationPageInput][] = [
  ['logged in, in an app that told its version', { ...base, loggedIn: true, host: 'android', versionCode: 1 }],
  ['logged in, in an app that told no version', { ...base, loggedIn: true, host: 'ios', versionCode: undefined }],
  ['logged in, in a browser', { ...base, loggedIn: true, host: 'absent', versionCode: 12 }],
  ['logged out, in a browser', { ...base, loggedIn: false, host: 'absent', versionCode: undefined }],
];

/** The history's first page, and its load's snapshots as the page machine hears them (loading, then ready). */
const FIRST: readonly InviteRow[] = [
  { invited_user: 'user_1', reward_source: 'relation', reward_days: 0, time: '2026-10-28T09:30:00.000Z' },
  { invited_user: 'user_2', reward_source: 'vip_rebate', reward_days: 9, time: '2026-10-27T09:30:00.000Z' },
];
const firstPageLoad = createRequestMachine<readonly InviteRow[]>(async () => FIRST);
const firstPageLoading = firstPageLoad.resolveState({ value: 'loading', context: { params: undefined, data: null, problem: null } });
const firstPageReady = firstPageLoad.resolveState({ value: 'ready', context: { params: undefined, data: FIRST, problem: null } });

/** What the copy region was last asked to copy. */
const copyAsked = (s: InvitationPageSnapshot) => {
  const context = selectCopyActor(s)?.getSnapshot().context;
  return context ? { subject: context.subject, text: context.text } : null;
};

const facts = (input: InvitationPageInput, copyEvents: boolean): Record<string, Fact> => ({
  'share.idle': (s, pending) => {
    expect(pending.has('appShare')).toBe(false);
    // The button names what it does: a share sheet (the app's or the browser's), else a copy.
    expect(selectShareWay(s)).toBe(input.host !== 'absent' || selectCanShare(s) ? 'share' : 'copy');
  },
  'share.asking': (s, pending) => {
    // Only inside the app: its share sheet is asked for with the link.
    expect(input.host).not.toBe('absent');
    expect(pending.get('appShare')?.input).toEqual({ url: `${ORIGIN}/activity/invited?code=TESTCODE` });
    expect(selectShareWay(s)).toBe('share');
  },
  'browser.reading': (s, pending) => {
    // Nothing to link before the browser is read; reading it is under way. Share always does
    // something: the share sheet where there is one, else a copy of the link.
    expect(pending.has('readBrowser')).toBe(true);
    expect(selectOrigin(s)).toBeNull();
    expect(selectCanShare(s)).toBe(false);
    // (Except while the app's share sheet is being asked for: a second tap does nothing.)
    expect(s.can({ type: 'share.request', url: `${ORIGIN}/x` })).toBe(!s.matches({ share: 'asking' }));
  },
  'browser.known': (s) => {
    expect(selectOrigin(s)).toBe(ORIGIN);
    // (Except while the app's share sheet is being asked for: a second tap does nothing.)
    expect(s.can({ type: 'share.request', url: `${ORIGIN}/x` })).toBe(!s.matches({ share: 'asking' }));
  },
  'browser.unknown': (s) => {
    expect(selectOrigin(s)).toBeNull();
    expect(selectCanShare(s)).toBe(false);
    // (Except while the app's share sheet is being asked for: a second tap does nothing.)
    expect(s.can({ type: 'share.request', url: `${ORIGIN}/x` })).toBe(!s.matches({ share: 'asking' }));
  },
  'version.notInApp': (s, pending) => {
    // A browser, or an app without a version: nothing to check, no prompt.
    expect(input.host === 'absent' || input.versionCode === undefined).toBe(true);
    expect(pending.has('checkVersion')).toBe(false);
    expect(selectUpgradeRequired(s)).toBe(false);
  },
  'version.checking': (s, pending) => {
    expect(pending.get('checkVersion')?.input).toEqual({ platform: input.host, versionCode: input.versionCode });
    expect(selectUpgradeRequired(s)).toBe(false);
  },
  'version.tooOld': (s) => {
    expect(selectUpgradeRequired(s)).toBe(true);
    // The prompt writes nothing to the clipboard on its own (issue 8): only the reader's own copies.
    if (!copyEvents) {
      expect(copyAsked(s)).toEqual({ subject: null, text: '' });
      expect(selectCopyActor(s)?.getSnapshot().value).toBe('idle');
    }
    expect(s.can({ type: 'guidance.copy' })).toBe(true);
  },
  'version.current': (s) => expect(selectUpgradeRequired(s)).toBe(false),
  // The check is advisory: a failure shows no prompt.
  'version.unknown': (s) => expect(selectUpgradeRequired(s)).toBe(false),
  'history.none': (s) => {
    // A logged-out reader has no history to load.
    expect(input.loggedIn).toBe(false);
    expect(selectHistoryFirstLoad(s)).toBeUndefined();
    expect(selectHistoryPaging(s)).toBeUndefined();
  },
  'history.first': (s) => {
    // The first page loads on the request machine; no paging before it is there.
    expect(input.loggedIn).toBe(true);
    expect(selectHistoryFirstLoad(s)).toBeDefined();
    expect(selectHistoryPaging(s)).toBeUndefined();
  },
  'history.paging': (s) => {
    // The paging starts from the first page, with the page size of the rules.
    expect(selectHistoryFirstLoad(s)).toBeUndefined();
    const paging = selectHistoryPaging(s)!;
    expect(selectHistoryRows(paging.getSnapshot())).toEqual(FIRST);
    expect(paging.getSnapshot().context.pageSize).toBe(REFERRAL_RULES.historyPageSize);
  },
});

describe('invitation page machine (model-based)', () => {
  it.each(inputs)('follows every shortest path when %s, with a fact checked in each state', async (_, input) => {
    const inApp = input.host !== 'absent';
    // In an app the copy events are left out, so what the copy region holds in 'tooOld' is what entering it asked for: nothing.
    const copyEvents = !inApp;
    const count = await replayShortestPaths({
      machine,
      input,
      actorNames: ['readBrowser', 'checkVersion', 'appShare'],
      events: [
        ...(copyEvents ? [{ type: 'copy.request', subject: 'code', text: 'TESTCODE' }, { type: 'copy.request', subject: 'code', text: '' }] : []),
        { type: 'share.request', url: `${ORIGIN}/activity/invited?code=TESTCODE` },
        { type: 'drive.open' },
        { type: 'xstate.done.actor.appShare' },
        { type: 'xstate.error.actor.appShare', error: new Error('timeout') },
        { type: 'xstate.done.actor.readBrowser', output: { origin: ORIGIN, canShare: true } },
        { type: 'xstate.done.actor.readBrowser', output: { origin: ORIGIN, canShare: false } },
        { type: 'xstate.error.actor.readBrowser', error: new Error('no window') },
        { type: 'xstate.done.actor.checkVersion', output: { upgradeRequired: true } },
        { type: 'xstate.done.actor.checkVersion', output: { upgradeRequired: false } },
        { type: 'xstate.error.actor.checkVersion', error: new ApiError('timeout') },
        { type: 'xstate.snapshot.historyFirst', snapshot: firstPageLoading },
        { type: 'xstate.snapshot.historyFirst', snapshot: firstPageReady },
      ] as EventObject[],
      facts: facts(input, copyEvents),
      check: (s) => {
        expect(selectLoggedIn(s)).toBe(input.loggedIn);
        expect(selectInApp(s)).toBe(inApp);
        expect(selectInvitationWebDriveUrl(s)).toBe(DRIVE);
        // A logged-in inviter's summary and code entry run from the start; a logged-out reader has neither.
        expect(selectSummaryLoad(s) !== undefined).toBe(input.loggedIn);
        expect(selectInvitationCodeEntry(s) !== undefined).toBe(input.loggedIn);
      },
    });
    expect(count).toBeGreaterThanOrEqual(3);
  });
});

describe('invitation page (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = (input: InvitationPageInput, upgradeRequired: boolean, appShares = true) => {
    vi.useFakeTimers();
    const copied: string[] = [];
    const shared: string[] = [];
    const tracked: string[] = [];
    let filePage = 0;
    let wording = GUIDANCE;
    const actor = createActor(
      invitationPageMachine.provide({
        actors: {
          copy: copyMachine.provide({ actors: { writeClipboard: fromPromise(async ({ input: i }) => void copied.push(i.text)) } }),
          readBrowser: fromPromise<BrowserFacts>(async () => ({ origin: ORIGIN, canShare: true })),
          checkVersion: fromPromise(async () => ({ upgradeRequired })),
          appShare: fromPromise<void, { url: string }>(async ({ input: i }) => {
            if (!appShares) throw new Error('no acknowledgement');
            shared.push(`app:${i.url}`);
          }),
        },
        actions: {
          openShareSheet: (_, { url }) => void shared.push(url),
          backToFilePage: () => void (filePage += 1),
        },
      }),
      { input: { ...input, upgradeGuidance: () => wording } },
    );
    actor.on('track', (e) => tracked.push(`${e.action}${e.extra.subject ? `:${e.extra.subject}` : ''}`));
    actor.start();
    return { actor, copied, shared, tracked, filePage: () => filePage, reword: (w: string) => (wording = w) };
  };

  it('copies nothing on its own when the app is too old, and the guidance when asked, in the words of the moment', async () => {
    const { actor, copied, tracked, reword } = start(inputs[0]![1], true);
    await vi.advanceTimersByTimeAsync(CONFIRM);
    expect(selectUpgradeRequired(actor.getSnapshot())).toBe(true);
    expect(copied).toEqual([]);
    expect(tracked).toEqual(['invitation_page_view', 'invitation_app_too_old']);
    actor.send({ type: 'guidance.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(copied).toEqual([GUIDANCE]);
    expect(tracked).toEqual(['invitation_page_view', 'invitation_app_too_old', 'invitation_copy:upgrade-guidance']);
    reword('Ouvrez Réglages.');
    actor.send({ type: 'guidance.copy' });
    await vi.advanceTimersByTimeAsync(0);
    expect(copied).toEqual([GUIDANCE, 'Ouvrez Réglages.']);
  });

  it('copies the text asked for, counts it, and refuses an empty one', async () => {
    const { actor, copied, tracked } = start(inputs[2]![1], false);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'copy.request', subject: 'code', text: '' });
    actor.send({ type: 'copy.request', subject: 'link', text: `${ORIGIN}/activity/invited?code=TESTCODE` });
    await vi.advanceTimersByTimeAsync(0);
    expect(copied).toEqual([`${ORIGIN}/activity/invited?code=TESTCODE`]);
    expect(tracked).toEqual(['invitation_page_view', 'invitation_copy:link']);
    expect(selectCopyActor(actor.getSnapshot())?.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(CONFIRM);
    expect(selectCopyActor(actor.getSnapshot())?.getSnapshot().value).toBe('idle');
  });

  it('starts the history’s paging from its first page once it is there, and opens the code entry for a logged-in reader', async () => {
    vi.useFakeTimers();
    let answer: (rows: readonly InviteRow[]) => void = () => undefined;
    const actor = createActor(
      invitationPageMachine.provide({
        actors: {
          copy,
          historyFirst: createRequestMachine<readonly InviteRow[]>(() => new Promise((resolve) => (answer = resolve))),
          readBrowser: fromPromise<BrowserFacts>(async () => ({ origin: ORIGIN, canShare: false })),
        },
      }),
      { input: inputs[2]![1] },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ history: 'first' })).toBe(true);
    expect(selectHistoryPaging(actor.getSnapshot())).toBeUndefined();
    expect(selectInvitationCodeEntry(actor.getSnapshot())).toBeDefined();
    answer(FIRST);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ history: 'paging' })).toBe(true);
    expect(selectHistoryRows(selectHistoryPaging(actor.getSnapshot())!.getSnapshot())).toEqual(FIRST);
    actor.stop();
  });

  it('opens the share sheet where there is one, copies the link for Share elsewhere, and opens the file page only inside the app', async () => {
    const browser = start(inputs[2]![1], false);
    // Before the browser is read there is no share sheet to open: Share copies the link.
    browser.actor.send({ type: 'share.request', url: 'early' });
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.copied).toEqual(['early']);
    expect(copyAsked(browser.actor.getSnapshot())).toEqual({ subject: 'share', text: 'early' });
    browser.actor.send({ type: 'share.request', url: `${ORIGIN}/x` });
    browser.actor.send({ type: 'drive.open' });
    expect(browser.shared).toEqual([`${ORIGIN}/x`]);
    expect(browser.copied).toEqual(['early']);
    expect(browser.filePage()).toBe(0);
    expect(browser.tracked).toEqual(['invitation_page_view', 'invitation_share_link', 'invitation_share_link', 'invitation_open_drive']);
    vi.useRealTimers();
    const app = start(inputs[0]![1], false);
    app.actor.send({ type: 'drive.open' });
    expect(app.filePage()).toBe(1);
    app.actor.stop();
  });

  it('in the app, shares through the app’s share sheet; an app that does not acknowledge gets the link copied instead', async () => {
    const app = start(inputs[0]![1], false);
    app.actor.send({ type: 'share.request', url: `${ORIGIN}/x` });
    await vi.advanceTimersByTimeAsync(0);
    expect(app.shared).toEqual([`app:${ORIGIN}/x`]);
    expect(app.copied).toEqual([]);
    app.actor.stop();
    const old = start(inputs[0]![1], false, false);
    old.actor.send({ type: 'share.request', url: `${ORIGIN}/y` });
    await vi.advanceTimersByTimeAsync(0);
    expect(old.shared).toEqual([]);
    expect(old.copied).toEqual([`${ORIGIN}/y`]);
    expect(copyAsked(old.actor.getSnapshot())).toEqual({ subject: 'share', text: `${ORIGIN}/y` });
    old.actor.stop();
  });
});
