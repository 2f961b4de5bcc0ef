import type { ReactNode } from 'react';
import { type Fact, whenProps } from './contract';
import { useAllSituations } from './situations';
import { useHydrated } from '../hydrated';

export type { Fact };

/**
 * A part of a page that shows in one situation only. On a text page being pre-rendered it
 * always renders its children, in a box that shows only while every fact of `facts` holds, so
 * one HTML serves every situation and no script decides what shows before the first paint. A
 * page that hydrates does the same while it is pre-rendered and hydrated (the server cannot
 * know the situation; the inline script's facts pick the case before the first paint), and from
 * the render after, renders its children when `active` holds, and nothing otherwise: a part
 * of a page that hydrates says whether its situation holds; a text page's part leaves `active`
 * out. `inline` for a part inside a line of text.
 */
export function When({ facts, active = false, inline, children }: { facts: Fact[]; active?: boolean; inline?: boolean; children: ReactNode }) {
  const isStatic = useAllSituations();
  const hydrated = useHydrated();
  if (!isStatic && hydrated) return active ? children : null;
  const Box = inline ? 'span' : 'div';
  return <Box {...whenProps(facts)}>{children}</Box>;
}

/**
 * A part drawn one way or another by situation, e.g. a button that is the main action in some
 * situations and a secondary one in the others: `children(value)` for each case. Each case names
 * the facts that select it (they must not overlap). A text page carries every case in its HTML,
 * each in a `<When>` box; a page that hydrates renders `value`, the case its machines decided,
 * once hydrated.
 */
export function Cases<T>({ value, cases, children }: { value?: T; cases: readonly { facts: Fact[]; value: T }[]; children: (value: T) => ReactNode }) {
  const isStatic = useAllSituations();
  const hydrated = useHydrated();
  if (!isStatic && hydrated && value !== undefined) return children(value);
  return cases.map((each) => (
    <When key={each.facts.join(' ')} facts={each.facts}>
      {children(each.value)}
    </When>
  ));
}
