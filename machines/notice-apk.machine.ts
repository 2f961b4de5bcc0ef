import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';

/**
 * The Android installer's address (§7 GET /package/v1/apk/url/{id}): fetched once the page
 * shows a download, and fetched again when the reader retries after a failure.
 */
export const noticeApkMachine = setup({
  types: {
    context: {} as { apkUrl: string | null },
    events: {} as { type: 'apk.retry' },
  },
  actors: {
    fetchApkUrl: fromPromise<string>(() => Promise.reject(new Error('fetchApkUrl not provided'))),
  },
}).createMachine({
  id: 'noticeApk',
  context: { apkUrl: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchApkUrl',
        onDone: { target: 'ready', actions: assign({ apkUrl: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { type: 'final' },
    failed: {
      on: { 'apk.retry': 'loading' },
    },
  },
});

export type NoticeApkActor = ActorRefFrom<typeof noticeApkMachine>;
