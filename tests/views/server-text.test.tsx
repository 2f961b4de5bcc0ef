import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { inApp, servicesFor, setupFakeBackend } from '../helpers/referral';
import { openRoute } from '../helpers/router';

/**
 * Issue 32, L12: every text a server sends that the page shows as it came (the card brand and
 * plan name, /ping's region and IP address, the reader's own invitation code, a listed
 * channel's id, the gift-code popup's texts) goes through the display-text transform
 * (protocol/display-text.ts), is isolated from the sentence around it (`<bdi>` or
 * `dir="auto"`) and wraps anywhere. Each value carries an RLO (U+202E, which turns "ending in
 * 4242" around) or 3,000 characters without a break (which gave a 44,700 px wide page). The
 * replies reach the page through the real client and its schemas, from the fake backend.
 */

const backend = setupFakeBackend();
vi.setConfig({ testTimeout: 20_000 });

const RLO = '\u202e';
const UNBROKEN = 'W'.repeat(3000);
const FORBIDDEN = /[\p{Cf}\p{Cc}\p{Zl}\p{Zp}]/u;
/** The classes whose rule wraps a long word anywhere (checked against the style sheets below). */
const WRAPPING = ['user-text', 'channel-id', 'diag-figure', 'ui-code-chip-value'];

/** What a reader of any direction may rely on: no bidi or invisible control, isolated, wrapping, and cut to a line's worth. */
function expectSafe(element: HTMLElement, max = 64) {
  const text = element.textContent ?? '';
  expect(text).not.toContain(RLO);
  expect(FORBIDDEN.test(text)).toBe(false);
  expect(element.tagName === 'BDI' || element.getAttribute('dir') === 'auto').toBe(true);
  expect(WRAPPING.some((c) => element.classList.contains(c))).toBe(true);
  expect([...text].length).toBeLessThanOrEqual(max);
}

describe('server text: transformed, isolated, wrapping', () => {
  it('the wrapping classes wrap anywhere', () => {
    const css = ['src/ui/components.css', 'src/features/channel-subscription/channel-subscription.css', 'src/features/diagnostics/diagnostics.css']
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    for (const name of WRAPPING) {
      const rule = new RegExp(String.raw`\.${name}\s*\{[^}]*overflow-wrap:\s*anywhere`);
      expect(css, name).toMatch(rule);
    }
  });

  it('/subscription: an RLO in the card brand cannot turn "ending in 4242" around; a 3,000-character plan name wraps', async () => {
    const sub = backend.store.subscriptions.get('1002')!;
    sub.plan.name = UNBROKEN;
    sub.payment_method = { brand: `${RLO}asiv`, last4: '4242' };
    openRoute(servicesFor('premium'), '/subscription');
    const plan = (await screen.findByRole('heading', { name: 'Your plan' }, { timeout: 8000 })).closest('section')!;
    const name = plan.querySelector<HTMLElement>('.subscription-plan-name bdi')!;
    expectSafe(name);
    expect(name.textContent!.endsWith('\u2026')).toBe(true);
    const card = plan.querySelector<HTMLElement>('.subscription-card')!;
    expect(card).toHaveTextContent('asiv ending in 4242');
    expectSafe(within(card).getByText('asiv'));
  });

  it('/subscription past due: the brand in the banner is display text too', async () => {
    const sub = backend.store.subscriptions.get('1002')!;
    sub.status = 'past_due';
    sub.payment_method = { brand: `${UNBROKEN}${RLO}`, last4: '4242' };
    openRoute(servicesFor('premium'), '/subscription');
    await screen.findByText(/Your last payment didn’t go through/, undefined, { timeout: 8000 });
    for (const brand of document.querySelectorAll<HTMLElement>('.ui-banner bdi.user-text, .subscription-card bdi.user-text')) expectSafe(brand);
    expect(document.querySelectorAll('.ui-banner bdi.user-text').length).toBe(1);
  });

  it("/ping: the region and the IP address from the server's reply", async () => {
    backend.server.use(
      http.get('*/access_controller/v1/area_connectivity', () =>
        HttpResponse.json({ ip: `203.0.113.24${RLO}${'9'.repeat(3000)}`, region: `${RLO}${UNBROKEN}`, server_time: Date.now() }),
      ),
    );
    openRoute(servicesFor('member'), '/ping');
    const network = await waitFor(
      () => {
        const card = document.querySelector<HTMLElement>('.diag-card-network')!;
        expect(card).toHaveTextContent(/203\.0\.113\.24/);
        return card;
      },
      { timeout: 15_000 },
    );
    expectSafe(within(network).getByText(/^203\.0\.113\.24/));
    expectSafe(within(network).getByText(/^WWW/));
  });

  it("/activity/invitation: the reader's own invitation code", async () => {
    backend.server.use(http.get('*/vip/v1/activity/inviteCode', () => HttpResponse.json({ code: `PK${RLO}${UNBROKEN}` })));
    openRoute(servicesFor('premium'), '/activity/invitation');
    const value = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ui-code-chip[data-kind="code"] .ui-code-chip-value')];
      expect(found.length).toBeGreaterThan(0);
      return found[0]!;
    }, { timeout: 8000 });
    expectSafe(value);
    expect(value.textContent!.startsWith('PKW')).toBe(true);
  });

  it('/bot-sub: a listed channel_id', async () => {
    backend.store.channelSubscriptions.set('1002', [
      { channel_id: `-100${RLO}${'1'.repeat(3000)}`, title: '', subscribed_at: '2026-10-01T00:00:00.000Z' },
      { channel_id: `news${RLO}evil`, title: '', subscribed_at: '2026-10-02T00:00:00.000Z' },
    ]);
    openRoute(inApp('premium', 'ios').services, '/bot-sub');
    const ids = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.channel-row .channel-id')];
      expect(found.length).toBe(2);
      return found;
    }, { timeout: 8000 });
    for (const id of ids) expectSafe(id, 65);
    expect(ids.map((id) => id.textContent)).toContain('@newsevil');
  });

  it("the gift code's popup in the success panel: title, description and its link", async () => {
    backend.server.use(
      http.post('*/vip/v1/order/activation-code', () =>
        HttpResponse.json({
          add_days: 7,
          result: 'ACCEPTED',
          popup: {
            title: { text: `Welcome${RLO}muimerP` },
            description: `${UNBROKEN}${RLO}`,
            button: { text: `See${RLO}${UNBROKEN}`, deepLink: 'https://mypikpak.com/premium' },
            secondaryButton: { text: `Close${RLO}ti` },
          },
        }),
      ),
    );
    openRoute(inApp('member').services, '/activity/cdKey?code=GIFTPOPUP');
    await userEvent.click(await screen.findByRole('button', { name: 'Redeem' }, { timeout: 8000 }));
    // Never a modal over the panel (issue 31): the server's words join the success panel.
    await screen.findByRole('heading', { name: 'WelcomemuimerP' }, { timeout: 8000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const texts = [...document.querySelectorAll<HTMLElement>('.gift-popup bdi, a bdi')].filter((t) => /^(Welco|WWWWW|SeeWW)/.test(t.textContent ?? ''));
    expect(texts.map((t) => t.textContent?.slice(0, 5))).toEqual(['Welco', 'WWWWW', 'SeeWW']);
    expectSafe(texts[0]!);
    expectSafe(texts[1]!, 400);
    expectSafe(texts[2]!);
  });
});
