import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import type { Actor, AnyActorRef, AnyStateMachine, InputFrom, Subscription } from 'xstate';
import type { Track } from '../../protocol/stats';
import type { Services } from '../services';
import { isInApp, useHost, type Host } from './host';
import type { PageWiring } from './page-wiring';
import { useServices } from './services-context';

/** What a page's declaration is built from: the services made once at start, and the host the page was opened in. */
interface PageContext {
  services: Services;
  host: Host;
  inApp: boolean;
}

/** A page's wiring, declared: its root machine with the outside provided, and the input it starts with. */
export interface PageDeclaration<Machine extends AnyStateMachine, Args> {
  /** The root machine, its actors and actions provided from the services (children included). */
  machine: (page: PageContext, args: Args) => Machine;
  /** The root's input: the host, the session and the validated query, as the page's arguments give them. */
  input: (page: PageContext, args: Args) => InputFrom<Machine>;
}

/** A statistics report as every machine emits it (`emit({ type: 'track', action, extra })`). */
interface TrackEmitted {
  type: 'track';
  action: string;
  extra?: Record<string, string>;
}

/**
 * Sends the `track` reports of an actor and of every actor under it, those it invokes or spawns
 * later included, to the statistics queue: one way for every page, whichever machine reports.
 * Returns what stops listening.
 */
export function trackEvery(root: AnyActorRef, track: Track): () => void {
  const heard = new WeakSet<AnyActorRef>();
  const subscriptions: Subscription[] = [];
  const listen = (actor: AnyActorRef) => {
    if (heard.has(actor)) return;
    heard.add(actor);
    subscriptions.push(actor.on('track', (event: TrackEmitted) => void track(event.action, event.extra ?? {})));
    const children = () => {
      const snapshot: unknown = actor.getSnapshot();
      const found = snapshot && typeof snapshot === 'object' && 'children' in snapshot ? snapshot.children : null;
      if (found && typeof found === 'object') for (const child of Object.values(found)) if (child) listen(child);
    };
    subscriptions.push(actor.subscribe({ next: children, error: () => undefined }));
    children();
  };
  listen(root);
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}

/**
 * The page kit: a page's hook from its declaration. The hook builds the root actor once, from
 * the services, the host and the page's arguments (the session, the validated query), starts it
 * with the declared input, and hands the `track` reports of the root and of every child to the
 * statistics queue (a layout effect: @xstate/react starts the actor in a passive effect, so the
 * first reports are heard). Each feature's wiring.ts is a list of such declarations; no view and
 * no shell component creates an actor.
 */
export function definePage<Machine extends AnyStateMachine, Args>(declaration: PageDeclaration<Machine, Args>): (args: Args) => PageWiring<Actor<Machine>> {
  return function usePage(args: Args) {
    const services = useServices();
    const host = useHost();
    // Built once: the actor is made from the first logic it is given, and a page's services, host
    // and arguments do not change while it is shown (the session gate renders it once known).
    const [page] = useState(() => {
      const context: PageContext = { services, host, inApp: isInApp(host) };
      return { machine: declaration.machine(context, args), input: declaration.input(context, args) };
    });
    const actor = useActorRef(page.machine, { input: page.input });
    useLayoutEffect(() => trackEvery(actor, services.track), [actor, services]);
    return { actor, host };
  };
}
