/** The platforms the download pages tell apart. */
export type Platform = 'android' | 'ios' | 'desktop';

// The mobile list (§2.7): anything matching none of these is treated as a desktop.
const MOBILE_PATTERNS: readonly RegExp[] = [
  /Android/i,
  /iPhone/i,
  /iPad/i,
  /iPod/i,
  /webOS/i,
  /BlackBerry|BB10/i,
  /Windows Phone|IEMobile/i,
  /Opera Mini/i,
  /HarmonyOS|OpenHarmony/i,
  /Mobile/i,
];

/** True when the user agent matches the mobile list. Never throws. */
export function isMobileUserAgent(userAgent: unknown): boolean {
  return typeof userAgent === 'string' && MOBILE_PATTERNS.some((p) => p.test(userAgent));
}

/**
 * The platform for app downloads. iPadOS presents itself as a Mac, so a "Macintosh" with a
 * touch screen counts as iOS.
 */
export function platformOf(userAgent: unknown, maxTouchPoints = 0): Platform {
  if (typeof userAgent !== 'string') return 'desktop';
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}
