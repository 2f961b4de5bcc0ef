import { describe, expect, it } from 'vitest';
import { isTextPage, TEXT_PAGE } from '../../src/shell/static/text-page-route';

/** The one rule for a route's kind (the pre-renderer's; the budget and the pre-paint script read its answer). */
describe('a route’s kind', () => {
  it('is a text page for the not-found page and when a matched route declares ...TEXT_PAGE', () => {
    expect(isTextPage(null)).toBe(true);
    expect(isTextPage([{}, undefined, { ...TEXT_PAGE }])).toBe(true);
  });

  it('is a data page otherwise', () => {
    expect(isTextPage([{}, { staticData: {} }, undefined])).toBe(false);
    expect(isTextPage([{ staticData: { textPage: false } }])).toBe(false);
    expect(isTextPage([])).toBe(false);
  });
});
