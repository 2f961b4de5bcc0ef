import type { ReactNode } from 'react';
import { useStaticRender } from '../../ui/static-render';
import { useHydrated } from '../hydrated';

/**
 * A fact about the reader's situation that a text page's CSS can select on (src/styles.css,
 * "Situations"). The pages' inline script sets the host and the platform on <html> before the
 * first paint (scripts/prerender.mjs), the text-page script the others as it learns them
 * (src/text-page.ts).
 */
export type Fact =
  | 'app'
  | 'browser'
  | 'framed'
  | 'unframed'
  | 'android'
  | 'ios'
  | 'desktop'
  /** Any platform but this one. */
  | 'not-android'
  | 'not-ios'
  | 'not-desktop'
  /** The app has not said who is reading yet. */
  | 'user-pending'
  /** Who is reading (§4.6 user types): not logged in, logged in, Premium. */
  | 'user-0'
  | 'user-1'
  | 'user-2'
  /** The notice machine shows the steps to reach feedback by hand. */
  | 'feedback-steps';

/**
 * A part of a page that shows in one situation only. On a text page being pre-rendered it
 * always renders its children, in a box that shows only while every fact of `facts` holds, so
 * one HTML serves every situation and no script decides what shows before the first paint. A
 * page that hydrates does the same while it is pre-rendered and hydrated (the server cannot
 * know the situation; the inline script's facts pick the case before the first paint), and from
 * the render after, renders its children when `active` holds, and nothing otherwise. `inline`
 * for a part inside a line of text.
 */
export function When({ facts, active, inline, children }: { facts: Fact[]; active: boolean; inline?: boolean; children: ReactNode }) {
  const isStatic = useStaticRender();
  const hydrated = useHydrated();
  if (!isStatic && hydrated) return active ? children : null;
  const Box = inline ? 'span' : 'div';
  return <Box data-when={facts.join(' ')}>{children}</Box>;
}

/**
 * A part drawn one way or another by situation, e.g. a button that is the main action in some
 * situations and a secondary one in the others: `children(value)` for the situation's case.
 * Each case names the facts that select it (they must not overlap). A text page carries every
 * case in its HTML, each in a `<When>` box; a page that hydrates renders `value`, the case its
 * machines decided, once hydrated.
 */
export function Cases<T>({ value, cases, children }: { value: T; cases: readonly { facts: Fact[]; value: T }[]; children: (value: T) => ReactNode }) {
  const isStatic = useStaticRender();
  const hydrated = useHydrated();
  if (!isStatic && hydrated) return children(value);
  return cases.map((each) => (
    <When key={each.facts.join(' ')} facts={each.facts} active={false}>
      {children(each.value)}
    </When>
  ));
}
