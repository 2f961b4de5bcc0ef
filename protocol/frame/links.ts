import { FRAME_ACTIONS, type FrameMessage } from './actions';

export const FEEDBACK_PATH = '/drive/feedback';

/** What to do with a click on a link inside a framed page. */
export type LinkDecision =
  | { kind: 'post'; message: FrameMessage }
  | { kind: 'open-window'; href: string }
  | { kind: 'default' };

export interface LinkInput {
  href: string;
  target?: string | null;
}

// Longest first, so that an action that is a prefix of another cannot shadow it.
const BY_LENGTH = [...FRAME_ACTIONS].sort((a, b) => b.length - a.length);

/**
 * Decides a link click (§7): the feedback page sends `open_feedback`; a link under `/drive`
 * whose `action` parameter starts with one of the actions becomes that message (the other
 * query parameters travel as `data`); `target=_blank` opens a new window; anything else is
 * left to the browser. `base` resolves relative links.
 */
export function decideLink(link: LinkInput, base: string): LinkDecision {
  let url: URL;
  try {
    url = new URL(link.href, base);
  } catch {
    return { kind: 'default' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  if (path === FEEDBACK_PATH) return { kind: 'post', message: { action: 'open_feedback' } };
  if (path === '/drive' || path.startsWith('/drive/')) {
    const actionParam = url.searchParams.get('action') ?? '';
    const action = BY_LENGTH.find((a) => actionParam.startsWith(a));
    if (action) {
      const data: Record<string, string> = {};
      url.searchParams.forEach((value, key) => {
        if (key !== 'action') data[key] = value;
      });
      return { kind: 'post', message: Object.keys(data).length ? { action, data } : { action } };
    }
  }
  if (link.target === '_blank' && (url.protocol === 'https:' || url.protocol === 'http:')) {
    return { kind: 'open-window', href: url.href };
  }
  return { kind: 'default' };
}
