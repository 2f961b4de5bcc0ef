import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DIAGNOSTICS } from '../../../machines/diagnostics/connectivity-levels';
import type { DiagnosticsResult } from '../../../machines/diagnostics/diagnostics.machine';
import { CONNECTION_LABEL, STABILITY_LABEL, STATUS_LABEL } from './level-text';

/**
 * The service centre's name, from the catalogs and not from `Intl.DisplayNames`: the page is
 * pre-rendered in Node, which has DisplayNames, but Chrome 80 and Safari 14.0 have none, so
 * there a name from the engine read 'SG' where the HTML said 'Singapore', and the first
 * render did not match the HTML (React's hydration error, a client re-render). A name from
 * the catalog is the same words in every engine, on the server and in the browser. Keyed by
 * the centre's code: another centre fails the types until it is named here.
 */
const SERVICE_CENTRE_NAMES: Record<typeof DIAGNOSTICS.serviceCentreRegion, MessageDescriptor> = {
  SG: msg({ message: 'Singapore', comment: 'The country: the service centre the diagnostics measure the connection to is there' }),
};

/** The service centre's region in the reader's language ('SG' → Singapore), in every engine alike. */
export function serviceCentreName(i18n: I18n): string {
  return i18n._(SERVICE_CENTRE_NAMES[DIAGNOSTICS.serviceCentreRegion]);
}

/**
 * One `Intl.DisplayNames` per locale for the page's life: building one costs about a
 * millisecond (113 ms over a run's renders without this), and the page names regions on
 * every render. Null where the runtime has none for the locale (Chrome 80, Safari 14.0).
 */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesFor(locale: string): Intl.DisplayNames | null {
  let names = regionNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  return names;
}

/**
 * Any region's name in the reader's language (the reader's own, as the access host saw it):
 * the service centre's from the catalog, another from `Intl.DisplayNames`, or the code where
 * the engine has none. The engine's name differs between engines, so only what renders after
 * hydration may show it (the page shows the reader's region only with a result, which the
 * pre-rendered HTML never has).
 */
export function regionName(i18n: I18n, code: string): string {
  if (code === DIAGNOSTICS.serviceCentreRegion) return serviceCentreName(i18n);
  try {
    return regionNamesFor(i18n.locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Milliseconds as the page writes them: '84 ms', whole numbers in the reader's digits. */
export function formatMs(i18n: I18n, ms: number): string {
  const value = i18n.number(Math.round(ms), { maximumFractionDigits: 0 });
  return i18n._(msg`${value} ms`);
}

export function formatPercent(i18n: I18n, share: number): string {
  return i18n.number(share, { style: 'percent', maximumFractionDigits: 0 });
}

const KNOWN_NETWORKS: Record<string, string> = { wifi: 'Wi-Fi', 'wi-fi': 'Wi-Fi', ethernet: 'Ethernet', '2g': '2G', '3g': '3G', '4g': '4G', '5g': '5G', lte: '4G' };

/** The app's network type (wifi, 4g, cellular…) in words; an unknown value as the app said it. */
export function networkTypeLabel(i18n: I18n, raw: string): string {
  const key = raw.trim().toLowerCase();
  if (key === 'cellular' || key === 'mobile' || key === 'wwan') return i18n._(msg`Mobile data`);
  return KNOWN_NETWORKS[key] ?? raw;
}

/**
 * The text 'Copy results' puts on the clipboard for support: date, status, times,
 * levels, the address the access host saw and the app version, one fact a line, in the
 * reader's language.
 */
export function resultsSummary(i18n: I18n, result: DiagnosticsResult, appVersion: string | null): string {
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'long' }).format(new Date(result.measuredAt));
  const center = serviceCentreName(i18n);
  const status = i18n._(STATUS_LABEL[result.status]);
  const level = i18n._(CONNECTION_LABEL[result.connection]);
  const { stats } = result;
  const lines = [i18n._(msg`PikPak network diagnostics`), i18n._(msg`Date: ${date}`), i18n._(msg`Service status: ${status}`)];
  if (stats.medianMs === null) lines.push(i18n._(msg`Connection time to ${center}: ${level}`));
  else {
    const time = formatMs(i18n, stats.medianMs);
    lines.push(i18n._(msg`Connection time to ${center}: ${time} (${level})`));
  }
  if (result.serviceErrors > 0) {
    const errors = i18n.number(result.serviceErrors);
    const sent = i18n.number(stats.sent);
    lines.push(i18n._(msg`Service replies: ${errors} of ${sent} tests answered with an error`));
  }
  if (result.stability !== 'hidden') {
    const stability = i18n._(STABILITY_LABEL[result.stability]);
    const jitter = formatMs(i18n, stats.jitterMs ?? 0);
    const loss = formatPercent(i18n, stats.loss);
    lines.push(i18n._(msg`Stability: ${stability} (jitter ${jitter}, loss ${loss})`));
  }
  if (result.network) {
    const ip = result.network.ip;
    const region = result.network.region;
    lines.push(i18n._(msg`Public IP address: ${ip} (${region})`));
  }
  if (result.networkType) {
    const type = networkTypeLabel(i18n, result.networkType);
    lines.push(i18n._(msg`Network type: ${type}`));
  }
  if (appVersion) lines.push(i18n._(msg`App version: ${appVersion}`));
  return lines.join('\n');
}
