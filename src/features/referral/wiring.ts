import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { copyMachine } from '../../../machines/copy.machine';
import { invitationPageMachine, type BrowserFacts, type InvitationPageInput } from '../../../machines/invitation-page.machine';
import { provideHistory } from '../../../machines/invite-history.machine';
import { invitedPageMachine, type DeviceFacts, type InvitedPageInput } from '../../../machines/invited-page.machine';
import { inviteCodeEntryInput, platformOfAgent, REFERRAL_RULES, redemptionOf, type Redemption } from '../../../machines/referral-rules';
import { provideRequest } from '../../../machines/request.machine';
import { provideSubmission } from '../../../machines/submission.machine';
import type { CheckInvite, InviteInfo, InviteRow, Inviter } from '../../../protocol/api/schemas';
import { BridgeError, valueOf } from '../../../protocol/bridge/errors';
import { isLoggedIn, type Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { deepLinksOf } from '../../shell/deep-links';
import { useServices } from '../../shell/services-context';
import { apkRequest } from '../app-download/wiring';

/**
 * The referral pages' wiring (§2.2): the one place where the app's services become the
 * implementations of the pages' machines. Views take machines, inputs and typed selectors
 * from the hooks below and never build an implementation.
 */

/** How long 'Copied to clipboard' (or the failure) stays up. */
const CONFIRMATION_MS = 3000;

/** The upgrade guidance, shown when the app is too old, and copied when the reader asks (§2.2, §8). */
export const UPGRADE_GUIDANCE = msg`To update PikPak, open the app’s Settings, then About, then Check for updates, and install the latest version.`;

/** The share sheet's title for the invitation link. */
const SHARE_TITLE = msg`Join me on PikPak`;

/** The inviter's code and totals (GET inviteCode and inviteInfo), loaded together. */
interface InviteSummary {
  code: string;
  totals: InviteInfo;
}

/** Whether this user may accept an invitation (GET checkInvite), and their own code if known. */
type Eligibility = CheckInvite & { ownCode: string | null };

/**
 * Copies text: through the app's clipboard call inside the app, through the browser clipboard
 * elsewhere. Rejects when neither could copy, so the page says so.
 */
export function copyWith(services: Pick<Services, 'bridge'>) {
  return copyMachine.provide({
    actors: {
      writeClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
        if (services.bridge.kind !== 'absent') {
          const reply = valueOf('copyToClipboard', await services.bridge.call('copyToClipboard', { text: input.text }));
          if (!reply.success) throw new BridgeError('copyToClipboard', 'bad-reply');
          return;
        }
        if (typeof navigator === 'undefined' || !navigator.clipboard) throw new Error('no clipboard');
        await navigator.clipboard.writeText(input.text);
      }),
    },
  });
}

/** The inviter's page: the page machine, the summary, the first history page and the paging. */
export function useInvitationWiring(session: Session) {
  const services = useServices();
  const { i18n } = useLingui();
  return useMemo(() => {
    const { api, bridge } = services;
    const page = invitationPageMachine.provide({
      actors: {
        copy: copyWith(services),
        // Actors run once the actor has started, after the first render: reading the browser here is SSR-safe.
        readBrowser: fromPromise<BrowserFacts>(async () => ({ origin: window.location.origin, canShare: typeof navigator.share === 'function' })),
        checkVersion: fromPromise(async ({ input }) => {
          const reply = await api.checkClientVersion({ platform: input.platform, version_code: input.versionCode });
          return { upgradeRequired: reply.upgrade_required };
        }),
      },
      actions: {
        // The user may close the sheet without sharing: that is no failure.
        openShareSheet: (_, { url }) => void navigator.share({ title: i18n._(SHARE_TITLE), url }).catch(() => undefined),
        backToFilePage: () => void bridge.call('backToFilePage'),
      },
    });
    const pageInput: InvitationPageInput = {
      loggedIn: isLoggedIn(session),
      host: bridge.kind,
      versionCode: session.nativeUserInfo?.versionCode,
      confirmationMs: CONFIRMATION_MS,
      upgradeGuidance: () => i18n._(UPGRADE_GUIDANCE),
    };
    const pageSize = REFERRAL_RULES.historyPageSize;
    return {
      page: { machine: page, input: pageInput },
      summary: provideRequest<InviteSummary>(async () => {
        const [{ code }, totals] = await Promise.all([api.inviteCode(), api.inviteInfo()]);
        return { code, totals };
      }),
      /** The history's first page is a load-then-show; the paging machine starts from it. */
      historyFirst: provideRequest<readonly InviteRow[]>(async () => (await api.inviteList({ limit: pageSize })).data),
      history: { ...provideHistory<InviteRow>(async (request) => (await api.inviteList(request)).data), pageSize },
    };
  }, [services, session, i18n]);
}

/** Accepting an invitation: the eligibility check, then the code entry on the submission machine. */
export function useCodeEntryWiring(session: Session) {
  const { api } = useServices();
  return useMemo(() => {
    const eligibility = provideRequest<Eligibility>(async () => {
      const [check, ownCode] = await Promise.all([
        api.checkInvite(session.userID ?? '0'),
        // The user's own code, so the entry can refuse it as such; without it the server decides.
        api.inviteCode().then(
          (reply) => reply.code,
          () => null,
        ),
      ]);
      return { ...check, ownCode };
    });
    const form = provideSubmission<string, Redemption>(async (code) =>
      redemptionOf(await api.redeemActivationCode({ activation_code: code, page: 'invite' })),
    );
    return { eligibility, form, formInput: inviteCodeEntryInput };
  }, [api, session]);
}

/** The browser's facts for the invited page: the friend's platform and this page as the app's view action. */
function readDevice(services: Pick<Services, 'config'>): DeviceFacts {
  const view = deepLinksOf(services.config).view(window.location.href);
  return { platform: platformOfAgent(navigator.userAgent, navigator.maxTouchPoints), openAppHref: view.ok ? view.href : null };
}

/** The invited friend's page: the page machine, the inviter lookup, the copy region, the APK address. */
export function useInvitedWiring(session: Session, code: string | null) {
  const services = useServices();
  return useMemo(() => {
    const { api, bridge, config } = services;
    const pageInput: InvitedPageInput = { code, host: bridge.kind, loggedIn: isLoggedIn(session), openAppHref: config.deepLinkBase };
    return {
      page: {
        machine: invitedPageMachine.provide({ actors: { readDevice: fromPromise<DeviceFacts>(async () => readDevice(services)) } }),
        input: pageInput,
      },
      inviter: provideRequest<Inviter, string>((c) => api.inviter(c)),
      copy: { machine: copyWith(services), input: { confirmationMs: CONFIRMATION_MS, trackAs: 'invited_copy_code' } },
      apk: apkRequest(services),
      webDriveUrl: config.webDriveUrl,
    };
  }, [services, session, code]);
}
