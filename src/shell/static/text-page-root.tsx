import { useEffect, useRef, type ReactNode } from 'react';
import { log } from '../../../protocol/log';
import { useServices } from '../services-context';
import { TEXT_PAGE_BOX } from './contract';
import { AllSituations } from './situations';

/**
 * A text page in the React tree: its parts render every situation (AllSituations), and once
 * it is on screen the one runtime of text pages (src/shell/static/runtime.ts) makes it act, as
 * the text-page script does on the pre-rendered page (src/text-page.ts). This is how a text page
 * opened in place from another page (a client navigation) works; a pre-rendered one is never
 * hydrated, so this effect never runs there.
 */
export function TextPageRoot({ children }: { children: ReactNode }) {
  const services = useServices();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    // The runtime is a chunk of its own: only a text page shown in the React tree loads it, so
    // the pages that hydrate do not carry it in their first script.
    let stop: (() => void) | null = null;
    let shown = true;
    void import(/* webpackChunkName: "text-runtime" */ './runtime').then(
      ({ runTextPage }) => {
        if (shown) stop = runTextPage(element, services);
      },
      (error: unknown) => log('text-page', 'the text page runtime could not load', { error: String(error) }),
    );
    return () => {
      shown = false;
      stop?.();
    };
  }, [services]);
  return (
    <AllSituations>
      <div ref={box} className={TEXT_PAGE_BOX}>
        {children}
      </div>
    </AllSituations>
  );
}
