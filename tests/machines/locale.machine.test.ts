import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { localeMachine } from '../../machines/locale.machine';
import { replayShortestPaths } from './replay';

const failure = new Error('chunk failed');
const events = [
  ...['loadBrowserCatalog', 'loadFallbackCatalog', 'loadAppCatalog'].flatMap((id) => [
    { type: `xstate.done.actor.${id}`, output: undefined },
    { type: `xstate.error.actor.${id}`, error: failure },
  ]),
  { type: 'xstate.done.actor.askApp', output: 'ar-EG' },
  { type: 'xstate.done.actor.askApp', output: 'ko' },
  { type: 'xstate.done.actor.askApp', output: undefined },
  { type: 'xstate.error.actor.askApp', error: failure },
];

describe('locale machine (model-based)', () => {
  it.each([[['ko-KR', 'en']], [['en-GB']], [['fr-FR']]])('follows every shortest path from browser languages %j', async (browserLanguages) => {
    const count = await replayShortestPaths({
      machine: localeMachine,
      input: { browserLanguages },
      actorNames: ['loadCatalog', 'getAppLanguage'],
      events,
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });
});

describe('locale machine (behaviour)', () => {
  const run = (browserLanguages: string[], appLanguage: string | undefined, failing: string[] = []) => {
    const loaded: string[] = [];
    const actor = createActor(
      localeMachine.provide({
        actors: {
          loadCatalog: fromPromise(async ({ input }) => {
            if (failing.includes(input.locale)) throw new Error('offline');
            loaded.push(input.locale);
          }),
          getAppLanguage: fromPromise(async () => appLanguage),
        },
      }),
      { input: { browserLanguages } },
    );
    const logs: string[] = [];
    actor.on('log', (e) => logs.push(e.message));
    actor.start();
    return { actor, loaded, logs };
  };

  it('lets the app language override the browser language', async () => {
    const { actor, loaded } = run(['es-MX'], 'ar');
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.context.shown).toBe('ar');
    expect(loaded).toEqual(['es', 'ar']);
  });

  it('does not reload the catalog when the app agrees with the browser', async () => {
    const { actor, loaded } = run(['ko-KR'], 'ko');
    await waitFor(actor, (s) => s.status === 'done');
    expect(loaded).toEqual(['ko']);
  });

  it('keeps the shown language and only logs when the app catalog fails', async () => {
    const { actor, logs } = run(['pt-BR'], 'zh-Hant-HK', ['zh-TW']);
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.context.shown).toBe('pt');
    expect(snap.context.locale).toBe('pt');
    expect(logs).toEqual(['catalog zh-TW failed to load']);
  });

  it('falls back to English when the browser catalog fails', async () => {
    const { actor } = run(['id-ID'], undefined, ['id']);
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.context.shown).toBe('en-US');
  });
});
