import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createRequestMachine } from '../../machines/core/request.machine';
import { createSubmissionMachine } from '../../machines/core/submission.machine';
import { invitationPageMachine, type InviteSummary } from '../../machines/referral/invitation-page.machine';
import { selectProgram, selectSummary, historyRowOf } from '../../machines/referral/invitation-page.view';
import { inviteCodeEntryMachine, type Eligibility } from '../../machines/referral/invite-code-entry.machine';
import { resultInCard, selectCodeFormView, selectEntryView } from '../../machines/referral/invite-code-entry.view';
import { invitedViewOf, lookupViewOf, selectApk, type InvitedFacts } from '../../machines/referral/invited-page.view';
import { inviteCodeEntryInput, type Redemption } from '../../machines/referral/referral-rules';
import { ApiError } from '../../protocol/api/errors';
import type { Inviter } from '../../protocol/api/schemas';

/* The referral pages' view models: what a reader sees in the main states, as the views switch on it. */

const LOGIN_EXPIRED = new ApiError('server', 401, 16, 'unauthenticated');
const SERVER_FAILED = new ApiError('server', 500, null, 'internal_error');
const TOTALS = { invited_nums: 19, add_days: 41, join_vip_nums: 9, invited_join_days: 613, reward_withdrawn: false };

/** A request actor that settles with `reply` (or fails with it when it is an error). */
async function settled<Reply, Params = void>(reply: Reply | Error, params?: Params) {
  const machine = createRequestMachine<Reply, Params>(async () => {
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const actor = createActor(machine, { input: { params: params as Params } }).start();
  await waitFor(actor, (s) => !s.hasTag('busy'));
  return actor.getSnapshot();
}

describe('code entry view model', () => {
  const entry = (fixedCode: string | null, eligibility: Eligibility) =>
    createActor(inviteCodeEntryMachine.provide({ actors: { eligibility: fromPromise(async () => eligibility) } }), { input: { page: fixedCode ? 'invited' : 'invitation', fixedCode } }).start();

  it('knows the reader’s own link: nothing to accept, the link to share', async () => {
    const actor = entry('testcode', { can_accept: true, ownCode: 'TESTCODE' });
    await waitFor(actor, (s) => !s.matches('checking'));
    expect(selectEntryView(actor.getSnapshot())).toEqual({ kind: 'own', code: 'TESTCODE' });
  });

  it('opens the form for a friend’s code; the invitation page keeps the result in its card', async () => {
    const actor = entry(null, { can_accept: true, ownCode: 'TESTCODE' });
    await waitFor(actor, (s) => !s.matches('checking'));
    const view = selectEntryView(actor.getSnapshot());
    expect(view.kind).toBe('open');
    if (view.kind === 'open') expect(resultInCard(view)).toBe(true);
    const closed = entry('FRIEND', { can_accept: false, ownCode: 'TESTCODE' });
    await waitFor(closed, (s) => !s.matches('checking'));
    expect(selectEntryView(closed.getSnapshot())).toEqual({ kind: 'closed' });
  });

  const submitted = async (reply: Redemption | Error) => {
    const form = createActor(
      createSubmissionMachine<string, Redemption>(async () => {
        if (reply instanceof Error) throw reply;
        return reply;
      }),
      { input: inviteCodeEntryInput('invitation', null, 'MINE') },
    ).start();
    form.send({ type: 'form.change', field: 'code', value: 'FRIEND' });
    form.send({ type: 'form.submit' });
    await waitFor(form, (s) => !s.hasTag('busy'));
    return selectCodeFormView(form.getSnapshot());
  };

  it('an expired login: Log in (the app’s screen), never Try again', async () => {
    expect(await submitted(LOGIN_EXPIRED)).toMatchObject({ kind: 'editing', error: 'login-needed', wayOn: 'log-in' });
  });

  it('a server failure: the form’s button again, with words that match it', async () => {
    expect(await submitted(SERVER_FAILED)).toMatchObject({ kind: 'editing', error: 'other', wayOn: 'retry' });
  });

  it('accepted: the days and the new end of Premium', async () => {
    const view = await submitted({ days: 5, expire: '2027-01-12T00:00:00Z' });
    expect(view).toEqual({ kind: 'accepted', days: 5, until: new Date('2027-01-12T00:00:00Z') });
  });

  it('refuses the reader’s own code in the field before sending', async () => {
    const form = createActor(createSubmissionMachine<string, Redemption>(async () => ({ days: 5, expire: null })), { input: inviteCodeEntryInput('invitation', null, 'MINE') }).start();
    form.send({ type: 'form.change', field: 'code', value: 'mine' });
    form.send({ type: 'form.submit' });
    expect(selectCodeFormView(form.getSnapshot())).toMatchObject({ kind: 'editing', error: 'own-code', wayOn: null });
  });
});

describe('invitation page view model', () => {
  it('a logged-out reader: Log in in the app, the app in a browser', () => {
    const page = (host: 'android' | 'absent') =>
      createActor(invitationPageMachine, {
        input: { loggedIn: false, host, versionCode: undefined, confirmationMs: 1, upgradeGuidance: () => '', webDriveUrl: 'https://drive.example' },
      }).start();
    expect(selectProgram(page('android').getSnapshot())).toEqual({ kind: 'logged-out', wayOn: 'log-in' });
    expect(selectProgram(page('absent').getSnapshot())).toEqual({ kind: 'logged-out', wayOn: 'open-app' });
  });

  it('the summary: Log in for an expired login, Try again for a server failure, the figures and the withdrawal once read', async () => {
    expect(selectSummary(await settled<InviteSummary>(LOGIN_EXPIRED))).toMatchObject({ kind: 'failed', wayOn: 'log-in' });
    expect(selectSummary(await settled<InviteSummary>(SERVER_FAILED))).toMatchObject({ kind: 'failed', wayOn: 'retry' });
    expect(selectSummary(await settled<InviteSummary>({ code: 'TESTCODE', totals: TOTALS }))).toEqual({ kind: 'ready', code: 'TESTCODE', totals: TOTALS, earnedDays: 654, withdrawn: false });
    const nothing = { invited_nums: 0, add_days: 0, join_vip_nums: 0, invited_join_days: 0, reward_withdrawn: true };
    expect(selectSummary(await settled<InviteSummary>({ code: 'VIPFRIEND', totals: nothing }))).toMatchObject({ kind: 'ready', totals: null, withdrawn: true });
  });

  it('a history row says why it gave no days', () => {
    const time = '2026-11-01T10:00:00Z';
    expect(historyRowOf({ invited_user: 'A', reward_source: 'invite_reward', reward_days: 0, time }).noDays).toBe('install-limit');
    expect(historyRowOf({ invited_user: 'A', reward_source: 'vip_rebate', reward_days: 0, time }).noDays).toBe('purchase-void');
    expect(historyRowOf({ invited_user: 'A', reward_source: 'relation', reward_days: 0, time }).noDays).toBeNull();
    expect(historyRowOf({ invited_user: 'A', reward_source: 'invite_reward', reward_days: 2, time: 'not a date' })).toMatchObject({ noDays: null, when: null });
  });
});

describe('invited page view model', () => {
  it('the inviter lookup: a 401 is Log in in the app, the app in a browser; a 404 an unknown code', async () => {
    const failed = await settled<Inviter, string>(LOGIN_EXPIRED, 'TESTCODE');
    expect(lookupViewOf(failed, true)).toMatchObject({ kind: 'failed', wayOn: 'log-in' });
    expect(lookupViewOf(failed, false)).toMatchObject({ kind: 'failed', wayOn: 'open-app' });
    expect(lookupViewOf(await settled<Inviter, string>(new ApiError('server', 404, 4004, 'invite_code_not_found'), 'X'), false)).toEqual({ kind: 'unknown' });
    expect(lookupViewOf(await settled<Inviter, string>({ user_name: 'Mia W.' }, 'TESTCODE'), false)).toEqual({ kind: 'ready', name: 'Mia W.' });
  });

  it('the layout: accept in place in the app, get the app (and the steps) in a browser', () => {
    const facts = (inApp: boolean): InvitedFacts => ({ code: 'TESTCODE', host: inApp ? 'android' : 'absent', inApp, loggedIn: inApp, platform: inApp ? 'android' : 'desktop', logInWayOn: inApp ? 'log-in' : 'open-app' });
    expect(invitedViewOf(facts(true), { kind: 'ready', name: 'Mia W.' })).toMatchObject({ accept: 'form', getTheApp: [], steps: false });
    expect(invitedViewOf(facts(false), { kind: 'ready', name: 'Mia W.' })).toMatchObject({ accept: null, getTheApp: ['desktop', 'android', 'ios'], steps: true, computer: true });
  });

  it('the installer’s address: its link, or its failure’s case (apkCaseOf, as on /toapp)', async () => {
    expect(selectApk(await settled<string>('https://download.example/app.apk'))).toEqual({ kind: 'ready', url: 'https://download.example/app.apk' });
    expect(selectApk(await settled<string>(SERVER_FAILED))).toEqual({ kind: 'failed', failure: 'failed' });
    expect(selectApk(await settled<string>(new ApiError('server', 401)))).toEqual({ kind: 'failed', failure: 'refused' });
    expect(selectApk(await settled<string>(new ApiError('network')))).toEqual({ kind: 'failed', failure: 'offline' });
  });
});
