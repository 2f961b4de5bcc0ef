import { useActorRef } from '@xstate/react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Page } from '../../ui/page';
import { NoticeContext, type NoticeEnvironment } from './notice-context';
import { Toast } from './toast';
import { useDevice, useRootFontSize, useSmartBanner } from './use-page-effects';
import { useNoticeWiring } from './wiring';
import './notice.css';

/**
 * The frame of every notice, help, download and legal page (§2.7): rem layout from the root
 * font size, the iOS smart banner, one toast, and link clicks decided by the foundation's
 * link-decision function and carried out by the notice machine (parent messages only for an
 * allowlisted parent).
 */
export function NoticeLayout({ title, children }: { title: string; children: ReactNode }) {
  const { machine, outcomeOfClick } = useNoticeWiring();
  const notice = useActorRef(machine);
  const device = useDevice();
  useSmartBanner();
  useRootFontSize();

  const environment = useMemo<NoticeEnvironment>(() => ({ device, notice }), [device, notice]);

  const interceptLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !event.currentTarget.contains(anchor)) return;
    const outcome = outcomeOfClick({ href, target: anchor.getAttribute('target') });
    if (outcome.kind === 'browser') return;
    event.preventDefault();
    notice.send({ type: 'link.follow', outcome });
  };

  return (
    <NoticeContext.Provider value={environment}>
      {/* Clicks are delegated here; every link inside stays a real, focusable <a>. */}
      <div className="notice" data-device={device ? (device.mobile ? 'mobile' : 'desktop') : undefined} onClick={interceptLinks}>
        <Page title={title}>
          {children}
          <Toast actor={notice} />
        </Page>
      </div>
    </NoticeContext.Provider>
  );
}
