import { selectCopyStatus, selectCopySubject, type CopySnapshot } from './copy.machine';

/** What a copy control says next to its subject (src/shell/copy-feedback.tsx): nothing, copied, or that the copy failed. */
export type CopyFeedbackView = { kind: 'none' } | { kind: 'copied' } | { kind: 'failed' };

/**
 * The outcome of the page's one copy region for `subject`: only the control whose subject was
 * copied last says it (one copy is announced once); a region not yet started says nothing.
 */
export function copyFeedbackOf(snapshot: CopySnapshot | undefined, subject: string): CopyFeedbackView {
  if (!snapshot || selectCopySubject(snapshot) !== subject) return { kind: 'none' };
  const status = selectCopyStatus(snapshot);
  if (status === 'copied') return { kind: 'copied' };
  if (status === 'failed') return { kind: 'failed' };
  return { kind: 'none' };
}
