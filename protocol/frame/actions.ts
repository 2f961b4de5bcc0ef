/** The twelve actions a notice page may ask of the web drive that frames it (§7). */
export const FRAME_ACTIONS = [
  'create_task',
  'show_storage_dialog',
  'show_mobile_sidebar',
  'move_files',
  'open_redeem_box',
  'open_feedback',
  'login_required',
  'show_traffic_dialog',
  'show_invite_dialog',
  'show_beginner_dialog',
  'show_activity_dialog',
  'show_popup_window',
] as const;

export type FrameAction = (typeof FRAME_ACTIONS)[number];

/** A message to the parent window. `data` carries the link's other query parameters. */
export interface FrameMessage {
  action: FrameAction;
  data?: Record<string, string>;
}

export function isFrameAction(value: unknown): value is FrameAction {
  return typeof value === 'string' && (FRAME_ACTIONS as readonly string[]).includes(value);
}
