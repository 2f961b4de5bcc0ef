import { useSelector } from '@xstate/react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { selectAppUrl, selectFramed, selectWebDriveUrl } from '../../../machines/notice.machine';
import { useHydrated } from '../hydrated';
import { Page } from '../page';
import { FeedbackSteps } from './feedback-steps';
import { followLinkClick } from './intercept';
import { NoticeContext, useNotice, type NoticeEnvironment } from './notice-context';
import { NoticeToast } from './notice-toast';
import { useNoticePage } from './notice-wiring';
import { useDevice, useSmartBanner } from './use-page-effects';
import './notice.css';

/**
 * The notice machine for what is inside: link clicks decided by the foundation's
 * link-decision function and carried out by the notice machine (parent messages only for an
 * allowlisted parent), the device once read, the host, and the iOS smart banner. Every link
 * inside stays a real, focusable <a>; clicks are delegated here.
 */
export function NoticeRegion({ className, children }: { className?: string; children: ReactNode }) {
  const { actor: notice, host } = useNoticePage();
  // Framed by an allowed parent: known in the browser only, so the pre-rendered page (and its hydration) says no.
  const hydrated = useHydrated();
  const framedByParent = useSelector(notice, selectFramed);
  const framed = hydrated && framedByParent;
  const webDriveUrl = useSelector(notice, selectWebDriveUrl);
  const appUrl = useSelector(notice, selectAppUrl);
  const device = useDevice();
  useSmartBanner();
  const environment = useMemo<NoticeEnvironment>(
    () => ({ device, notice, host, framed, webDriveUrl, appUrl }),
    [device, notice, host, framed, webDriveUrl, appUrl],
  );

  const interceptLinks = (event: MouseEvent<HTMLDivElement>) => followLinkClick(event, event.currentTarget, notice, host, window.location.href);

  return (
    <NoticeContext.Provider value={environment}>
      <div className={className} data-notice-region="" onClick={interceptLinks}>
        {children}
      </div>
    </NoticeContext.Provider>
  );
}

/** What a followed link may leave on the page: the steps to feedback when the app could not open it, and the one toast. */
export function NoticeOutcomes() {
  const { notice } = useNotice();
  return (
    <>
      <FeedbackSteps actor={notice} />
      <NoticeToast actor={notice} />
    </>
  );
}

/**
 * The frame of every notice, help, download and legal page (§2.7): the design system's page
 * with a small header illustration in a NoticeRegion. The root font-size rule of §2.7 is CSS
 * (tokens.css), so a pre-rendered page paints at its final size.
 */
export function NoticeLayout({ title, illustration, children }: { title: string; illustration?: ReactNode; children: ReactNode }) {
  return (
    <NoticeRegion className="notice">
      <Page title={title} illustration={illustration}>
        {children}
        <NoticeOutcomes />
      </Page>
    </NoticeRegion>
  );
}
