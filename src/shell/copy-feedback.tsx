import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { CopyActor } from '../../machines/core/copy.machine';
import { copyFeedbackOf } from '../../machines/core/copy.view';

/**
 * What the page's one copy region (the shared copy machine) says next to the thing that was
 * copied (§8 'Copied to clipboard'): each code chip or copy button shows the outcome of its
 * own subject, in its own polite live region, so one copy is announced once.
 */
export function useCopyFeedback(copy: CopyActor | undefined, subject: string): { copied: boolean; status: ReactNode } {
  const kind = useSelector(copy, (s) => copyFeedbackOf(s, subject).kind);
  switch (kind) {
    case 'copied':
      return { copied: true, status: <Trans>Copied to clipboard</Trans> };
    case 'failed':
      return { copied: false, status: <Trans>Couldn’t copy. Select the text and copy it yourself.</Trans> };
    case 'none':
      return { copied: false, status: null };
  }
}
