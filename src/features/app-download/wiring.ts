import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { apkDownloadMachine, type ApkDownloadActor } from '../../../machines/apk-download.machine';
import { apkRequest } from '../../shell/apk';
import { useHost } from '../../shell/host';
import type { PageWiring } from '../../shell/page-wiring';
import { useServices } from '../../shell/services-context';

/**
 * The APK download's hook (/toapp, /update-guide): the download machine with the APK address
 * request (§7.1 GET /package/v1/apk/url/{id}, the address checked by src/shell/apk.ts) as its
 * child, started when the download section is shown.
 */
export function useApkDownload(): PageWiring<ApkDownloadActor> {
  const services = useServices();
  const host = useHost();
  const machine = useMemo(() => apkDownloadMachine.provide({ actors: { apk: apkRequest(services) } }), [services]);
  const actor = useActorRef(machine);
  return { actor, host };
}
