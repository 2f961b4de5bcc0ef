import { expect, test } from '@playwright/test';

test('the root redirects to the forbidden page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You can’t open this page here');
});
