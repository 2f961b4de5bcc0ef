import type { Track } from '../protocol/stats';

/** The statistics category and action of a Core Web Vitals report (one event per metric). */
export const VITALS_CATEGORY = 'web_vitals';
export const VITALS_ACTION = 'vital';

/** What a report of web-vitals carries that the event needs. */
interface VitalMetric {
  /** Unique per metric instance: a page restored from the back-forward cache is a new view with new ids. */
  id: string;
  name: string;
  value: number;
  rating: string;
  navigationType: string;
}
type OnMetric = (report: (metric: VitalMetric) => void) => void;

/** The part of the web-vitals library the measurement uses: the three Core Web Vitals. */
export interface VitalsLibrary {
  onLCP: OnMetric;
  onINP: OnMetric;
  onCLS: OnMetric;
}

export interface VitalsOptions {
  /** The runtime configuration's share of page views that report (0 to 1). */
  sampleRate: number;
  track: Track;
  /** The page's path, without its query (which may hold a code): /activity/invited. */
  path: string;
  /** Loads web-vitals: a chunk of its own, fetched only by a sampled page view. */
  load?: () => Promise<VitalsLibrary>;
  random?: () => number;
}

/**
 * Field measurement (real phones, not only the bench): for a sampled page view, reports LCP, INP and CLS to the
 * statistics queue, each once, with its final value (web-vitals reports LCP at the first input
 * or when the page is hidden, INP and CLS when the page is hidden; INP only after an
 * interaction). main.tsx calls it once the page is interactive, so the library never delays
 * hydration and is in no page's first script. The event holds the metric, its value (ms; CLS
 * unitless), web-vitals' rating, the navigation type and the path, and nothing else: not the
 * client user info other statistics carry (user id, device id, phone model…), which a sample of
 * the page's speed does not need. Resolves to whether this view is sampled.
 */
export async function startVitals({ sampleRate, track, path, load = loadWebVitals, random = Math.random }: VitalsOptions): Promise<boolean> {
  if (!(random() < sampleRate)) return false;
  const { onLCP, onINP, onCLS } = await load();
  const reported = new Set<string>();
  const report = (metric: VitalMetric) => {
    // Once per page view: CLS reports again when a page hidden and shown again is hidden anew.
    if (reported.has(metric.id)) return;
    reported.add(metric.id);
    track(
      VITALS_ACTION,
      {
        metric: metric.name,
        value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
        rating: metric.rating,
        navigation_type: metric.navigationType,
        path,
      },
      VITALS_CATEGORY,
      // A sample of how fast the page was, not of who read it: no user id, device id or phone model.
      { userInfo: false },
    );
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  return true;
}

function loadWebVitals(): Promise<VitalsLibrary> {
  return import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
}
