import { screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/core/locales';
import { NOTICE_DATES } from '../../machines/notices/notice-constants';
import type { Api } from '../../protocol/api/client';
import { formatNoticeDate } from '../../src/shell/notice/figures';
import { Route as PrivacyPolicy } from '../../src/routes/_pages/policy/privacy-policy';
import { Route as UserAgreement } from '../../src/routes/_pages/policy/user-agreement';
import { activate, renderWithServices, testServices } from '../helpers/render';

/** The legal pages carry the date their text took effect, in every locale, as a <time>. */
const component = (route: { options: { component?: unknown } }) => route.options.component as ComponentType;
const PAGES = [
  ['/policy/user-agreement', component(UserAgreement), NOTICE_DATES.userAgreementEffective],
  ['/policy/privacy-policy', component(PrivacyPolicy), NOTICE_DATES.privacyPolicyEffective],
] as const;

describe.each(LOCALES)('legal pages in %s', (locale) => {
  it.each(PAGES)('%s states its effective date', async (_path, Page, day) => {
    await activate(locale);
    renderWithServices(createElement(Page), testServices({ api: {} as Partial<Api> as Api }));
    const date = formatNoticeDate(locale, day);
    const time = screen.getByText(date, { selector: 'time' });
    expect(time).toHaveAttribute('datetime', day);
    // The sentence around it is the locale's own, not the English one (except in en-US).
    expect(time.parentElement?.textContent?.startsWith('Effective date:')).toBe(locale === 'en-US');
  });
});
