/**
 * What a route file declares for a text page, spread into its options:
 * `createFileRoute(…)({ ...TEXT_PAGE, component: … })`. The page is pre-rendered for every
 * situation and never hydrated (src/shell/static/situations.tsx): its words are in its HTML, and in
 * production no browser loads its catalog (the `_pages` layout's loader asks for it on the
 * pre-renderer, and on a client navigation to a text page).
 */
export const TEXT_PAGE = {
  staticData: { textPage: true },
};

/**
 * The one rule for a route's kind: a text page is the not-found page (no route: `null`) and any
 * page one of whose matched routes declares `...TEXT_PAGE`. The pre-renderer decides with it
 * and writes the answer on #root (`data-text-page`), which the pre-paint script, the budget
 * (scripts/budget.mjs) and the route walk read; none of them decides again.
 */
export function isTextPage(matched: readonly ({ staticData?: { textPage?: boolean } } | undefined)[] | null): boolean {
  return matched === null || matched.some((options) => options?.staticData?.textPage === true);
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Pre-rendered for every situation and never hydrated (src/shell/static/situations.tsx). */
    textPage?: boolean;
  }
}
