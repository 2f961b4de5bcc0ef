import { assertEvent, assign, emit, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BridgeParams } from '../../protocol/bridge/methods';
import { answeredTimes, jitter, median, type ProbeSample, type RunStats } from './connectivity-stats';
import { DIAGNOSTICS, type ConnectionLevel, type ServiceStatus, type StabilityLevel } from './connectivity-levels';
import { copyMachine } from '../core/copy.machine';
import { judgeRun, serviceAnswered, type Headline, type Replies, type Verdict } from './diagnostics-verdict';

/** How long 'Copied to clipboard' (or the failure) stays up by default. */
const COPY_CONFIRMATION_MS = 3000;

export interface DiagnosticsInput {
  /** The clock that dates a result (ms since the epoch); injected so tests fix it. */
  now: () => number;
  /** Counted probes per run (the warm-up comes on top). */
  probeCount?: number;
  probeTimeoutMs?: number;
  /** Probes in a row without an answer that end the run early. */
  missLimit?: number;
  statusTimeoutMs?: number;
  /** The app's version name, for the copied results; null outside the app. */
  appVersion?: string | null;
  /** How long 'Copied to clipboard' (or the failure) stays up. */
  copyConfirmationMs?: number;
}

/** What one answered probe tells: its round trip and what the access host sees of the user. */
export interface ProbeReply {
  rttMs: number;
  ip: string;
  region: string;
}

/**
 * A probe that came back with a failure, and the time it took. The machine decides
 * (`serviceAnswered`): an HTTP error or an unreadable body is an answer (its round trip
 * counts, the line works); offline, a time-out or a failure it does not recognise is a miss.
 */
interface ProbeFailure {
  rttMs: number;
  failure: unknown;
  /**
   * The request's timing entry showed a reply (its HTTP status or its first byte). False or
   * missing where it showed nothing, or the engine cannot tell: that is no answer.
   */
  replySeen?: boolean;
}

/** What the probe actor resolves with; it rejects only for what it could not time at all (a miss). */
export type ProbeOutcome = ProbeReply | ProbeFailure;

/** The public address and region the access host saw. */
interface NetworkSeen {
  ip: string;
  region: string;
}

/** A finished run, as the page shows it and support reads it. */
export interface DiagnosticsResult {
  connection: ConnectionLevel;
  stability: StabilityLevel;
  status: ServiceStatus;
  /** Whether some counted probes were answered with an error (shown only then). */
  replies: Replies;
  /** Counted probes the service answered with an error. */
  serviceErrors: number;
  /** Derived from the four levels above (machines/diagnostics/diagnostics-verdict.ts): it cannot contradict them. */
  verdict: Verdict;
  /** The median round trip with its jitter; null when nothing was answered. */
  headline: Headline | null;
  stats: RunStats;
  network: NetworkSeen | null;
  /** The app's network type (wifi, 4g, …); null outside the app ("don't show"). */
  networkType: string | null;
  measuredAt: number;
}

/**
 * What the app is told at the end of a run (bridge `updateConnectivity`, protocol/bridge/README.md):
 * levels and times only; no address.
 */
export type ConnectivityReport = BridgeParams<'updateConnectivity'>;

export type DiagnosticsEvent =
  | { type: 'diagnostics.retest' }
  /** Copy the results, as the page words them, to the clipboard (the copy region, child `copy`). */
  | { type: 'copy.request'; subject: string; text: string };
export type DiagnosticsEmitted = { type: 'track'; action: string; extra: Record<string, string> };

interface Context {
  now: () => number;
  probeCount: number;
  probeTimeoutMs: number;
  missLimit: number;
  statusTimeoutMs: number;
  appVersion: string | null;
  copyConfirmationMs: number;
  /** The probe in flight: 0 is the warm-up, 1…probeCount are counted. */
  seq: number;
  samples: ProbeSample[];
  missesInRow: number;
  /** Counted probes the service answered with an error. */
  serviceErrors: number;
  network: NetworkSeen | null;
  networkType: string | null;
  status: ServiceStatus | null;
  /** The last finished run; kept (greyed) while a retest runs. */
  result: DiagnosticsResult | null;
}

const round = (x: number | null) => (x === null ? null : Math.round(x));

/** What the app is told of a finished run: levels and whole times, no address. */
const reportOf = (r: DiagnosticsResult): ConnectivityReport => ({
  connection: r.connection,
  stability: r.stability,
  status: r.status,
  rttMs: round(r.stats.medianMs),
  jitterMs: round(r.stats.jitterMs),
  lossPercent: Math.round(r.stats.loss * 100),
});

function resultOf(context: Context): DiagnosticsResult {
  return {
    ...judgeRun(context.samples, context.serviceErrors, context.status ?? 'unknown'),
    serviceErrors: context.serviceErrors,
    network: context.network,
    networkType: context.networkType,
    measuredAt: context.now(),
  };
}

