import { Trans } from '@lingui/react/macro';

/** The copy confirmation, announced politely; rendered empty when there is nothing to say. */
export function CopyStatus({ state }: { state: 'idle' | 'copying' | 'copied' | 'failed' }) {
  return (
    <p className="referral-toast" role="status" aria-live="polite">
      {state === 'copied' ? <Trans>Copied to clipboard</Trans> : null}
      {state === 'failed' ? <Trans>Could not copy. Select the text and copy it yourself.</Trans> : null}
    </p>
  );
}
