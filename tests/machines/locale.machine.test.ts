import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { localeMachine, selectLanguageSettled } from '../../machines/core/locale.machine';
import type { Locale } from '../../machines/core/locales';
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
  // The app's answer after the bridge's time-out, and the reader's first touch since the page showed.
  { type: 'app.lateLanguage', language: 'ar-EG' },
  { type: 'app.lateLanguage', language: undefined },
  { type: 'page.touched' },
];

describe('locale machine (model-based)', () => {
  // The app's answers in `events` name these languages (ar-EG → ar, ko → ko).
  const APP_LANGUAGES = ['ar', 'ko'];

  it.each([
    [['ko-KR', 'en'], 'ko'],
    [['en-GB'], 'en-US'],
    [['fr-FR'], 'en-US'],
    [['zh-HK'], 'zh-TW'],
  ])('follows every shortest path from browser languages %j (shown first: %s)', async (browserLanguages, browser) => {
    // Before the app answers, the page shows the browser's language, or English when that
    // catalog could not load.
    const beforeTheApp = [browser, 'en-US'];
    const count = await replayShortestPaths({
      machine: localeMachine,
      input: { browserLanguages },
      actorNames: ['loadCatalog', 'getAppLanguage'],
      events,
      facts: {
        // Nothing is shown until a catalog is in; the catalog asked for is the mapped browser language.
        loadingBrowserCatalog: (s, pending) => {
          expect(s.context.shown).toBeNull();
          expect(s.hasTag('ready')).toBe(false);
          expect(pending.get('loadBrowserCatalog')?.input).toEqual({ locale: browser });
        },
        // The browser's catalog failed: English is tried, and only for a non-English browser.
        loadingFallbackCatalog: (s, pending) => {
          expect(browser).not.toBe('en-US');
          expect(s.context.shown).toBeNull();
          expect(s.hasTag('ready')).toBe(false);
          expect(pending.get('loadFallbackCatalog')?.input).toEqual({ locale: 'en-US' });
        },
        // The page renders in the language whose catalog loaded while the app is asked.
        askingApp: (s, pending) => {
          expect(s.hasTag('ready')).toBe(true);
          expect(beforeTheApp).toContain(s.context.shown);
          expect(s.context.locale).toBe(s.context.shown);
          expect(pending.has('askApp')).toBe(true);
        },
        // The app did not answer in time: the page shows what it has (the hold ends) and still listens.
        awaitingLateAnswer: (s, pending) => {
          expect(s.hasTag('settled')).toBe(true);
          expect(beforeTheApp).toContain(s.context.shown);
          expect(s.context.locale).toBe(s.context.shown);
          expect(pending.size).toBe(0);
        },
        // The app named another language: the page keeps showing the browser's until that catalog is in.
        loadingAppCatalog: (s, pending) => {
          expect(s.hasTag('ready')).toBe(true);
          expect(beforeTheApp).toContain(s.context.shown);
          expect(APP_LANGUAGES).toContain(s.context.locale);
          expect(s.context.locale).not.toBe(s.context.shown);
          expect(pending.get('loadAppCatalog')?.input).toEqual({ locale: s.context.locale });
        },
        // Settled: what is shown is the browser's (or English) unless the app named another
        // whose catalog loaded; nothing is left loading.
        ready: (s, pending) => {
          expect(s.status).toBe('done');
          expect(s.hasTag('ready')).toBe(true);
          expect([...beforeTheApp, ...APP_LANGUAGES]).toContain(s.context.shown);
          expect(s.context.locale).toBe(s.context.shown);
          expect(pending.size).toBe(0);
        },
        // Not even English loaded: no language is shown (the shell's built-in error screen).
        failed: (s, pending) => {
          expect(s.status).toBe('done');
          expect(s.context.shown).toBeNull();
          expect(s.hasTag('ready')).toBe(false);
          expect(pending.size).toBe(0);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });
});

describe('locale machine started in a pre-rendered page (model-based)', () => {
  it.each(['ko', 'en-US', 'ar'] as const)('starts shown in the <html lang> locale %s and only asks the app', async (shown) => {
    const count = await replayShortestPaths({
      machine: localeMachine,
      // The browser says otherwise: the server's choice (the HTML's language) wins.
      input: { browserLanguages: ['es-ES'], shown },
      actorNames: ['loadCatalog', 'getAppLanguage'],
      events,
      facts: {
        // Shown at once, so hydration renders the HTML's language; no catalog is loaded again.
        askingApp: (s, pending) => {
          expect(s.context.shown).toBe(shown);
          expect(s.context.locale).toBe(shown);
          expect(s.hasTag('ready')).toBe(true);
          expect(pending.has('askApp')).toBe(true);
          expect(pending.has('loadBrowserCatalog')).toBe(false);
        },
        awaitingLateAnswer: (s) => {
          expect(s.hasTag('settled')).toBe(true);
          expect(s.context.shown).toBe(shown);
        },
        loadingAppCatalog: (s, pending) => {
          expect(s.context.shown).toBe(shown);
          expect(s.context.locale).not.toBe(shown);
          expect(pending.get('loadAppCatalog')?.input).toEqual({ locale: s.context.locale });
        },
        ready: (s, pending) => {
          expect(s.status).toBe('done');
          expect([shown, 'ar', 'ko']).toContain(s.context.shown);
          expect(pending.size).toBe(0);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(2);
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

  describe('remembers the language the app names (the locale cookie)', () => {
    const remembering = (appLanguage: string | undefined, shown?: 'en-US' | 'ar', failing: string[] = []) => {
      const remembered: string[] = [];
      const actor = createActor(
        localeMachine.provide({
          actors: {
            loadCatalog: fromPromise(async ({ input }) => {
              if (failing.includes(input.locale)) throw new Error('offline');
            }),
            getAppLanguage: fromPromise(async () => appLanguage),
          },
          actions: { rememberAppLocale: (_, { locale }) => void remembered.push(locale) },
        }),
        { input: { browserLanguages: ['en-US'], shown } },
      );
      actor.start();
      return { actor, remembered };
    };

    it.each([
      ['ar-EG', 'en-US', ['ar']],
      ['zh_Hant_HK', 'en-US', ['zh-TW']],
      // The app agrees with the page: still remembered, so the next page needs no hold.
      ['ar', 'ar', ['ar']],
      // A language of none of the nine is English for the page, and remembered as such.
      ['fr-FR', 'ar', ['en-US']],
      // The app names none: nothing is written.
      [undefined, 'en-US', []],
      ['', 'en-US', []],
    ] as const)('app says %j, page shown in %s: remembers %j', async (app, shown, expected) => {
      const { actor, remembered } = remembering(app, shown);
      await waitFor(actor, (s) => s.status === 'done');
      expect(remembered).toEqual(expected);
    });

    it('remembers the app’s language even when its catalog fails to load this time', async () => {
      const { actor, remembered } = remembering('ko', 'en-US', ['ko']);
      const snap = await waitFor(actor, (s) => s.status === 'done');
      expect(snap.context.shown).toBe('en-US');
      expect(remembered).toEqual(['ko']);
    });
  });

  it('falls back to English when the browser catalog fails', async () => {
    const { actor } = run(['id-ID'], undefined, ['id']);
    const snap = await waitFor(actor, (s) => s.status === 'done');
    expect(snap.context.shown).toBe('en-US');
  });
});

describe('locale machine: the app’s answer after the language hold (issue 31, item 7; xstate/graph paths)', () => {
  type Step = { event: { type: string; language?: string } };
  /** Every simple path of a page shown in Korean whose app did not answer in time, to its end. */
  const paths = getSimplePaths(localeMachine, { events: events as never, input: { browserLanguages: ['es-ES'], shown: 'ko' } }).filter(
    (path) => path.state.status === 'done' && path.steps.some((step: Step) => step.event.type === 'xstate.error.actor.askApp'),
  );

  it('switches to the app’s language exactly when its late answer names another one before the reader touches the page', () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
    let switched = 0;
    let kept = 0;
    for (const path of paths) {
      const types = path.steps.map((step: Step) => (step.event.type === 'app.lateLanguage' ? `late:${step.event.language ?? ''}` : step.event.type));
      const late = types.indexOf('late:ar-EG');
      const touch = types.indexOf('page.touched');
      const lateCatalogLoaded = types.includes('xstate.done.actor.loadAppCatalog');
      const expected = late >= 0 && (touch < 0 || late < touch) && lateCatalogLoaded ? 'ar' : 'ko';
      expect(path.state.context.shown, types.join(' → ')).toBe(expected);
      if (expected === 'ar') switched += 1;
      else kept += 1;
    }
    expect(switched).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
  });

  it('releases the hold while it waits: the page shows its language (settled) and a touch ends the wait for the visit', async () => {
    const actor = createActor(
      localeMachine.provide({
        actors: {
          loadCatalog: fromPromise<void, { locale: Locale }>(async () => {}),
          getAppLanguage: fromPromise<string | undefined>(async () => Promise.reject(new Error('the app did not answer'))),
        },
      }),
      { input: { browserLanguages: ['ko-KR'], shown: 'ko' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('awaitingLateAnswer'));
    expect(selectLanguageSettled(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.touched' });
    expect(actor.getSnapshot().status).toBe('done');
    // Too late: the reader is already using the page in Korean.
    expect(actor.getSnapshot().context.shown).toBe('ko');
  });
});
