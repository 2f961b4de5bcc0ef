import { Trans, useLingui } from '@lingui/react/macro';
import { Settings } from 'lucide-react';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectFeedbackOpening } from '../../../machines/notice.machine';
import { FEEDBACK_PATH } from '../../../protocol/frame/links';
import { Button, type ButtonVariant } from '../../ui/button';
import { AppMark } from '../../ui/page-illustrations';
import { deepLinksOf } from '../deep-links';
import { useExternalHref } from '../external-href';
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
  if (!isInApp(host)) return null;
  const deepLinks = deepLinksOf(config);
  return (
    <Button variant={variant} href={deepLinks.settings()} icon={<Settings aria-hidden="true" />}>
      <Trans>Open Settings</Trans>
    </Button>
  );
}

/** The update's main action, after the steps: <OpenSettingsButton> in the page's actions row, in the app only. */
export function UpdateAction() {
  const { host } = useNotice();
  if (!isInApp(host)) return null;
  return (
    <div className="actions">
      <OpenSettingsButton />
    </div>
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
  if (isInApp(host)) return <UpdateAction />;
  return (
    <div className="actions">
      <Button href="/toapp" icon={<AppMark />}>
        {t`Get the PikPak app`}
      </Button>
    </div>
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
    <a href={FEEDBACK_PATH} aria-busy={opening || undefined}>
      {children}
    </a>
  );
}

/**
 * A link to an external address: in the app through the view action, in a browser as a new
 * window. An address outside the allowlist is not linked; pressing it explains why.
 */
export function ExternalLink({ url, children }: { url: string; children: ReactNode }) {
  const { href, inApp } = useExternalHref(url);
  const { notice } = useNotice();
  if (href === null) {
    return (
      <button type="button" className="notice-link-button" onClick={() => notice.send({ type: 'link.follow', outcome: { kind: 'toast', code: 'address-refused' } })}>
        {children}
      </button>
    );
  }
  return inApp ? (
    <a href={href}>{children}</a>
  ) : (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** <ExternalLink> drawn as a design-system button. */
export function ExternalButton({ url, children, variant = 'primary', icon, block }: { url: string; children: ReactNode; variant?: ButtonVariant; icon?: ReactNode; block?: boolean }) {
  const { href, inApp } = useExternalHref(url);
  const { notice } = useNotice();
  if (href === null) {
    return (
      <Button variant={variant} icon={icon} block={block} onClick={() => notice.send({ type: 'link.follow', outcome: { kind: 'toast', code: 'address-refused' } })}>
        {children}
      </Button>
    );
  }
  return inApp ? (
    <Button variant={variant} icon={icon} block={block} href={href}>
      {children}
    </Button>
  ) : (
    <Button variant={variant} icon={icon} block={block} href={href} target="_blank" rel="noopener">
      {children}
    </Button>
  );
}