/**
 * Network diagnostics (§2.5, §4.4): the service status and the probes run as
 * parallel regions, then the result with its levels; a retest runs both again while the last
 * result stays. One warm-up probe (not counted), then `probeCount` sequential probes, each
 * with its own time-out and no retry; `missLimit` misses in a row end the run as not
 * connected. Stopping the actor (leaving the page) stops the probe in flight.
 */
export const diagnosticsMachine = setup({
  types: {
    context: {} as Context,
    input: {} as DiagnosticsInput,
    events: {} as DiagnosticsEvent,
    emitted: {} as DiagnosticsEmitted,
    children: {} as { copy: 'copy' },
  },
  actors: {
    copy: copyMachine,
    checkStatus: fromPromise<{ accessible: boolean }>(() => Promise.reject(new Error('checkStatus not provided'))),
    probe: fromPromise<ProbeOutcome, { seq: number }>(() => Promise.reject(new Error('probe not provided'))),
    readNetworkType: fromPromise<string | null>(() => Promise.reject(new Error('readNetworkType not provided'))),
  },
  delays: {
    probeTimeout: ({ context }) => context.probeTimeoutMs,
    statusTimeout: ({ context }) => context.statusTimeoutMs,
  },
  guards: {
    accessible: (_, params: { accessible: boolean }) => params.accessible,
    replied: (_, outcome: ProbeOutcome) => !('failure' in outcome),
    answeredWithError: (_, outcome: ProbeOutcome) => 'failure' in outcome && serviceAnswered(outcome.failure, outcome.replySeen === true),
    unreachable: ({ context }) => context.missesInRow >= context.missLimit,
    allSent: ({ context }) => context.seq >= context.probeCount,
  },
  actions: {
    startRun: assign({ seq: 0, samples: [], missesInRow: 0, serviceErrors: 0, network: null, networkType: null, status: null }),
    nextProbe: assign({ seq: ({ context }) => context.seq + 1 }),
    recordAnswer: assign(({ context }, reply: ProbeOutcome) => ({
      samples: context.seq === 0 ? context.samples : [...context.samples, reply.rttMs],
      missesInRow: 0,
      network: context.network ?? ('failure' in reply ? null : { ip: reply.ip, region: reply.region }),
    })),
    /** The service answered, with an error: the round trip counts, the error too (the warm-up's neither). */
    recordServiceError: assign(({ context }, failed: ProbeOutcome) => ({
      samples: context.seq === 0 ? context.samples : [...context.samples, failed.rttMs],
      missesInRow: 0,
      serviceErrors: context.seq === 0 ? context.serviceErrors : context.serviceErrors + 1,
    })),
    recordMiss: assign(({ context }) => ({
      samples: context.seq === 0 ? context.samples : [...context.samples, null],
      missesInRow: context.missesInRow + 1,
    })),
    setStatus: assign((_, status: ServiceStatus) => ({ status })),
    setNetworkType: assign((_, networkType: string | null) => ({ networkType })),
    finish: assign(({ context }) => ({ result: resultOf(context) })),
    /** Statistics get the levels and times only; the address stays on the page. */
    trackResult: emit(({ context }) => {
      const r = context.result;
      return {
        type: 'track' as const,
        action: 'ping_result',
        extra: {
          verdict: r?.verdict.kind ?? 'not-connected',
          connection: r?.connection ?? 'not-connected',
          stability: r?.stability ?? 'hidden',
          status: r?.status ?? 'unknown',
          rtt_ms: String(round(r?.stats.medianMs ?? null) ?? ''),
          jitter_ms: String(round(r?.stats.jitterMs ?? null) ?? ''),
        },
      };
    }),
    /** Provided by the wiring: the app's `updateConnectivity` inside the app, nothing elsewhere. */
    reportToApp: (_, _report: ConnectivityReport) => undefined,
    /** Hands the page's copy request to the copy region. */
    forwardCopy: sendTo('copy', ({ event }) => {
      assertEvent(event, 'copy.request');
      return { type: 'copy.request' as const, subject: event.subject, text: event.text };
    }),
    /** Provided by the wiring: empties the browser's resource-timing buffer after a run. */
    clearTimings: () => undefined,
  },
}).createMachine({
  id: 'diagnostics',
  context: ({ input }) => ({
    now: input.now,
    probeCount: input.probeCount ?? DIAGNOSTICS.probeCount,
    probeTimeoutMs: input.probeTimeoutMs ?? DIAGNOSTICS.probeTimeoutMs,
    missLimit: input.missLimit ?? DIAGNOSTICS.missLimit,
    statusTimeoutMs: input.statusTimeoutMs ?? DIAGNOSTICS.statusTimeoutMs,
    appVersion: input.appVersion ?? null,
    copyConfirmationMs: input.copyConfirmationMs ?? COPY_CONFIRMATION_MS,
    seq: 0,
    samples: [],
    missesInRow: 0,
    serviceErrors: 0,
    network: null,
    networkType: null,
    status: null,
    result: null,
  }),
  invoke: {
    id: 'copy',
    src: 'copy',
    input: ({ context }: { context: Context }) => ({ confirmationMs: context.copyConfirmationMs, trackAs: 'ping_copy_results' }),
  },
  on: { 'copy.request': { actions: 'forwardCopy' } },
  initial: 'checking',
  states: {
    checking: {
      type: 'parallel',
      tags: ['busy'],
      entry: 'startRun',
      onDone: {
        target: 'done',
        actions: [
          'finish',
          'clearTimings',
          'trackResult',
          {
            type: 'reportToApp',
            // `finish` has just set the result; it is computed again only should it be missing.
            params: ({ context }) => reportOf(context.result ?? resultOf(context)),
          },
        ],
      },
      states: {
        status: {
          initial: 'asking',
          states: {
            asking: {
              invoke: {
                id: 'checkStatus',
                src: 'checkStatus',
                onDone: [
                  { guard: { type: 'accessible', params: ({ event }) => event.output }, target: 'known', actions: { type: 'setStatus', params: 'available' } },
                  { target: 'known', actions: { type: 'setStatus', params: 'unavailable' } },
                ],
                onError: { target: 'known', actions: { type: 'setStatus', params: 'unknown' } },
              },
              after: { statusTimeout: { target: 'known', actions: { type: 'setStatus', params: 'unknown' } } },
            },
            known: { type: 'final' },
          },
        },
        probes: {
          initial: 'sending',
          states: {
            sending: {
              invoke: {
                id: 'probe',
                src: 'probe',
                input: ({ context }) => ({ seq: context.seq }),
                onDone: [
                  {
                    guard: { type: 'replied', params: ({ event }) => event.output },
                    target: 'next',
                    actions: { type: 'recordAnswer', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'answeredWithError', params: ({ event }) => event.output },
                    target: 'next',
                    actions: { type: 'recordServiceError', params: ({ event }) => event.output },
                  },
                  { target: 'next', actions: 'recordMiss' },
                ],
                onError: { target: 'next', actions: 'recordMiss' },
              },
              after: { probeTimeout: { target: 'next', actions: 'recordMiss' } },
            },
            next: {
              always: [
                { guard: 'unreachable', target: 'finished' },
                { guard: 'allSent', target: 'finished' },
                { target: 'sending', actions: 'nextProbe' },
              ],
            },
            finished: { type: 'final' },
          },
        },
        app: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'readNetworkType',
                src: 'readNetworkType',
                onDone: { target: 'read', actions: { type: 'setNetworkType', params: ({ event }) => event.output } },
                onError: { target: 'read', actions: { type: 'setNetworkType', params: null } },
              },
            },
            read: { type: 'final' },
          },
        },
      },
    },
    done: {
      on: { 'diagnostics.retest': 'checking' },
    },
  },
});

