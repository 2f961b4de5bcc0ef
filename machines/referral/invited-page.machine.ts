import { assertEvent, assign, emit, enqueueActions, fromPromise, sendTo, setup, spawnChild, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Inviter } from '../../protocol/api/schemas';
import { copyMachine } from '../core/copy.machine';
import { inviteCodeEntryMachine } from './invite-code-entry.machine';
import { createRequestMachine, notProvided } from '../core/request.machine';
import { isInApp, type Host } from '../core/host';
import type { FriendPlatform } from './referral-rules';

/** How long 'Copied to clipboard' (or the failure) stays up. */
const COPY_CONFIRMATION_MS = 3000;

export interface InvitedPageInput {
  /** The validated invitation code from the link, or null when it is missing or malformed. */
  code: string | null;
  host: Host;
  loggedIn: boolean;
  /** Where 'Open this invitation in the app' goes until the page's own address is read: the app. */
  openAppHref: string;
  /** The web drive's address (the runtime configuration), for a friend on a computer. */
  webDriveUrl: string;
}

/** What the page read of the browser once it started (never during render). */
export interface DeviceFacts {
  platform: FriendPlatform;
  /** This very page as the app's view action, when the app may open it. */
  openAppHref: string | null;
  /** This site's origin, for the reader's own invitation link. */
  origin: string;
  /** Whether the browser has a share sheet. */
  canShare: boolean;
}

/** Actions on the landing page that statistics count (§3, §7.4). */
type InvitedAction = 'download_apk' | 'open_app_store' | 'open_app' | 'open_web_drive';

type InvitedPageEvent =
  | { type: 'action.take'; action: InvitedAction }
  /** Copy the friend's code (the page's copy region, child `copy`). */
  | { type: 'copy.request'; subject: string; text: string }
  /** Share the reader's own invitation link: the app's share sheet, the browser's, else the link is copied. */
  | { type: 'share.request'; url: string };

type InvitedPageEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context extends InvitedPageInput {
  /** The friend's platform: the app's inside it, the browser's outside; null until known. */
  platform: FriendPlatform | null;
  /** This site's origin once read (the reader's own link is built from it). */
  origin: string | null;
  canShare: boolean;
  /** The link the app's share sheet was asked to share (copied instead when the app cannot). */
  shareUrl: string;
}

/**
 * The invited friend's landing page (/activity/invited, §2.2) apart from its loads: which
 * platform the friend is on (inside the app, the app's; in a browser, read from it once the
 * page has started), where "open in the app" goes, and a statistics event for the page view
 * and every action. Its children: the inviter lookup of the link's code (`inviter`, the shared
 * request machine), in a browser the Android installer's address (`apk`, the same), and for a
 * logged-in app user with a code the code entry (`codeEntry`: the eligibility check, then the
 * form with the link's code); what the page shows follows from `invitedLayout`.
 */
