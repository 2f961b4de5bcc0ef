import type { AnyActorRef } from 'xstate';
import type { Host } from './host';

/**
 * What every page hook (`use<Page>Page()` in a feature's wiring.ts) returns: the page's one
 * root actor, started with the host, the session and the query values as its input, and
 * the host it was started with. Child actors (a form, a preview, a copy region) are the root
 * machine's children, read through the feature's selectors; views never reach the services.
 */
export interface PageWiring<Actor extends AnyActorRef> {
  actor: Actor;
  host: Host;
}
