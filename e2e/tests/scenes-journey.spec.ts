import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// A storyboard artist on a professional site groups an episode's shots into scenes: grouping proposes a scene
// where the shots' location changes, a new scene starts at a chosen shot, its heading is written in a dialog, the scene moves up with its
// shots, and both the move and the removal of a heading are taken back with Undo.
const user: TestUser = {
  name: 'Alice Guy',
  email: `alice-${Date.now().toString(36)}@example.com`,
  password: 'la fee aux choux 1896',
};

const site = useProSite();

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });
const shotCard = (page: Page, n: number) => storyboard(page).getByRole('article', { name: `Shot ${n}`, exact: true });
const editBar = (page: Page) => page.getByRole('group', { name: 'Edit shots' });
const sceneHeadings = (page: Page) => storyboard(page).getByRole('heading', { level: 3 });

test('shots grouped into scenes, a scene started, headed, moved and taken back', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const { page } = await openBrowser(browser, site().baseURL);
  await registerThroughUi(page, user);
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Fairy Garden' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    projectId: project.id,
    name: 'Cabbage Patch',
  });
  const location = (name: string) =>
    callApi<{ id: string }>(page, 'POST', '/api/assets', { projectId: project.id, name, type: 'location' });
  const garden = await location('Garden');
  const pier = await location('Old pier');
  const shots: [string, string[]][] = [
    ['A garden gate', [garden.id]],
    ['Cabbages in rows', [garden.id]],
    ['A pier at night', [pier.id]],
    ['Lanterns on the water', [pier.id]],
  ];
  for (const [description, assetIds] of shots)
    await callApi(page, 'POST', `/api/scenarios/${scenario.id}/shots`, { description, duration: 2, assetIds });
  await page.goto(`/projects/${project.id}/scenarios/${scenario.id}`);
  await expect(storyboard(page).getByRole('article')).toHaveCount(4);
  // A tall window keeps every scene of the episode in view (the grid draws only the rows near it).
  await page.setViewportSize({ width: 1400, height: 2400 });

  await test.step('grouping proposes a scene where the place changes', async () => {
    await editBar(page).getByRole('button', { name: 'Group into scenes' }).click();
    await expect(sceneHeadings(page)).toHaveText([/Scene 1.*GARDEN.*2 shots/, /Scene 2.*OLD PIER.*2 shots/]);
  });

  await test.step('a new scene starts at the second shot, and the pier scene gets its heading', async () => {
    await shotCard(page, 2).getByText('Cabbages in rows').click();
    await editBar(page).getByRole('button', { name: 'New scene here' }).click();
    await expect(sceneHeadings(page)).toHaveText([
      /Scene 1.*GARDEN.*1 shot\b/,
      /Scene 2.*No heading yet.*1 shot\b/,
      /Scene 3.*OLD PIER.*2 shots/,
    ]);
    await sceneHeadings(page).nth(2).getByRole('button', { name: 'Edit heading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scene heading' });
    await expect(dialog.getByLabel('Location asset')).toHaveValue(pier.id);
    await dialog.getByLabel('Interior or exterior').selectOption('EXT');
    await dialog.getByLabel('Place').fill('Pier');
    await dialog.getByLabel('Time of day').fill('Night');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Scene 3: EXT. PIER — NIGHT' })).toBeVisible();
  });

  await test.step('the scene moves up with its shots, and Undo puts it back', async () => {
    await page.getByRole('button', { name: 'Move scene 3 up' }).click();
    await expect(page.getByRole('heading', { name: 'Scene 2: EXT. PIER — NIGHT' })).toBeVisible();
    await expect(shotCard(page, 2)).toContainText('A pier at night');
    await page.screenshot({ path: testInfo.outputPath('scenes-moved.png') });
    await editBar(page).getByRole('button', { name: 'Undo move scene' }).click();
    await expect(page.getByRole('heading', { name: 'Scene 3: EXT. PIER — NIGHT' })).toBeVisible();
    await expect(shotCard(page, 2)).toContainText('Cabbages in rows');
  });

  await test.step('a removed heading comes back with Undo, its shots with it', async () => {
    await page.getByRole('button', { name: 'Remove the heading of scene 3' }).click();
    await expect(sceneHeadings(page)).toHaveText([/Scene 1.*1 shot\b/, /Scene 2.*3 shots/]);
    await editBar(page).getByRole('button', { name: 'Undo remove scene heading' }).click();
    await expect(page.getByRole('heading', { name: 'Scene 3: EXT. PIER — NIGHT' })).toContainText('2 shots');
    await expect(shotCard(page, 3)).toContainText('A pier at night');
  });

  await test.step("the pier scene's shots are selected, set to close-ups in one go, deleted, and Undo brings them back", async () => {
    await page.getByRole('button', { name: 'Select the shots of scene 3' }).click();
    const bar = page.getByRole('toolbar', { name: 'Actions on the 2 selected shots' });
    await expect(bar).toContainText('2 shots selected');
    await bar.getByRole('button', { name: 'Set fields…' }).click();
    const fields = page.getByRole('dialog', { name: 'Set fields of 2 shots' });
    await fields.getByLabel('Shot type').selectOption('close');
    await fields.getByRole('button', { name: 'Apply to 2 shots' }).click();
    await expect(fields).toBeHidden();
    await expect(shotCard(page, 3)).toContainText('Close');
    await expect(shotCard(page, 4)).toContainText('Close');
    await expect(shotCard(page, 1)).not.toContainText('Close');

    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete shots' });
    await expect(confirm).toContainText('with their images, videos and takes');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(2);
    await page.screenshot({ path: testInfo.outputPath('scenes-batch-deleted.png') });
    await editBar(page).getByRole('button', { name: 'Undo delete 2 shots' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('heading', { name: 'Scene 3: EXT. PIER — NIGHT' })).toContainText('2 shots');
    await expect(shotCard(page, 4)).toContainText('Lanterns on the water');
    await expect(shotCard(page, 4)).toContainText('Close');
  });

  await test.step('the timeline shows the scenes over their shots', async () => {
    await page.getByRole('tab', { name: 'Timeline' }).click();
    const lane = page.getByRole('group', { name: 'Scenes' });
    await expect(lane.getByRole('button')).toHaveCount(3);
    await expect(lane.getByRole('button', { name: 'Go to scene 3: EXT. PIER — NIGHT' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('scenes-timeline.png') });
  });
});
