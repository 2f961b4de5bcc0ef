import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { checkExternalAddress } from '../../../protocol/external-address';
import { FEEDBACK_PATH } from '../../../protocol/frame/links';
import { useServices } from '../../ui/services-context';
import { useNotice } from './notice-context';

/** "Settings → About → Check for updates", opening the app's Settings (`xpan/setting`). */
export function UpdateSteps() {
  const { deepLinks } = useServices();
  return (
    <a href={deepLinks.settings()}>
      <Trans comment="The menu path in the app; keep the arrows pointing in reading order">
        Settings → About → Check for updates
      </Trans>
    </a>
  );
}

/** The user feedback page; framed by the web drive it becomes an `open_feedback` message. */
export function FeedbackLink({ children }: { children: ReactNode }) {
  return <a href={FEEDBACK_PATH}>{children}</a>;
}

/**
 * A link to an external address: in the app through the view action, in a browser as a new
 * window. An address outside the allowlist is not linked; pressing it explains why.
 */
export function ExternalLink({ url, children, className }: { url: string; children: ReactNode; className?: string }) {
  const { bridge, config, deepLinks } = useServices();
  const { notice } = useNotice();
  const inApp = bridge.kind !== 'absent';
  const href = inApp ? viewHref(deepLinks.view(url)) : checkedHref(checkExternalAddress(url, config.externalHosts));
  if (href === null) {
    return (
      <button type="button" className={className ?? 'notice-link-button'} onClick={() => notice.send({ type: 'link.follow', outcome: { kind: 'toast', code: 'address-refused' } })}>
        {children}
      </button>
    );
  }
  return inApp ? (
    <a className={className} href={href}>
      {children}
    </a>
  ) : (
    <a className={className} href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

function viewHref(result: { ok: true; href: string } | { ok: false }): string | null {
  return result.ok ? result.href : null;
}

function checkedHref(result: { ok: true; url: string } | { ok: false }): string | null {
  return result.ok ? result.url : null;
}
