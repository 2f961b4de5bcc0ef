/**
 * The reader's web engine and whether the support matrix (package.json `browserslist`, README
 * "Engines") covers it: Chromium (Android System WebView, Chrome, Edge) from 80, WebKit on iOS
 * (every iOS browser and WKWebView is the system's WebKit, so the iOS version is the engine's)
 * and Safari from 14. Read from the user agent by the pre-paint script, for the cannot-start
 * report and notice. Written for every engine the page may meet, old ones included: no API
 * newer than ES5 (the pre-paint script is built for them, rsbuild.config.ts).
 */
const MATRIX = { chromium: 80, ios: 14, safari: 14 } as const;

export interface Engine {
  /** 'chromium', 'ios' (WebKit of that iOS version), 'safari' (macOS), or 'other'. */
  name: keyof typeof MATRIX | 'other';
  /** The major version, or null when the user agent does not say. */
  major: number | null;
  /** The version as the user agent gives it ('80.0.3987', '14_4' as '14.4'), for the report. */
  version: string;
}

export function engineOf(userAgent: unknown): Engine {
  const ua = typeof userAgent === 'string' ? userAgent.slice(0, 512) : '';
  const read = (name: Engine['name'], m: RegExpExecArray | null): Engine | null =>
    m ? { name, major: Number(m[1]), version: `${m[1] ?? ''}${m[2] ?? ''}`.replace(/_/g, '.') } : null;
  const chromium = /(?:Chrome|Chromium|CriOS)\/(\d+)((?:\.\d+){0,3})/.exec(ua);
  return (
    (chromium && chromium[0].indexOf('CriOS') < 0 ? read('chromium', chromium) : null) ??
    read('ios', /(?:iPhone|iPad|iPod).*? OS (\d+)((?:_\d+){0,2})/.exec(ua)) ??
    read('safari', /Version\/(\d+)((?:\.\d+){0,2}).*Safari\//.exec(ua)) ?? { name: 'other', major: null, version: '' }
  );
}

/** True when the engine is known and older than the matrix. */
export function belowMatrix(engine: Engine): boolean {
  return engine.name !== 'other' && engine.major !== null && engine.major < MATRIX[engine.name];
}
