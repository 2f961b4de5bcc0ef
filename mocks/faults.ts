/**
 * A failure injected with `__fault=<call>:<kind>` (comma-separated). `empty` answers 200 with
 * `{}`, `error-200` answers 200 with an error body (`{"error":"invite_code_invalid","error_code":4002}`):
 * odd replies that must never read as a success.
 */
export const FAULT_KINDS = ['500', '401', 'timeout', 'malformed', 'offline', 'empty', 'error-200'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type Faults = ReadonlyMap<string, FaultKind>;

/** Parses `activation-code:500,inviteList:timeout`; unknown kinds are ignored. */
export function parseFaults(value: string | null | undefined): Map<string, FaultKind> {
  const faults = new Map<string, FaultKind>();
  for (const part of (value ?? '').split(',')) {
    const [call, kind] = part.split(':').map((s) => s.trim());
    if (call && kind && (FAULT_KINDS as readonly string[]).includes(kind)) faults.set(call, kind as FaultKind);
  }
  return faults;
}

export function formatFaults(faults: Faults): string {
  return [...faults].map(([call, kind]) => `${call}:${kind}`).join(',');
}

/** The parts of a `__fault` value that name no known kind, so the panel can refuse them visibly. */
export function unknownFaults(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => {
      if (!part) return false;
      const [call, kind] = part.split(':').map((x) => x.trim());
      return !call || !kind || !(FAULT_KINDS as readonly string[]).includes(kind);
    });
}
