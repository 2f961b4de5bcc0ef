import { flushSync } from 'react-dom';
import { createActor, fromPromise } from 'xstate';
import type { Api } from '../protocol/api/client';
import { createBridge, type Bridge } from '../protocol/bridge/call';
import { detectTransport } from '../protocol/bridge/transports';
import type { Config } from '../protocol/config';
import { createFrameMessenger, type FrameMessenger, type MessageTarget } from '../protocol/frame/messenger';
import { log } from '../protocol/log';
import { createSessionReader, type Session } from '../protocol/session';
import { createStats, type Track } from '../protocol/stats';
import type { DebugConsoleActor, DebugSwitch } from '../machines/debug-console.machine';
import { localeMachine, type LocaleActor } from '../machines/locale.machine';
import type { Locale } from '../machines/locales';
import { writeLocaleCookie } from './app-language';
import { activateLocale, i18n } from './i18n';
import { lazyApi } from '../protocol/api/lazy';

/** Everything a page may use from the outside world, created once at start. */
export interface Services {
  config: Config;
  bridge: Bridge;
  api: Api;
  /** The session as known now (anonymous until the host answers). */
  session(): Session;
  /** Resolves once the host has answered (or failed to: then with the anonymous session). Never rejects. */
  sessionReady: Promise<Session>;
  /**
   * The session from the host, for a page that must know who is reading: rejects with a
   * BridgeError when the app did not answer (time-out, garbage); called again after such a
   * failure, it asks the app again (a retry). A successful reading also becomes `session()`.
   */
  readSession(): Promise<Session>;
  /** The session read from the host again (the reader is back from the app's log-in screen); rejects as readSession does. */
  refreshSession(): Promise<Session>;
  track: Track;
  frame: FrameMessenger;
  locale: LocaleActor;
  /** Counts clicks on the page title for the debug console. */
  titleClicked(): void;
}

/** A pre-rendered page: the language it is in (its `<html lang>`, catalog loaded) and when hydration is over. */
export interface Prerendered {
  locale: Locale;
  hydrated: Promise<void>;
}

/**
 * With `prerendered`, the locale machine starts in the page's language instead of the
 * browser's, and asks the app for its language only once hydration is over: a switch during
 * hydration would make the markup differ from the HTML.
 */
/**
 * What the services read of the window: the browser's, or the pre-renderer's stand-in (no app,
 * no query, not framed). The app's bridge and the statistics queue are read from it by
 * protocol/, which checks what it finds.
 */
export interface HostWindow extends MessageTarget {
  navigator: { languages?: readonly string[]; language: string };
  location: { search: string; protocol: string; ancestorOrigins?: ArrayLike<string> };
  document: { cookie: string };
  parent: MessageTarget;
}

export function createServices(config: Config, win: HostWindow, prerendered?: Prerendered): Services {
  const bridge = createBridge(detectTransport(win), { timeoutMs: config.bridgeTimeoutMs, log });
  const reader = createSessionReader(bridge);
  const sessionReady = reader.ready;
  const api = lazyApi(async () => {
    const { createApi } = await import(/* webpackChunkName: "api" */ '../protocol/api/client');
    return createApi(config, {
      token: () => reader.current().accessToken,
      deviceId: () => reader.current().uuid,
      language: () => i18n.locale || 'en-US',
      clientId: config.clientId,
    });
  });

  const locale = createActor(
    localeMachine.provide({
      actors: {
        // The text changes language in one commit (flushSync), before the machine says it is shown.
        loadCatalog: fromPromise(({ input }) => activateLocale(input.locale, (activate) => flushSync(activate))),
        getAppLanguage: fromPromise(async () => {
          await prerendered?.hydrated;
          return (await sessionReady).nativeUserInfo?.language;
        }),
      },
      actions: {
        // The app named its language: the servers send the next page in it.
        rememberAppLocale: (_, { locale }) => writeLocaleCookie(win, locale),
      },
    }),
    { input: { browserLanguages: win.navigator.languages ?? [win.navigator.language], shown: prerendered?.locale } },
  );
  locale.on('log', (e) => log('locale', e.message));
  locale.start();

  // The debug console's machine loads at the first title click (almost nobody clicks, so no
  // page pays for it). Clicks made while it loads count by its own rule: the last run of
  // clicks, each within the click window of the one before, is handed to it once it runs.
  let debug: DebugConsoleActor | null = null;
  let debugLoading: Promise<void> | null = null;
  const earlyClicks: number[] = [];
  const startDebug = async () => {
    const [{ debugConsoleMachine, DEBUG_CLICK_WINDOW_MS, DEBUG_CLICKS }, s] = await Promise.all([
      import(/* webpackChunkName: "debug" */ '../machines/debug-console.machine'),
      sessionReady,
    ]);
    const actor = createActor(
      debugConsoleMachine.provide({
        actors: {
          fetchSwitch: fromPromise<DebugSwitch>(async () => (await api.debugOptions()).values.debug_options.allow_vconsole),
          // Loaded with vConsole, as the console opens: its header redaction ships in no page's first script.
          openConsole: fromPromise(async () => (await import(/* webpackChunkName: "vconsole" */ './debug-console')).openDebugConsole()),
        },
      }),
      { input: { userId: s.userID } },
    );
    actor.on('log', (e) => log('debug', e.message));
    actor.start();
    let run = earlyClicks.length > 0 ? 1 : 0;
    for (let i = earlyClicks.length - 1; i > 0 && earlyClicks[i]! - earlyClicks[i - 1]! <= DEBUG_CLICK_WINDOW_MS; i -= 1) run += 1;
    const last = earlyClicks.at(-1) ?? 0;
    if (run >= DEBUG_CLICKS || performance.now() - last <= DEBUG_CLICK_WINDOW_MS) {
      for (let i = 0; i < Math.min(run, DEBUG_CLICKS); i += 1) actor.send({ type: 'title.click' });
    }
    debug = actor;
  };

  const params = new URLSearchParams(win.location.search);
  const framed = win.parent !== win;
  return {
    config,
    bridge,
    api,
    session: reader.current,
    sessionReady,
    readSession: reader.read,
    refreshSession: reader.refresh,
    track: createStats(win, () => reader.current().userInfo),
    frame: createFrameMessenger({
      target: framed ? win.parent : null,
      origin: params.get('origin'),
      allowlist: config.parentOrigins,
      allowLoopback: config.allowLoopbackParents,
      ancestorOrigins: framed ? win.location.ancestorOrigins : undefined,
    }),
    locale,
    titleClicked: () => {
      if (debug) {
        debug.send({ type: 'title.click' });
        return;
      }
      earlyClicks.push(performance.now());
      debugLoading ??= startDebug().catch((error: unknown) => log('debug', 'debug console unavailable', { error: String(error) }));
    },
  };
}
