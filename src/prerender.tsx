/**
 * The pre-renderer, built for Node by `rsbuild build` (environment `node`) and run
 * by scripts/prerender.mjs: every route of the route tree in each of the nine locales,
 * rendered to HTML with React's server rendering of the very components the browser hydrates.
 * The server knows the path and the locale only: no query, no app session, no window, so
 * pages render their frame (title, headings, rules, skeletons where data goes) and parts that
 * depend on the query or the app render after hydration (src/shell/hydrated.ts).
 */
import { plural } from '@lingui/core/macro';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { directionOf, LOCALES, type Locale } from '../machines/core/locales';
import { REFERRAL_RULES } from '../machines/referral/referral-rules';
import { nginxIncludes, serverPolicy } from '../deploy/policy';
import { PageTree } from './app';
import { loadConfig } from './config';
import { activateLocale, i18n } from './i18n';
import { createAppRouter } from './router';
import { FramedSearch } from './features/notices/search';
import { createServices, type HostWindow } from './services';
import { BOOT_FAILURE, CANNOT_START_TEXT } from './shell/boot-failure';
import { CANNOT_START } from './shell/cannot-start';
import { SMART_BANNER_CONTENT } from './features/notices/constants';
import { EARLY_TAPS } from './shell/static/early-taps';
import { isTextPage } from './shell/static/text-page-route';
import { USER_AGREEMENT } from './features/notices/user-agreement';
import { PRIVACY_POLICY } from './features/notices/privacy-policy';
import type { LegalSection } from './features/notices/legal-section';
import { PING_PREVIEW } from './features/diagnostics/level-text';
import { INVITATION_PREVIEW } from './features/referral/reward-headline';

export { LOCALES, directionOf, BOOT_FAILURE, SMART_BANNER_CONTENT, serverPolicy, nginxIncludes };

/** The runtime configuration this build was made with (hosts for the server's policy). */
export const RUNTIME_CONFIG = __RUNTIME_CONFIG__;

/** The attribute that marks a text page's #root, for the pre-paint script's early taps (src/shell/static/early-taps.ts). */
export { EARLY_TAPS };
export { situationStyles } from './shell/static/contract';

/** The notice for a page whose script cannot start, and its texts (src/shell/cannot-start.ts). */
export { CANNOT_START, CANNOT_START_TEXT };

/** The path the not-found page is rendered at (no route has it). */
const NOT_FOUND_PATH = '/__not-found__';

/** A window as the server has none: no app bridge, no query, not framed. */
function serverWindow(locale: Locale): HostWindow {
  const win: HostWindow = {
    navigator: { languages: [locale], language: locale },
    location: { search: '', protocol: 'https:' },
    document: { cookie: '' },
    postMessage: () => undefined,
    get parent() {
      return win;
    },
  };
  return win;
}

export interface RenderedPage {
  /** The route path ('/help'), or null for the not-found page. */
  path: string | null;
  /** The markup inside #root. */
  html: string;
  /** The web drive may frame this page (FramedSearch): frame-ancestors and the smart banner. */
  framed: boolean;
  /**
   * A text page (`staticData: TEXT_PAGE`, and the not-found page): rendered for every situation
   * (src/shell/static/situations.tsx, the <When> boxes of src/shell/static/when.tsx) and loaded with
   * the text-page script instead of the app's.
   */
  text: boolean;
  /**
   * The link preview's text when the page names it (search results and chat apps); otherwise
   * scripts/prerender.mjs takes the first paragraph of the pre-rendered text.
   */
  description?: string;
}

/**
 * Preview texts of pages whose first paragraph does not say what the page is for. The invited
 * friend's landing page (its text waits for the query) names the friend's reward from the
 * referral rules, in the page's own sentence (the same message, so the same translation), and
 * nothing about the inviter (the server has no query, and a preview is public). The legal pages
 * open with their effective date, so their preview is their introduction; /ping opens with a
 * status line and /activity/invitation with a sentence that continues its heading, so theirs is a
 * sentence of their own. Each message is in a file the page imports, so the page's catalog has it.
 */
function introduction(sections: readonly LegalSection[]): string | undefined {
  const first = sections[0]?.paragraphs[0];
  return first ? i18n._(first) : undefined;
}

function previewDescription(path: string | null): string | undefined {
  if (path === '/activity/invited') {
    const days = REFERRAL_RULES.friendRewardDays;
    return plural(days, { one: 'Join with this invitation and get # extra Premium day.', other: 'Join with this invitation and get # extra Premium days.' });
  }
  if (path === '/policy/user-agreement') return introduction(USER_AGREEMENT);
  if (path === '/policy/privacy-policy') return introduction(PRIVACY_POLICY);
  if (path === '/ping') return i18n._(PING_PREVIEW);
  if (path === '/activity/invitation') return i18n._(INVITATION_PREVIEW);
  return undefined;
}

/** The routes to pre-render: every path of the tree but the root, which only redirects. */
export function routePaths(): string[] {
  const router = createAppRouter(createServices(loadConfig(), serverWindow('en-US'), { locale: 'en-US', hydrated: new Promise(() => undefined) }), { history: createMemoryHistory() });
  return Object.values(router.routesByPath)
    .map((route): string => route.fullPath)
    .filter((path) => path !== '/' && !path.includes('$'))
    .sort();
}

export async function renderLocale(locale: Locale): Promise<RenderedPage[]> {
  await activateLocale(locale);
  const pages: RenderedPage[] = [];
  for (const path of [...routePaths(), null]) {
    const services = createServices(loadConfig(), serverWindow(locale), { locale, hydrated: new Promise(() => undefined) });
    const router = createAppRouter(services, { history: createMemoryHistory({ initialEntries: [path ?? NOT_FOUND_PATH] }) });
    await router.load();
    const routes: { id: string; options: { validateSearch?: unknown; staticData?: { textPage?: boolean } } }[] = Object.values(router.routesById);
    const optionsOf = (routeId: string) => routes.find((route) => route.id === routeId)?.options;
    const framed = router.state.matches.some((match) => optionsOf(match.routeId)?.validateSearch === FramedSearch);
    const text = isTextPage(path === null ? null : router.state.matches.map((match) => optionsOf(match.routeId)));
    const tree = <PageTree services={services} router={router} />;
    const html = renderToString(tree);
    pages.push({ path, html, framed, text, description: previewDescription(path) });
  }
  return pages;
}
