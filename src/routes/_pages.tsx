import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requirePageCatalog } from '../i18n';

/**
 * Every page except the shell's own (/403, not found) lives under this pathless layout. Before
 * each page it opens, it fetches that page's catalog (src/i18n.ts): in `beforeLoad`, which runs
 * on every navigation (a layout's loader does not run again when the reader moves from one of
 * its pages to another). On the first load the HTML has preloaded the catalog beside the page's
 * chunk, so this waits for no extra round trip.
 */
export const Route = createFileRoute('/_pages')({
  beforeLoad: ({ location }) => requirePageCatalog(location.pathname),
  component: Outlet,
});
