import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { appScreenMachine } from '../../machines/core/app-screen.machine';
import { appScreenViewOf } from '../../machines/core/app-screen.view';
import { copyFeedbackOf } from '../../machines/core/copy.view';
import type { Problem } from '../../machines/core/problem';
import { loadFailedOf, problemWordsOf, sessionGateOf } from '../../machines/core/problem.view';
import { apkCaseOf } from '../../machines/core/apk.view';

const LOGIN: Problem = { kind: 'login-needed' };
const OFFLINE: Problem = { kind: 'offline' };
const refused = (status: number): Problem => ({ kind: 'refused', status, code: null, reason: null });

describe('the shared failure panel follows the problem → way-on contract', () => {
  it('offers Log in for a missing login where the page gives one, with the expired-login words', () => {
    expect(loadFailedOf(LOGIN, { canLogIn: true })).toEqual({ action: 'log-in', words: { kind: 'login-expired' } });
  });

  it('offers the app in a browser, never saying a login expired', () => {
    expect(loadFailedOf(LOGIN, { wayOn: 'open-app', canLogIn: false })).toEqual({ action: 'open-app', words: { kind: 'login-in-app' } });
    expect(loadFailedOf(LOGIN, { canLogIn: false }).words).toEqual({ kind: 'login-in-app' });
  });

  it('offers Try again for what may pass, and for a lasting refusal the page’s own action, or Try again where it has none', () => {
    expect(loadFailedOf(OFFLINE, { canLogIn: true })).toEqual({ action: 'retry', words: { kind: 'offline' } });
    expect(loadFailedOf(refused(404), { wayOn: 'own', canLogIn: false, hasOwn: true }).action).toBe('own');
    expect(loadFailedOf(refused(404), { wayOn: 'own', canLogIn: false }).action).toBe('retry');
  });

  it('words a refusal by the feature, and a missing problem as unknown', () => {
    expect(problemWordsOf(refused(500))).toEqual({ kind: 'refused', refusal: refused(500) });
    expect(problemWordsOf(null)).toEqual({ kind: 'unknown' });
  });
});

describe('the session gate', () => {
  it('shows the page once the session is known', () => {
    expect(sessionGateOf({ status: 'ready', session: 'me', problem: null }, 'android')).toEqual({ kind: 'ready', session: 'me' });
  });

  it('keeps the failure with a busy Try again while the app is asked again', () => {
    const problem: Problem = { kind: 'app-unreachable', cause: 'timeout' };
    expect(sessionGateOf({ status: 'loading', session: null, problem }, 'android')).toEqual({ kind: 'failed', action: 'retry', words: { kind: 'app-unreachable' }, busy: true });
  });

  it('offers Log in in the app and the app in a browser for a missing login', () => {
    expect(sessionGateOf({ status: 'failed', session: null, problem: LOGIN }, 'ios')).toMatchObject({ action: 'log-in', words: { kind: 'login-expired' } });
    expect(sessionGateOf({ status: 'failed', session: null, problem: LOGIN }, 'absent')).toMatchObject({ action: 'open-app', words: { kind: 'login-in-app' } });
  });

  it('waits with the placeholder', () => {
    expect(sessionGateOf({ status: 'loading', session: null, problem: null }, 'absent')).toEqual({ kind: 'waiting' });
  });
});

describe('the APK download names the cause of its failure', () => {
  it('shows the download only for an address it can link', () => {
    expect(apkCaseOf({ status: 'ready', problem: null }, true)).toBe('ready');
    expect(apkCaseOf({ status: 'ready', problem: null }, false)).toBe('failed');
    expect(apkCaseOf({ status: 'loading', problem: OFFLINE }, true)).toBe('loading');
  });

  it('asks to check the connection only when no answer came', () => {
    expect(apkCaseOf({ status: 'failed', problem: OFFLINE }, true)).toBe('offline');
    expect(apkCaseOf({ status: 'failed', problem: { kind: 'timed-out' } }, true)).toBe('offline');
    expect(apkCaseOf({ status: 'failed', problem: refused(500) }, true)).toBe('failed');
    expect(apkCaseOf({ status: 'failed', problem: { kind: 'bad-reply' } }, true)).toBe('failed');
  });

  it('takes a 401 or a lasting 4xx for a refusal (the address needs no login), a 429 for what may pass', () => {
    expect(apkCaseOf({ status: 'failed', problem: LOGIN }, true)).toBe('refused');
    expect(apkCaseOf({ status: 'failed', problem: refused(403) }, true)).toBe('refused');
    expect(apkCaseOf({ status: 'failed', problem: refused(429) }, true)).toBe('failed');
  });
});

describe('the app-screen action', () => {
  const opened = (answer: () => Promise<void>, screen: 'login' | 'verification') => {
    const actor = createActor(appScreenMachine.provide({ actors: { openScreen: fromPromise(answer) } }), { input: { screen } });
    actor.start();
    actor.send({ type: 'screen.open' });
    return actor;
  };

  it('is Log in, busy while the app is asked, then says the page carries on once back', async () => {
    const actor = opened(() => Promise.resolve(), 'login');
    expect(appScreenViewOf(actor.getSnapshot(), 'login')).toEqual({ button: 'log-in', busy: true, hint: null, byHand: null });
    await waitFor(actor, (s) => s.matches('asked'));
    expect(appScreenViewOf(actor.getSnapshot(), 'login').hint).toBe('login-updates');
    expect(appScreenViewOf(actor.getSnapshot(), 'login', 'redeem').hint).toBe('login-redeem');
  });

  it('gives the way by hand when the app does not open the screen', async () => {
    const actor = opened(() => Promise.reject(new Error('no')), 'verification');
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(appScreenViewOf(actor.getSnapshot(), 'verification')).toEqual({ button: 'confirm', busy: false, hint: null, byHand: 'verification' });
  });
});

describe('the copy feedback', () => {
  it('says nothing for a region not yet started', () => {
    expect(copyFeedbackOf(undefined, 'code')).toEqual({ kind: 'none' });
  });
});
