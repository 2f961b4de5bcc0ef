import { useEffect, useState } from 'react';
import { SMART_BANNER_CONTENT } from './app-store';
import { isMobileUserAgent, platformOf, type Platform } from './device';

/** Adds the iOS smart banner while a notice is mounted (§2.7). */
export function useSmartBanner() {
  useEffect(() => {
    // A pre-rendered notice has it in its first HTML already (scripts/prerender.mjs), where Safari reads it.
    if (document.querySelector('meta[name="apple-itunes-app"]')) return;
    const meta = document.createElement('meta');
    meta.name = 'apple-itunes-app';
    meta.content = SMART_BANNER_CONTENT;
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * Reads the user agent once, after the first render: views never touch the window while
 * rendering, so the first render is device-neutral and this one extra render is deliberate.
 */
export function useDevice() {
  const [device, setDevice] = useState<{ mobile: boolean; platform: Platform } | null>(null);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one deliberate read of the user agent after mount
    setDevice({
      mobile: isMobileUserAgent(navigator.userAgent),
      platform: platformOf(navigator.userAgent, navigator.maxTouchPoints),
    });
  }, []);
  return device;
}
