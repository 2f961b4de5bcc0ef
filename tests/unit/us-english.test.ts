import { describe, expect, it } from 'vitest';
import { readPo } from '../e2e/po';

/**
 * The en-US catalog is written in US English as a careful product writes it: no
 * British spelling, and none of the specification's "… successfully" phrasing. The rendered
 * pages are checked by the route walk; this checks every source message, rendered or not.
 */

/** British spellings and their inflections (US: canceled, canceling, center, color, favorite, license, organize, …). */
const BRITISH =
  /\b(cancell(?:ed|ing)|centres?|colours?|favourites?|licences?|organis(?:e|es|ed|ing|ations?)|authoris(?:e|es|ed|ing|ation)|recognis(?:e|es|ed|ing|able)|behaviours?|programmes?|catalogues?|analys(?:e|ed|ing)|apologis(?:e|es|ed|ing))\b/giu;

/** The catalogue's "Subscribe successfully" / "Reported successfully." phrasing. */
const SUCCESSFULLY = /\bsuccessfully\b/iu;

const britishIn = (text: string) => [...text.matchAll(BRITISH)].map((m) => m[0]);

const source = readPo('locales/en-US/messages.po');

describe('en-US catalog: US English', () => {
  it('reads the catalog', () => {
    expect(source.length).toBeGreaterThan(100);
  });

  it('uses no British spelling in any message (msgid or msgstr)', () => {
    const found = source.flatMap((e) => [...new Set([...britishIn(e.msgid), ...britishIn(e.msgstr)])].map((word) => `"${word}" in: ${e.msgid}`));
    expect(found).toEqual([]);
  });

  it('has none of the catalogue’s “successfully” phrasing', () => {
    const found = source.filter((e) => SUCCESSFULLY.test(e.msgid) || SUCCESSFULLY.test(e.msgstr)).map((e) => e.msgid);
    expect(found).toEqual([]);
  });

  it('catches each British spelling and lets the US ones through (self-check of the word list)', () => {
    const british = [
      'cancelled', 'Cancelling', 'centre', 'centres', 'colour', 'favourite', 'licence', 'organise', 'organisation',
      'authorised', 'recognise', 'behaviour', 'programme', 'catalogue', 'analyse', 'apologise',
    ];
    for (const word of british) expect(britishIn(`The ${word} here.`), word).toEqual([word]);
    const us = [
      'canceled', 'canceling', 'cancellation', 'center', 'color', 'favorite', 'license', 'organize', 'authorized', 'recognize',
      'behavior', 'program', 'catalog', 'analyze', 'analyses', 'apologize', 'licensed',
    ];
    for (const word of us) expect(britishIn(`The ${word} here.`), word).toEqual([]);
    expect(SUCCESSFULLY.test('Reported successfully.')).toBe(true);
    expect(SUCCESSFULLY.test('Subscribe Successfully')).toBe(true);
    expect(SUCCESSFULLY.test('each successful charge counts')).toBe(false);
  });
});
