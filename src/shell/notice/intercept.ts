import type { EventFrom, SnapshotFrom } from 'xstate';
import type { LinkOutcome, NoticeActor } from '../../../machines/notices/notice.machine';
import { decideLink, FEEDBACK_PATH, type LinkDecision, type LinkInput } from '../../../protocol/frame/links';
import { isInApp, type Host } from '../../../machines/core/host';
import { CONTRACT } from '../static/contract';

/** What a notice page does with one intercepted link click: a machine outcome, or nothing. */
export type ClickOutcome = LinkOutcome | { kind: 'browser' };

interface ClickContext {
  /** A parent on an allowed origin frames the page. */
  connected: boolean;
  /** The page runs inside the app (a native bridge answered). */
  inApp: boolean;
  webDriveUrl: string;
}

/**
 * Turns the foundation's link decision into what the page does. A parent message goes to the
 * web drive only when it frames the page; otherwise the browser opens the web drive (its
 * feedback page for feedback links) in a new window. Inside the app, which has no web drive
 * to open, a feedback link asks the app to open its own feedback page (§2.8, the bridge's send
 * action); any other web-drive action gets a hint.
 */
export function outcomeOf(decision: LinkDecision, ctx: ClickContext): ClickOutcome {
  switch (decision.kind) {
    case 'default':
      return { kind: 'browser' };
    case 'open-window':
      return { kind: 'open', href: decision.href };
    case 'post': {
      if (ctx.connected) return { kind: 'post', message: decision.message };
      const feedback = decision.message.action === 'open_feedback';
      if (ctx.inApp) return feedback ? { kind: 'app-feedback' } : { kind: 'toast', code: 'action-unavailable' };
      return { kind: 'open', href: feedback ? new URL(FEEDBACK_PATH, ctx.webDriveUrl).href : ctx.webDriveUrl };
    }
  }
}

/**
 * What a click on this link does on this notice page: the foundation's link decision for the
 * page's own address (`pageHref`, read at click time: relative links resolve against it), in
 * the page's situation (framed by an allowed parent, inside the app, or in a browser).
 */
export function clickOutcomeOf(notice: SnapshotFrom<NoticeActor>, host: Host, link: LinkInput, pageHref: string): ClickOutcome {
  const { framed, webDriveUrl } = notice.context;
  return outcomeOf(decideLink(link, pageHref), { connected: framed, inApp: isInApp(host), webDriveUrl });
}

/** A click on a notice region, as the text pages' runtime sees it. */
interface LinkClick {
  target: EventTarget | null;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/**
 * A click inside a notice region: a link whose outcome is not the browser's own is taken over
 * and handed to the notice machine. Every link stays a real, focusable <a>; the region delegates.
 * The page's address is read at click time: relative links resolve against it.
 */
export function followLinkClick(event: LinkClick, region: Element, notice: NoticeActor, host: Host, pageHref: string): void {
  if (event.defaultPrevented) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !region.contains(anchor)) return;
  const outcome = clickOutcomeOf(notice.getSnapshot(), host, { href, target: anchor.getAttribute('target') }, pageHref);
  if (outcome.kind === 'browser') return;
  event.preventDefault();
  notice.send({ type: 'link.follow', outcome });
}

/**
 * What a control of a notice asks its machine, written on the control (`data-notice-event`),
 * which the text pages' runtime sends when it is pressed: back to the reader's files, or a
 * toast that explains a refused address.
 */
const NOTICE_CONTROL_EVENTS = {
  'files.open': { type: 'files.open' },
  'address-refused': { type: 'link.follow', outcome: { kind: 'toast', code: 'address-refused' } },
} as const satisfies Record<string, EventFrom<NoticeActor>>;

export type NoticeControl = keyof typeof NOTICE_CONTROL_EVENTS;

const isNoticeControl = (name: string): name is NoticeControl => Object.hasOwn(NOTICE_CONTROL_EVENTS, name);

/** The props of a control that sends the notice machine `name`'s event when pressed (src/shell/static/runtime.ts). */
export const noticeControlProps = (name: NoticeControl) => ({ [CONTRACT.noticeEvent]: name });

/** The event a control's `data-notice-event` names, or null for anything else. */
export function noticeControlEvent(name: string | null | undefined): EventFrom<NoticeActor> | null {
  return name && isNoticeControl(name) ? NOTICE_CONTROL_EVENTS[name] : null;
}
