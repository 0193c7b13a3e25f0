import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';

// A storyboard artist changes how a character looks after the pictures were drawn: exactly the shots that show her
// are marked stale with what changed, the export form says it will use them as they are, and "Bring images up to
// date" redraws only those two, after saying what it costs; the consistency check posts a finding for review.
const user: TestUser = {
  name: 'Lotte Reiniger',
  email: `lotte-${Date.now().toString(36)}@example.com`,
  password: 'silhouettes of achmed 1926',
};

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });

test('a changed look marks its shots stale; bringing them up to date redraws only those', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await registerThroughUi(page, user);
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Shadow Prince' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    projectId: project.id,
    name: 'The Flying Horse',
  });
  const mara = await callApi<{ id: string }>(page, 'POST', '/api/assets', {
    projectId: project.id,
    name: 'Mara',
    type: 'character',
    description: 'a girl in a red scarf',
  });
  const shots: [string, string[]][] = [
    ['Mara waves from the tower', [mara.id]],
    ['Mara runs down the stairs', [mara.id]],
    ['Mara’s horse waits in the courtyard', []],
  ];
  for (const [description, assetIds] of shots)
    await callApi(page, 'POST', `/api/scenarios/${scenario.id}/shots`, { description, duration: 2, assetIds });
  await generateShotImages(page, scenario.id);
  await page.goto(`/projects/${project.id}/scenarios/${scenario.id}`);
  await expect(storyboard(page).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Stale and missing shots' })).toBeHidden();

  await test.step("Mara's look changes: her two shots show stale, the third does not", async () => {
    await callApi(page, 'PATCH', `/api/assets/${mara.id}`, { description: 'a girl in a blue winter coat' });
    await page.reload();
    await expect(page.getByTestId('shot-stale-1')).toHaveText('Stale image');
    await expect(page.getByTestId('shot-stale-1')).toHaveAttribute('aria-label', /Mara’s look changed/);
    await expect(page.getByTestId('shot-stale-2')).toBeVisible();
    await expect(page.getByTestId('shot-stale-3')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('stale-shots.png') });
  });

  await test.step('the export form says it uses the stale shots as they are', async () => {
    await page.getByRole('tab', { name: 'Exports' }).click();
    await expect(page.getByTestId('export-stale-shots')).toContainText('Shots 1, 2 are stale');
    await page.getByRole('tab', { name: 'Storyboard' }).click();
  });

  await test.step('bringing the images up to date redraws exactly those two', async () => {
    const region = page.getByRole('region', { name: 'Stale and missing shots' });
    await region.getByRole('button', { name: 'Bring images up to date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bring images up to date' });
    await expect(dialog).toContainText('2 shots get a new image: 2 credits.');
    await dialog.getByRole('button', { name: 'Start 2 for 2 credits' }).click();
    await expect(page.getByTestId('shot-stale-1')).toHaveCount(0, { timeout: 60_000 });
    await expect(page.getByTestId('shot-stale-2')).toHaveCount(0);
    await expect(region).toBeHidden();
  });

  await test.step('the consistency check finds Mara named but not linked in shot 3, and posts it for review', async () => {
    await page.getByRole('button', { name: 'Check consistency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consistency of the characters' });
    const finding = dialog.getByRole('listitem').filter({ hasText: 'Shot 3 names Mara without linking the character' });
    await expect(finding).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('consistency.png') });
    await finding.getByRole('button', { name: 'Post as comment' }).click();
    await expect(finding).toContainText('Posted');
  });
});
