import { Trans, useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import type { ReactNode } from 'react';
import { FEEDBACK_PATH } from '../../../protocol/frame/links';
import { Button, type ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { deepLinksOf, externalHrefOf } from '../deep-links';
import { CONTRACT } from '../static/contract';
import { When } from '../static/when';
import { useServices } from '../services-context';
import { noticeControlProps } from './intercept';

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
  return (
    <When facts={['app']}>
      <Button variant={variant} href={deepLinksOf(config).settings()} icon={<Settings aria-hidden="true" />}>
        <Trans>Open Settings</Trans>
      </Button>
    </When>
  );
}

/** The update's main action, after the steps: <OpenSettingsButton> in the page's actions row, in the app only. */
function UpdateAction() {
  return (
    <When facts={['app']}>
      <div className="actions">
        <OpenSettingsButton />
      </div>
    </When>
  );
}

/**
 * The main action of the offer notices and /payment-error (§1.3): the offer is bought, and
 * purchases work again, in an up-to-date app. Inside the app the button opens Settings; in a
 * browser it leads to the download page.
 */
export function OfferAction() {
  const { t } = useLingui();
  return (
    <>
      <UpdateAction />
      <When facts={['browser']}>
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
 * A warning's way on in a browser (/reward-warn): the PikPak app, where the reader's
 * invitations and rewards are, by the app's own link. In the app the page is one step from
 * them already and shows nothing here.
 */
export function OpenAppAction() {
  const { config } = useServices();
  return (
    <When facts={['browser']}>
      <div className="actions">
        <Button href={config.deepLinkBase} icon={<AppMark />}>
          <Trans>Open the PikPak app</Trans>
        </Button>
      </div>
    </When>
  );
}

/**
 * The user feedback page. Framed by the web drive it becomes an `open_feedback` message, in
 * the app a request to the app to open its feedback page (busy while the app is asked): both
 * decided by the notice machine (intercept.ts). In a browser outside the web drive it is a plain
 * link to the web drive's feedback page in a new window, which works from the first paint.
 */
export function FeedbackLink({ children }: { children: ReactNode }) {
  const { config } = useServices();
  const decided = (
    <a href={FEEDBACK_PATH} {...{ [CONTRACT.feedbackLink]: '' }}>
      {children}
    </a>
  );
  return (
    <>
      <When facts={['app']} inline>
        {decided}
      </When>
      <When facts={['browser', 'framed']} inline>
        {decided}
      </When>
      <When facts={['browser', 'unframed']} inline>
        <a href={new URL(FEEDBACK_PATH, config.webDriveUrl).href} target="_blank" rel="noopener">
          {children}
        </a>
      </When>
    </>
  );
}

/**
 * An external address as the page's host links it (externalHrefOf): one case for the app and
 * one for a browser, both in the HTML (<When>); a refused address is a button whose press
 * explains why (the notice machine's toast).
 */
function ExternalCases({ url, inline, children }: { url: string; inline?: boolean; children: (link: { href: string | null; inApp: boolean }) => ReactNode }) {
  const { config } = useServices();
  return (
    <>
      <When facts={['app']} inline={inline}>
        {children({ href: externalHrefOf(config, url, true), inApp: true })}
      </When>
      <When facts={['browser']} inline={inline}>
        {children({ href: externalHrefOf(config, url, false), inApp: false })}
      </When>
    </>
  );
}

/**
 * A link to an external address: in the app through the view action, in a browser as a new
 * window. An address outside the allowlist is not linked; pressing it explains why.
 */
export function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  return (
    <ExternalCases url={url} inline>
      {({ href, inApp }) =>
        href === null ? (
          <button type="button" className="notice-link-button" {...noticeControlProps('address-refused')}>
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
  return (
    <ExternalCases url={url}>
      {({ href, inApp }) =>
        href === null ? (
          <Button variant={variant} icon={icon} block={block} {...noticeControlProps('address-refused')}>
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
