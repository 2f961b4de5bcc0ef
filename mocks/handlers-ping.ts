import { delay, http, HttpResponse } from 'msw';
import type { FaultKind, Faults } from './faults';
import { faulty, tagged } from './respond';

/**
 * The diagnostics page's calls: the access host's `area_connectivity` probe and the
 * service-status check `area_accessible`. Demo switches, read once when the fake backend starts
 * (first page load; see mocks/README.md, "Network diagnostics"):
 * - `__latency=<ms>`: each probe's reply is delayed by that much (default 40 ms);
 * - `__jitter=<ms>`: plus a random 0…ms on top, so stability can be shown uneven;
 * - `__accessible=no`: the service is not available in the user's region.
 * `__fault=area_connectivity:<kind>` and `__fault=area_accessible:<kind>` work as for every call;
 * a probe's `500`, `401` and `malformed` come back after the injected latency with
 * `Timing-Allow-Origin`, as a real error reply would, so the page can time the round trip.
 */
export interface PingDemo {
  latencyMs: number;
  jitterMs: number;
  accessible: boolean;
}

/** A round trip typical of South-East Asia to Singapore, so a plain demo shows 'good'. */
const DEFAULT_LATENCY_MS = 40;
/** Nothing above a minute: a typo must not hang the demo. */
const MAX_DELAY_MS = 60_000;

const milliseconds = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.min(n, MAX_DELAY_MS) : fallback;
};

/** The demo switches from a page address. */
export function pingDemo(search: string | undefined): PingDemo {
  const q = new URLSearchParams(search ?? '');
  return {
    latencyMs: milliseconds(q.get('__latency'), DEFAULT_LATENCY_MS),
    jitterMs: milliseconds(q.get('__jitter'), 0),
    accessible: q.get('__accessible') !== 'no',
  };
}

/** The fault kinds that still come back from the server: the line works, the service answers with an error. */
const ANSWERED: ReadonlySet<FaultKind> = new Set(['500', '401', 'malformed', 'empty', 'error-200']);

/** The address the access host reports: from the documentation range (RFC 5737), never a real user's. */
const DEMO_IP = '203.0.113.24';

export function createPingHandlers(faults: () => Faults, demo: PingDemo = pingDemo(globalThis.location?.search), random: () => number = Math.random) {
  const reply = () =>
    HttpResponse.json(
      { ip: DEMO_IP, region: 'SG', server_time: Date.now() },
      // The access host is another origin: this header lets the page read the probe's Resource Timing.
      { headers: { 'Timing-Allow-Origin': '*', 'Cache-Control': 'no-store' } },
    );
  const injected = faulty('area_connectivity', faults, reply);
  const latency = () => delay(demo.latencyMs + random() * demo.jitterMs);
  return [
    http.get('*/access_controller/v1/area_connectivity', async (info) => {
      const fault = faults().get('area_connectivity.GET') ?? faults().get('area_connectivity');
      // An answer with an error takes the line's latency too, and the page may read its timing.
      if (fault !== undefined && ANSWERED.has(fault)) {
        await latency();
        const answered = await injected(info);
        if (answered instanceof Response) answered.headers.set('Timing-Allow-Origin', '*');
        return answered;
      }
      // Any other fault (offline, timeout) answers as for every call; otherwise the reply takes exactly the injected latency.
      if (fault !== undefined) return injected(info);
      await latency();
      return tagged('area_connectivity', reply());
    }),
    http.get(
      '*/drive/v1/privilege/area_accessible',
      faulty('area_accessible', faults, () => HttpResponse.json(demo.accessible ? { accessible: true, area: 'SG' } : { accessible: false, area: 'SG' })),
    ),
  ];
}
