// Faults once found in the invitation code entry, kept fixed at the level of the machines
// (codes that look like numbers, typing during a request, an expired login), and the reply
// schemas that take only https addresses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createActor, waitFor } from 'xstate';
import { problemOf } from '../../machines/core/problem';
import { inviteCodeEntryInput, redemptionFailureOf, redemptionOf, type Redemption } from '../../machines/referral/referral-rules';
import { createSubmissionMachine, selectField, selectSubmissionProblem, selectSubmissionStatus } from '../../machines/core/submission.machine';
import { ApiError } from '../../protocol/api/errors';
import { ApkUrlReply, ThumbnailReply } from '../../protocol/api/schemas';
import { parseSearch } from '../../src/search-params';

const selectCode = selectField('code');

function codeEntry(reply: (code: string) => Promise<{ add_days: number; invited_days: number }>) {
  const sent: string[] = [];
  const machine = createSubmissionMachine<string, Redemption>(async (code) => {
    sent.push(code);
    return redemptionOf(await reply(code));
  });
  const actor = createActor(machine, { input: inviteCodeEntryInput('invitation', null, 'MYCODE') }).start();
  const type = (value: string) => actor.send({ type: 'form.change', field: 'code', value });
  return { actor, sent, type };
}

describe('codes that look like numbers stay as typed', () => {
  it('reads every digit-and-exponent code as the same string (1,000 runs)', () => {
    const numeric = fc.oneof(
      fc.stringMatching(/^[0-9]{1,30}$/),
      fc.tuple(fc.stringMatching(/^[0-9]{1,12}$/), fc.constantFrom('E', 'e', 'E+', 'e-'), fc.stringMatching(/^[0-9]{1,3}$/)).map((p) => p.join('')),
      fc.constantFrom('0x1F', '1_000', '.5', '-0', 'Infinity', 'NaN', '1e400'),
    );
    fc.assert(
      fc.property(numeric, (code) => {
        expect(parseSearch(`?code=${encodeURIComponent(code)}`)).toEqual({ code });
      }),
    );
  });
});

describe('typing while a code is confirmed is kept', () => {
  it('keeps what is typed during the request, after it fails and after it succeeds', async () => {
    let release: (fail: boolean) => void = () => undefined;
    const { actor, sent, type } = codeEntry(
      () =>
        new Promise((resolve, reject) => {
          release = (fail) => (fail ? reject(new ApiError('timeout')) : resolve({ add_days: 5, invited_days: 5 }));
        }),
    );
    type('TESTCO');
    actor.send({ type: 'form.submit' });
    expect(selectSubmissionStatus(actor.getSnapshot())).toBe('submitting');
    type('TESTCODE');
    actor.send({ type: 'form.submit' });
    expect(selectCode(actor.getSnapshot())).toBe('TESTCODE');
    release(true);
    await waitFor(actor, (s) => selectSubmissionStatus(s) === 'failed');
    expect(selectCode(actor.getSnapshot())).toBe('TESTCODE');
    expect(sent).toEqual(['TESTCO']);
    actor.send({ type: 'form.submit' });
    expect(sent).toEqual(['TESTCO', 'TESTCODE']);
    release(false);
    await waitFor(actor, (s) => s.matches('succeeded'));
  });
});

describe('an expired login on redemption is named', () => {
  it('tells a 401 and the server code 16 apart from other failures', async () => {
    expect(redemptionFailureOf(problemOf(new ApiError('server', 401, null, null)))).toBe('login-needed');
    expect(redemptionFailureOf(problemOf(new ApiError('server', 400, 16, 'unauthenticated')))).toBe('login-needed');
    expect(redemptionFailureOf(problemOf(new ApiError('server', 500, null, null)))).toBe('other');
    const { actor, type } = codeEntry(() => Promise.reject(new ApiError('server', 401, null, null)));
    type('TESTCODE');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => selectSubmissionStatus(s) === 'failed');
    expect(redemptionFailureOf(selectSubmissionProblem(actor.getSnapshot()))).toBe('login-needed');
    expect(selectCode(actor.getSnapshot())).toBe('TESTCODE');
  });
});

describe('reply schemas accept only https addresses where an address is expected', () => {
  const other = fc.constantFrom('http', 'data', 'intent', 'pikpakapp', 'javascript', 'ftp', 'file', 'HTTP');
  const rest = fc.stringMatching(/^[a-z0-9./?=-]{1,30}$/);

  it('refuses every other scheme and accepts https (1,000 runs each)', () => {
    fc.assert(
      fc.property(other, rest, (scheme, tail) => {
        const address = `${scheme}://${tail}`;
        expect(v.safeParse(ApkUrlReply, { url: address }).success).toBe(false);
        expect(v.safeParse(ThumbnailReply, { thumbnail_link: address }).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (address) => {
        expect(v.safeParse(ApkUrlReply, { url: address }).success).toBe(true);
        expect(v.safeParse(ThumbnailReply, { thumbnail_link: address }).success).toBe(true);
      }),
    );
    for (const address of ['javascript:alert(1)', 'data:text/html,x', 'intent://x#Intent;end', 'pikpakapp://open', 'http://download.mypikpak.com/x.apk']) {
      expect(v.safeParse(ApkUrlReply, { url: address }).success).toBe(false);
    }
  }, 60_000);
});
