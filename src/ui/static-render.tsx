import { createContext, useContext, type ReactNode } from 'react';

/**
 * Text pages (a route with `...TEXT_PAGE`) are never hydrated: the pre-renderer writes
 * their HTML once for every situation a reader may be in (in the app or a browser, framed or
 * not, which phone, who is reading), and the text-page script (src/text-page.ts) makes the
 * parts that act work from the first paint. While such a page is pre-rendered this is true, and
 * the parts that depend on the situation render each of its cases, marked with the facts that
 * select it (<When>); everywhere else (the pages that hydrate, the development server, view
 * tests) it is false and they render the one case that holds.
 */
const StaticRenderContext = createContext(false);

export function StaticRender({ children }: { children: ReactNode }) {
  return <StaticRenderContext.Provider value>{children}</StaticRenderContext.Provider>;
}

export const useStaticRender = (): boolean => useContext(StaticRenderContext);
