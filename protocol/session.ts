import type { Bridge } from './bridge/call';
import { valueOf } from './bridge/errors';
import type { AppMetadata, NativeUserInfo } from './bridge/methods';
import { deriveClientUserInfo, type ClientUserInfo } from './user-info';

/** Session user info of §3. Kept in memory only: never in a URL, log, event, message or storage. */
export interface Session {
  readonly accessToken: string | null;
  /** Device id (uuid). */
  readonly uuid: string;
  readonly userID: string | null;
  readonly accountDeviceId: string | null;
  readonly userInfo: ClientUserInfo;
  readonly nativeUserInfo: NativeUserInfo | null;
}

function randomUuid(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** Builds the session from the host's two replies. A browser without an app gets a fresh device id. */
export function buildSession(info: NativeUserInfo | null, meta: AppMetadata | null, fallbackUuid = randomUuid()): Session {
  const userInfo = deriveClientUserInfo(info, meta);
  // An empty device id from the app is no id: the session makes one, as in a browser.
  const uuid = meta?.deviceId || fallbackUuid;
  const session: Session = {
    accessToken: info?.isLogin ? (meta?.accessToken ?? null) : null,
    uuid,
    userID: info?.isLogin ? (info.userID ?? null) : null,
    accountDeviceId: info?.accountDeviceId ?? null,
    userInfo: { ...userInfo, deviceid: userInfo.deviceid || uuid },
    nativeUserInfo: info,
  };
  // Keep the token out of JSON.stringify and console dumps of the object.
  Object.defineProperty(session, 'accessToken', { enumerable: false, value: session.accessToken });
  return Object.freeze(session);
}

/**
 * Reads the session from the host (both calls in parallel). A browser without an app is an
 * anonymous session. Inside an app, the reply must say who is reading: when getUserInfo timed
 * out, answered something unreadable or could not be sent, or when it says logged in and
 * getAppMetadata (the token) did not answer, this rejects with a BridgeError, so that a page
 * says "could not reach the app" instead of taking a member for a logged-out visitor (departing
 * from §8, where bridge failures are only logged). A logged-out reply needs no token.
 */
export async function readSession(bridge: Bridge): Promise<Session> {
  if (bridge.kind === 'absent') return buildSession(null, null);
  const [info, meta] = await Promise.all([bridge.call('getUserInfo'), bridge.call('getAppMetadata')]);
  const user = valueOf('getUserInfo', info);
  return buildSession(user, user.isLogin ? valueOf('getAppMetadata', meta) : meta.value);
}

/**
 * The session as the app's services hold it: read once at start, read again on request. Each
 * reading asks the app a second time when it said logged in but gave no token, so a logged-in
 * reader is not asked to log in for a token that was only late.
 */
export interface SessionReader {
  /** The session as known now (anonymous until the host has answered). */
  current(): Session;
  /** Settles once the first reading has: with the session, or the anonymous one when it failed. Never rejects. */
  ready: Promise<Session>;
  /**
   * The reading in flight or the last one that succeeded; after a failed reading, asks the
   * host again. Rejects with a BridgeError when the host did not answer (see readSession).
   */
  read(): Promise<Session>;
  /**
   * Reads the session from the host again, whatever the last reading gave: the reader came
   * back to the page after the app's log-in or verification screen. Rejects as `read` does;
   * a reading in flight is shared, not repeated.
   */
  refresh(): Promise<Session>;
}

/**
 * The app says the reader is logged in but handed over no token: a reading made while the app
 * was still fetching one, perhaps. Read at face value it would ask a logged-in app to log in.
 */
const saysLoggedInWithoutToken = (session: Session) => session.nativeUserInfo?.isLogin === true && session.accessToken === null;

/**
 * One reading of the session: when the app says logged in without a token, the session is read
 * again, once, before the page believes it (and shows "Log in"); a second reading that fails
 * leaves the first one's.
 */
function readSessionTwiceIfTokenless(bridge: Bridge): Promise<Session> {
  return readSession(bridge).then((session) => (saysLoggedInWithoutToken(session) ? readSession(bridge).catch(() => session) : session));
}

export function createSessionReader(bridge: Bridge): SessionReader {
  let current = buildSession(null, null);
  let failed = false;
  const start = () => {
    failed = false;
    return readSessionTwiceIfTokenless(bridge).then(
      (session) => (current = session),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
  };
  let reading = start();
  let settled = false;
  const track = (p: Promise<Session>) => {
    settled = false;
    p.then(
      () => (settled = true),
      () => (settled = true),
    );
    return p;
  };
  void track(reading);
  return {
    current: () => current,
    ready: reading.catch(() => current),
    read: () => (failed ? (reading = track(start())) : reading),
    refresh: () => (settled ? (reading = track(start())) : reading),
  };
}

/** Logged in: the app says so and handed over a token (§3). Without a token no call can succeed. */
export function isLoggedIn(session: Session): boolean {
  return session.userInfo.userType !== 0 && session.accessToken !== null;
}
