
/**
 * The app-download view model: /toapp's downloads (§2.1, §2.7), /update-guide's main way
 * (§1.3) and the APK download's cases (§7.1, machines/core/apk.view.ts), shared by the views that draw every case into a
 * text page's HTML and by the text pages' runtime that shows one of them.
 */

/** A reader's device as the pre-paint script names it (src/shell/notice/device.ts). */
export type Platform = 'android' | 'ios' | 'desktop';

/** The platforms /toapp offers, in the order the folded list shows them. */
export const PLATFORMS: readonly Platform[] = ['android', 'ios', 'desktop'];

/**
 * /toapp for a reader on `platform`: that platform's download is the page's one main action
 * (with "Open PikPak" beside it in a phone's browser: the app may be there already); the other
 * platforms are folded below it, in a fixed order.
 */
export function downloadsFor(platform: Platform): { primary: Platform; others: Platform[]; offersOpenApp: boolean } {
  return { primary: platform, others: PLATFORMS.filter((p) => p !== platform), offersOpenApp: platform !== 'desktop' };
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

/** A situation a text page is drawn for: in the app, or in a browser on a platform. */
export type Situation = { inApp: true } | { inApp: false; platform: Platform };

/** Every situation /update-guide's HTML holds a look for. */
export const SITUATIONS: readonly Situation[] = [{ inApp: true }, ...PLATFORMS.map((platform) => ({ inApp: false as const, platform }))];

/** How an update way looks in `situation`: the main action where mainUpdateChannel says so. */
export function updateWayLook(channel: UpdateChannel, situation: Situation): 'primary' | 'secondary' {
  const main = situation.inApp ? mainUpdateChannel(true, null) : mainUpdateChannel(false, situation.platform);
  return main === channel ? 'primary' : 'secondary';
}
