import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { copyMachine, selectCopyStatus, selectCopySubject } from '../../machines/core/copy.machine';
import {
  giftCodePageMachine,
  selectGiftCodeCopy,
  selectGiftCodeEntry,
  selectGiftCodeForm,
  selectGiftCodeInApp,
  selectLinkCode,
  selectOpenAppHref,
  type GiftCodePageInput,
} from '../../machines/gift-code/gift-code-page.machine';
import { GIFT_CODE_FIELD } from '../../machines/gift-code/gift-code-rules';
import { giftCodeOfLink } from '../../machines/gift-code/gift-code-text';
import { createSubmissionMachine, selectField, selectSubmissionStatus } from '../../machines/core/submission.machine';
import type { GiftResult } from '../../machines/gift-code/gift-code-rules';
import { ApiError } from '../../protocol/api/errors';
import { replayShortestPaths } from './replay';

const selectCode = selectField(GIFT_CODE_FIELD);
const OPEN_APP = 'pikpakapp://mypikpak.com/xpan/view?message=https%3A%2F%2Fmypikpak.com%2Factivity%2FcdKey%3Fcode%3DPREMIUM30';

/** The page with a clipboard that always takes the text, and what was copied. */
function provided() {
  const copied: string[] = [];
  const machine = giftCodePageMachine.provide({
    actors: {
      copy: copyMachine.provide({
        actors: {
          writeClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
            copied.push(input.text);
          }),
        },
      }),
    },
  });
  return { machine, copied };
}

