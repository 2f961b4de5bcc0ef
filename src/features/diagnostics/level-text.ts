import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConnectionLevel, ServiceStatus, StabilityLevel } from '../../../machines/diagnostics/connectivity-levels';
import type { Because, Verdict } from '../../../machines/diagnostics/diagnostics-verdict';

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

/** The page's link preview (src/prerender.tsx): what the test tells, as its first paragraph is a status line. */
export const PING_PREVIEW = msg`Test your connection to PikPak’s servers: connection time, stability and whether the service is available in your region.`;

type VerdictText = { title: MessageDescriptor; advice: MessageDescriptor };

const FAIR_ADVICE = msg`Transfers may be slower than usual. If speed matters, try another network.`;
const POOR_ADVICE = msg`Transfers may be slow or stop. Try another network, or retest later.`;

/** A fair or poor line: the sentence names the level(s) that made it so, as the badges show them. */
const BELOW_GOOD: Record<'fair' | 'poor', Record<Because, VerdictText>> = {
  fair: {
    time: { title: msg`Your connection works, but it’s slower than ideal.`, advice: FAIR_ADVICE },
    stability: { title: msg`Your connection works, but it isn’t fully stable.`, advice: msg`Transfers may slow down at times. If speed matters, try another network.` },
    both: { title: msg`Your connection works, but it’s slower and less stable than ideal.`, advice: FAIR_ADVICE },
  },
  poor: {
    time: { title: msg`Your connection to the service is slow.`, advice: POOR_ADVICE },
    stability: { title: msg`Your connection to the service is unstable.`, advice: POOR_ADVICE },
    both: { title: msg`Your connection to the service is slow and unstable.`, advice: POOR_ADVICE },
  },
};

const OTHER: Record<Exclude<Verdict['kind'], 'fair' | 'poor'>, VerdictText> = {
  good: {
    title: msg`Your connection to the service is good.`,
    advice: msg`Transfers should run at full speed.`,
  },
  unchecked: {
    title: msg`Your connection is good, but we couldn’t check the service status.`,
    advice: msg`Retest to check the service again.`,
  },
  unavailable: {
    title: msg`The service isn’t available in your region.`,
    advice: msg`Your connection works, but the service can’t be used from where you are.`,
  },
  'service-error': {
    title: msg`The service answered with an error.`,
    advice: msg`Your connection works: the problem is on our side. Retest in a few minutes.`,
  },
  'not-connected': {
    title: msg`We couldn’t reach the service.`,
    advice: msg`Check that you’re online, then retest.`,
  },
};

/** The verdict: one plain sentence, then what to do. */
export function verdictText(verdict: Verdict): VerdictText {
  return verdict.kind === 'fair' || verdict.kind === 'poor' ? BELOW_GOOD[verdict.kind][verdict.because] : OTHER[verdict.kind];
}

const VERDICT_TEXTS: readonly VerdictText[] = [...Object.values(BELOW_GOOD).flatMap((byCause) => Object.values(byCause)), ...Object.values(OTHER)];

/**
 * The longest verdict title and the longest advice in the reader's language (by length: the
 * text that wraps to the most lines): the summary's room is sized by them, so that every
 * verdict fits the room the checking progress held and nothing under it moves.
 */
export function longestVerdictText(translate: (descriptor: MessageDescriptor) => string): { title: string; advice: string } {
  const longest = (texts: string[]) => texts.reduce((a, b) => (b.length > a.length ? b : a), '');
  return {
    title: longest(VERDICT_TEXTS.map((text) => translate(text.title))),
    advice: longest(VERDICT_TEXTS.map((text) => translate(text.advice))),
  };
}
