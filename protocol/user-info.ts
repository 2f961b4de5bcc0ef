import type { AppMetadata, NativeUserInfo } from './bridge/methods';

/** 0 not logged in, 1 logged in, 2 logged in with Premium (§3, §4). */
export type UserType = 0 | 1 | 2;

/** The client user info record of §3, attached to statistics and reports. Never holds the token. */
export interface ClientUserInfo {
  userType: UserType;
  network: string;
  deviceid: string;
  userid: string;
  versionCode: number;
  versionName: string;
  phoneModel: string;
  country: string;
  language_app: string;
}

export function userTypeOf(info: Pick<NativeUserInfo, 'isLogin' | 'isVip'> | null): UserType {
  if (!info?.isLogin) return 0;
  return info.isVip ? 2 : 1;
}

/** Derives the record from the bridge's replies; absent facts get neutral values (userid 0). */
export function deriveClientUserInfo(info: NativeUserInfo | null, meta: AppMetadata | null): ClientUserInfo {
  return {
    userType: userTypeOf(info),
    network: meta?.network ?? '',
    deviceid: meta?.deviceId ?? info?.accountDeviceId ?? '',
    userid: info?.isLogin && info.userID ? info.userID : '0',
    versionCode: info?.versionCode ?? 0,
    versionName: info?.versionName ?? '',
    phoneModel: info?.mobileType ?? '',
    country: meta?.country ?? '',
    language_app: info?.language ?? '',
  };
}
