import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConnectionLevel, ServiceStatus, StabilityLevel, Verdict } from '../../../machines/connectivity-levels';

/**
 * The words for every level of §4.4, as a user and support read them. The levels'
 * codes come from the machine; these are their only labels, on the page and in the copied summary.
 */
export const CONNECTION_LABEL: Record<ConnectionLevel, MessageDescriptor> = {
  good: msg`Good`,
  better: msg`Fairly good`,
  ordinary: msg`Fair`,
  uncertain: msg`Poor`,
  'not-connected': msg`Not connected`,
};

/** 'hidden' (§4.4 "don't show") has no label: the page shows no stability then. */
export const STABILITY_LABEL: Record<Exclude<StabilityLevel, 'hidden'>, MessageDescriptor> = {
  stable: msg`Stable`,
  normal: msg`Mostly stable`,
  uncertain: msg`Unstable`,
};

export const STATUS_LABEL: Record<ServiceStatus, MessageDescriptor> = {
  available: msg`Available`,
  unavailable: msg`Not available in your region`,
  unknown: msg`Couldn’t check`,
};

/** The verdict: one plain sentence, then what to do. */
export const VERDICT_TEXT: Record<Verdict, { title: MessageDescriptor; advice: MessageDescriptor }> = {
  good: {
    title: msg`Your connection to the service is good.`,
    advice: msg`Transfers should run at full speed.`,
  },
  fair: {
    title: msg`Your connection works, but not at its best.`,
    advice: msg`Transfers may be slower than usual. If speed matters, try another network.`,
  },
  poor: {
    title: msg`Your connection to the service is slow or unsteady.`,
    advice: msg`Transfers may be slow or stop. Try another network, or retest later.`,
  },
  unavailable: {
    title: msg`The service isn’t available in your region.`,
    advice: msg`Your connection works, but the service can’t be used from where you are.`,
  },
  'not-connected': {
    title: msg`We couldn’t reach the service.`,
    advice: msg`Check that you’re online, then retest.`,
  },
};

/** The tone of a level's chip: its colour, never the only sign (the chip says the level). */
export type Tone = 'good' | 'fair' | 'bad' | 'neutral';

export function toneOf(level: ConnectionLevel | StabilityLevel | ServiceStatus): Tone {
  switch (level) {
    case 'good':
    case 'better':
    case 'stable':
    case 'available':
      return 'good';
    case 'ordinary':
    case 'normal':
      return 'fair';
    case 'unknown':
    case 'hidden':
      return 'neutral';
    default:
      return 'bad';
  }
}
