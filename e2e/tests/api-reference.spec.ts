import { expect, test } from '../support/test';

// The API reference: the server's OpenAPI document shown by the viewer the server itself serves (no CDN), under
// the app's Content-Security-Policy (the `test` fixture fails the journey on any violation).
test('the API reference page lists the operations from the OpenAPI document, offline', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) elsewhere.push(url);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The viewer renders the operations near the viewport; a deep link scrolls to one and opens it.
  await page.goto('/api/reference#/projects/project.create');
  await expect(page).toHaveTitle('API reference');
  await expect(page.getByRole('heading', { name: /Sym Studio API/ })).toBeAttached();
  const create = page.locator('.opblock.is-open');
  await expect(create.locator('.opblock-summary-method')).toHaveText('POST');
  await expect(create.locator('.opblock-summary-path')).toHaveText('/api/projects');
  await expect(create.locator('.opblock-summary')).toContainText('project.create');
  // The example request body and the documented failure statuses of spec §8.
  await expect(create.getByText('Request body').first()).toBeVisible();
  for (const status of ['200', '401', '403', '422', '429', '500']) {
    await expect(create.locator(`tr.response[data-code="${status}"]`)).toHaveCount(1);
  }
  await expect(create.locator('tr.response[data-code="422"]')).toContainText('VALIDATION_ERROR');
  await page.screenshot({ path: test.info().outputPath('api-reference.png') });
  if (process.env.API_REFERENCE_SCREENSHOT) await page.screenshot({ path: process.env.API_REFERENCE_SCREENSHOT });

  // Both ways to sign in: a session token and an API key.
  await page.getByRole('button', { name: 'Authorize' }).first().click();
  await expect(page.getByText('bearerAuth', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('apiKey', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();

  expect(elsewhere, 'requests to other origins').toEqual([]);
});
