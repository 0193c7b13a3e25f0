import { type Page } from '@playwright/test';
import { callApi } from '../support/api';
import { registerThroughUi } from '../support/accounts';
import { expect, test } from '../support/test';

// API keys (issue 18): on a base site a user on the free plan finds /api-keys locked (the page says why, the
// server refuses too). After moving to the professional plan they create a key from the user menu, see its secret
// once and copy it, find it listed, call the API with it, revoke it, and the next call is refused.
const user = {
  name: 'Ub Iwerks',
  email: `ub-${Date.now().toString(36)}@example.com`,
  password: 'multiplane camera 1933',
};

/** GET /api/projects with a bearer token, as a script would call it. */
async function projectsWith(page: Page, token: string) {
  const response = await page.request.get('/api/projects', { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (await response.json()) as { success: boolean; data?: unknown } };
}

test('API keys: locked on the base plan, then created, shown once, used, revoked', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, user);

  await test.step('base edition: the page explains, the server refuses', async () => {
    await page.goto('/api-keys');
    await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
    await expect(page.getByText('API keys are a MotionMaker feature')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
    const refused = await page.request.get('/api/api-keys', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
  });

  await test.step('move to the professional plan and open API keys from the user menu', async () => {
    await callApi(page, 'POST', '/api/credits/subscription/upgrade', { planId: 'motionmaker' });
    await callApi(page, 'POST', '/api/projects', { name: 'Skeleton Dance' });
    await page.goto('/projects');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    await expect(page).toHaveURL(/\/api-keys$/);
    await expect(page.getByText('No API keys yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'API reference' })).toHaveAttribute('href', '/api/reference');
  });

  let secret = '';
  await test.step('create a key with Enter: its secret is shown once and copied', async () => {
    await page.getByLabel('Name').fill('Render farm');
    await page.getByLabel('Expires after').selectOption('30');
    await page.getByLabel('Name').press('Enter');
    const dialog = page.getByRole('dialog', { name: 'API key "Render farm" created' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/You will not see it again/)).toBeVisible();
    secret = await dialog.getByLabel('Your API key').inputValue();
    expect(secret).toMatch(/^sym_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);
  });

  const row = page.getByRole('listitem', { name: 'Render farm' });
  await test.step('the list shows the key by its prefix, active and not used yet', async () => {
    await expect(row).toBeVisible();
    await expect(row.getByText(`${secret.slice(0, 10)}…`)).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText(/Never used/)).toBeVisible();
  });

  await test.step('a script calls the API with the key and sees the same projects', async () => {
    const answer = await projectsWith(page, secret);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body.data)).toContain('Skeleton Dance');
    await page.reload();
    await expect(row.getByText(/Last used/)).toBeVisible();
  });

  await test.step('revoke it after confirming: the next call is refused', async () => {
    await row.getByRole('button', { name: 'Revoke Render farm' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('API key "Render farm" revoked')).toBeVisible();
    await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
    expect((await projectsWith(page, secret)).status).toBe(401);
  });
});
