import { useMemo } from 'react';
import { provideRequest } from '../../../machines/request.machine';
import type { Services } from '../../services';
import { useServices } from '../../ui/services-context';
import { ANDROID_APK_ID } from './constants';

/**
 * The Android installer's address (§7.1 GET /package/v1/apk/url/{id}) on the shared request
 * machine: loading, then the address or a problem with `request.retry`.
 */
export function apkRequest(services: Pick<Services, 'api'>) {
  const { machine, selectData } = provideRequest<string>(async () => (await services.api.apkUrl(ANDROID_APK_ID)).url);
  return { machine, selectApkUrl: selectData };
}

/** The APK address request for this app's services: `useActorRef(machine, { input: {} })`. */
export function useApkWiring() {
  const services = useServices();
  return useMemo(() => apkRequest(services), [services]);
}
