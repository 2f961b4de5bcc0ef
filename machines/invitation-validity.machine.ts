import { assign, setup, stateIn, type ActorRefFrom } from 'xstate';
import { HOUR_MS, MINUTE_MS, REFERRAL_RULES } from './referral-rules';

export type InviteMethod = 'link' | 'code' | 'file';

export interface InvitationValidityInput {
  /** Devices and accounts that already counted for some inviter: they count only once. */
  countedDevices: readonly string[];
  countedAccounts: readonly string[];
}

export type InvitationValidityEvent =
  | { type: 'method.choose'; method: InviteMethod }
  | { type: 'app.install'; deviceId: string }
  | { type: 'user.login'; accountId: string }
  | { type: 'account.create'; accountId: string }
  | { type: 'code.submit' }
  | { type: 'file.save' };

interface Context extends InvitationValidityInput {
  deviceId: string | null;
  accountId: string | null;
}

/**
 * One invited friend's path through the validity rules (§4):
 * - install link: install through the link, then log in;
 * - invitation code: install, log in and submit the code within 12 hours of install;
 * - shared file: create an account and save the file within 12 hours; the install reward
 *   also needs the install within those 12 hours of account creation. A file saved in time
 *   without an install in time establishes the relationship only.
 * A counted invitation is credited after the usual reward delay (about 30 minutes). A device
 * or an account that already counted makes the invitation a duplicate, which earns nothing.
 */
export const invitationValidityMachine = setup({
  types: {
    context: {} as Context,
    input: {} as InvitationValidityInput,
    events: {} as InvitationValidityEvent,
  },
  delays: {
    codeWindow: REFERRAL_RULES.codeWindowHours * HOUR_MS,
    fileWindow: REFERRAL_RULES.fileWindowHours * HOUR_MS,
    rewardDelay: REFERRAL_RULES.rewardDelayMinutes * MINUTE_MS,
  },
  guards: {
    chose: ({ event }, method: InviteMethod) => event.type === 'method.choose' && event.method === method,
    isDuplicate: ({ context }) =>
      (context.deviceId !== null && context.countedDevices.includes(context.deviceId)) ||
      (context.accountId !== null && context.countedAccounts.includes(context.accountId)),
    fileSaved: stateIn('#invitationValidity.file.open.saved'),
  },
  actions: {
    rememberDevice: assign({ deviceId: ({ event }) => (event.type === 'app.install' ? event.deviceId : null) }),
    rememberAccount: assign({
      accountId: ({ event }) => (event.type === 'user.login' || event.type === 'account.create' ? event.accountId : null),
    }),
  },
}).createMachine({
  id: 'invitationValidity',
  context: ({ input }) => ({ ...input, deviceId: null, accountId: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'method.choose': [
          { guard: { type: 'chose', params: 'link' }, target: 'link' },
          { guard: { type: 'chose', params: 'code' }, target: 'code' },
          { guard: { type: 'chose', params: 'file' }, target: 'file' },
        ],
      },
    },
    link: {
      initial: 'awaitingInstall',
      states: {
        awaitingInstall: { on: { 'app.install': { target: 'awaitingLogin', actions: 'rememberDevice' } } },
        awaitingLogin: { on: { 'user.login': { target: '#invitationValidity.checking', actions: 'rememberAccount' } } },
      },
    },
    code: {
      initial: 'awaitingInstall',
      states: {
        awaitingInstall: { on: { 'app.install': { target: 'open', actions: 'rememberDevice' } } },
        /** The 12 hours from install in which the friend must log in and submit the code. */
        open: {
          after: { codeWindow: '#invitationValidity.expired' },
          initial: 'awaitingLogin',
          states: {
            awaitingLogin: { on: { 'user.login': { target: 'awaitingCode', actions: 'rememberAccount' } } },
            awaitingCode: { on: { 'code.submit': '#invitationValidity.checking' } },
          },
        },
      },
    },
    file: {
      initial: 'awaitingAccount',
      states: {
        awaitingAccount: { on: { 'account.create': { target: 'open', actions: 'rememberAccount' } } },
        /** The 12 hours from account creation for saving the file and installing the app. */
        open: {
          after: {
            fileWindow: [{ guard: 'fileSaved', target: '#invitationValidity.relationOnly' }, { target: '#invitationValidity.expired' }],
          },
          initial: 'waiting',
          states: {
            waiting: {
              on: {
                'file.save': 'saved',
                'app.install': { target: 'installed', actions: 'rememberDevice' },
              },
            },
            saved: { on: { 'app.install': { target: '#invitationValidity.checking', actions: 'rememberDevice' } } },
            installed: { on: { 'file.save': '#invitationValidity.checking' } },
          },
        },
      },
    },
    checking: {
      always: [{ guard: 'isDuplicate', target: 'duplicate' }, { target: 'counted' }],
    },
    /** A valid install invitation: both sides' rewards follow after the usual delay. */
    counted: {
      tags: ['counted'],
      initial: 'pending',
      states: {
        pending: { after: { rewardDelay: 'credited' } },
        credited: { type: 'final' },
      },
    },
    /** Shared file saved in time, no install in time: related (purchase bonuses), no install reward. */
    relationOnly: { type: 'final' },
    /** The device or account counted before. */
    duplicate: { type: 'final' },
    /** A window closed before the path was complete. */
    expired: { type: 'final' },
  },
});

export type InvitationValidityActor = ActorRefFrom<typeof invitationValidityMachine>;
