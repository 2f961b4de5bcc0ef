import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { selectLanguageSettled } from '../machines/core/locale.machine';
import { directionOf } from '../machines/core/locales';
import { i18n } from './i18n';
import type { createAppRouter } from './router';
import type { Services } from './services';
import { ErrorScreen } from './ui/error-screen';
import { releaseLanguageHold } from './shell/language-hold';
import { ServicesContext } from './shell/services-context';

class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/**
 * No catalog at all could be downloaded: the page shows the message its HTML carries in its
 * own language (#boot-failure, written by scripts/prerender.mjs; in English on the
 * development server's page), so the nine sentences never ship in the script.
 */
function BootFailure() {
  useEffect(() => {
    const failure = document.getElementById('boot-failure');
    if (failure) failure.hidden = false;
  }, []);
  return null;
}

interface TreeProps {
  services: Services;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The page's tree once a language is shown: the same in the browser and in the
 * pre-renderer (src/prerender.tsx), so hydration finds what the server wrote.
 */
export function PageTree({ services, router }: TreeProps) {
  return (
    <ServicesContext.Provider value={services}>
      <I18nProvider i18n={i18n}>
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </I18nProvider>
    </ServicesContext.Provider>
  );
}

/** `onShown`: called once, after the first commit with a language (hydration is over then). */
export function App({ services, router, onShown }: TreeProps & { onShown?: () => void }) {
  const shown = useSelector(services.locale, (s) => s.context.shown);
  const failed = useSelector(services.locale, (s) => s.matches('failed'));
  const settled = useSelector(services.locale, selectLanguageSettled);

  // The HTML is hydrated: tests and styles can tell (html[data-hydrated]).
  useLayoutEffect(() => {
    if (!shown) return;
    document.documentElement.setAttribute('data-hydrated', '');
  }, [shown]);

  // Language and direction change in the commit that shows the language (a layout effect), so
  // no frame is painted with the text of one language and the direction of another.
  useLayoutEffect(() => {
    if (!shown) return;
    document.documentElement.lang = shown;
    document.documentElement.dir = directionOf(shown);
  }, [shown]);

  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);

  // The language is settled (the app answered, its bridge call timed out, or no catalog could
  // load): the text held since the first paint shows, in the language it will stay in
  // (src/shell/language-hold.ts). The page's text changed language in an earlier commit of the
  // same task (services.ts activates a catalog with flushSync), so no frame shows the old one.
  useLayoutEffect(() => {
    if (settled) releaseLanguageHold(document);
  }, [settled]);

  if (failed) return <BootFailure />;
  if (!shown) return <main className="page" aria-busy="true" />;
  return <PageTree services={services} router={router} />;
}
