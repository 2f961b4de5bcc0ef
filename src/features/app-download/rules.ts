import type { Platform } from '../../shell/notice/device';

/** The platforms /toapp offers, in the order the folded list shows them. */
export const PLATFORMS: readonly Platform[] = ['android', 'ios', 'desktop'];

/**
 * /toapp (§2.1, §2.7): the detected platform's download is the page's one main action; the
 * other platforms are folded below it, in a fixed order.
 */
export function downloadsFor(platform: Platform): { primary: Platform; others: Platform[] } {
  return { primary: platform, others: PLATFORMS.filter((p) => p !== platform) };
}

/** The ways /update-guide describes; one of them may be the page's main action. */
export type UpdateChannel = 'settings' | 'apk' | 'app-store';

/**
 * /update-guide (§1.3): which way to update is the main action. Inside the app, its Settings
 * (the update check); in a browser, the installer for the detected phone; on a computer, or
 * before the device is known, none: every way stays secondary.
 */
export function mainUpdateChannel(inApp: boolean, platform: Platform | null): UpdateChannel | null {
  if (inApp) return 'settings';
  if (platform === 'android') return 'apk';
  if (platform === 'ios') return 'app-store';
  return null;
}
