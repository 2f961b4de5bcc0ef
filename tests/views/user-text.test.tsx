import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USERS } from '../../mocks/users';
import { appBridge, servicesFor, servicesFromApp, setupFakeBackend } from '../helpers/referral';
import { openRoute } from '../helpers/router';

/**
 * Other users' text (the inviter's name, the names in the invitation history,
 * channel titles) reaches the page through the fake backend, the real client and its schemas,
 * and shows as display text: U+202E cannot turn "(moc.live)" into "(evil.com)", a 300-character
 * title is cut to 64 graphemes, and the name wraps (`.user-text`). Found by element, not by
 * wording, so that rewording the page's sentences leaves this test alone.
 */

const backend = setupFakeBackend();
vi.setConfig({ testTimeout: 15_000 });

const open = openRoute;

const RLO = '\u202e';
const SPOOFED = `Mia${RLO}(moc.live)`;
const LONG = 'PikPak Official Announcements '.repeat(10);
const FORBIDDEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const graphemes = (text: string) => [...segmenter.segment(text)].length;

/** The texts of the `<bdi>` names under `where`, once there are `count` of them; each wraps (`.user-text`). */
async function userTexts(where: string, count: number): Promise<string[]> {
  const names = () => [...document.querySelectorAll(`${where} bdi:not([dir])`)];
  // The first render of a route loads its chunk: slow on a busy machine.
  await waitFor(() => expect(names().length).toBeGreaterThanOrEqual(count), { timeout: 8000 });
  for (const name of names()) expect(name).toHaveClass('user-text');
  return names().map((e) => e.textContent ?? '');
}

function expectDisplayText(text: string) {
  expect(FORBIDDEN.test(text)).toBe(false);
  expect(graphemes(text)).toBeLessThanOrEqual(64);
}

describe("other users' text", () => {
  const member = DEMO_USERS.member as { name: string };
  const name = member.name;
  afterEach(() => {
    member.name = name;
  });

  it("the inviter's name: no override, so (moc.live) stays (moc.live)", async () => {
    member.name = SPOOFED;
    open(servicesFor('guest'), '/activity/invited?code=TESTCODE');
    const [shown] = await userTexts('.referral-lead', 1);
    expect(shown).toBe('Mia(moc.live)');
    expect(document.querySelector('.referral-lead')?.textContent).not.toContain(RLO);
  });

  it("the inviter's name: 300 characters cut to 64 graphemes ending with …", async () => {
    member.name = LONG;
    open(servicesFor('guest'), '/activity/invited?code=TESTCODE');
    const [shown] = await userTexts('.referral-lead', 1);
    expectDisplayText(shown!);
    expect(graphemes(shown!)).toBe(64);
    expect(shown!.endsWith('\u2026')).toBe(true);
  });

  it('the names in the invitation history', async () => {
    const time = (day: number) => new Date(Date.UTC(2026, 9, day)).toISOString();
    backend.store.history.set('1002', [
      { invited_user: SPOOFED, reward_source: 'relation', reward_days: 0, time: time(20) },
      { invited_user: `${LONG}\u2028${LONG}`, reward_source: 'relation', reward_days: 0, time: time(10) },
    ]);
    open(servicesFor('premium'), '/activity/invitation');
    const shown = await userTexts('.ui-list-row-title', 2);
    expect(shown[0]).toBe('Mia(moc.live)');
    shown.forEach(expectDisplayText);
    expect(shown[1]!.endsWith('\u2026')).toBe(true);
  });

  it('channel titles from the server', async () => {
    backend.store.channelSubscriptions.set('1002', [
      { channel_id: 'pikpak_news', title: `${SPOOFED}\u2028\u2028Your account will be deleted`, subscribed_at: '2026-10-01T00:00:00.000Z' },
      { channel_id: '-1001234567890', title: LONG, subscribed_at: '2026-10-02T00:00:00.000Z' },
    ]);
    open(servicesFromApp(appBridge('ios', { user: 'premium' })), '/bot-sub');
    const shown = await userTexts('.channel-row', 2);
    expect(shown[0]).toBe('Mia(moc.live) Your account will be deleted');
    shown.forEach(expectDisplayText);
    expect(shown[1]).toBe(`${LONG.slice(0, 63).trimEnd()}\u2026`);
  });
});
