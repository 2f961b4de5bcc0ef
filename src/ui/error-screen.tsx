import { Trans } from '@lingui/react/macro';
import { isChunkLoadError } from '../shell/chunk-error';
import { ErrorIllustration } from './illustrations';

/**
 * Shown instead of a blank page when a chunk fails to load or a page fails to render: an
 * illustration, what happened, and a retry (a reload). Needs no services, as it may stand in
 * for a page that could not start.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <main className="page" role="alert">
      <div className="page-illustration">
        <ErrorIllustration size="lg" />
      </div>
      <h1 className="page-title">{chunk ? <Trans>This page couldn’t be loaded</Trans> : <Trans>Something went wrong</Trans>}</h1>
      <p>
        {chunk ? (
          <Trans>Part of this page didn’t load. Check your connection and try again.</Trans>
        ) : (
          <Trans>The page ran into a problem. Try again.</Trans>
        )}
      </p>
      <div className="actions">
        {/* The button's classes, not <Button>: the shell ships no icon code (the /403 budget). */}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </main>
  );
}
