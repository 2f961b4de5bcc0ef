import { useActorRef } from '@xstate/react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '../../machines/notice-constants';
import { noticeToastMachine } from '../../machines/notice-toast.machine';
import { decideLink } from '../../protocol/frame/links';
import { Page } from '../ui/Page';
import { useServices } from '../ui/services-context';
import { outcomeOf } from './intercept';
import { NoticeContext, type NoticeEnvironment } from './notice-context';
import { Toast } from './Toast';
import { useDevice, useRootFontSize, useSmartBanner } from './use-page-effects';
import './notice.css';

/**
 * The frame of every notice, help, download and legal page (§2): rem layout from the root
 * font size, the iOS smart banner, one toast, and link clicks decided by the foundation's
 * link-decision function (parent messages only for an allowlisted parent).
 */
export function NoticeLayout({ title, children }: { title: ReactNode; children: ReactNode }) {
  const services = useServices();
  const toast = useActorRef(noticeToastMachine, { input: { durationMs: TOAST_DURATION_MS } });
  const device = useDevice();
  useSmartBanner();
  useRootFontSize();

  const notice = useMemo<NoticeEnvironment>(
    () => ({ device, showToast: (code) => toast.send({ type: 'toast.show', code }) }),
    [device, toast],
  );

  const interceptLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !event.currentTarget.contains(anchor)) return;
    const decision = decideLink({ href, target: anchor.getAttribute('target') }, window.location.href);
    const outcome = outcomeOf(decision, {
      connected: services.frame.connected,
      inApp: services.bridge.kind !== 'absent',
      webDriveUrl: services.config.webDriveUrl,
    });
    switch (outcome.kind) {
      case 'browser':
        return;
      case 'post':
        event.preventDefault();
        services.frame.post(outcome.message);
        return;
      case 'open':
        event.preventDefault();
        window.open(outcome.href, '_blank', 'noopener');
        return;
      case 'toast':
        event.preventDefault();
        notice.showToast(outcome.code);
        return;
    }
  };

  return (
    <NoticeContext.Provider value={notice}>
      {/* Clicks are delegated here; every link inside stays a real, focusable <a>. */}
      <div className="notice" data-device={device ? (device.mobile ? 'mobile' : 'desktop') : undefined} onClick={interceptLinks}>
        <Page title={title}>
          {children}
          <Toast actor={toast} />
        </Page>
      </div>
    </NoticeContext.Provider>
  );
}
