import { expect, test } from '../support/test';
import { useProSite } from '../support/pro-site';

// A professional site: the same web build, served by a server started with APP_TIER=motionmaker.
const site = useProSite();

test('a server started with APP_TIER=motionmaker shows Motion Maker Studio from sign-in to the projects', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site().baseURL}/`);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in · Motion Maker Studio');
  await expect(page.getByText('Motion Maker Studio', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Sym Studio', { exact: true })).toHaveCount(0);
  // The professional edition keeps the dark theme: no theme toggle.
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('motionmaker-login.png') });

  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('Email').fill(`grace-${Date.now().toString(36)}@example.com`);
  await page.getByLabel('Password').fill('compiler pioneer 1952');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Projects · Motion Maker Studio');
  await expect(page.getByRole('banner').getByText('Motion Maker Studio', { exact: true })).toBeVisible();
  // A new user on a professional site is on the free Sym plan: its 100 credits.
  await expect(page.getByTestId('header-credits')).toHaveAccessibleName('Credits: 100');
  await expect(page.getByRole('heading', { name: 'Create your first project', level: 2 })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('motionmaker-projects.png') });
});
