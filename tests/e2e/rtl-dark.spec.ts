import { expect, test } from './fixtures';

/*
 * Right to left and dark (issue 31, item 6): the icons that point along the reading direction
 * are mirrored in Arabic, and an unselected radio in dark mode is drawn as in light (a ring on
 * the page's surface), not the engine's grey disc that reads as disabled.
 */

const MAGNET = 'magnet%3A%3Fxt%3Durn%3Abtih%3A0123456789abcdef0123456789abcdef01234567';
const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';

for (const [locale, mirrored] of [
  ['ar', true],
  ['en-US', false],
] as const) {
  test.describe(`directional icons in ${locale}`, () => {
    test.use({ locale });
    test(`the log-in icon ${mirrored ? 'is mirrored' : 'is as drawn'}`, async ({ page }) => {
      await page.goto('/subscription?__host=android&__user=guest');
      const icon = page.locator('.icon-directional').first();
      await expect(icon).toBeVisible();
      const transform = await icon.evaluate((el) => getComputedStyle(el).transform);
      expect(transform === MIRRORED).toBe(mirrored);
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`radios in ${colorScheme} mode`, () => {
    test.use({ colorScheme, locale: 'en-US' });
    test('an unselected radio is a ring on the page’s surface; the selected one takes the primary colour', async ({ page }) => {
      await page.goto(`/report?url=${MAGNET}&hash=abc123&__host=android&__user=member`);
      const radios = page.locator('.ui-radio input');
      await expect(radios.first()).toBeVisible();
      const look = await radios.evaluateAll((els) =>
        els.map((el) => {
          const style = getComputedStyle(el);
          return { checked: (el as HTMLInputElement).checked, appearance: style.appearance, background: style.backgroundColor, border: style.borderTopColor };
        }),
      );
      const surface = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const unselected = look.filter((r) => !r.checked);
      expect(unselected.length).toBeGreaterThan(0);
      for (const radio of unselected) {
        expect(radio.appearance).toBe('none');
        expect(radio.background).toBe(surface);
      }
      // The rings read as controls: their border is not the surface.
      for (const radio of look) expect(radio.border).not.toBe(surface);
    });
  });
}
