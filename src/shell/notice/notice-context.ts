import { createContext, useContext } from 'react';
import type { NoticeActor } from '../../../machines/notice.machine';
import type { Host } from '../host';
import type { Platform } from './device';

/** The addresses notices link: the web drive, and the app (its deep link base, which starts it from a browser). */
interface NoticeAddresses {
  webDriveUrl: string;
  appUrl: string;
}

export interface NoticeEnvironment extends NoticeAddresses {
  /** Known after the first effect (the user agent is not read during render). */
  device: { mobile: boolean; platform: Platform } | null;
  /** The page's notice machine: send it what the reader asks for (`link.follow`, `files.open`). */
  notice: NoticeActor;
  /** Who opened the page ('absent' while pre-rendered and hydrating). */
  host: Host;
  /** Framed by the web drive (an allowed parent); false while pre-rendered and hydrating. */
  framed: boolean;
}

export const NoticeContext = createContext<NoticeEnvironment | null>(null);

export function useNotice(): NoticeEnvironment {
  const notice = useContext(NoticeContext);
  if (!notice) throw new Error('useNotice outside NoticeLayout');
  return notice;
}
