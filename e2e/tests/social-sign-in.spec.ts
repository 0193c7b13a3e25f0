import { expect, test } from '../support/test';

// Google is configured against a local OpenID Connect provider (see playwright.config.ts); the others are not.
test('signs in with a social provider through its login and consent screens', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /Google/ }).click();

  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill('hedy');
  await page.getByPlaceholder('and password').fill('frequency hopping');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText('HE');
});

test('a provider that is not configured says so', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: /GitHub/ }).click();
  await expect(page.getByRole('alert')).toContainText('Github login is not supported');
  await expect(page).toHaveURL(/\/login$/);
});
