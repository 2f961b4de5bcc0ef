import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createSubmissionMachine, selectSubmissionStatus } from '../../machines/core/submission.machine';
import { diagnosticsMachine } from '../../machines/diagnostics/diagnostics.machine';
import { networkCardOf, selectActions, selectResults, selectSummary } from '../../machines/diagnostics/diagnostics.view';
import { giftCodeInput, type GiftResult } from '../../machines/gift-code/gift-code-rules';
import { selectCodeForm } from '../../machines/gift-code/gift-code-page.view';
import { REPORT_REASON_FIELD, reportInput, type ReportValue } from '../../machines/report/report-rules';
import { focusOf, selectReportFormView } from '../../machines/report/report-page.view';
import { ApiError } from '../../protocol/api/errors';

/* The view models of /activity/cdKey, /report and /ping: what a reader notices in each main state. */

const failingWith = async <Value, Result>(form: ReturnType<typeof createSubmissionMachine<Value, Result>>, input: Parameters<typeof createActor<typeof form>>[1]) => {
  const actor = createActor(form, input).start();
  actor.send({ type: 'form.submit' });
  return waitFor(actor, (s) => selectSubmissionStatus(s) === 'failed' || selectSubmissionStatus(s) === 'invalid');
};

const redeemFailing = (error: unknown) =>
  failingWith(
    createSubmissionMachine<string, GiftResult>(() => Promise.reject(error)),
    { input: giftCodeInput('COMP2DAYS') },
  );

describe('gift-code form view', () => {
  it('a Premium-only code for a member: Get Premium in the app, the app in a browser', async () => {
    const s = await redeemFailing(new ApiError('server', 400, 4006, 'activation_code_not_eligible'));
    expect(selectCodeForm(s, true)).toMatchObject({ kind: 'premium-only', main: 'get-premium' });
    expect(selectCodeForm(s, false)).toMatchObject({ kind: 'premium-only', main: 'get-app' });
  });

  it('a server error: Try again; an expired login: Log in in the app, the app in a browser', async () => {
    const server = await redeemFailing(new ApiError('server', 500, null, 'internal_error'));
    expect(selectCodeForm(server, true)).toMatchObject({ kind: 'failed', wayOn: 'retry', main: 'retry' });
    const login = await redeemFailing(new ApiError('server', 401, 16, 'unauthenticated'));
    expect(selectCodeForm(login, true)).toMatchObject({ kind: 'failed', wayOn: 'log-in', main: 'log-in' });
    expect(selectCodeForm(login, false)).toMatchObject({ kind: 'failed', wayOn: 'open-app', main: 'get-app' });
  });

  it('a refusal about the code is said in the field; no reply is an unknown outcome', async () => {
    expect(selectCodeForm(await redeemFailing(new ApiError('server', 400, 4003, 'activation_code_used')), true)).toMatchObject({ kind: 'entering', fieldError: 'used' });
    expect(selectCodeForm(await redeemFailing(new ApiError('network', null, null, null)), true)).toMatchObject({ kind: 'unsure', main: 'redeem' });
    expect(selectCodeForm(await redeemFailing(new ApiError('server', 400, 4009, 'verification_required')), true)).toMatchObject({ kind: 'confirm', main: 'confirm' });
  });
});

const reportFailing = (error: unknown, reason = 'porn') =>
  failingWith(
    createSubmissionMachine<ReportValue, true>(() => Promise.reject(error)),
    { input: { ...reportInput('https://example.com/harm'), fields: { link: 'https://example.com/harm', [REPORT_REASON_FIELD]: reason } } },
  );

describe('report form view', () => {
  it('the report wasn’t sent: Try again for a server error or offline, Log in for a 401 in the app; the link and reason kept', async () => {
    const server = await reportFailing(new ApiError('server', 500, null, 'internal_error'));
    expect(selectReportFormView(server, true)).toMatchObject({ kind: 'failed', main: 'retry', link: 'https://example.com/harm', reason: 'porn' });
    expect(selectReportFormView(await reportFailing(new ApiError('network', null, null, null)), true)).toMatchObject({ kind: 'failed', main: 'retry', problem: { kind: 'offline' } });
    const login = await reportFailing(new ApiError('server', 401, null, null));
    expect(selectReportFormView(login, true)).toMatchObject({ kind: 'failed', main: 'log-in' });
    expect(selectReportFormView(login, false)).toMatchObject({ kind: 'failed', main: 'get-app' });
  });

  it('no reason chosen: the reason says why and takes focus, nothing sent', async () => {
    const s = await reportFailing(new Error('never sent'), '');
    const view = selectReportFormView(s, true);
    expect(view).toMatchObject({ kind: 'editing', refused: { link: null, reason: true } });
    expect(focusOf(view)).toBe('reason');
  });
});

describe('diagnostics view', () => {
  it('before the first result: the checking progress getting ready, the cards as skeletons, Testing…', () => {
    const s = createActor(diagnosticsMachine, { input: { now: () => 0 } }).getSnapshot();
    expect(selectSummary(s)).toMatchObject({ kind: 'checking', again: false, counting: false, headline: { kind: 'waiting' } });
    expect(selectResults('absent')(s)).toEqual({ kind: 'first-run', inApp: false });
    expect(selectActions(s)).toMatchObject({ kind: 'testing', result: null });
  });

  it('the network type only in the app', () => {
    expect(networkCardOf(null, false).networkType).toEqual({ kind: 'hidden' });
    expect(networkCardOf(null, true).networkType).toEqual({ kind: 'unknown' });
  });
});
