import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { giftCodePageMachine, selectGiftCodeEntry, selectGiftCodeForm, type GiftCodePageInput } from '../../machines/gift-code-page.machine';
import { GIFT_CODE_FIELD } from '../../machines/gift-code-rules';
import { selectField } from '../../machines/submission.machine';
import { replayShortestPaths } from './replay';

const selectCode = selectField(GIFT_CODE_FIELD);

/** The gift-code page machine: what the page offers its reader, and the form only for a logged-in reader. */
describe('gift-code page machine (model-based)', () => {
  const readers: { input: GiftCodePageInput; state: string }[] = [
    { input: { loggedIn: true, host: 'android', code: 'TRIAL7' }, state: 'form' },
    { input: { loggedIn: false, host: 'ios', code: 'TRIAL7' }, state: 'logIn' },
    { input: { loggedIn: false, host: 'absent', code: null }, state: 'getApp' },
  ];
  it.each(readers)('offers $state to this reader, following every shortest path', async ({ input, state }) => {
    const reached: string[] = [];
    const count = await replayShortestPaths({
      machine: giftCodePageMachine,
      input,
      actorNames: [],
      events: [],
      facts: {
        form: (s) => {
          reached.push('form');
          // Logged in: the form, started with the code of the link.
          expect(selectGiftCodeEntry(s)).toBe('form');
          const form = selectGiftCodeForm(s);
          expect(form).toBeDefined();
          expect(form && selectCode(form.getSnapshot())).toBe(input.code ?? '');
        },
        logIn: (s) => {
          reached.push('logIn');
          // In the app, nobody logged in: no form, log in first.
          expect(selectGiftCodeEntry(s)).toBe('log-in');
          expect(selectGiftCodeForm(s)).toBeUndefined();
        },
        getApp: (s) => {
          reached.push('getApp');
          // A browser: no form, get the app.
          expect(selectGiftCodeEntry(s)).toBe('get-app');
          expect(selectGiftCodeForm(s)).toBeUndefined();
        },
      },
    });
    expect(count).toBeGreaterThanOrEqual(1);
    expect(reached).toContain(state);
  });

  it('a logged-in reader in a browser gets the form too', () => {
    const actor = createActor(giftCodePageMachine, { input: { loggedIn: true, host: 'absent', code: null } }).start();
    expect(selectGiftCodeEntry(actor.getSnapshot())).toBe('form');
    expect(selectCode(selectGiftCodeForm(actor.getSnapshot())!.getSnapshot())).toBe('');
    actor.stop();
  });
});
