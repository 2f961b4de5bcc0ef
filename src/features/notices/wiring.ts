import { useMemo } from 'react';
import { decideLink, type LinkInput } from '../../../protocol/frame/links';
import { useNoticeEffects } from '../../shell/notice-effects';
import { useServices } from '../../shell/services-context';
import { outcomeOf, type ClickOutcome } from './intercept';

/**
 * The notice frame's wiring: the notice machine with its outward effects provided, and the
 * decision for a clicked link from the app's situation (framed by an allowed parent, inside
 * the app, or in a browser). The view only finds the link and sends the outcome.
 */
export function useNoticeWiring() {
  const services = useServices();
  const machine = useNoticeEffects();
  return useMemo(() => {
    const situation = {
      connected: services.frame.connected,
      inApp: services.bridge.kind !== 'absent',
      webDriveUrl: services.config.webDriveUrl,
    };
    // Read at click time: relative links resolve against the page's own address.
    const outcomeOfClick = (link: LinkInput): ClickOutcome => outcomeOf(decideLink(link, window.location.href), situation);
    return { machine, outcomeOfClick };
  }, [machine, services]);
}
