import { screen, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { REFERRAL_RULES } from '../../machines/referral/referral-rules';
import type { InviteRow } from '../../protocol/api/schemas';
import { HistoryRow } from '../../src/features/referral/history-row';
import { RewardHeadline } from '../../src/features/referral/reward-headline';
import { RewardTotals } from '../../src/features/referral/reward-totals';
import { RulesText } from '../../src/features/referral/rules-text';
import { List } from '../../src/ui/list-row';
import { setupFakeBackend, servicesFor } from '../helpers/referral';
import { activate, renderWithServices } from '../helpers/render';
import { openRoute } from '../helpers/router';

/**
 * Engines with ICU data older than CLDR 42 (old Android System WebViews, older iOS WKWebViews)
 * write `ar` with Arabic-Indic digits (٠١٢…٩); current ones, Node's included, with Latin
 * digits. The site always hands Intl the bare `ar`, so this file makes Intl behave as such an
 * engine does: `ar` resolves to `ar-u-nu-arab`. It is installed before anything formats, as
 * Lingui keeps its formatters, and this file's module graph is its own (jsdom project: isolated).
 */
const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;
const OLD_ENGINE_AR = 'ar-u-nu-arab';
const asOldEngine = (locales?: string | readonly string[]) =>
  locales === undefined ? undefined : (typeof locales === 'string' ? [locales] : [...locales]).map((l) => (l === 'ar' ? OLD_ENGINE_AR : l));

class OldEngineNumberFormat extends RealNumberFormat {
  constructor(locales?: string | readonly string[], options?: Intl.NumberFormatOptions) {
    super(asOldEngine(locales), options);
  }
}
class OldEngineDateTimeFormat extends RealDateTimeFormat {
  constructor(locales?: string | readonly string[], options?: Intl.DateTimeFormatOptions) {
    super(asOldEngine(locales), options);
  }
}
Object.defineProperty(Intl, 'NumberFormat', { value: OldEngineNumberFormat, configurable: true, writable: true });
Object.defineProperty(Intl, 'DateTimeFormat', { value: OldEngineDateTimeFormat, configurable: true, writable: true });
afterAll(() => {
  Object.defineProperty(Intl, 'NumberFormat', { value: RealNumberFormat, configurable: true, writable: true });
  Object.defineProperty(Intl, 'DateTimeFormat', { value: RealDateTimeFormat, configurable: true, writable: true });
});

const backend = setupFakeBackend();

/** Intl's text with its no-break spaces as Testing Library's text matching folds them. */
const folded = (text: string) => text.replace(/\s+/g, ' ');
const arab = (value: number, options?: Intl.NumberFormatOptions) => folded(new RealNumberFormat(OLD_ENGINE_AR, options).format(value));
const arabDate = (iso: string, dateStyle: 'long' | 'medium') => folded(new RealDateTimeFormat(OLD_ENGINE_AR, { dateStyle }).format(new Date(iso)));
const LATIN_DIGIT = /[0-9]/;
/** What `Number.NaN` reads as in Arabic ("not a number", with a no-break space), and in any language. */
const NOT_A_NUMBER = /NaN|ليس\s+رقم/;

/** The text as a reader sees it: every figure in one digit system, none of them "not a number". */
function expectArabicIndicFigures(element: Element) {
  const text = element.textContent ?? '';
  expect(text).not.toMatch(NOT_A_NUMBER);
  expect(text.match(LATIN_DIGIT), text).toBeNull();
  expect(text).toMatch(/[٠-٩]/);
}

describe('figures where `ar` has Arabic-Indic digits (older ICU data)', { timeout: 20_000 }, () => {
  beforeEach(() => activate('ar'));

  it('the Intl of this file writes `ar` as such an engine does', () => {
    expect(new Intl.NumberFormat('ar').format(50)).toBe('٥٠');
  });

  it('the invitation headline: the install limit as a number in its plural, the share through Intl', () => {
    renderWithServices(<RewardHeadline />);
    const headline = screen.getByRole('heading', { level: 2 }).closest('section')!;
    expectArabicIndicFigures(headline);
    expect(folded(headline.textContent ?? '')).toContain(`${arab(REFERRAL_RULES.rewardedInstallLimit)} صديقًا`);
    expect(folded(headline.textContent ?? '')).toContain(arab(REFERRAL_RULES.purchaseRewardPercent / 100, { style: 'percent' }));
  });

  it('the rules: the limit in a plural, the percent through Intl, beside the counted days', () => {
    renderWithServices(<RulesText />);
    const rules = screen.getByRole('list');
    expectArabicIndicFigures(rules);
    const text = folded(rules.textContent ?? '');
    expect(text).toContain(`لأول ${arab(REFERRAL_RULES.rewardedInstallLimit)} دعوة تثبيت صالحة`);
    expect(text).toContain(arab(REFERRAL_RULES.purchaseRewardPercent / 100, { style: 'percent' }));
    expect(text).toContain(arab(REFERRAL_RULES.purchaseWindowDays));
  });

  it('the history: why an install gave no days, and the row’s date', () => {
    const time = '2026-10-28T09:30:00.000Z';
    const row: InviteRow = { invited_user: 'صديق', reward_source: 'invite_reward', reward_days: 0, time };
    renderWithServices(
      <List aria-label="history">
        <HistoryRow row={row} />
      </List>,
    );
    const item = screen.getByRole('listitem');
    expectArabicIndicFigures(item);
    expect(folded(item.textContent ?? '')).toContain(arab(REFERRAL_RULES.rewardedInstallLimit));
    expect(item.querySelector('time')).toHaveTextContent(arabDate(time, 'medium'));
  });

  it('the totals', () => {
    renderWithServices(<RewardTotals
        view={{ kind: 'ready', code: 'TESTCODE', earnedDays: 654, withdrawn: false, totals: { invited_nums: 19, add_days: 41, join_vip_nums: 3, invited_join_days: 613, reward_withdrawn: false } }}
      />);
    const totals = screen.getByRole('heading', { level: 2 }).closest('section')!;
    expectArabicIndicFigures(totals);
    expect(totals).toHaveTextContent(arab(613));
  });

  it('the subscription: the price and the dates of the plan and of the billing history', async () => {
    openRoute(servicesFor('premium'), '/subscription');
    const plan = (await screen.findByText('Premium', {}, { timeout: 5000 })).closest('section')!;
    const sub = backend.store.subscriptions.get('1002')!;
    // The card's last four digits are the card's, as printed on it: left as they are.
    const figures = plan.cloneNode(true) as Element;
    for (const card of figures.querySelectorAll('.subscription-card bdi')) card.remove();
    expectArabicIndicFigures(figures);
    expect(plan).toHaveTextContent(folded(new RealNumberFormat(OLD_ENGINE_AR, { style: 'currency', currency: sub.plan.currency.toUpperCase() }).format(sub.plan.amount / 100)));
    expect(plan).toHaveTextContent(arabDate(sub.current_period_end, 'long'));
    const history = screen.getByRole('list');
    for (const item of within(history).getAllByRole('listitem')) expectArabicIndicFigures(item);
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(arabDate(sub.invoices[0]!.created, 'long'));
  });
});
