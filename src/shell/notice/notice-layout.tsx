import type { ReactNode } from 'react';
import { CONTRACT } from '../static/contract';
import { Page } from '../page';
import { TextPageRoot } from '../static/text-page-root';
import { FeedbackSteps } from './feedback-steps';
import { NoticeToast } from './notice-toast';
import './notice.css';

/**
 * A region whose links the notice machine decides (§2.7, §7.3): the text pages' runtime
 * (src/shell/static/runtime.ts) hands a click on a link whose outcome is not the browser's own
 * to the machine (parent messages only for an allowlisted parent). Every link inside stays a
 * real, focusable <a>.
 */
function NoticeRegion({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={className} {...{ [CONTRACT.noticeRegion]: '' }}>
      {children}
    </div>
  );
}

/** What a followed link may leave on the page: the steps to feedback when the app could not open it, and the one toast. */
function NoticeOutcomes() {
  return (
    <>
      <FeedbackSteps />
      <NoticeToast />
    </>
  );
}

/**
 * A notice region inside a page that hydrates (/ping's feedback line): like a text page's, every
 * situation of it is in the HTML and the text pages' one runtime makes it act (TextPageRoot),
 * with the outcomes it may leave (the steps to feedback, the toast) beside it.
 */
export function NoticeIsland({ children }: { children: ReactNode }) {
  return (
    <TextPageRoot>
      <NoticeRegion>
        {children}
        <NoticeOutcomes />
      </NoticeRegion>
    </TextPageRoot>
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
