import { createContext, useContext } from 'react';
import type { NoticeActor } from '../../../machines/notice.machine';
import type { Platform } from './device';

export interface NoticeEnvironment {
  /** Known after the first effect (the user agent is not read during render). */
  device: { mobile: boolean; platform: Platform } | null;
  /** The page's notice machine: send it what the reader asks for (`link.follow`, `files.open`). */
  notice: NoticeActor;
}

export const NoticeContext = createContext<NoticeEnvironment | null>(null);

export function useNotice(): NoticeEnvironment {
  const notice = useContext(NoticeContext);
  if (!notice) throw new Error('useNotice outside NoticeLayout');
  return notice;
}
