import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { createRequestMachine, notProvided } from './request.machine';

/**
 * The Android installer's download on /toapp and /update-guide (§1.3, §2.1): the APK address
 * request (the shared request machine, child `apk`, provided by the wiring: it checks the
 * address the server gives) starts with the download section, so a page asks for it only
 * where it offers the download.
 */
export const apkDownloadMachine = setup({
  types: {
    children: {} as { apk: 'apk' },
  },
  actors: {
    /** The APK address (provided by the wiring). */
    apk: createRequestMachine<string>(notProvided('load')),
  },
}).createMachine({
  id: 'apkDownload',
  initial: 'offering',
  states: {
    /** The download offered: the address loading, loaded or failed, in the child. */
    offering: { invoke: { id: 'apk', src: 'apk', input: { params: undefined } } },
  },
});

export type ApkDownloadActor = ActorRefFrom<typeof apkDownloadMachine>;
type ApkDownloadSnapshot = SnapshotFrom<typeof apkDownloadMachine>;

/** The APK address request. */
export const selectApkRequest = (s: ApkDownloadSnapshot) => s.children.apk;
/** The APK address request, once started. */
export type ApkRequestActor = NonNullable<ReturnType<typeof selectApkRequest>>;
