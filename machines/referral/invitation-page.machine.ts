import { assertEvent, assign, emit, enqueueActions, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { InviteInfo, InviteRow } from '../../protocol/api/schemas';
import { copyMachine } from '../core/copy.machine';
import { inviteCodeEntryMachine } from './invite-code-entry.machine';
import { createInviteHistoryMachine } from './invite-history.machine';
import { createRequestMachine, notProvided, selectRequestData, selectRequestStatus } from '../core/request.machine';
import { isInApp, type Host } from '../core/host';
import { appVersionOf, REFERRAL_RULES, type AppVersion } from './referral-rules';

export interface InvitationPageInput {
  loggedIn: boolean;
  host: Host;
  /** The app's version code, when the app told it. */
  versionCode: number | undefined;
  /** How long 'Copied to clipboard' stays up. */
  confirmationMs: number;
  /**
   * The upgrade guidance in the reader's language at the moment it is copied (when the reader
   * asks). Machines carry no sentences: the wiring module words it, and it is asked for when
   * the copy happens, so a language that arrives after the page opened is the one copied.
   */
  upgradeGuidance: () => string;
  /** The web drive's address (the runtime configuration), where a browser shares a file. */
  webDriveUrl: string;
}

/** What the page copies: the link, the code, the upgrade guidance, or the link for Share where there is no share sheet. */
type CopySubject = 'link' | 'code' | 'upgrade-guidance' | 'share';

type InvitationPageEvent =
  /** Copy this text (what the page shows for the subject). */
  | { type: 'copy.request'; subject: CopySubject; text: string }
  /** Copy the upgrade guidance (the reader pressed its copy button). */
  | { type: 'guidance.copy' }
  /** Share the invitation link: the system share sheet where there is one, else the link is copied. */
  | { type: 'share.request'; url: string }
  /** Go and choose a file to share: the app's file page, or the web drive in a browser. */
  | { type: 'drive.open' };

type InvitationPageEmitted = { type: 'track'; action: string; extra: Record<string, string> };

/** What the page read of the browser once it started (never during render). */
export interface BrowserFacts {
  /** This site's origin, for the invitation link. */
  origin: string;
  /** Whether the browser has a share sheet. */
  canShare: boolean;
}

/** The inviter's code and totals (GET inviteCode and inviteInfo), loaded together. */
export interface InviteSummary {
  code: string;
  totals: InviteInfo;
}

interface Context {
  loggedIn: boolean;
  host: Host;
  app: AppVersion | null;
  confirmationMs: number;
  upgradeGuidance: () => string;
  webDriveUrl: string;
  browser: BrowserFacts | null;
  /** The history's first page once it arrived: the paging starts from it. */
  historyFirst: readonly InviteRow[] | null;
  /** The link the app's share sheet was asked to share (copied instead when the app cannot). */
  shareUrl: string;
}

/**
 * The inviter's page (/activity/invitation, §2.2) apart from its loads: whether the reader is
 * logged in, the app-version check (an app that is too old gets the upgrade prompt, its
 * guidance with a copy button: nothing is written to the clipboard that the reader did not
 * ask for), copying with a confirmation (the shared copy machine, invoked as `copy`),
 * sharing the link (the share sheet where there is one, else a copy) and the way to the file page, the page's statistics, and for a logged-in
 * inviter the load of the summary (the shared request machine, child `summary`), the code
 * entry (child `codeEntry`: the eligibility check, then the form) and the history: its first
 * page on the shared request machine (child `historyFirst`), then, once it is there, the
 * paging machine started from it (child `history`).
 */
export const invitationPageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvitationPageInput,
    events: {} as InvitationPageEvent,
    emitted: {} as InvitationPageEmitted,
    children: {} as { copy: 'copy'; summary: 'summary'; historyFirst: 'historyFirst'; history: 'history'; codeEntry: 'codeEntry' },
  },
  actors: {
    copy: copyMachine,
    /** The inviter's code and totals (provided by the wiring). */
    summary: createRequestMachine<InviteSummary>(notProvided('summary')),
    /** The history's first page (provided by the wiring); the paging machine starts from it. */
    historyFirst: createRequestMachine<readonly InviteRow[]>(notProvided('historyFirst')),
    /** The history past its first page (provided by the wiring: its page fetch). */
    history: createInviteHistoryMachine<InviteRow>(notProvided('history')),
    /** Accepting a friend's invitation (provided by the wiring: the eligibility check and the redemption). */
    codeEntry: inviteCodeEntryMachine,
    readBrowser: fromPromise<BrowserFacts>(() => Promise.reject(new Error('readBrowser not provided'))),
    checkVersion: fromPromise<{ upgradeRequired: boolean }, AppVersion>(() => Promise.reject(new Error('checkVersion not provided'))),
    /** The app's share sheet with this link (the bridge's `share`, provided by the wiring); fails when the app does not acknowledge. */
    appShare: fromPromise<void, { url: string }>(() => Promise.reject(new Error('appShare not provided'))),
  },
  actions: {
    /** The system share sheet with this link (provided by the wiring module). */
    openShareSheet: (_, _params: { url: string }) => undefined,
    /** The app's file page, to choose a file to share (provided by the wiring module). */
    backToFilePage: () => undefined,
    /** Hands the page's copy request to the copy region. */
    forwardCopy: sendTo('copy', ({ event }) => {
      assertEvent(event, 'copy.request');
      return { type: 'copy.request' as const, subject: event.subject, text: event.text };
    }),
    /** Counts a copy: the asked subject, or the guidance. */
    trackCopy: emit((_, params: { subject: string }) => ({ type: 'track' as const, action: 'invitation_copy', extra: { subject: params.subject } })),
    /** Copies the upgrade guidance, worded at this moment. */
    copyGuidance: sendTo('copy', ({ context }) => ({ type: 'copy.request' as const, subject: 'upgrade-guidance', text: context.upgradeGuidance() })),
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'invitation_page_view', extra: { logged_in: String(context.loggedIn) } })),
    trackShare: emit((_, params: { via: 'app' | 'sheet' | 'copy' }) => ({ type: 'track' as const, action: 'invitation_share_link', extra: { via: params.via } })),
    /** The app could not show its share sheet: the link is copied instead, confirmed under the button. */
    copySharedUrl: sendTo('copy', ({ context }) => ({ type: 'copy.request' as const, subject: 'share', text: context.shareUrl })),
    /** Share without a share sheet: the link is copied, confirmed under the Share button. */
    copyShared: sendTo('copy', ({ event }) => {
      assertEvent(event, 'share.request');
      return { type: 'copy.request' as const, subject: 'share', text: event.url };
    }),
    trackDrive: emit({ type: 'track' as const, action: 'invitation_open_drive', extra: {} }),
    trackOldApp: emit(({ context }) => ({ type: 'track' as const, action: 'invitation_app_too_old', extra: { platform: context.app?.platform ?? '' } })),
  },
  guards: {
    inApp: ({ context }) => isInApp(context.host),
    loggedIn: ({ context }) => context.loggedIn,
    versionKnown: ({ context }) => context.app !== null,
    canShare: ({ context }) => context.browser?.canShare === true,
    hasText: ({ event }) => {
      assertEvent(event, 'copy.request');
      return event.text !== '';
    },
  },
}).createMachine({
  id: 'invitationPage',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    host: input.host,
    app: appVersionOf(input.host, input.versionCode),
    confirmationMs: input.confirmationMs,
    upgradeGuidance: input.upgradeGuidance,
    webDriveUrl: input.webDriveUrl,
    browser: null,
    historyFirst: null,
    shareUrl: '',
  }),
  type: 'parallel',
  entry: [
    'trackView',
    // A logged-in inviter's code and totals are loaded and the code entry opens; a logged-out reader has none.
    enqueueActions(({ context, enqueue }) => {
      if (!context.loggedIn) return;
      enqueue.spawnChild('summary', { id: 'summary', input: { params: undefined } });
      enqueue.spawnChild('codeEntry', { id: 'codeEntry', input: { page: 'invitation', fixedCode: null } });
    }),
  ],
  invoke: { id: 'copy', src: 'copy', input: ({ context }: { context: Context }) => ({ confirmationMs: context.confirmationMs }) },
  on: {
    'copy.request': { guard: 'hasText', actions: ['forwardCopy', { type: 'trackCopy', params: ({ event }) => ({ subject: event.subject }) }] },
    'guidance.copy': { actions: ['copyGuidance', { type: 'trackCopy', params: { subject: 'upgrade-guidance' } }] },
    'drive.open': [
      { guard: 'inApp', actions: ['trackDrive', 'backToFilePage'] },
      // In a browser the link itself opens the web drive; the page only counts it.
      { actions: 'trackDrive' },
    ],
  },
  states: {
    /** The app's share sheet: asked for (one request at a time), then idle again; an app that does not acknowledge gets the link copied. */
    share: {
      initial: 'idle',
      on: {
        'share.request': [
          // In the app while its share sheet is being asked for: nothing more.
          { guard: 'inApp' },
          {
            guard: 'canShare',
            actions: [{ type: 'trackShare', params: { via: 'sheet' } }, { type: 'openShareSheet', params: ({ event }) => ({ url: event.url }) }],
          },
          // No share sheet (desktop browsers): the button says Copy invitation link, and copies it.
          { actions: [{ type: 'trackShare', params: { via: 'copy' } }, 'copyShared'] },
        ],
      },
      states: {
        idle: {
          on: {
            // In the app: its own share sheet (the bridge's `share`); a WebView has none of its own.
            'share.request': {
              guard: 'inApp',
              target: 'asking',
              actions: [assign({ shareUrl: ({ event }) => event.url }), { type: 'trackShare', params: { via: 'app' } }],
            },
          },
        },
        asking: {
          invoke: {
            id: 'appShare',
            src: 'appShare',
            input: ({ context }: { context: Context }) => ({ url: context.shareUrl }),
            onDone: 'idle',
            onError: { target: 'idle', actions: [{ type: 'trackShare', params: { via: 'copy' } }, 'copySharedUrl'] },
          },
        },
      },
    },
    browser: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            id: 'readBrowser',
            src: 'readBrowser',
            onDone: { target: 'known', actions: assign({ browser: ({ event }) => event.output }) },
            onError: 'unknown',
          },
        },
        known: {},
        /** Nothing could be read: no link to show or share yet, the code still works. */
        unknown: {},
      },
    },
    version: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'versionKnown', target: 'checking' }, { target: 'notInApp' }] },
        /** A browser (or an app that told no version) has no app version to check. */
        notInApp: {},
        checking: {
          invoke: {
            id: 'checkVersion',
            src: 'checkVersion',
            input: ({ context }: { context: Context }) => context.app ?? { platform: 'android', versionCode: 0 },
            onDone: [{ guard: ({ event }) => event.output.upgradeRequired, target: 'tooOld' }, { target: 'current' }],
            // The check is advisory: when it fails the page stays usable and says nothing.
            onError: 'unknown',
          },
        },
        /**
         * §2.2: the upgrade prompt with its guidance. Departing from §2.2, the guidance is not
         * copied on its own: a clipboard write the reader did not ask for would wipe what they
         * had just copied. 'guidance.copy' copies it.
         */
        tooOld: {
          entry: 'trackOldApp',
        },
        current: {},
        unknown: {},
      },
    },
    history: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'loggedIn', target: 'first' }, { target: 'none' }] },
        /** A logged-out reader has no history. */
        none: {},
        /** The first page loads (its failure and retry are the request machine's). */
        first: {
          invoke: {
            id: 'historyFirst',
            src: 'historyFirst',
            input: { params: undefined },
            onSnapshot: {
              guard: ({ event }) => selectRequestStatus(event.snapshot) === 'ready' && selectRequestData(event.snapshot) !== null,
              target: 'paging',
              actions: assign({ historyFirst: ({ event }) => selectRequestData(event.snapshot) }),
            },
          },
        },
        /** The first page is there: the paging machine shows it and asks for more. */
        paging: {
          invoke: {
            id: 'history',
            src: 'history',
            input: ({ context }: { context: Context }) => ({
              pageSize: REFERRAL_RULES.historyPageSize,
              compactRows: REFERRAL_RULES.historyCompactRows,
              first: context.historyFirst ?? [],
            }),
          },
        },
      },
    },
  },
});

