import { assign, emit, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { DEFAULT_LOCALE, mapLocale, pickBrowserLocale, type Locale } from './locales';

export interface LocaleInput {
  /** navigator.languages at start. */
  browserLanguages: readonly unknown[];
  /**
   * The locale a pre-rendered page is already shown in (its `<html lang>`, chosen by the
   * server from Accept-Language), with its catalog loaded before hydration. The machine
   * starts there and only asks the app.
   */
  shown?: Locale;
}

export type LocaleEmitted = { type: 'log'; message: string };

export type LocaleEvent =
  /**
   * The app's answer to the first getUserInfo came after the bridge's time-out (the page already
   * shows the browser's language): its language, or undefined when it names none.
   */
  | { type: 'app.lateLanguage'; language: string | undefined }
  /** The reader touched the page (a pointerdown, a keydown or an input) since it showed its text. */
  | { type: 'page.touched' };

/**
 * Resolves the page language (§4): the browser language at start, then the app language from
 * the native bridge when it returns one. A catalog that fails to load or an app that does not
 * answer is only logged; the page keeps the language it has, and switches to the app's should
 * its answer come late while the reader has not touched the page (`awaitingLateAnswer`).
 *
 * When the app names its language, `rememberAppLocale` (provided at the edge: src/services.ts
 * writes the `locale` cookie) keeps the locale it maps to, so that the server sends the next
 * page in that language from the first byte.
 */
export const localeMachine = setup({
  types: {
    context: {} as { locale: Locale; shown: Locale | null },
    input: {} as LocaleInput,
    events: {} as LocaleEvent,
    emitted: {} as LocaleEmitted,
  },
  actors: {
    /** Loads and activates a catalog. */
    loadCatalog: fromPromise<void, { locale: Locale }>(() => Promise.reject(new Error('loadCatalog not provided'))),
    /**
     * Asks the app for its language; resolves undefined when there is none (a browser, or an app
     * that names none); rejects when the app did not answer in time (its answer may come later).
     */
    getAppLanguage: fromPromise<string | undefined>(() => Promise.resolve(undefined)),
  },
  guards: {
    /** The app's answer (the ask's typed output) names a language that maps to another locale. */
    appLanguageDiffers: ({ context }, params: { language: string | undefined }) =>
      params.language !== undefined && params.language !== '' && mapLocale(params.language) !== context.locale,
    appNamesLanguage: (_, params: { language: string | undefined }) => params.language !== undefined && params.language !== '',
    isNotDefaultLocale: ({ context }) => context.locale !== DEFAULT_LOCALE,
    alreadyShown: ({ context }) => context.shown !== null,
  },
  actions: {
    markShown: assign({ shown: ({ context }) => context.locale }),
    adoptAppLanguage: assign((_, params: { language: string | undefined }) => ({ locale: mapLocale(params.language) })),
    revertToShown: assign({ locale: ({ context }) => context.shown ?? DEFAULT_LOCALE }),
    logCatalogFailure: emit(({ context }) => ({ type: 'log' as const, message: `catalog ${context.locale} failed to load` })),
    logAppFailure: emit({ type: 'log' as const, message: 'app language unavailable' }),
    /** The app named its language (mapped to one of the nine): remember it for the server's next choice. */
    rememberAppLocale: (_, _params: { locale: Locale }) => undefined,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.shown ?? pickBrowserLocale(input.browserLanguages), shown: input.shown ?? null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'alreadyShown', target: 'askingApp' }, { target: 'loadingBrowserCatalog' }],
    },
    loadingBrowserCatalog: {
      invoke: {
        id: 'loadBrowserCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'askingApp', actions: 'markShown' },
        onError: [
          { guard: 'isNotDefaultLocale', target: 'loadingFallbackCatalog', actions: 'logCatalogFailure' },
          { target: 'failed', actions: 'logCatalogFailure' },
        ],
      },
    },
    loadingFallbackCatalog: {
      entry: assign({ locale: DEFAULT_LOCALE }),
      invoke: {
        id: 'loadFallbackCatalog',
        src: 'loadCatalog',
        input: { locale: DEFAULT_LOCALE },
        onDone: { target: 'askingApp', actions: 'markShown' },
        onError: { target: 'failed', actions: 'logCatalogFailure' },
      },
    },
    askingApp: {
      tags: ['ready'],
      invoke: {
        id: 'askApp',
        src: 'getAppLanguage',
        onDone: [
          {
            guard: { type: 'appLanguageDiffers', params: ({ event }) => ({ language: event.output }) },
            target: 'loadingAppCatalog',
            actions: [
              { type: 'adoptAppLanguage', params: ({ event }) => ({ language: event.output }) },
              { type: 'rememberAppLocale', params: ({ context }) => ({ locale: context.locale }) },
            ],
          },
          // The app names the language already shown (context.locale is what it maps to).
          {
            guard: { type: 'appNamesLanguage', params: ({ event }) => ({ language: event.output }) },
            target: 'ready',
            actions: { type: 'rememberAppLocale', params: ({ context }) => ({ locale: context.locale }) },
          },
          { target: 'ready' },
        ],
        onError: { target: 'awaitingLateAnswer', actions: 'logAppFailure' },
      },
    },
    /**
     * The app did not answer in time: the page shows the language it has (the hold is released,
     * tag `settled`), and a late answer naming another language still switches it, as long as the
     * reader has not touched the page since it showed (a switch under a reader's finger or
     * half-typed text would be worse than the browser's language). A touch settles it for the visit.
     */
    awaitingLateAnswer: {
      tags: ['ready', 'settled'],
      on: {
        'app.lateLanguage': [
          {
            guard: { type: 'appLanguageDiffers', params: ({ event }) => ({ language: event.language }) },
            target: 'loadingAppCatalog',
            actions: [
              { type: 'adoptAppLanguage', params: ({ event }) => ({ language: event.language }) },
              { type: 'rememberAppLocale', params: ({ context }) => ({ locale: context.locale }) },
            ],
          },
          {
            guard: { type: 'appNamesLanguage', params: ({ event }) => ({ language: event.language }) },
            target: 'ready',
            actions: { type: 'rememberAppLocale', params: ({ context }) => ({ locale: context.locale }) },
          },
          { target: 'ready' },
        ],
        'page.touched': { target: 'ready' },
      },
    },
    loadingAppCatalog: {
      tags: ['ready'],
      invoke: {
        id: 'loadAppCatalog',
        src: 'loadCatalog',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: { target: 'ready', actions: 'markShown' },
        onError: { target: 'ready', actions: ['logCatalogFailure', 'revertToShown'] },
      },
    },
    ready: { tags: ['ready', 'settled'], type: 'final' },
    /** Not even the English catalog loaded: the shell shows its built-in error screen. */
    failed: { type: 'final' },
  },
});

export type LocaleActor = ActorRefFrom<typeof localeMachine>;

/** The page shows the language it settled on for now: the language hold may end (src/app.tsx). */
export const selectLanguageSettled = (s: { status: string; hasTag: (tag: 'ready' | 'settled') => boolean }) => s.status === 'done' || s.hasTag('settled');
