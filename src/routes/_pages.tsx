import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireCatalog } from '../i18n';

/**
 * Every page except the shell's own (/403, not found) lives under this pathless layout: its
 * loader fetches the `pages` part of the catalog, in parallel with the page's chunk.
 */
export const Route = createFileRoute('/_pages')({
  loader: () => requireCatalog('pages'),
  component: Outlet,
});
