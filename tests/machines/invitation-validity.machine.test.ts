import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { invitationValidityMachine, type InvitationValidityEvent } from '../../machines/invitation-validity.machine';
import { HOUR_MS, MINUTE_MS, REFERRAL_RULES } from '../../machines/referral-rules';
import { replayShortestPaths } from './replay';

const input = { countedDevices: ['dev-seen'], countedAccounts: ['acc-seen'] };
const WINDOW = REFERRAL_RULES.codeWindowHours * HOUR_MS;
const REWARD = REFERRAL_RULES.rewardDelayMinutes * MINUTE_MS;

const events = [
  { type: 'method.choose', method: 'link' },
  { type: 'method.choose', method: 'code' },
  { type: 'method.choose', method: 'file' },
  { type: 'app.install', deviceId: 'dev-new' },
  { type: 'app.install', deviceId: 'dev-seen' },
  { type: 'user.login', accountId: 'acc-new' },
  { type: 'user.login', accountId: 'acc-seen' },
  { type: 'account.create', accountId: 'acc-new' },
  { type: 'account.create', accountId: 'acc-seen' },
  { type: 'code.submit' },
  { type: 'file.save' },
  { type: 'xstate.after.codeWindow.invitationValidity.code.open' },
  { type: 'xstate.after.fileWindow.invitationValidity.file.open' },
  { type: 'xstate.after.rewardDelay.invitationValidity.counted.pending' },
] as const;

describe('invitation validity machine (model-based)', () => {
  it('follows every shortest path, reaching every outcome', async () => {
    const paths = getShortestPaths(invitationValidityMachine, { events: events as never, input });
    const outcomes = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const outcome of ['"duplicate"', '"expired"', '"relationOnly"', '{"counted":"pending"}', '{"counted":"credited"}']) {
      expect(outcomes).toContain(outcome);
    }
    const count = await replayShortestPaths({
      machine: invitationValidityMachine,
      input,
      actorNames: [],
      events,
      delays: { codeWindow: WINDOW, fileWindow: REFERRAL_RULES.fileWindowHours * HOUR_MS, rewardDelay: REWARD },
    });
    expect(count).toBe(paths.length);
  });
});

describe('invitation validity (behaviour)', () => {
  afterEach(() => vi.useRealTimers());

  const run = (steps: (InvitationValidityEvent | number)[]) => {
    vi.useFakeTimers();
    const actor = createActor(invitationValidityMachine, { input }).start();
    for (const step of steps) {
      if (typeof step === 'number') vi.advanceTimersByTime(step);
      // A finished path ignores later steps, as a closed window ignores a late code.
      else if (actor.getSnapshot().status === 'active') actor.send(step);
    }
    return actor.getSnapshot();
  };

  it('counts an install link once the friend installs and logs in, then credits after 30 minutes', () => {
    const steps: InvitationValidityEvent[] = [
      { type: 'method.choose', method: 'link' },
      { type: 'app.install', deviceId: 'dev-new' },
      { type: 'user.login', accountId: 'acc-new' },
    ];
    expect(run(steps).value).toEqual({ counted: 'pending' });
    expect(run([...steps, REWARD - 1]).value).toEqual({ counted: 'pending' });
    expect(run([...steps, REWARD]).value).toEqual({ counted: 'credited' });
  });

  it('counts a code submitted just inside 12 hours of install, not one submitted at 12 hours', () => {
    const start: (InvitationValidityEvent | number)[] = [
      { type: 'method.choose', method: 'code' },
      { type: 'app.install', deviceId: 'dev-new' },
      { type: 'user.login', accountId: 'acc-new' },
    ];
    expect(run([...start, WINDOW - 1, { type: 'code.submit' }]).hasTag('counted')).toBe(true);
    expect(run([...start, WINDOW, { type: 'code.submit' }]).value).toBe('expired');
  });

  it('counts a device or an account that counted before only once', () => {
    expect(
      run([{ type: 'method.choose', method: 'link' }, { type: 'app.install', deviceId: 'dev-seen' }, { type: 'user.login', accountId: 'acc-new' }]).value,
    ).toBe('duplicate');
    expect(
      run([{ type: 'method.choose', method: 'code' }, { type: 'app.install', deviceId: 'dev-new' }, { type: 'user.login', accountId: 'acc-seen' }, { type: 'code.submit' }])
        .value,
    ).toBe('duplicate');
  });

  it('needs the shared file saved and the app installed within 12 hours of account creation', () => {
    const created: InvitationValidityEvent[] = [{ type: 'method.choose', method: 'file' }, { type: 'account.create', accountId: 'acc-new' }];
    expect(run([...created, { type: 'app.install', deviceId: 'dev-new' }, WINDOW - 1, { type: 'file.save' }]).hasTag('counted')).toBe(true);
    expect(run([...created, { type: 'file.save' }, WINDOW]).value).toBe('relationOnly');
    expect(run([...created, { type: 'app.install', deviceId: 'dev-new' }, WINDOW]).value).toBe('expired');
    expect(run([...created, WINDOW, { type: 'file.save' }]).value).toBe('expired');
  });

  it('ignores a code submitted before logging in', () => {
    const snapshot = run([{ type: 'method.choose', method: 'code' }, { type: 'app.install', deviceId: 'dev-new' }, { type: 'code.submit' }]);
    expect(snapshot.value).toEqual({ code: { open: 'awaitingLogin' } });
  });
});