export type InvitationPageActor = ActorRefFrom<typeof invitationPageMachine>;
type InvitationPageSnapshot = SnapshotFrom<typeof invitationPageMachine>;

export const selectLoggedIn = (s: InvitationPageSnapshot) => s.context.loggedIn;
export const selectInApp = (s: InvitationPageSnapshot) => isInApp(s.context.host);
export const selectUpgradeRequired = (s: InvitationPageSnapshot) => s.matches({ version: 'tooOld' });
export const selectOrigin = (s: InvitationPageSnapshot) => s.context.browser?.origin ?? null;
export const selectCanShare = (s: InvitationPageSnapshot) => s.context.browser?.canShare === true;
/**
 * What the link's button does: 'share' opens a share sheet (the app's, through the bridge, or
 * the browser's), 'copy' copies the link where there is neither (its label says so).
 */
export const selectShareWay = (s: InvitationPageSnapshot): 'share' | 'copy' => (isInApp(s.context.host) || s.context.browser?.canShare === true ? 'share' : 'copy');
/** The copy region's actor, for the confirmation it shows. */
export const selectCopyActor = (s: InvitationPageSnapshot) => s.children.copy;
/** The summary's load (a logged-in inviter's only). */
export const selectSummaryLoad = (s: InvitationPageSnapshot) => s.children.summary;
/** The history's first page's load (a logged-in inviter's only, until the first page is there). */
export const selectHistoryFirstLoad = (s: InvitationPageSnapshot) => s.children.historyFirst;
/** The history's paging, once its first page is there. */
export const selectHistoryPaging = (s: InvitationPageSnapshot) => s.children.history;
/** The code entry (a logged-in reader's only). */
export const selectInvitationCodeEntry = (s: InvitationPageSnapshot) => s.children.codeEntry;
/** Where a browser shares a file: the web drive. */
export const selectInvitationWebDriveUrl = (s: InvitationPageSnapshot) => s.context.webDriveUrl;
