import type { Bridge } from './bridge/call';
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
  const uuid = meta?.deviceId ?? fallbackUuid;
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

/** Reads the session once from the host (both calls in parallel; failures leave it anonymous). */
export async function readSession(bridge: Bridge): Promise<Session> {
  const [info, meta] = await Promise.all([bridge.call('getUserInfo'), bridge.call('getAppMetadata')]);
  return buildSession(info.value, meta.value);
}

/** Logged in: the app says so and handed over a token (§3). Without a token no call can succeed. */
export function isLoggedIn(session: Session): boolean {
  return session.userInfo.userType !== 0 && session.accessToken !== null;
}
