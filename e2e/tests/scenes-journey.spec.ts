import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// A storyboard artist on a professional site groups an episode's shots into scenes: the first scene takes every
// shot, a new scene starts at a chosen shot, its heading is written in a dialog, the scene moves up with its
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
  for (const description of ['A garden gate', 'Cabbages in rows', 'A pier at night', 'Lanterns on the water'])
    await callApi(page, 'POST', `/api/scenarios/${scenario.id}/shots`, { description, duration: 2 });
  await page.goto(`/projects/${project.id}/scenarios/${scenario.id}`);
  await expect(storyboard(page).getByRole('article')).toHaveCount(4);

  await test.step('the first scene takes every shot', async () => {
    await editBar(page).getByRole('button', { name: 'Group into scenes' }).click();
    await expect(sceneHeadings(page)).toHaveText([/Scene 1.*4 shots/]);
  });

  await test.step('a new scene starts at the third shot and gets its heading', async () => {
    await shotCard(page, 3).getByText('A pier at night').click();
    await editBar(page).getByRole('button', { name: 'New scene here' }).click();
    await expect(sceneHeadings(page)).toHaveText([/Scene 1.*2 shots/, /Scene 2.*2 shots/]);
    await sceneHeadings(page).nth(1).getByRole('button', { name: 'Edit heading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scene heading' });
    await dialog.getByLabel('Interior or exterior').selectOption('EXT');
    await dialog.getByLabel('Place').fill('Pier');
    await dialog.getByLabel('Time of day').fill('Night');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Scene 2: EXT. PIER — NIGHT' })).toBeVisible();
  });

  await test.step('the scene moves up with its shots, and Undo puts it back', async () => {
    await page.getByRole('button', { name: 'Move scene 2 up' }).click();
    await expect(page.getByRole('heading', { name: 'Scene 1: EXT. PIER — NIGHT' })).toBeVisible();
    await expect(shotCard(page, 1)).toContainText('A pier at night');
    await page.screenshot({ path: testInfo.outputPath('scenes-moved.png') });
    await editBar(page).getByRole('button', { name: 'Undo move scene' }).click();
    await expect(page.getByRole('heading', { name: 'Scene 2: EXT. PIER — NIGHT' })).toBeVisible();
    await expect(shotCard(page, 1)).toContainText('A garden gate');
  });

  await test.step('a removed heading comes back with Undo, its shots with it', async () => {
    await page.getByRole('button', { name: 'Remove the heading of scene 2' }).click();
    await expect(sceneHeadings(page)).toHaveText([/Scene 1.*4 shots/]);
    await editBar(page).getByRole('button', { name: 'Undo remove scene heading' }).click();
    await expect(page.getByRole('heading', { name: 'Scene 2: EXT. PIER — NIGHT' })).toContainText('2 shots');
    await expect(shotCard(page, 3)).toContainText('A pier at night');
  });
});
