import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { invitationPageMachine, type BrowserFacts, type InvitationPageActor, type InviteSummary } from '../../../machines/referral/invitation-page.machine';
import { inviteCodeEntryMachine, type Eligibility } from '../../../machines/referral/invite-code-entry.machine';
import { createInviteHistoryMachine } from '../../../machines/referral/invite-history.machine';
import { invitedPageMachine, type DeviceFacts, type InvitedPageActor } from '../../../machines/referral/invited-page.machine';
import { platformOfAgent, REFERRAL_RULES, redemptionOf, type Redemption } from '../../../machines/referral/referral-rules';
import { createRequestMachine } from '../../../machines/core/request.machine';
import { createSubmissionMachine } from '../../../machines/core/submission.machine';
import type { InviteRow, Inviter } from '../../../protocol/api/schemas';
import { isLoggedIn, type Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { apkRequest } from '../../shell/apk';
import { copyWith } from '../../shell/copy';
import { deepLinksOf } from '../../shell/deep-links';
import { useHost } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';

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

/**
 * Sends a page's statistics reports to the queue, and its copy region's when `copies` (the
 * invitation page counts its copies itself); a layout effect, so the first reports are heard.
 */
function useTrack(page: InvitationPageActor | InvitedPageActor, track: Services['track'], copies: boolean) {
  useLayoutEffect(() => {
    const send = (e: { action: string; extra: Record<string, string> }) => void track(e.action, e.extra);
    const subs = [page.on('track', send), copies ? page.getSnapshot().children.copy?.on('track', send) : undefined];
    return () => subs.forEach((sub) => sub?.unsubscribe());
  }, [page, track, copies]);
}

/** What the code form's statistics read of its context: the name and extra fields, and the failure. */
interface FormReport {
  track: { name: string; extra: Record<string, string> } | null;
  problem: { kind: string } | null;
}

/**
 * Accepting an invitation: the eligibility check, then the code entry on the submission
 * machine. The form's statistics (invite_code_submit, _success and _failure, with the page and
 * the failure's kind, named as the shared machine names them) are actions provided here: the
 * form is a child of the code entry, itself a child of the page machine.
 */
function codeEntryOf({ api, track }: Pick<Services, 'api' | 'track'>, session: Session) {
  const report = (context: FormReport, suffix: string, extra: Record<string, string> = {}) =>
    void track(`${context.track?.name ?? 'form'}_${suffix}`, { ...context.track?.extra, ...extra });
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
      form: createSubmissionMachine<string, Redemption>(async (code) => redemptionOf(await api.redeemActivationCode({ activation_code: code, page: 'invite' }))).provide({
        actions: {
          trackSubmit: ({ context }) => report(context, 'submit'),
          trackSuccess: ({ context }) => report(context, 'success'),
          trackFailure: ({ context }) => report(context, 'failure', { error: context.problem?.kind ?? '' }),
        },
      }),
    },
  });
}

/**
 * /activity/invitation's page hook: the page machine (its copy region, the app-version check,
 * sharing, the file page, the load of the summary, the history's first page and its paging,
 * the code entry), started with the host, the session and the web drive's address.
 */
export function useInvitationPage({ session }: { session: Session }): PageWiring<InvitationPageActor> {
  const services = useServices();
  const host = useHost();
  const { i18n } = useLingui();
  const machine = useMemo(() => {
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
        // Actors run once the actor has started, after the first render: reading the browser here is SSR-safe.
        readBrowser: fromPromise<BrowserFacts>(async () => ({ origin: window.location.origin, canShare: typeof navigator.share === 'function' })),
        checkVersion: fromPromise(async ({ input }) => {
          const reply = await api.checkClientVersion({ platform: input.platform, version_code: input.versionCode });
          return { upgradeRequired: reply.upgrade_required };
        }),
      },
      actions: {
        // The user may close the sheet without sharing: that is no failure.
        openShareSheet: (_, { url }) =>
          void navigator.share({ title: i18n._(SHARE_TITLE), text: i18n._(shareText(REFERRAL_RULES.friendRewardDays)), url }).catch(() => undefined),
        backToFilePage: () => void bridge.call('backToFilePage'),
      },
    });
  }, [services, session, i18n]);
  const actor = useActorRef(machine, {
    input: {
      loggedIn: isLoggedIn(session),
      host,
      versionCode: session.nativeUserInfo?.versionCode,
      confirmationMs: CONFIRMATION_MS,
      upgradeGuidance: () => i18n._(UPGRADE_GUIDANCE),
      webDriveUrl: services.config.webDriveUrl,
    },
  });
  useTrack(actor, services.track, false);
  return { actor, host };
}

/** The browser's facts for the invited page: the friend's platform and this page as the app's view action. */
function readDevice(services: Pick<Services, 'config'>): DeviceFacts {
  const view = deepLinksOf(services.config).view(window.location.href);
  return { platform: platformOfAgent(navigator.userAgent, navigator.maxTouchPoints), openAppHref: view.ok ? view.href : null };
}

/**
 * /activity/invited's page hook: the page machine (the friend's platform, "open in the app",
 * the statistics, the inviter lookup of the link's code, the copy region, the APK address, the
 * code entry), started with the host, the session, the code and the web drive's address.
 */
export function useInvitedPage({ session, code }: { session: Session; code: string | null }): PageWiring<InvitedPageActor> {
  const services = useServices();
  const host = useHost();
  const machine = useMemo(() => {
    const { api } = services;
    return invitedPageMachine.provide({
      actors: {
        copy: copyWith(services),
        inviter: createRequestMachine<Inviter, string>((c) => api.inviter(c)),
        readDevice: fromPromise<DeviceFacts>(async () => readDevice(services)),
        apk: apkRequest(services),
        codeEntry: codeEntryOf(services, session),
      },
    });
  }, [services, session]);
  const webDriveUrl = services.config.webDriveUrl;
  const actor = useActorRef(machine, { input: { code, host, loggedIn: isLoggedIn(session), openAppHref: services.config.deepLinkBase, webDriveUrl } });
  useTrack(actor, services.track, true);
  return { actor, host };
}
