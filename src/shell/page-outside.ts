import { createActor, fromPromise } from 'xstate';
import type { Api } from '../../protocol/api/client';
import { lazyApi } from '../../protocol/api/lazy';
import type { Config } from '../../protocol/config';
import { createFrameMessenger, type FrameMessenger, type MessageTarget } from '../../protocol/frame/messenger';
import { log } from '../../protocol/log';
import { createSessionReader, type Session, type SessionReader } from '../../protocol/session';
import { createBridge, type Bridge } from '../../protocol/bridge/call';
import { detectTransport } from '../../protocol/bridge/transports';
import { createStats, type Track } from '../../protocol/stats';
import type { DebugConsoleActor, DebugSwitch } from '../../machines/core/debug-console.machine';

/**
 * What every page, hydrated (src/services.ts) or not (src/text-page.ts), makes of its outside
 * the same way: the messenger to an allowlisted parent, the lazily loaded API client, and the
 * debug console's title clicks. No React here: the text-page script ships without it.
 */

/** The window as the frame messenger reads it. */
interface FrameWindow extends MessageTarget {
  location: { search: string; ancestorOrigins?: ArrayLike<string> };
  parent: MessageTarget;
}

/** Messages to the parent only when one frames the page, from an allowlisted origin (protocol/frame/messenger.ts checks). */
function createPageFrame(config: Config, win: FrameWindow): FrameMessenger {
  const framed = win.parent !== win;
  return createFrameMessenger({
    target: framed ? win.parent : null,
    origin: new URLSearchParams(win.location.search).get('origin'),
    allowlist: config.parentOrigins,
    allowLoopback: config.allowLoopbackParents,
    ancestorOrigins: framed ? win.location.ancestorOrigins : undefined,
  });
}

/** The API client, its chunk downloaded at the first call; the token and device id read from the session at each call. */
function createPageApi(config: Config, reader: Pick<SessionReader, 'current'>, language: () => string): Api {
  return lazyApi(async () => {
    const { createApi } = await import(/* webpackChunkName: "api" */ '../../protocol/api/client');
    return createApi(config, {
      token: () => reader.current().accessToken,
      deviceId: () => reader.current().uuid,
      language,
      clientId: config.clientId,
    });
  });
}

/**
 * Counts clicks on the page title for the debug console. Its machine loads at the first click
 * (almost nobody clicks, so no page pays for it). Clicks made while it loads count by its own
 * rule: the last run of clicks, each within the click window of the one before, is handed to it
 * once it runs. The console opens only when the remote configuration allows it.
 */
function createTitleClicks(api: Pick<Api, 'debugOptions'>, sessionReady: Promise<Session>): () => void {
  let debug: DebugConsoleActor | null = null;
  let debugLoading: Promise<void> | null = null;
  const earlyClicks: number[] = [];
  const startDebug = async () => {
    const [{ debugConsoleMachine, DEBUG_CLICK_WINDOW_MS, DEBUG_CLICKS }, s] = await Promise.all([
      import(/* webpackChunkName: "debug" */ '../../machines/core/debug-console.machine'),
      sessionReady,
    ]);
    const actor = createActor(
      debugConsoleMachine.provide({
        actors: {
          fetchSwitch: fromPromise<DebugSwitch>(async () => (await api.debugOptions()).values.debug_options.allow_vconsole),
          // Loaded with vConsole, as the console opens: its header redaction ships in no page's first script.
          openConsole: fromPromise(async () => (await import(/* webpackChunkName: "vconsole" */ '../debug-console')).openDebugConsole()),
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
  return () => {
    if (debug) {
      debug.send({ type: 'title.click' });
      return;
    }
    earlyClicks.push(performance.now());
    debugLoading ??= startDebug().catch((error: unknown) => log('debug', 'debug console unavailable', { error: String(error) }));
  };
}

/** What `createOutside` reads of the window: the bridge's globals, the query, the frame and the statistics queue. */
export type OutsideWindow = FrameWindow & Parameters<typeof detectTransport>[0] & Parameters<typeof createStats>[0];

/** A page's outside, made once at start: the same for a page that hydrates (src/services.ts) and a text page (src/text-page.ts). */
export interface Outside {
  config: Config;
  bridge: Bridge;
  reader: SessionReader;
  api: Api;
  frame: FrameMessenger;
  track: Track;
  titleClicked: () => void;
  /** Listens for the app's late answer to getUserInfo (after its time-out): its language. Returns the unsubscribe. */
  onLateUserInfo: (listener: (language: string | undefined) => void) => () => void;
}

/**
 * The outside of a page: the app's bridge (its host detected), the session read from it, the
 * API client in the page's language (`language`, read at each call), the parent frame, the
 * statistics and the title clicks.
 */
export function createOutside(config: Config, win: OutsideWindow, language: () => string): Outside {
  const lateUserInfo = new Set<(language: string | undefined) => void>();
  const bridge = createBridge(detectTransport(win), {
    timeoutMs: config.bridgeTimeoutMs,
    log,
    onLateReply: (late) => {
      if (late.method === 'getUserInfo') for (const listener of lateUserInfo) listener(late.reply.language);
    },
  });
  const reader = createSessionReader(bridge);
  const api = createPageApi(config, reader, language);
  return {
    config,
    bridge,
    reader,
    api,
    frame: createPageFrame(config, win),
    track: createStats(win, () => reader.current().userInfo),
    titleClicked: createTitleClicks(api, reader.ready),
    onLateUserInfo: (listener) => {
      lateUserInfo.add(listener);
      return () => void lateUserInfo.delete(listener);
    },
  };
}
