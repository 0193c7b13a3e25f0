import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi } from '../support/api';

// A writer generates a script from an episode's shots (each block tagged with its shot), edits one block and
// applies it (one shot updated), rewrites it without tags and applies it (the storyboard shows the script's
// shots), takes that back with Undo, sees a script the app cannot read refused; then renames the episode, makes
// it portrait and deletes it from the danger zone.
const user = {
  name: 'Alice Guy',
  email: `alice-${Date.now().toString(36)}@example.com`,
  password: 'la fee aux choux 1896',
};

const REWRITTEN = [
  'SHOT 1 — ESTABLISHING — 5s — drone',
  'Description: A lighthouse at dusk above a grey sea.',
  '',
  'SHOT 2 — CLOSE — 3s',
  'Description: The keeper climbs the spiral stairs.',
  'Dialogue: "Not tonight."',
].join('\n');

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'Script', exact: true });

test('script: generate, edit and apply; settings: rename, portrait, delete', async ({ page }) => {
  test.setTimeout(120_000);
  await registerThroughUi(page, user);
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Early Cinema' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    projectId: project.id,
    name: 'The Cabbage Fairy',
  });
  await addShotsThroughApi(page, scenario.id, [
    { description: 'A garden of cabbages in the sun', type: 'wide', duration: 4 },
    { description: 'A fairy lifts a baby from a cabbage', type: 'medium', duration: 3 },
    { description: 'She shows the baby to the camera', type: 'close', duration: 2 },
  ]);
  const scenarioUrl = `/projects/${project.id}/scenarios/${scenario.id}`;

  await test.step('generate a script from the three shots: their own words, no markers', async () => {
    await page.goto(`${scenarioUrl}?tab=script`);
    await expect(editor(page)).toHaveValue('');
    await page.getByRole('button', { name: 'Generate script' }).click();
    await expect(editor(page)).toHaveValue(/SHOT 1/);
    await expect(editor(page)).toHaveValue(/A garden of cabbages in the sun/);
    await expect(editor(page)).toHaveValue(/SHOT 3 /);
    await expect(editor(page)).not.toHaveValue(/\[(?:ref|sum):/);
  });

  await test.step('edit one block: the confirmation says one shot is updated, the others stay', async () => {
    const generated = await editor(page).inputValue();
    await editor(page).fill(
      generated.replace('A fairy lifts a baby from a cabbage', 'A fairy lifts twins from a cabbage'),
    );
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Apply script' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apply script' });
    await expect(dialog).toContainText('1 shot updated');
    await expect(dialog).toContainText('2 shots unchanged');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText('Script applied: 3 shots.')).toBeVisible();
  });

  await test.step('rewrite it without refs and apply: the storyboard shows the script shots', async () => {
    await editor(page).fill(REWRITTEN);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Apply script' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apply script' });
    await expect(dialog).toContainText('2 shots added');
    await expect(dialog).toContainText('3 shots deleted');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText('Script applied: 2 shots.')).toBeVisible();
    await page.getByRole('link', { name: 'View storyboard' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(2);
    await expect(storyboard(page)).toContainText('A lighthouse at dusk above a grey sea.');
    await expect(storyboard(page)).toContainText('The keeper climbs the spiral stairs.');
    await expect(storyboard(page)).not.toContainText('cabbage');
  });

  await test.step('undo on the storyboard brings the three shots back', async () => {
    await page.getByRole('button', { name: 'Undo script change' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(3);
    await expect(storyboard(page)).toContainText('A fairy lifts twins from a cabbage');
    await expect(storyboard(page)).not.toContainText('lighthouse');
  });

  await test.step('the applied script stays in the editor; an unreadable one is refused', async () => {
    await page.goto(`${scenarioUrl}?tab=script`);
    await expect(editor(page)).toHaveValue(REWRITTEN);
    await editor(page).fill('Just a few words without any shot in them.');
    await page.getByRole('button', { name: 'Apply script' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to parse script');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Storyboard' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(3);
  });

  await test.step('settings: rename and portrait, kept after a reload', async () => {
    await page.goto(`${scenarioUrl}?tab=settings`);
    await page.getByRole('textbox', { name: 'Name' }).fill('The Cabbage Fairy (1896)');
    await page.getByRole('radio', { name: 'Portrait 9:16' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'The Cabbage Fairy (1896)' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('The Cabbage Fairy (1896)');
    await expect(page.getByRole('radio', { name: 'Portrait 9:16' })).toBeChecked();
  });

  await test.step('delete the episode from the danger zone and land on the episode list', async () => {
    await page.getByRole('button', { name: 'Delete episode' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete episode' });
    await expect(dialog).toContainText('You can restore it from the Recycle Bin.');
    await dialog.getByRole('button', { name: 'Delete episode' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/scenarios$`));
    await expect(page.getByRole('heading', { name: 'No episodes yet' })).toBeVisible();
  });
});
