import { useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { DIAGNOSTICS } from '../../../machines/diagnostics/connectivity-levels';
import { diagnosticsMachine, type DiagnosticsActor, type ProbeOutcome } from '../../../machines/diagnostics/diagnostics.machine';
import { clearTimings, timeRequest } from '../../../protocol/probe-timing';
import type { Session } from '../../../protocol/session';
import type { Services } from '../../services';
import { copyWith } from '../../shell/copy';
import { definePage } from '../../shell/page-kit';
import type { PageWiring } from '../../shell/page-wiring';

/** A probe's time-out: a test build with short API time-outs shortens it too. */
const probeTimeoutOf = (services: Pick<Services, 'config'>) => Math.min(DIAGNOSTICS.probeTimeoutMs, services.config.apiTimeoutMs);

/** The diagnostics machine with its probes, status check, network type, copy region and report to the app. */
function diagnosticsWith(services: Pick<Services, 'api' | 'bridge'>, { inApp, session, probeTimeoutMs }: { inApp: boolean; session: Session; probeTimeoutMs: number }) {
  const { api, bridge } = services;
  // Each probe's `time` is fresh (no cache can answer it) and unique, so its timing entry is found by it.
  let lastTime = 0;
  return diagnosticsMachine.provide({
    actors: {
      copy: copyWith(services),
      checkStatus: fromPromise(async () => ({ accessible: (await api.areaAccessible()).accessible })),
      // A failed probe comes back with its time, its error and whether its timing entry showed a
      // reply (where the engine can tell): the machine decides whether the service answered.
      probe: fromPromise<ProbeOutcome, { seq: number }>(async ({ signal }) => {
        const time = Math.max(Date.now(), lastTime + 1);
        lastTime = time;
        const timed = await timeRequest(performance, `?time=${time}`, () => api.areaConnectivity(time, { timeoutMs: probeTimeoutMs, signal }));
        if (timed.ok) return { rttMs: timed.ms, ip: timed.value.ip, region: timed.value.region };
        return { rttMs: timed.ms, failure: timed.error, replySeen: timed.replySeen !== null };
      }),
      // §4 "don't show": outside the app there is no network type to show.
      readNetworkType: fromPromise(async () => (inApp ? session.userInfo.network || null : null)),
    },
    actions: {
      reportToApp: (_, report) => {
        if (inApp) void bridge.call('updateConnectivity', report);
      },
      // The buffer holds 250 entries by default; a few retests would fill it.
      clearTimings: () => clearTimings(performance),
    },
  });
}

/**
 * /ping's page hook (§2.5): the diagnostics machine with the probes and the status check from
 * the API client, each probe timed by protocol/probe-timing.ts; the app's network type (from
 * the session it was given) and the `updateConnectivity` report only inside the app; its copy
 * region for the results. Everything runs in actors and actions, once the actor has started
 * (never on the server).
 */
export const usePingPage = definePage({
  machine: ({ services, inApp }, { session }: { session: Session }) => diagnosticsWith(services, { inApp, session, probeTimeoutMs: probeTimeoutOf(services) }),
  input: ({ services }, { session }) => ({
    now: () => Date.now(),
    probeTimeoutMs: probeTimeoutOf(services),
    statusTimeoutMs: Math.min(DIAGNOSTICS.statusTimeoutMs, services.config.apiTimeoutMs),
    appVersion: session.nativeUserInfo?.versionName ?? null,
  }),
});

/**
 * The page before the session is known (on the server, while hydrating, until the app has
 * answered): the machine's first state, never started, so the view draws its skeleton from the
 * very snapshot the started page will begin with, in a browser's layout.
 */
export function usePendingPingPage(): PageWiring<DiagnosticsActor> {
  const [actor] = useState(() => createActor(diagnosticsMachine, { input: { now: () => 0 } }));
  return { actor, host: 'absent' };
}
