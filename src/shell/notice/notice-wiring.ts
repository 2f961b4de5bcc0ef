import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { NoticeActor } from '../../../machines/notice.machine';
import { decideLink, type LinkInput } from '../../../protocol/frame/links';
import { useHost } from '../host';
import { useHydrated } from '../hydrated';
import { useNoticeEffects } from '../notice-effects';
import type { PageWiring } from '../page-wiring';
import { useServices } from '../services-context';
import { outcomeOf, type ClickOutcome } from './intercept';
import type { NoticeAddresses } from './notice-context';

/**
 * The notice frame's hook: the notice machine with its outward effects provided, the host,
 * and the decision for a clicked link from the page's situation (framed by an allowed
 * parent, inside the app, or in a browser), whether an allowed parent frames the page, and the
 * addresses the pages link (the web drive, the app). The view only finds the link and sends the outcome.
 */
export function useNoticePage(): PageWiring<NoticeActor> & NoticeAddresses & { framed: boolean; outcomeOfClick: (link: LinkInput) => ClickOutcome } {
  const services = useServices();
  const host = useHost();
  // Framed by an allowed parent: known in the browser only, so the pre-rendered page (and its hydration) says no.
  const framed = useHydrated() && services.frame.connected;
  const actor = useActorRef(useNoticeEffects());
  const outcomeOfClick = useMemo(() => {
    const situation = { connected: services.frame.connected, inApp: host !== 'absent', webDriveUrl: services.config.webDriveUrl };
    // Read at click time: relative links resolve against the page's own address.
    return (link: LinkInput): ClickOutcome => outcomeOf(decideLink(link, window.location.href), situation);
  }, [services, host]);
  return { actor, host, framed, outcomeOfClick, webDriveUrl: services.config.webDriveUrl, appUrl: services.config.deepLinkBase };
}