export type DiagnosticsActor = ActorRefFrom<typeof diagnosticsMachine>;
export type DiagnosticsSnapshot = SnapshotFrom<typeof diagnosticsMachine>;

/** Checking or done: one value, no flags. */
export const selectChecking = (s: DiagnosticsSnapshot) => s.hasTag('busy');
/** The last finished run (greyed while a retest runs); null before the first. */
export const selectResult = (s: DiagnosticsSnapshot) => s.context.result;
/** Progress: the counted probe in flight (0 during the warm-up) of how many. */
export const selectProgress = (s: DiagnosticsSnapshot) => ({ probe: Math.min(s.context.seq, s.context.probeCount), of: s.context.probeCount });
/**
 * The live figures while a run goes on: the median round trip and the jitter of the counted
 * probes answered so far (the final figures' computations, over fewer probes); each null until
 * there is something to compute (a first answer, a second); null when no run goes on.
 */
export const selectLiveFigures = (s: DiagnosticsSnapshot): { medianMs: number | null; jitterMs: number | null } | null => {
  if (!s.hasTag('busy')) return null;
  const times = answeredTimes(s.context.samples);
  return { medianMs: median(times), jitterMs: jitter(times) };
};
/** The copy region (child `copy`), for the confirmation it shows. */
export const selectDiagnosticsCopy = (s: DiagnosticsSnapshot) => s.children.copy;
/** The app's version name, for the copied results; null outside the app. */
export const selectAppVersion = (s: DiagnosticsSnapshot) => s.context.appVersion;
