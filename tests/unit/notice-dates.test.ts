import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../machines/core/locales';
import { addDays, DERIVED_NOTICE_DATES, NOTICE_DATES, NOTICE_FIGURES, type NoticeDay } from '../../machines/notices/notice-constants';
import { formatNoticeDate, NOTICE_DATE_FORMAT, noticeDates } from '../../src/shell/notice/figures';
import { readPo } from '../e2e/po';

/**
 * The dates the notices and the legal pages state: constants in one module,
 * consistent with the figures they go with, formatted by Intl in the reader's language with the
 * time zone given, so the pre-rendering and every browser write the same day.
 */

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const daysBetween = (from: NoticeDay, to: NoticeDay) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

describe('the notice dates', () => {
  it('are real calendar days', () => {
    for (const [name, day] of Object.entries({ ...NOTICE_DATES, ...DERIVED_NOTICE_DATES })) {
      expect(day, name).toMatch(DAY);
      expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10), name).toBe(day);
    }
  });

  it('follow one another as the events did', () => {
    expect(daysBetween(NOTICE_DATES.outageStart, NOTICE_DATES.outageEnd)).toBeGreaterThanOrEqual(0);
    expect(daysBetween(NOTICE_DATES.outageEnd, NOTICE_DATES.cardSubscriptionsCanceled)).toBeGreaterThan(0);
    expect(daysBetween(NOTICE_DATES.serverAttack, NOTICE_DATES.serviceCodesSent)).toBeGreaterThanOrEqual(0);
    // The legal pages' present text is newer than every event the notices tell of.
    for (const event of [NOTICE_DATES.outageEnd, NOTICE_DATES.serviceCodesSent]) {
      expect(daysBetween(event, NOTICE_DATES.userAgreementEffective)).toBeGreaterThan(0);
      expect(daysBetween(event, NOTICE_DATES.privacyPolicyEffective)).toBeGreaterThan(0);
    }
  });

  it('derive the offer window and the codes’ last day from the figures (7 days after the outage; within 6 days)', () => {
    expect(DERIVED_NOTICE_DATES.offerStart).toBe(addDays(NOTICE_DATES.outageEnd, 1));
    expect(daysBetween(DERIVED_NOTICE_DATES.offerStart, DERIVED_NOTICE_DATES.offerEnd) + 1).toBe(NOTICE_FIGURES.lowPriceOfferDays);
    expect(daysBetween(NOTICE_DATES.serviceCodesSent, DERIVED_NOTICE_DATES.serviceCodeDeadline)).toBe(NOTICE_FIGURES.serviceCodeValidDays);
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-03-31', 1)).toBe('2026-04-01');
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});

describe('formatNoticeDate', () => {
  it('writes the day in each locale’s long style', () => {
    expect(formatNoticeDate('en-US', '2026-03-09')).toBe('March 9, 2026');
    expect(formatNoticeDate('zh-CN', '2026-03-09')).toBe('2026年3月9日');
    expect(formatNoticeDate('zh-TW', '2026-03-09')).toBe('2026年3月9日');
    expect(formatNoticeDate('ko', '2026-03-09')).toBe('2026년 3월 9일');
    expect(formatNoticeDate('pt', '2026-03-09')).toBe('9 de março de 2026');
    expect(formatNoticeDate('es', '2026-03-09')).toBe('9 de marzo de 2026');
    expect(formatNoticeDate('id', '2026-03-09')).toBe('9 Maret 2026');
    expect(formatNoticeDate('ms', '2026-03-09')).toBe('9 Mac 2026');
    expect(formatNoticeDate('ar', '2026-03-09')).toMatch(/2026|٢٠٢٦/u);
  });

  it('gives the time zone (UTC), so the day does not depend on where it is formatted', () => {
    expect(NOTICE_DATE_FORMAT.timeZone).toBe('UTC');
    // What the time zone guards against: midnight UTC is the day before west of Greenwich.
    expect(new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Los_Angeles' }).format(new Date('2026-01-01T00:00:00Z'))).toBe(
      'December 31, 2025',
    );
    expect(formatNoticeDate('en-US', '2026-01-01')).toBe('January 1, 2026');
  });

  it('formats every notice date in every locale', () => {
    for (const locale of LOCALES) {
      for (const [name, { day, text }] of Object.entries(noticeDates(locale))) {
        expect(text, `${locale} ${name}`).toBe(formatNoticeDate(locale, day));
        expect(text.length, `${locale} ${name}`).toBeGreaterThan(5);
      }
    }
  });
});

describe('the dated messages', () => {
  const source = readPo('locales/en-US/messages.po').map((e) => e.msgid);
  const DATED = [
    'Effective date: <0>{date}</0>',
    'The outage lasted from {start} to {end}.',
    'Offer period: {offerStart} to {offerEnd}.',
    'They were canceled on {date}.',
    'Our servers were attacked on {date} and the service was disrupted for a while. We’re sorry for the trouble.',
    'The codes were sent on {sent}, so the last day to redeem one is {deadline}.',
  ];

  it('are in the source catalog', () => {
    for (const id of DATED) expect(source, id).toContain(id);
  });

  it.each(LOCALES)('state the dates in %s', (locale) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.loadAndActivate({ locale, messages: Object.fromEntries(readPo(`locales/${locale}/messages.po`).map((e) => [e.msgid, e.msgstr])) });
    const dates = noticeDates(locale);
    const effective = i18n._('Effective date: <0>{date}</0>', { date: dates.userAgreementEffective.text });
    expect(effective).toContain(`<0>${dates.userAgreementEffective.text}</0>`);
    const outage = i18n._('The outage lasted from {start} to {end}.', { start: dates.outageStart.text, end: dates.outageEnd.text });
    expect(outage).toContain(dates.outageStart.text);
    expect(outage).toContain(dates.outageEnd.text);
    const codes = i18n._('The codes were sent on {sent}, so the last day to redeem one is {deadline}.', {
      sent: dates.serviceCodesSent.text,
      deadline: dates.serviceCodeDeadline.text,
    });
    expect(codes.indexOf(dates.serviceCodesSent.text)).toBeGreaterThanOrEqual(0);
    expect(codes.indexOf(dates.serviceCodeDeadline.text)).toBeGreaterThan(codes.indexOf(dates.serviceCodesSent.text));
  });
});