export const invitedPageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvitedPageInput,
    events: {} as InvitedPageEvent,
    emitted: {} as InvitedPageEmitted,
    children: {} as { copy: 'copy'; inviter: 'inviter'; apk: 'apk'; codeEntry: 'codeEntry'; appShare: 'appShare' },
  },
  actors: {
    copy: copyMachine,
    /** Who invited the friend, looked up by the link's code (provided by the wiring). */
    inviter: createRequestMachine<Inviter, string>(notProvided('inviter')),
    /** The Android installer's address (provided by the wiring), offered outside the app. */
    apk: createRequestMachine<string>(notProvided('apk')),
    /** Accepting the invitation in the app (provided by the wiring: the eligibility check and the redemption). */
    codeEntry: inviteCodeEntryMachine,
    readDevice: fromPromise<DeviceFacts>(() => Promise.reject(new Error('readDevice not provided'))),
    /** In the app, only what sharing needs: the site's origin and whether there is a share sheet (provided by the wiring). */
    readOrigin: fromPromise<Pick<DeviceFacts, 'origin' | 'canShare'>>(() => Promise.reject(new Error('readOrigin not provided'))),
    /** The app's share sheet with this link (the bridge's `share`, provided by the wiring); fails when the app does not acknowledge. */
    appShare: fromPromise<void, { url: string }>(() => Promise.reject(new Error('appShare not provided'))),
  },
  guards: {
    inApp: ({ context }) => isInApp(context.host),
    canShare: ({ context }) => context.canShare,
    /** One share sheet at a time. */
    sharing: ({ context }) => context.shareUrl !== '',
  },
  actions: {
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'invited_page_view', extra: { has_code: String(context.code !== null) } })),
    trackAction: emit(({ event }) => {
      assertEvent(event, 'action.take');
      return { type: 'track' as const, action: `invited_${event.action}`, extra: {} };
    }),
    /** The system share sheet with this link (provided by the wiring module). */
    openShareSheet: (_, _params: { url: string }) => undefined,
    trackShare: emit((_, params: { via: 'app' | 'sheet' | 'copy' }) => ({ type: 'track' as const, action: 'invited_share_own_link', extra: { via: params.via } })),
    /** Share without a share sheet, or the app did not show one: the link is copied, confirmed under the button. */
    copyLink: sendTo('copy', (_, params: { url: string }) => ({ type: 'copy.request' as const, subject: 'share', text: params.url })),
    /** Hands the page's copy request to the copy region. */
    forwardCopy: sendTo('copy', ({ event }) => {
      assertEvent(event, 'copy.request');
      return { type: 'copy.request' as const, subject: event.subject, text: event.text };
    }),
  },
}).createMachine({
  id: 'invitedPage',
  context: ({ input }) => ({ ...input, platform: isInApp(input.host) ? input.host : null, origin: null, canShare: false, shareUrl: '' }),
  entry: [
    'trackView',
    // The inviter is looked up only for a link with a code; the installer's address only outside
    // the app (where the ways to get it are shown); the code entry only for a logged-in app user.
    enqueueActions(({ context, enqueue }) => {
      if (context.code !== null) enqueue.spawnChild('inviter', { id: 'inviter', input: { params: context.code } });
      if (!isInApp(context.host)) enqueue.spawnChild('apk', { id: 'apk', input: { params: undefined } });
      else if (context.loggedIn && context.code !== null) enqueue.spawnChild('codeEntry', { id: 'codeEntry', input: { page: 'invited', fixedCode: context.code } });
    }),
  ],
  invoke: { id: 'copy', src: 'copy', input: { confirmationMs: COPY_CONFIRMATION_MS, trackAs: 'invited_copy_code' } },
  on: {
    'action.take': { actions: 'trackAction' },
    'copy.request': { actions: 'forwardCopy' },
    // Sharing the reader's own link (their own invitation link, opened in the app): as the invitation page shares it.
    'share.request': [
      { guard: 'sharing' },
      {
        guard: 'inApp',
        actions: [
          assign({ shareUrl: ({ event }) => event.url }),
          { type: 'trackShare', params: { via: 'app' } },
          spawnChild('appShare', { id: 'appShare', input: ({ context }: { context: Context }) => ({ url: context.shareUrl }) }),
        ],
      },
      { guard: 'canShare', actions: [{ type: 'trackShare', params: { via: 'sheet' } }, { type: 'openShareSheet', params: ({ event }) => ({ url: event.url }) }] },
      { actions: [{ type: 'trackShare', params: { via: 'copy' } }, { type: 'copyLink', params: ({ event }) => ({ url: event.url }) }] },
    ],
    'xstate.done.actor.appShare': { actions: assign({ shareUrl: '' }) },
    // The app showed no share sheet: the link is copied instead.
    'xstate.error.actor.appShare': {
      actions: [{ type: 'trackShare', params: { via: 'copy' } }, { type: 'copyLink', params: ({ context }: { context: Context }) => ({ url: context.shareUrl }) }, assign({ shareUrl: '' })],
    },
  },
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'inApp', target: 'inApp' }, { target: 'reading' }] },
    /** Inside the app: its platform; only the site's origin is read (for the reader's own link). */
    inApp: {
      invoke: {
        id: 'readOrigin',
        src: 'readOrigin',
        onDone: { actions: assign(({ event }) => ({ origin: event.output.origin, canShare: event.output.canShare })) },
        onError: {},
      },
    },
    reading: {
      invoke: {
        id: 'readDevice',
        src: 'readDevice',
        onDone: {
          target: 'known',
          actions: assign(({ context, event }) => ({
            platform: event.output.platform,
            openAppHref: event.output.openAppHref ?? context.openAppHref,
            origin: event.output.origin,
            canShare: event.output.canShare,
          })),
        },
        onError: 'unknown',
      },
    },
    known: {},
    /** The browser could not be read: the default order, and "open in the app" opens the app. */
    unknown: {},
  },
});

export type InvitedPageActor = ActorRefFrom<typeof invitedPageMachine>;
type InvitedPageSnapshot = SnapshotFrom<typeof invitedPageMachine>;

export const selectHost = (s: InvitedPageSnapshot) => s.context.host;
export const selectLoggedIn = (s: InvitedPageSnapshot) => s.context.loggedIn;
export const selectPlatform = (s: InvitedPageSnapshot) => s.context.platform;
export const selectOpenAppHref = (s: InvitedPageSnapshot) => s.context.openAppHref;
/** The copy region's actor, for the confirmation it shows. */
export const selectInvitedCopy = (s: InvitedPageSnapshot) => s.children.copy;
/** The inviter lookup (absent for a link without a code). */
export const selectInviterLookup = (s: InvitedPageSnapshot) => s.children.inviter;
/** The Android installer's address (a browser's only). */
export const selectApkRequest = (s: InvitedPageSnapshot) => s.children.apk;
/** The code entry (a logged-in app user's with a code only). */
export const selectInvitedCodeEntry = (s: InvitedPageSnapshot) => s.children.codeEntry;
/** Where a friend on a computer uses PikPak: the web drive. */
export const selectInvitedWebDriveUrl = (s: InvitedPageSnapshot) => s.context.webDriveUrl;
