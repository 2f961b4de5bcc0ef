import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invitationPageMachine, type CopySubject, type InvitationPageInput, type InviteSummary } from '../../machines/invitation-page.machine';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const CONFIRM = 2000;
const summary: InviteSummary = {
  code: 'TESTCODE',
  totals: { invited_nums: 3, add_days: 9, join_vip_nums: 1, invited_join_days: 110, reward_withdrawn: false },
};
const events = [
  { type: 'summary.retry' },
  { type: 'copy.request', subject: 'code' },
  { type: 'copy.request', subject: 'upgrade-guidance' },
  { type: 'share.request' },
  { type: 'xstate.done.actor.loadSummary', output: summary },
  { type: 'xstate.error.actor.loadSummary', error: new ApiError('offline' as never) },
  { type: 'xstate.error.actor.loadSummary', error: new ApiError('server', 401, 16) },
  { type: 'xstate.done.actor.checkVersion', output: { upgradeRequired: true } },
  { type: 'xstate.done.actor.checkVersion', output: { upgradeRequired: false } },
  { type: 'xstate.error.actor.checkVersion', error: new ApiError('timeout') },
  { type: 'xstate.done.actor.copyText', output: undefined },
  { type: 'xstate.error.actor.copyText', error: new Error('denied') },
  { type: 'xstate.after.confirmation.invitationPage.copy.copied' },
  { type: 'xstate.after.confirmation.invitationPage.copy.failed' },
] as const;

const inputs: [string, InvitationPageInput][] = [
  ['logged in, in an app', { loggedIn: true, app: { platform: 'android', versionCode: 1 }, confirmationMs: CONFIRM }],
  ['logged in, in a browser', { loggedIn: true, app: null, confirmationMs: CONFIRM }],
  ['logged out', { loggedIn: false, app: null, confirmationMs: CONFIRM }],
];

describe('invitation page machine (model-based)', () => {
  it.each(inputs)('follows every shortest path when %s', async (_, input) => {
    const count = await replayShortestPaths({
      machine: invitationPageMachine,
      input,
      actorNames: ['loadSummary', 'checkVersion', 'copyText'],
      events,
      delays: { confirmation: CONFIRM },
      check: (snapshot) => {
        // Logged out, nothing is ever asked of the server.
        if (!input.loggedIn) expect((snapshot.value as { summary: string }).summary).toBe('loggedOut');
      },
    });
    expect(count).toBeGreaterThanOrEqual(4);
  });
});

describe('invitation page (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const start = (input: InvitationPageInput, upgradeRequired: boolean) => {
    vi.useFakeTimers();
    const copies: { subject: CopySubject; code: string | null }[] = [];
    const tracked: string[] = [];
    const actor = createActor(
      invitationPageMachine.provide({
        actors: {
          loadSummary: fromPromise(async () => summary),
          checkVersion: fromPromise(async () => ({ upgradeRequired })),
          copyText: fromPromise(async ({ input: i }) => void copies.push(i)),
        },
      }),
      { input },
    );
    actor.on('track', (e) => tracked.push(e.action));
    actor.start();
    return { actor, copies, tracked };
  };

  it('copies the upgrade guidance once when the app is too old, and confirms', async () => {
    const { actor, copies, tracked } = start(inputs[0]![1], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ version: 'tooOld', copy: 'copied' })).toBe(true);
    expect(copies.map((c) => c.subject)).toEqual(['upgrade-guidance']);
    expect(tracked).toEqual(['invitation_page_view', 'invitation_app_too_old', 'invitation_copy']);
    await vi.advanceTimersByTimeAsync(CONFIRM);
    expect(actor.getSnapshot().matches({ copy: 'idle' })).toBe(true);
  });

  it('does not check the version in a browser, and copies the code with the code known', async () => {
    const { actor, copies } = start(inputs[1]![1], true);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ version: 'notInApp', summary: 'ready' })).toBe(true);
    actor.send({ type: 'copy.request', subject: 'link' });
    await vi.advanceTimersByTimeAsync(0);
    expect(copies).toEqual([{ subject: 'link', code: 'TESTCODE' }]);
  });

  it('copies without restarting the summary or the version check', async () => {
    const { actor, copies } = start(inputs[0]![1], false);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i += 1) actor.send({ type: 'copy.request', subject: 'code' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ summary: 'ready', version: 'current', copy: 'copied' });
    expect(copies).toHaveLength(3);
  });

  it('refuses to copy the code before it is known', () => {
    const { actor, copies } = start({ loggedIn: false, app: null, confirmationMs: CONFIRM }, false);
    actor.send({ type: 'copy.request', subject: 'code' });
    expect(actor.getSnapshot().matches({ copy: 'idle' })).toBe(true);
    expect(copies).toEqual([]);
  });

  it('keeps the error code of a failed load and loads again on retry', async () => {
    vi.useFakeTimers();
    let fail = true;
    const actor = createActor(
      invitationPageMachine.provide({
        actors: {
          loadSummary: fromPromise(async () => {
            if (fail) throw new ApiError('server', 401, 16);
            return summary;
          }),
        },
      }),
      { input: inputs[1]![1] },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.summaryError).toBe('unauthenticated');
    fail = false;
    actor.send({ type: 'summary.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.summary).toEqual(summary);
  });
});
