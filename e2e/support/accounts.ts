import { expect, type Page } from '@playwright/test';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** Registers through the /register form and waits for the projects page. */
export async function registerThroughUi(page: Page, user: TestUser): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/projects$/);
}

/**
 * Adds shots to an episode through the API as the signed-in user (the shot editor is a later screen), in order.
 */
export async function addShotsThroughApi(
  page: Page,
  scenarioId: string,
  shots: readonly Record<string, unknown>[],
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
  expect(token).toBeTruthy();
  for (const shot of shots) {
    const response = await page.request.post(`/api/scenarios/${scenarioId}/shots`, {
      headers: { authorization: `Bearer ${token}` },
      data: shot,
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}
