import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../machines/core/locales';
import { countScale, formatUserCount } from '../../src/shell/notice/figures';
import { readPo } from '../e2e/po';

/**
 * The user milestone reads right for any figure in every locale: the messages that
 * count users choose their wording with `{scale, select, millions {…} other {…}}`, so Portuguese
 * and Spanish write "5 milhões de usuários" but "500 mil usuários". Each message is rendered from
 * its catalog, as the page renders it, for figures of several magnitudes.
 */

const MAGNITUDES = [999, 500_000, 999_999, 1_000_000, 5_000_000, 12_000_000, 1_500_000_000];

const source = readPo('locales/en-US/messages.po');
const USER_MESSAGES = source.filter((e) => /\{users\}/.test(e.msgid)).map((e) => e.msgid);
const TITLE = USER_MESSAGES.find((id) => id.startsWith('Thanks to our'))!;

/** The catalog of a locale, compiled as the build compiles it, keyed by the English message. */
function catalog(locale: Locale) {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.loadAndActivate({ locale, messages: Object.fromEntries(readPo(`locales/${locale}/messages.po`).map((e) => [e.msgid, e.msgstr])) });
  return (id: string, count: number) => i18n._(id, { ...formatUserCount(locale, count), year: '2021' });
}

describe('the scale of a count (countScale)', () => {
  it('is millions from the figure Intl writes with a millions word, else other', () => {
    expect(countScale(0)).toBe('other');
    expect(countScale(999)).toBe('other');
    expect(countScale(500_000)).toBe('other');
    expect(countScale(999_499)).toBe('other');
    // Compact notation rounds 999,999 to "1 million" ("1 milhão"): a millions word.
    expect(countScale(999_999)).toBe('millions');
    expect(countScale(1_000_000)).toBe('millions');
    expect(countScale(12_000_000)).toBe('millions');
    expect(countScale(1_500_000_000)).toBe('millions');
  });

  it('agrees with the words Portuguese and Spanish print', () => {
    for (const count of MAGNITUDES) {
      const { users: pt, scale } = formatUserCount('pt', count);
      const { users: es } = formatUserCount('es', count);
      expect(/(milhão|milhões|bilhão|bilhões)$/u.test(pt), `pt ${pt}`).toBe(scale === 'millions');
      expect(/(millón|millones)$/u.test(es), `es ${es}`).toBe(scale === 'millions');
    }
  });
});

describe('messages that count users', () => {
  it('are the three notices’ messages, each with the scale select', () => {
    expect(USER_MESSAGES).toHaveLength(3);
    for (const id of USER_MESSAGES) expect(id).toMatch(/\{scale, select, millions \{.*\{users\}.*\} other \{.*\{users\}.*\}\}/u);
  });

  describe.each(LOCALES)('%s', (locale) => {
    const render = catalog(locale);

    it.each(MAGNITUDES)('reads right with %i users', (count) => {
      const { users, scale } = formatUserCount(locale, count);
      for (const id of USER_MESSAGES) {
        const text = render(id, count);
        expect(text, id).toContain(users);
        expect(text, id).not.toMatch(/[{}]|\b(?:millions|select|scale)\b/u);
        if (locale === 'pt' || locale === 'es') {
          // "de" after a millions word, never after "mil" or a plain figure.
          expect(text.includes(`${users} de `), text).toBe(scale === 'millions');
          // No article agreeing in the plural with a figure that may be singular ("os 1 milhão").
          expect(text, text).not.toMatch(/\b(?:os|pelos|los|nuestros)\s+\d/u);
        }
      }
    });
  });

  it('titles the fan discount right at each magnitude (en-US, pt, es)', () => {
    const en = catalog('en-US');
    const pt = catalog('pt');
    const es = catalog('es');
    const titles = [500_000, 5_000_000, 12_000_000].map((count) => [en(TITLE, count), pt(TITLE, count), es(TITLE, count)]);
    expect(titles).toEqual([
      ['Thanks to our 500\u00a0thousand users: a fan discount', 'Obrigado a 500\u00a0mil usuários: um desconto para os fãs', 'Gracias a 500\u00a0mil usuarios: un descuento para fans'],
      ['Thanks to our 5\u00a0million users: a fan discount', 'Obrigado a 5\u00a0milhões de usuários: um desconto para os fãs', 'Gracias a 5\u00a0millones de usuarios: un descuento para fans'],
      ['Thanks to our 12\u00a0million users: a fan discount', 'Obrigado a 12\u00a0milhões de usuários: um desconto para os fãs', 'Gracias a 12\u00a0millones de usuarios: un descuento para fans'],
    ]);
  });
});
