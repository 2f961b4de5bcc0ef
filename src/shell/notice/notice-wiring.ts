import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { NoticeActor } from '../../../machines/notice.machine';
import { useHost } from '../host';
import { provideNoticeEffects } from '../notice-effects';
import type { PageWiring } from '../page-wiring';
import { useServices } from '../services-context';

/**
 * The notice frame's hook: the notice machine with its outward effects provided, started with
 * whether an allowed parent frames the page and the addresses the pages link (the web drive,
 * the app), and the host. The view reads them through the machine's selectors and decides a
 * clicked link with `clickOutcomeOf` (intercept.ts).
 */
export function useNoticePage(): PageWiring<NoticeActor> {
  const services = useServices();
  const host = useHost();
  const machine = useMemo(() => provideNoticeEffects(services), [services]);
  const actor = useActorRef(machine, {
    input: { framed: services.frame.connected, webDriveUrl: services.config.webDriveUrl, appUrl: services.config.deepLinkBase },
  });
  return { actor, host };
}
