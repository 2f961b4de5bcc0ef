import { Trans } from '@lingui/react/macro';
import { isChunkLoadError } from './chunk-error';

/** Shown instead of a blank page when a chunk fails to load or a page fails to render. */
export function ErrorScreen({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <main className="page" role="alert">
      <h1 className="page-title">{chunk ? <Trans>This page could not be loaded</Trans> : <Trans>Something went wrong</Trans>}</h1>
      <p>
        {chunk ? (
          <Trans>Part of the page did not arrive. Check your connection and try again.</Trans>
        ) : (
          <Trans>The page ran into a problem. Try again; if it happens again, come back later.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        <Trans>Try again</Trans>
      </button>
    </main>
  );
}
