import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

// Register → /projects → reload keeps the session → logout → e-mail sign-in → German + light theme survive reload
// → delete the account → signing in with it fails.
const user = {
  name: 'Ada Lovelace',
  email: `ada-${Date.now().toString(36)}@example.com`,
  password: 'analytical engine 1843',
};

// The system prefers dark, so the journey starts in the dark theme and switches to light by hand.
test.use({ colorScheme: 'dark' });

async function openUserMenu(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
}

test('a new user registers, keeps the session, signs out and back in, keeps language and theme, and deletes the account', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: /create an account|register|sign up/i }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /User menu/ })).toContainText('AL');

  await page.reload();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();

  // A signed-in user who opens /login is sent back to the projects.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/projects$/);

  await openUserMenu(page, /User menu/);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/projects$/);

  await openUserMenu(page, /User menu/);
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { name: 'Projekte', level: 1 })).toBeVisible();

  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await openUserMenu(page, /Benutzermenü/);
  await page.getByRole('menuitem', { name: 'Design umschalten' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('heading', { name: 'Projekte', level: 1 })).toBeVisible();

  // Deleting the account (in the settings' danger zone) asks for its e-mail (any case), then ends the session and
  // says so on the sign-in page.
  await openUserMenu(page, /Benutzermenü/);
  await page.getByRole('menuitem', { name: 'Einstellungen' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('region', { name: 'Gefahrenbereich' }).getByRole('button', { name: 'Konto löschen…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Konto löschen' });
  await expect(dialog).toContainText('Dies kann nicht rückgängig gemacht werden.');
  const deleteButton = dialog.getByRole('button', { name: 'Konto löschen' });
  await expect(deleteButton).toBeDisabled();
  const emailField = dialog.getByLabel(`Gib zur Bestätigung ${user.email} ein`);
  await expect(emailField).toBeFocused();
  await emailField.fill(user.email.toUpperCase());
  await expect(deleteButton).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('delete-account-dialog.png') });
  await deleteButton.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('Dein Konto wurde gelöscht.');
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('E-Mail').fill(user.email);
  await page.getByLabel('Passwort').fill(user.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown routes show the 404 page and protected routes send a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  await page.goto('/credits');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login?error=Github%20login%20is%20not%20supported');
  await expect(page.getByRole('alert')).toContainText('Github login is not supported');
});
