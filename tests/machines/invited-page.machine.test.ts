import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { copyMachine } from '../../machines/core/copy.machine';
import {
  invitedPageMachine,
  selectApkRequest,
  selectHost,
  selectInvitedCodeEntry,
  selectInvitedWebDriveUrl,
  selectInviterLookup,
  selectLoggedIn,
  selectOpenAppHref,
  selectPlatform,
  type DeviceFacts,
  type InvitedPageInput,
} from '../../machines/referral/invited-page.machine';
import { selectFixedCode } from '../../machines/referral/invite-code-entry.machine';
import { replayShortestPaths } from './replay';

const APP = 'pikpak://';
const DRIVE = 'https://drive.example/drive';
const VIEW = 'pikpak://view?url=https%3A%2F%2Fcompanion.example%2Factivity%2Finvited%3Fcode%3DTESTCODE';

const inputs: [string, InvitedPageInput][] = [
  ['in a browser with a code', { code: 'TESTCODE', host: 'absent', loggedIn: false, openAppHref: APP, webDriveUrl: DRIVE }],
  ['in a browser without a code', { code: null, host: 'absent', loggedIn: false, openAppHref: APP, webDriveUrl: DRIVE }],
  ['in the iOS app, logged in', { code: 'TESTCODE', host: 'ios', loggedIn: true, openAppHref: APP, webDriveUrl: DRIVE }],
  ['in the Android app, logged out', { code: 'TESTCODE', host: 'android', loggedIn: false, openAppHref: APP, webDriveUrl: DRIVE }],
  ['in the Android app, logged in, without a code', { code: null, host: 'android', loggedIn: true, openAppHref: APP, webDriveUrl: DRIVE }],
];

const events = [
  { type: 'action.take', action: 'download_apk' },
  { type: 'xstate.done.actor.readDevice', output: { platform: 'ios', openAppHref: VIEW, origin: 'https://example.test', canShare: true } },
  { type: 'xstate.done.actor.readDevice', output: { platform: 'desktop', openAppHref: null, origin: 'https://example.test', canShare: false } },
  { type: 'xstate.error.actor.readDevice', error: new Error('no navigator') },
] as const;

describe('invited page machine (model-based)', () => {
  it.each(inputs)('follows every shortest path %s, with a fact checked in each state', async (_, input) => {
    const count = await replayShortestPaths({
      machine: invitedPageMachine,
      input,
      actorNames: ['readDevice'],
      events,
      facts: {
        // Inside the app the app's platform is the friend's, and there is nothing to read.
        inApp: (s, pending) => {
          expect(selectPlatform(s)).toBe(input.host);
          expect(pending.has('readDevice')).toBe(false);
        },
        reading: (s, pending) => {
          expect(pending.has('readDevice')).toBe(true);
          expect(selectPlatform(s)).toBeNull();
          expect(selectOpenAppHref(s)).toBe(APP);
        },
        known: (s) => {
          expect(['ios', 'desktop']).toContain(selectPlatform(s));
          // The page as the app's view action when the app may open it, else the app itself.
          expect(selectOpenAppHref(s)).toBe(selectPlatform(s) === 'ios' ? VIEW : APP);
        },
        unknown: (s) => {
          expect(selectPlatform(s)).toBeNull();
          expect(selectOpenAppHref(s)).toBe(APP);
        },
      },
      check: (s) => {
        expect(selectHost(s)).toBe(input.host);
        expect(selectLoggedIn(s)).toBe(input.loggedIn);
        expect(selectInvitedWebDriveUrl(s)).toBe(DRIVE);
        // The inviter is looked up for a code; the installer's address is asked for only in a
        // browser (where the ways to get the app are shown); the code entry opens only for a
        // logged-in app user with a code, with that code.
        expect(selectInviterLookup(s) !== undefined).toBe(input.code !== null);
        expect(selectApkRequest(s) !== undefined).toBe(input.host === 'absent');
        const entry = selectInvitedCodeEntry(s);
        expect(entry !== undefined).toBe(input.host !== 'absent' && input.loggedIn && input.code !== null);
        if (entry) expect(selectFixedCode(entry.getSnapshot())).toBe(input.code);
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

describe('invited page (behaviour)', () => {
  it('counts the page view with whether the link had a code, and each action', async () => {
    for (const code of ['TESTCODE', null]) {
      const tracked: string[] = [];
      const actor = createActor(invitedPageMachine.provide({ actors: { readDevice: fromPromise<DeviceFacts>(async () => ({ platform: 'android', openAppHref: null, origin: 'https://example.test', canShare: false })) } }), {
        input: { code, host: 'absent', loggedIn: false, openAppHref: APP, webDriveUrl: DRIVE },
      });
      actor.on('track', (e) => tracked.push(`${e.action}${e.extra.has_code ? `:${e.extra.has_code}` : ''}`));
      actor.start();
      await waitFor(actor, (s) => s.matches('known'));
      actor.send({ type: 'action.take', action: 'open_app_store' });
      actor.send({ type: 'action.take', action: 'download_apk' });
      expect(tracked).toEqual([`invited_page_view:${code !== null}`, 'invited_open_app_store', 'invited_download_apk']);
      expect(selectPlatform(actor.getSnapshot())).toBe('android');
    }
  });

  it('shares the reader’s own link through the app’s share sheet, one at a time, and copies it when the app shows none', async () => {
    const copied: string[] = [];
    const shared: string[] = [];
    let answer: () => Promise<void> = async () => undefined;
    const actor = createActor(
      invitedPageMachine.provide({
        actors: {
          readOrigin: fromPromise<Pick<DeviceFacts, 'origin' | 'canShare'>>(async () => ({ origin: 'https://example.test', canShare: false })),
          appShare: fromPromise<void, { url: string }>(async ({ input }) => {
            shared.push(input.url);
            return answer();
          }),
          copy: copyMachine.provide({ actors: { writeClipboard: fromPromise<void, { text: string }>(async ({ input }) => void copied.push(input.text)) } }),
        },
      }),
      { input: { code: 'TESTCODE', host: 'android', loggedIn: false, openAppHref: APP, webDriveUrl: DRIVE } },
    ).start();
    const url = 'https://example.test/activity/invited?code=TESTCODE';
    actor.send({ type: 'share.request', url });
    actor.send({ type: 'share.request', url });
    await waitFor(actor, (s) => s.context.shareUrl === '');
    expect(shared).toEqual([url]);
    expect(copied).toEqual([]);
    answer = async () => Promise.reject(new Error('no share sheet'));
    actor.send({ type: 'share.request', url });
    await waitFor(actor, () => copied.length > 0);
    expect(copied).toEqual([url]);
  });
});