/** The gift-code page machine: what the page offers its reader, the form only for a logged-in reader, the link's code in a browser. */
describe('gift-code page machine (model-based)', () => {
  const readers: { input: GiftCodePageInput; state: string }[] = [
    { input: { loggedIn: true, host: 'android', code: 'TRIAL7' }, state: 'form' },
    { input: { loggedIn: false, host: 'ios', code: 'TRIAL7', openAppHref: OPEN_APP }, state: 'logIn' },
    { input: { loggedIn: false, host: 'absent', code: 'PREMIUM30', openAppHref: OPEN_APP }, state: 'getApp.withCode' },
    { input: { loggedIn: false, host: 'absent', code: 'PREMIUM30', openAppHref: null }, state: 'getApp.withCode' },
    { input: { loggedIn: false, host: 'absent', code: null }, state: 'getApp.withoutCode' },
    { input: { loggedIn: false, host: 'absent', code: '<b>PREMIUM30</b>', openAppHref: OPEN_APP }, state: 'getApp.withoutCode' },
  ];
  it.each(readers)('offers $state to this reader, following every shortest path', async ({ input, state }) => {
    const reached: string[] = [];
    const { machine, copied } = provided();
    const copyRequest = { type: 'copy.request', subject: 'code', text: input.code ?? '' };
    const count = await replayShortestPaths({
      machine,
      input,
      actorNames: [],
      events: [copyRequest, { type: 'page.returned' }],
      facts: {
        form: (s) => {
          reached.push('form');
          // Logged in: the form, started with the code of the link; no copy region, no way to the app.
          expect(selectGiftCodeEntry(s)).toBe('form');
          const form = selectGiftCodeForm(s);
          expect(form && selectCode(form.getSnapshot())).toBe(input.code ?? '');
          expect(selectGiftCodeCopy(s)).toBeUndefined();
          expect(selectGiftCodeInApp(s)).toBe(input.host !== 'absent');
          // The page shown again sends nothing by itself: no code waits for a verification.
          expect(form && selectSubmissionStatus(form.getSnapshot())).toBe('editing');
        },
        logIn: (s) => {
          reached.push('logIn');
          // In the app, nobody logged in: no form, log in first; the app is already here, so no deep link.
          expect(selectGiftCodeEntry(s)).toBe('log-in');
          expect(selectGiftCodeForm(s)).toBeUndefined();
          expect(selectOpenAppHref(s)).toBeNull();
          expect(selectGiftCodeInApp(s)).toBe(true);
        },
        'getApp.withCode': (s) => {
          reached.push('getApp.withCode');
          // A browser with a code: the code shown and copied as asked, carried to the app only by the deep link given.
          expect(selectGiftCodeEntry(s)).toBe('get-app');
          expect(selectGiftCodeForm(s)).toBeUndefined();
          expect(selectLinkCode(s)).toBe(input.code);
          expect(selectOpenAppHref(s)).toBe(input.openAppHref ?? null);
          expect(selectGiftCodeCopy(s)).toBeDefined();
        },
        'getApp.withoutCode': (s) => {
          reached.push('getApp.withoutCode');
          // A browser without a code, or with a malformed one: no code shown, nothing to copy, nothing carried.
          expect(selectGiftCodeEntry(s)).toBe('get-app');
          expect(selectLinkCode(s)).toBeNull();
          expect(selectGiftCodeCopy(s)).toBeUndefined();
          expect(copied).toEqual([]);
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
    expect(reached).toContain(state);
  });

  it('in a browser, copies the link’s code when asked, and says so for that code', async () => {
    const { machine, copied } = provided();
    const actor = createActor(machine, { input: { loggedIn: false, host: 'absent', code: 'PREMIUM30', openAppHref: null } }).start();
    actor.send({ type: 'copy.request', subject: 'code', text: 'PREMIUM30' });
    const copy = selectGiftCodeCopy(actor.getSnapshot())!;
    await waitFor(copy, (s) => selectCopyStatus(s) === 'copied');
    expect(copied).toEqual(['PREMIUM30']);
    expect(selectCopySubject(copy.getSnapshot())).toBe('code');
    actor.stop();
  });

  it('back from “Confirm it’s you”, redeems the held code again by itself, once; any other failure waits for the reader', async () => {
    const sent: string[] = [];
    let verified = false;
    const machine = giftCodePageMachine.provide({
      actors: {
        form: createSubmissionMachine<string, GiftResult>(async (code) => {
          sent.push(code);
          if (code === 'USEDCODE') throw new ApiError('server', 400, 4002, 'code_used');
          if (!verified) throw new ApiError('server', 400, 4009, 'verification_required');
          return { days: 30, expire: null, popup: null };
        }),
      },
    });
    const actor = createActor(machine, { input: { loggedIn: true, host: 'android', code: 'VERIFY30' } }).start();
    const form = selectGiftCodeForm(actor.getSnapshot())!;
    form.send({ type: 'form.submit' });
    await waitFor(form, (s) => selectSubmissionStatus(s) === 'failed');
    verified = true;
    actor.send({ type: 'page.returned' });
    actor.send({ type: 'page.returned' });
    await waitFor(form, (s) => selectSubmissionStatus(s) === 'succeeded');
    expect(sent).toEqual(['VERIFY30', 'VERIFY30']);
    actor.stop();

    const used = createActor(machine, { input: { loggedIn: true, host: 'android', code: 'USEDCODE' } }).start();
    const usedForm = selectGiftCodeForm(used.getSnapshot())!;
    usedForm.send({ type: 'form.submit' });
    await waitFor(usedForm, (s) => selectSubmissionStatus(s) === 'failed');
    used.send({ type: 'page.returned' });
    expect(selectSubmissionStatus(usedForm.getSnapshot())).toBe('failed');
    expect(sent).toEqual(['VERIFY30', 'VERIFY30', 'USEDCODE']);
    used.stop();
  });

  it('a logged-in reader in a browser gets the form too', () => {
    const actor = createActor(giftCodePageMachine, { input: { loggedIn: true, host: 'absent', code: null } }).start();
    expect(selectGiftCodeEntry(actor.getSnapshot())).toBe('form');
    expect(selectCode(selectGiftCodeForm(actor.getSnapshot())!.getSnapshot())).toBe('');
    actor.stop();
  });
});

describe('a gift code from a link', () => {
  it.each([
    [' premium 30 ', 'premium30'],
    ['TRIAL7', 'TRIAL7'],
    ['코드-2026_A', '코드-2026_A'],
    ['', null],
    ['\u00a0 \t', null],
    ['<script>', null],
    ['PREMIUM30&x=1', null],
    ['A'.repeat(65), null],
    [null, null],
  ] as const)('%j is %j', (raw, code) => {
    expect(giftCodeOfLink(raw)).toBe(code);
  });
});
