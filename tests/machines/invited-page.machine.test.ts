import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { invitedPageMachine, selectHost, selectLoggedIn, selectOpenAppHref, selectPlatform, type DeviceFacts, type InvitedPageInput } from '../../machines/invited-page.machine';
import { replayShortestPaths } from './replay';

const APP = 'pikpak://';
const VIEW = 'pikpak://view?url=https%3A%2F%2Fcompanion.example%2Factivity%2Finvited%3Fcode%3DTESTCODE';

const inputs: [string, InvitedPageInput][] = [
  ['in a browser with a code', { code: 'TESTCODE', host: 'absent', loggedIn: false, openAppHref: APP }],
  ['in a browser without a code', { code: null, host: 'absent', loggedIn: false, openAppHref: APP }],
  ['in the iOS app, logged in', { code: 'TESTCODE', host: 'ios', loggedIn: true, openAppHref: APP }],
];

const events = [
  { type: 'action.take', action: 'download_apk' },
  { type: 'xstate.done.actor.readDevice', output: { platform: 'ios', openAppHref: VIEW } },
  { type: 'xstate.done.actor.readDevice', output: { platform: 'desktop', openAppHref: null } },
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
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

describe('invited page (behaviour)', () => {
  it('counts the page view with whether the link had a code, and each action', async () => {
    for (const code of ['TESTCODE', null]) {
      const tracked: string[] = [];
      const actor = createActor(invitedPageMachine.provide({ actors: { readDevice: fromPromise<DeviceFacts>(async () => ({ platform: 'android', openAppHref: null })) } }), {
        input: { code, host: 'absent', loggedIn: false, openAppHref: APP },
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
});
