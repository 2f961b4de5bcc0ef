import { flushSync } from 'react-dom';
import { createActor, fromPromise } from 'xstate';
import type { Api } from '../protocol/api/client';
import type { Bridge } from '../protocol/bridge/call';

import type { Config } from '../protocol/config';
import type { FrameMessenger, MessageTarget } from '../protocol/frame/messenger';
import { log } from '../protocol/log';
import type { Session } from '../protocol/session';
import type { Track } from '../protocol/stats';
import { localeMachine, type LocaleActor } from '../machines/core/locale.machine';
import type { Locale } from '../machines/core/locales';
import { writeLocaleCookie } from './app-language';
import { activateLocale, i18n } from './i18n';
import { createOutside } from './shell/page-outside';

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
  document: {
    cookie: string;
    addEventListener?: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
    removeEventListener?: (type: string, listener: () => void, options: EventListenerOptions) => void;
  };
  parent: MessageTarget;
}

export function createServices(config: Config, win: HostWindow, prerendered?: Prerendered): Services {
  const { bridge, reader, api, frame, track, titleClicked, onLateUserInfo } = createOutside(config, win, () => i18n.locale || 'en-US');
  const sessionReady = reader.ready;

  const locale = createActor(
    localeMachine.provide({
      actors: {
        // The text changes language in one commit (flushSync), before the machine says it is shown.
        loadCatalog: fromPromise(({ input }) => activateLocale(input.locale, (activate) => flushSync(activate))),
        getAppLanguage: fromPromise(async () => {
          await prerendered?.hydrated;
          const session = await sessionReady;
          // In an app that did not answer in time, the machine waits for a late answer (onLateUserInfo below).
          if (bridge.kind !== 'absent' && !session.nativeUserInfo) throw new Error('the app did not answer');
          return session.nativeUserInfo?.language;
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
  // The app's late answer, and the reader's first touch of the page: the machine decides whether to switch.
  const stopLate = onLateUserInfo((language) => locale.send({ type: 'app.lateLanguage', language }));
  const touched = () => locale.send({ type: 'page.touched' });
  for (const type of ['pointerdown', 'keydown', 'input'] as const) win.document.addEventListener?.(type, touched, { capture: true, passive: true });
  locale.subscribe({
    complete: () => {
      stopLate();
      for (const type of ['pointerdown', 'keydown', 'input'] as const) win.document.removeEventListener?.(type, touched, { capture: true });
    },
  });

  return {
    config,
    bridge,
    api,
    session: reader.current,
    sessionReady,
    readSession: reader.read,
    refreshSession: reader.refresh,
    track,
    frame,
    locale,
    titleClicked,
  };
}
