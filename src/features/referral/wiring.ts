import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { fromPromise } from 'xstate';
import { invitationPageMachine, type BrowserFacts, type InviteSummary } from '../../../machines/referral/invitation-page.machine';
import { inviteCodeEntryMachine, type Eligibility } from '../../../machines/referral/invite-code-entry.machine';
import { createInviteHistoryMachine } from '../../../machines/referral/invite-history.machine';
import { invitedPageMachine, type DeviceFacts } from '../../../machines/referral/invited-page.machine';
import { platformOfAgent, REFERRAL_RULES, redemptionOf, type Redemption } from '../../../machines/referral/referral-rules';
import { createRequestMachine } from '../../../machines/core/request.machine';
import { createSubmissionMachine } from '../../../machines/core/submission.machine';
import type { InviteRow, Inviter } from '../../../protocol/api/schemas';
import { valueOf } from '../../../protocol/bridge/errors';
import { isLoggedIn, type Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { apkRequest } from '../../shell/apk';
import { copyWith } from '../../shell/copy';
import { deepLinksOf } from '../../shell/deep-links';
import { definePage } from '../../shell/page-kit';

/**
 * The referral pages' wiring (§2.2): the one place where the app's services become the
 * implementations of the pages' machines. Each page hook returns the page's one root actor
 * and its host (`PageWiring`); the parts (code entry, history paging, APK address) are the
 * root machine's children, which views reach through the machines' selectors.
 */

/** How long 'Copied to clipboard' (or the failure) stays up. */
const CONFIRMATION_MS = 3000;

/** The upgrade guidance, shown when the app is too old, and copied when the reader asks (§2.2, §8). */
export const UPGRADE_GUIDANCE = msg`To update PikPak, open the app’s Settings, then About, then Check for updates, and install the latest version.`;

/** The share sheet's title for the invitation link. */
const SHARE_TITLE = msg`Join me on PikPak`;

/** The share sheet's text beside the link: what the friend gets (the rules' figure). */
const shareText = (days: number) =>
  msg({ message: plural(days, { one: 'Install PikPak from my link and get # extra Premium day.', other: 'Install PikPak from my link and get # extra Premium days.' }) });

/** The app's share sheet with the invitation link (the bridge's `share`), in the page's language. */
const appShareOf = ({ bridge }: Pick<Services, 'bridge'>) =>
  fromPromise<void, { url: string }>(async ({ input }) => {
    valueOf('share', await bridge.call('share', { title: i18n._(SHARE_TITLE), text: i18n._(shareText(REFERRAL_RULES.friendRewardDays)), url: input.url }));
  });

/** The browser's share sheet with the invitation link, in the page's language (the catalog the page shows is the active one). */
const openShareSheet = (url: string) =>
  void navigator.share({ title: i18n._(SHARE_TITLE), text: i18n._(shareText(REFERRAL_RULES.friendRewardDays)), url }).catch(() => undefined);

/**
 * Accepting an invitation: the eligibility check, then the code entry on the submission
 * machine. The form's statistics (its submit, success and failure, with the failure's kind) are
 * the shared machine's own, heard by the page kit as every child's: the form is a child of the
 * code entry, itself a child of the page machine.
 */
function codeEntryOf({ api }: Pick<Services, 'api'>, session: Session) {
  return inviteCodeEntryMachine.provide({
    actors: {
      eligibility: fromPromise<Eligibility>(async () => {
        const [check, ownCode] = await Promise.all([
          api.checkInvite(session.userID ?? '0'),
          // The user's own code, so the entry can refuse it as such; without it the server decides.
          api.inviteCode().then(
            (reply) => reply.code,
            () => null,
          ),
        ]);
        return { ...check, ownCode };
      }),
      form: createSubmissionMachine<string, Redemption>(async (code) => redemptionOf(await api.redeemActivationCode({ activation_code: code, page: 'invite' }))),
    },
  });
}

/**
 * /activity/invitation's page hook: the page machine (its copy region, the app-version check,
 * sharing, the file page, the load of the summary, the history's first page and its paging,
 * the code entry), started with the host, the session and the web drive's address.
 */
export const useInvitationPage = definePage({
  machine: ({ services }, { session }: { session: Session }) => {
    const { api, bridge } = services;
    return invitationPageMachine.provide({
      actors: {
        copy: copyWith(services),
        summary: createRequestMachine<InviteSummary>(async () => {
          const [{ code }, totals] = await Promise.all([api.inviteCode(), api.inviteInfo()]);
          return { code, totals };
        }),
        historyFirst: createRequestMachine<readonly InviteRow[]>(async () => (await api.inviteList({ limit: REFERRAL_RULES.historyPageSize })).data),
        /** The history past its first page: the paging machine starts from the first page. */
        history: createInviteHistoryMachine<InviteRow>(async (request) => (await api.inviteList(request)).data),
        codeEntry: codeEntryOf(services, session),
        readBrowser: fromPromise<BrowserFacts>(async () => ({ origin: window.location.origin, canShare: typeof navigator.share === 'function' })),
        appShare: appShareOf(services),
        checkVersion: fromPromise(async ({ input }) => {
          const reply = await api.checkClientVersion({ platform: input.platform, version_code: input.versionCode });
          return { upgradeRequired: reply.upgrade_required };
        }),
      },
      actions: {
        // In the page's language (the catalog the page shows is the active one).
        openShareSheet: (_, { url }) => openShareSheet(url),
        backToFilePage: () => void bridge.call('backToFilePage'),
      },
    });
  },
  input: ({ services, host }, { session }) => ({
    loggedIn: isLoggedIn(session),
    host,
    versionCode: session.nativeUserInfo?.versionCode,
    confirmationMs: CONFIRMATION_MS,
    upgradeGuidance: () => i18n._(UPGRADE_GUIDANCE),
    webDriveUrl: services.config.webDriveUrl,
  }),
});

/** The browser's facts for the invited page: the friend's platform and this page as the app's view action. */
function readDevice(services: Pick<Services, 'config'>): DeviceFacts {
  const view = deepLinksOf(services.config).view(window.location.href);
  return {
    platform: platformOfAgent(navigator.userAgent, navigator.maxTouchPoints),
    openAppHref: view.ok ? view.href : null,
    origin: window.location.origin,
    canShare: typeof navigator.share === 'function',
  };
}

/**
 * /activity/invited's page hook: the page machine (the friend's platform, "open in the app",
 * the statistics, the inviter lookup of the link's code, the copy region, the APK address, the
 * code entry), started with the host, the session, the code and the web drive's address.
 */
export const useInvitedPage = definePage({
  machine: ({ services }, { session }: { session: Session; code: string | null }) =>
    invitedPageMachine.provide({
      actors: {
        copy: copyWith(services),
        inviter: createRequestMachine<Inviter, string>((c) => services.api.inviter(c)),
        readDevice: fromPromise<DeviceFacts>(async () => readDevice(services)),
        readOrigin: fromPromise(async () => ({ origin: window.location.origin, canShare: typeof navigator.share === 'function' })),
        apk: apkRequest(services),
        codeEntry: codeEntryOf(services, session),
        appShare: appShareOf(services),
      },
      actions: { openShareSheet: (_, { url }) => openShareSheet(url) },
    }),
  input: ({ services, host }, { session, code }) => ({
    code,
    host,
    loggedIn: isLoggedIn(session),
    openAppHref: services.config.deepLinkBase,
    webDriveUrl: services.config.webDriveUrl,
  }),
});
