import { createContext, useContext } from 'react';
import type { Platform } from './device';
import type { ToastCode } from '../../machines/notice-toast.machine';

export interface NoticeEnvironment {
  /** Known after the first effect (the user agent is not read during render). */
  device: { mobile: boolean; platform: Platform } | null;
  showToast(code: ToastCode): void;
}

export const NoticeContext = createContext<NoticeEnvironment | null>(null);

export function useNotice(): NoticeEnvironment {
  const notice = useContext(NoticeContext);
  if (!notice) throw new Error('useNotice outside NoticeLayout');
  return notice;
}
