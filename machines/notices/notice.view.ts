import { TOAST_CODES, type ToastCode } from './notice.machine';

/**
 * The notice pages' view model (src/shell/notice/notice-toast.tsx and the text pages' runtime):
 * every toast the notice machine may show, each rendered once, hidden, in the page's HTML.
 */
export const NOTICE_TOASTS: readonly ToastCode[] = TOAST_CODES;
export type { ToastCode };
export { selectFeedbackOpening, selectFeedbackSteps, selectToastCode, selectToastTurn } from './notice.machine';
