import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { DIAGNOSTICS } from '../../../machines/connectivity-levels';
import { diagnosticsMachine, type DiagnosticsInput, type ProbeReply } from '../../../machines/diagnostics.machine';
import { timeRequest } from '../../../protocol/probe-timing';
import type { Services } from '../../services';
import { useServices } from '../../shell/services-context';
import { copyWith } from '../referral/wiring';

/** How long 'Copied to clipboard' (or the failure) stays up. */
const CONFIRMATION_MS = 3000;

/**
 * The diagnostics page's wiring (§2.5): the probes and the status check from the API
 * client, each probe timed by protocol/probe-timing.ts; the app's network type and the
 * `updateConnectivity` report only inside the app; the copy region for the results.
 * Everything runs in actors and actions, after the page has started them (never on the server).
 */
function diagnosticsWiring(services: Pick<Services, 'api' | 'bridge' | 'config' | 'sessionReady'>) {
  const { api, bridge, config } = services;
  const inApp = bridge.kind !== 'absent';
  // Each probe's `time` is fresh (no cache can answer it) and unique, so its timing entry is found by it.
  let lastTime = 0;
  const machine = diagnosticsMachine.provide({
    actors: {
      checkStatus: fromPromise(async () => ({ accessible: (await api.areaAccessible()).accessible })),
      probe: fromPromise<ProbeReply, { seq: number }>(async ({ signal }) => {
        const time = Math.max(Date.now(), lastTime + 1);
        lastTime = time;
        const timed = await timeRequest(performance, `?time=${time}`, () => api.areaConnectivity(time, { timeoutMs: probeTimeoutMs, signal }));
        return { rttMs: timed.ms, ip: timed.value.ip, region: timed.value.region };
      }),
      // §4 "don't show": outside the app there is no network type to show.
      readNetworkType: fromPromise(async () => (inApp ? (await services.sessionReady).userInfo.network || null : null)),
    },
    actions: {
      reportToApp: (_, report) => {
        if (inApp) void bridge.call('updateConnectivity', report);
      },
      // The buffer holds 250 entries by default; a few retests would fill it.
      clearTimings: () => performance.clearResourceTimings(),
    },
  });
  // A test build with short API time-outs shortens these too.
  const probeTimeoutMs = Math.min(DIAGNOSTICS.probeTimeoutMs, config.apiTimeoutMs);
  const input: DiagnosticsInput = {
    now: () => Date.now(),
    probeTimeoutMs,
    statusTimeoutMs: Math.min(DIAGNOSTICS.statusTimeoutMs, config.apiTimeoutMs),
  };
  return { machine, input, copy: { machine: copyWith(services), input: { confirmationMs: CONFIRMATION_MS, trackAs: 'ping_copy_results' } }, inApp };
}

/** The diagnostics machine, its input and the copy region for this app's services. */
export function useDiagnosticsWiring() {
  const services = useServices();
  return useMemo(() => diagnosticsWiring(services), [services]);
}
