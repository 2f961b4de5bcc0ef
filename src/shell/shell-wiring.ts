import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { appScreenMachine, type AppScreen, type AppScreenActor } from '../../machines/core/app-screen.machine';
import { wayOnMachine, type WayOnActor } from '../../machines/core/way-on.machine';
import { valueOf } from '../../protocol/bridge/errors';
import { APP_ACTIONS } from '../../protocol/bridge/methods';
import { useHost } from './host';
import type { PageWiring } from './page-wiring';
import { useServices } from './services-context';

/**
 * The wiring of the shell's own parts, as a feature's wiring.ts is a page's: the actors of
 * the way on (WayOn, DoneAction) and of the app-screen action (AppScreenAction) are made here,
 * with their actions and actors provided from the services; the components only render them.
 */

/** The way on of a finished task or a shell page: back to the reader's files, or close the page (in the app). */
export function useWayOn(): PageWiring<WayOnActor> {
  const { bridge } = useServices();
  const machine = useMemo(
    () =>
      wayOnMachine.provide({
        actions: {
          backToFiles: () => void bridge.call('backToFilePage'),
          finishPage: () => void bridge.call('finishSelf'),
        },
      }),
    [bridge],
  );
  return { actor: useActorRef(machine), host: useHost() };
}

const ACTION = { login: APP_ACTIONS.open_login, verification: APP_ACTIONS.open_verification } as const;

/**
 * Asks the app to show its log-in or verification screen (the bridge's `sendAction`). With
 * `resume` (the page's retry of the call that failed for want of a login), the reader coming
 * back to the page reads the session again and the call is carried on by itself.
 */
export function useAppScreen(screen: AppScreen, resume?: () => void): PageWiring<AppScreenActor> {
  const { bridge, refreshSession } = useServices();
  // Made once, with the page's retry of its first render: it sends the page's own actor the
  // retry, which stays the same actor while the page is shown.
  const [machine] = useState(() =>
    appScreenMachine.provide({
      actors: {
        openScreen: fromPromise(async ({ input }) => {
          valueOf('sendAction', await bridge.call('sendAction', { action: ACTION[input.screen] }));
        }),
        refreshSession: fromPromise<void>(async () => {
          await refreshSession();
        }),
      },
      actions: { resume: () => resume?.() },
    }),
  );
  const actor = useActorRef(machine, { input: { screen, resumes: resume !== undefined } });
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'page.shown' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actor]);
  return { actor, host: useHost() };
}
