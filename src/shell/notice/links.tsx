import { Trans, useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectFeedbackOpening } from '../../../machines/notice.machine';
import { FEEDBACK_PATH } from '../../../protocol/frame/links';
import { Button, type ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { deepLinksOf } from '../deep-links';
import { externalHrefOf } from '../deep-links';
import { When } from '../static/when';
import { NOTICE_CONTROL_EVENTS, type NoticeControl } from './intercept';
import { isInApp } from '../host';
import { useServices } from '../services-context';
import { useNotice } from './notice-context';

/**
 * "Settings → About → Check for updates" as plain words: a `pikpakapp://` link does nothing in
 * a browser, so the menu path is never a link. Inside the app, <OpenSettingsButton> opens
 * the app's Settings next to it.
 */
export function UpdateSteps() {
  return (
    <strong className="notice-menu-path">
      <Trans comment="The menu path in the app; keep the arrows pointing in reading order">
        Settings → About → Check for updates
      </Trans>
    </strong>
  );
}

/**
 * Inside the app, a button to the app's Settings (`xpan/setting`, §2.8), where the update
 * check is; in a browser nothing, as the deep link would do nothing there and the steps say
 * where to go.
 */
export function OpenSettingsButton({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { config } = useServices();
  const { host } = useNotice();
  const deepLinks = deepLinksOf(config);
  return (
    <When facts={['app']} active={isInApp(host)}>
      <Button variant={variant} href={deepLinks.settings()} icon={<Settings aria-hidden="true" />}>
        <Trans>Open Settings</Trans>
      </Button>
    </When>
  );
}

/** The update's main action, after the steps: <OpenSettingsButton> in the page's actions row, in the app only. */
export function UpdateAction() {
  const { host } = useNotice();
  return (
    <When facts={['app']} active={isInApp(host)}>
      <div className="actions">
        <OpenSettingsButton />
      </div>
    </When>
  );
}

/**
 * The main action of the offer notices (§1.3): the offer is bought in the app. Inside the app
 * that means an up-to-date app, so the button opens Settings; in a browser the button leads
 * to the download page.
 */
export function OfferAction() {
  const { host } = useNotice();
  const { t } = useLingui();
  return (
    <>
      <UpdateAction />
      <When facts={['browser']} active={!isInApp(host)}>
        <div className="actions">
          <Button href="/toapp" icon={<AppMark />}>
            {t`Get the PikPak app`}
          </Button>
        </div>
      </When>
    </>
  );
}

/**
 * The user feedback page. Framed by the web drive it becomes an `open_feedback` message, in
 * the app a request to the app to open its feedback page, in a browser the web drive's
 * feedback page (intercept.ts decides).
 */
export function FeedbackLink({ children }: { children: ReactNode }) {
  const { notice } = useNotice();
  // While the app is asked to open its feedback page (up to the bridge time-out), the link says it is busy.
  const opening = useSelector(notice, selectFeedbackOpening);
  return (
    <a href={FEEDBACK_PATH} data-feedback-link="" aria-busy={opening || undefined}>
      {children}
    </a>
  );
}

/**
 * An external address as the page's host links it (externalHrefOf): one case for the app and
 * one for a browser, of which a text page renders both (<When>); a refused address is a button
 * whose press explains why (the notice machine's toast).
 */
function ExternalCases({ url, inline, children }: { url: string; inline?: boolean; children: (link: { href: string | null; inApp: boolean }) => ReactNode }) {
  const { config } = useServices();
  const { host } = useNotice();
  const inApp = isInApp(host);
  return (
    <>
      <When facts={['app']} active={inApp} inline={inline}>
        {children({ href: externalHrefOf(config, url, true), inApp: true })}
      </When>
      <When facts={['browser']} active={!inApp} inline={inline}>
        {children({ href: externalHrefOf(config, url, false), inApp: false })}
      </When>
    </>
  );
}

/** A press on a refused address: the notice machine's toast says why (also sent by the text-page script: `data-notice-event`). */
function useRefusedPress() {
  const { notice } = useNotice();
  return { onClick: () => notice.send(NOTICE_CONTROL_EVENTS['address-refused']), 'data-notice-event': 'address-refused' satisfies NoticeControl };
}

/**
 * A link to an external address: in the app through the view action, in a browser as a new
 * window. An address outside the allowlist is not linked; pressing it explains why.
 */
export function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  const refused = useRefusedPress();
  return (
    <ExternalCases url={url} inline>
      {({ href, inApp }) =>
        href === null ? (
          <button type="button" className="notice-link-button" {...refused}>
            {children}
          </button>
        ) : inApp ? (
          <a href={href}>{children}</a>
        ) : (
          <a href={href} target="_blank" rel="noopener">
            {children}
          </a>
        )
      }
    </ExternalCases>
  );
}

/** <ExternalLink> drawn as a design-system button. */
export function ExternalButton({ url, children, variant = 'primary', icon, block }: { url: string; children: ReactNode; variant?: ButtonVariant; icon?: ReactNode; block?: boolean }) {
  const refused = useRefusedPress();
  return (
    <ExternalCases url={url}>
      {({ href, inApp }) =>
        href === null ? (
          <Button variant={variant} icon={icon} block={block} {...refused}>
            {children}
          </Button>
        ) : inApp ? (
          <Button variant={variant} icon={icon} block={block} href={href}>
            {children}
          </Button>
        ) : (
          <Button variant={variant} icon={icon} block={block} href={href} target="_blank" rel="noopener">
            {children}
          </Button>
        )
      }
    </ExternalCases>
  );
}
