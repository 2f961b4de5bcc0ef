import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { selectCopyStatus, selectCopySubject, type CopyActor, type CopySnapshot } from '../../machines/core/copy.machine';

/** A copy region not yet started says nothing. */
const selectStatus = (s: CopySnapshot | undefined) => (s ? selectCopyStatus(s) : 'idle');
const selectSubject = (s: CopySnapshot | undefined) => (s ? selectCopySubject(s) : null);

/**
 * What the page's one copy region (the shared copy machine) says next to the thing that was
 * copied (§8 'Copied to clipboard'): each code chip or copy button shows the outcome of its
 * own subject, in its own polite live region, so one copy is announced once.
 */
export function useCopyFeedback(copy: CopyActor | undefined, subject: string): { copied: boolean; status: ReactNode } {
  const status = useSelector(copy, selectStatus);
  const mine = useSelector(copy, selectSubject) === subject;
  if (!mine) return { copied: false, status: null };
  if (status === 'copied') return { copied: true, status: <Trans>Copied to clipboard</Trans> };
  if (status === 'failed') return { copied: false, status: <Trans>Couldn’t copy. Select the text and copy it yourself.</Trans> };
  return { copied: false, status: null };
}
