import { useActorRef } from '@xstate/react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Page } from '../../shell/page';
import { FeedbackSteps } from './feedback-steps';
import { NoticeContext, type NoticeEnvironment } from './notice-context';
import { NoticeToast } from './toast';
import { useDevice, useSmartBanner } from './use-page-effects';
import { useNoticeWiring } from './wiring';
import './notice.css';

/**
 * The frame of every notice, help, download and legal page (§2.7): the design system's page
 * with a small header illustration, the iOS smart banner, one toast, the steps to feedback
 * when the app could not open it, and link clicks decided by the foundation's link-decision
 * function and carried out by the notice machine (parent messages only for an allowlisted
 * parent). The root font-size rule of §2.7 is CSS (tokens.css), so a pre-rendered page paints
 * at its final size.
 */
export function NoticeLayout({ title, illustration, children }: { title: string; illustration?: ReactNode; children: ReactNode }) {
  const { machine, outcomeOfClick } = useNoticeWiring();
  const notice = useActorRef(machine);
  const device = useDevice();
  useSmartBanner();

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
      <div className="notice" onClick={interceptLinks}>
        <Page title={title} illustration={illustration}>
          {children}
          <FeedbackSteps actor={notice} />
          <NoticeToast actor={notice} />
        </Page>
      </div>
    </NoticeContext.Provider>
  );
}
