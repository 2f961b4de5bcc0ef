import type { Problem } from '../../machines/core/problem';
import { createRequestMachine } from '../../machines/core/request.machine';
import { checkExternalAddress } from '../../protocol/external-address';
import type { Services } from '../services';

/** The id the package service knows the Android app by (§7.1 GET /package/v1/apk/url/{id}). */
const ANDROID_APK_ID = 'android';

/**
 * The Android installer's address (§7.1 GET /package/v1/apk/url/{id}) on the shared request
 * machine: loading, then the address or a problem with `request.retry`. The address comes from
 * a server reply, so it passes the external-address check (https, allowlisted host) before any
 * page can link it; a refused address is a bad reply, and the page offers no download.
 */
export function apkRequest(services: Pick<Services, 'api' | 'config'>) {
  return createRequestMachine<string>(async () => {
    const checked = checkExternalAddress((await services.api.apkUrl(ANDROID_APK_ID)).url, services.config.externalHosts);
    if (!checked.ok) throw { kind: 'bad-reply' } satisfies Problem;
    return checked.url;
  });
}
