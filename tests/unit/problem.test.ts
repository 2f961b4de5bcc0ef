import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal, problemOf, wayOnOf } from '../../machines/core/problem';
import { ApiError } from '../../protocol/api/errors';
import { BridgeError } from '../../protocol/bridge/errors';

describe('problemOf', () => {
  it('states each API failure kind as a problem a page can word', () => {
    expect(problemOf(new ApiError('network'))).toEqual({ kind: 'offline' });
    expect(problemOf(new ApiError('timeout'))).toEqual({ kind: 'timed-out' });
    expect(problemOf(new ApiError('bad-response'))).toEqual({ kind: 'bad-reply' });
    expect(problemOf(new ApiError('server', 500))).toEqual({ kind: 'refused', status: 500, code: null, reason: null });
  });

  it('keeps the server code and error string of a refusal, for the feature to map', () => {
    const problem = problemOf(new ApiError('server', 400, 4002, 'activation_code_used'));
    expect(problem).toEqual({ kind: 'refused', status: 400, code: 4002, reason: 'activation_code_used' });
    expect(isRefusal(problem, { reason: 'activation_code_used' })).toBe(true);
    expect(isRefusal(problem, { code: 4003 })).toBe(false);
  });

  it('says the login is needed for HTTP 401 and for the server code 16', () => {
    expect(problemOf(new ApiError('server', 401))).toEqual({ kind: 'login-needed' });
    expect(problemOf(new ApiError('server', 400, 16, 'unauthenticated'))).toEqual({ kind: 'login-needed' });
  });

  it('states a bridge call that did not answer as the app being unreachable', () => {
    expect(problemOf(new BridgeError('getUserInfo', 'timeout'))).toEqual({ kind: 'app-unreachable', cause: 'timeout' });
    expect(problemOf(new BridgeError('copyToClipboard', 'unavailable'))).toEqual({ kind: 'app-unreachable', cause: 'unavailable' });
  });

  it('passes a problem through unchanged', () => {
    expect(problemOf({ kind: 'login-needed' })).toEqual({ kind: 'login-needed' });
  });

  it('maps anything at all to one of the six kinds, never throwing (1,000 runs)', () => {
    const kinds = ['offline', 'timed-out', 'login-needed', 'refused', 'bad-reply', 'app-unreachable'];
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ kind: fc.string(), status: fc.anything(), serverCode: fc.anything(), name: fc.string() })), (error) => {
        const problem = problemOf(error);
        expect(kinds).toContain(problem.kind);
        if (problem.kind === 'refused') {
          expect(problem.status === null || Number.isFinite(problem.status)).toBe(true);
          expect(problem.code === null || Number.isFinite(problem.code)).toBe(true);
        }
      }),
    );
  });
});

describe('wayOnOf: the main action of a failure state', () => {
  it('offers Log in for a 401 in the app and the app itself in a browser, never a retry', () => {
    expect(wayOnOf({ kind: 'login-needed' }, true)).toBe('log-in');
    expect(wayOnOf({ kind: 'login-needed' }, false)).toBe('open-app');
  });

  it('retries what may pass and leaves a lasting refusal to the feature', () => {
    expect(wayOnOf({ kind: 'offline' }, true)).toBe('retry');
    expect(wayOnOf({ kind: 'timed-out' }, false)).toBe('retry');
    expect(wayOnOf({ kind: 'refused', status: 500, code: null, reason: null }, true)).toBe('retry');
    expect(wayOnOf({ kind: 'refused', status: 429, code: null, reason: null }, true)).toBe('retry');
    expect(wayOnOf({ kind: 'app-unreachable', cause: 'timeout' }, true)).toBe('retry');
    expect(wayOnOf({ kind: 'refused', status: 403, code: 4003, reason: 'premium_only' }, true)).toBe('own');
  });

  it('never offers a retry for a 401, wherever the page runs', () => {
    fc.assert(fc.property(fc.boolean(), (inApp) => wayOnOf({ kind: 'login-needed' }, inApp) !== 'retry'));
  });
});
