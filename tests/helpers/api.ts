import { createApi } from '../../protocol/api/client';
import { ApiError } from '../../protocol/api/errors';
import { parseConfig } from '../../protocol/config';
import { runtimeConfig } from '../../scripts/runtime-config';

/** The API client of the demo configuration with a short time-out, as a reader with this token (null: logged out) on this device, in this language. */
export function testApi(token: string | null, { deviceId = 'device-1', language = 'en-US', timeoutMs = 300 }: { deviceId?: string; language?: string; timeoutMs?: number } = {}) {
  const config = parseConfig({ ...runtimeConfig({}, true), apiTimeoutMs: timeoutMs });
  return createApi(config, { token: () => token, deviceId: () => deviceId, language: () => language, clientId: 'companion-web' });
}

/** The ApiError a call rejects with; fails the test when it resolves or rejects with anything else. */
export async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected a rejection');
}
