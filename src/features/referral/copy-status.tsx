import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectCopyStatus, type CopyActor, type CopySnapshot } from '../../../machines/copy.machine';

/** A copy region not yet started says nothing. */
const selectStatus = (s: CopySnapshot | undefined) => (s ? selectCopyStatus(s) : 'idle');

/**
 * The copy confirmation of both referral pages (§8 'Copied to clipboard'), announced politely;
 * empty when there is nothing to say. `copy` is the page's copy-machine actor.
 */
export function CopyStatus({ copy }: { copy: CopyActor | undefined }) {
  const status = useSelector(copy, selectStatus);
  return (
    <p className="referral-toast" role="status" aria-live="polite">
      {status === 'copied' ? <Trans>Copied to clipboard</Trans> : null}
      {status === 'failed' ? <Trans>Could not copy. Select the text and copy it yourself.</Trans> : null}
    </p>
  );
}
