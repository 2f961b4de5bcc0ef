import { assign, emit, fromPromise, raise, setup, type ActorRefFrom } from 'xstate';
import { referralErrorOf, type ReferralError } from './referral-errors';

/** The inviter's totals (GET inviteInfo). */
export interface InviteTotals {
  invited_nums: number;
  add_days: number;
  join_vip_nums: number;
  invited_join_days: number;
  reward_withdrawn: boolean;
}

export interface InviteSummary {
  code: string;
  totals: InviteTotals;
}

/** The app asking for the page, when there is one: its platform and version. */
export interface AppVersion {
  platform: 'android' | 'ios';
  versionCode: number;
}

export interface InvitationPageInput {
  loggedIn: boolean;
  app: AppVersion | null;
  /** How long 'Copied to clipboard' stays up. */
  confirmationMs: number;
}

/** What the page copies; the view turns a subject into text (the link, the code, the guidance). */
export type CopySubject = 'link' | 'code' | 'upgrade-guidance';

export type InvitationPageEvent =
  | { type: 'summary.retry' }
  | { type: 'copy.request'; subject: CopySubject }
  | { type: 'share.request' }
  | { type: 'drive.open' };

export type InvitationPageEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  loggedIn: boolean;
  app: AppVersion | null;
  confirmationMs: number;
  summary: InviteSummary | null;
  summaryError: ReferralError | null;
  copied: CopySubject | null;
}

/**
 * Every copy state takes a new request, restarting the copy region only (a transition on the
 * region itself with `reenter` would restart the sibling regions too).
 */
const copyRequest = { guard: 'codeKnown', target: '#invitationPage.copy.copying', reenter: true, actions: ['markCopied', 'trackCopy'] } as const;

/**
 * The inviter's page (/activity/invitation): the own code and totals, the app-version check
 * (an app that is too old gets the upgrade guidance copied to its clipboard), and copying
 * with a confirmation. History and code entry are machines of their own.
 */
export const invitationPageMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvitationPageInput,
    events: {} as InvitationPageEvent,
    emitted: {} as InvitationPageEmitted,
  },
  actors: {
    loadSummary: fromPromise<InviteSummary>(() => Promise.reject(new Error('loadSummary not provided'))),
    checkVersion: fromPromise<{ upgradeRequired: boolean }, AppVersion>(() => Promise.reject(new Error('checkVersion not provided'))),
    copyText: fromPromise<void, { subject: CopySubject; code: string | null }>(() => Promise.reject(new Error('copyText not provided'))),
  },
  delays: { confirmation: ({ context }) => context.confirmationMs },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    inApp: ({ context }) => context.app !== null,
    upgradeRequired: ({ event }) => 'output' in event && (event.output as { upgradeRequired: boolean }).upgradeRequired,
    codeKnown: ({ context, event }) => event.type !== 'copy.request' || event.subject === 'upgrade-guidance' || context.summary !== null,
  },
  actions: {
    keepSummary: assign({ summary: ({ event }) => ('output' in event ? (event.output as InviteSummary) : null), summaryError: null }),
    keepSummaryError: assign({ summaryError: ({ event }) => ('error' in event ? referralErrorOf(event.error) : 'unknown') }),
    copyGuidance: raise({ type: 'copy.request', subject: 'upgrade-guidance' }),
    markCopied: assign({ copied: ({ event }) => (event.type === 'copy.request' ? event.subject : null) }),
    trackView: emit(({ context }) => ({ type: 'track' as const, action: 'invitation_page_view', extra: { logged_in: String(context.loggedIn) } })),
    trackCopy: emit(({ event }) => ({ type: 'track' as const, action: 'invitation_copy', extra: { subject: event.type === 'copy.request' ? event.subject : '' } })),
    trackShare: emit({ type: 'track' as const, action: 'invitation_share_link', extra: {} }),
    trackDrive: emit({ type: 'track' as const, action: 'invitation_open_drive', extra: {} }),
    trackOldApp: emit(({ context }) => ({ type: 'track' as const, action: 'invitation_app_too_old', extra: { platform: context.app?.platform ?? '' } })),
  },
}).createMachine({
  id: 'invitationPage',
  context: ({ input }) => ({ ...input, summary: null, summaryError: null, copied: null }),
  type: 'parallel',
  entry: 'trackView',
  on: {
    'share.request': { actions: 'trackShare' },
    'drive.open': { actions: 'trackDrive' },
  },
  states: {
    summary: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'loggedOut' }] },
        /** No session: the page asks the user to log in through the app; no request is made. */
        loggedOut: {},
        loading: {
          tags: ['busy'],
          invoke: { id: 'loadSummary', src: 'loadSummary', onDone: { target: 'ready', actions: 'keepSummary' }, onError: { target: 'failed', actions: 'keepSummaryError' } },
        },
        ready: {},
        failed: { on: { 'summary.retry': 'loading' } },
      },
    },
    version: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'inApp', target: 'checking' }, { target: 'notInApp' }] },
        /** A browser has no app version to check. */
        notInApp: {},
        checking: {
          invoke: {
            id: 'checkVersion',
            src: 'checkVersion',
            input: ({ context }) => context.app ?? { platform: 'android', versionCode: 0 },
            onDone: [{ guard: 'upgradeRequired', target: 'tooOld' }, { target: 'current' }],
            // The check is advisory: when it fails the page stays usable and says nothing.
            onError: 'unknown',
          },
        },
        tooOld: { entry: ['trackOldApp', 'copyGuidance'] },
        current: {},
        unknown: {},
      },
    },
    copy: {
      initial: 'idle',
      states: {
        idle: { on: { 'copy.request': copyRequest } },
        copying: {
          on: { 'copy.request': copyRequest },
          invoke: {
            id: 'copyText',
            src: 'copyText',
            input: ({ context }) => ({ subject: context.copied ?? 'code', code: context.summary?.code ?? null }),
            onDone: 'copied',
            onError: 'failed',
          },
        },
        copied: { on: { 'copy.request': copyRequest }, after: { confirmation: 'idle' } },
        failed: { on: { 'copy.request': copyRequest }, after: { confirmation: 'idle' } },
      },
    },
  },
});

export type InvitationPageActor = ActorRefFrom<typeof invitationPageMachine>;
