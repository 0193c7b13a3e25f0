import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';
import { expectBalance, readBalance, watchProgress } from '../support/generation';

// An owner exports a free animatic from the episode editor's Exports tab, watches it render, downloads the
// shot list, renames the export and shares it.
const user = {
  name: 'Lotte Reiniger',
  email: `lotte-${Date.now().toString(36)}@example.com`,
  password: 'silhouette animation 1926',
};

test('an animatic is exported from the editor, its shot list downloaded, the export renamed and shared', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, user);
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Shadow Theatre' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'Prince Achmed',
    projectId: project.id,
  });
  await addShotsThroughApi(page, scenario.id, [
    { description: 'A flying horse over the palace, at dusk', duration: 2, cameraMotion: 'zoom_in' },
    { description: 'The sorcerer "Africanus" in his cave', duration: 2, cameraMotion: 'pan_left' },
    { description: 'Paper-cut waves', duration: 1.5 },
  ]);
  await generateShotImages(page, scenario.id);

  await page.goto(`/projects/${project.id}/scenarios/${scenario.id}?tab=exports`);
  await expect(page.getByRole('tab', { name: 'Exports', selected: true })).toBeVisible();
  await expect(page.getByText('No exports yet')).toBeVisible();
  const balance = await readBalance(page);

  const exportsList = page.getByRole('region', { name: 'Exports' });
  await test.step('export an animatic and watch it render to completed', async () => {
    await page.getByRole('textbox', { name: 'Export name' }).fill('Animatic v1');
    await page.getByRole('radio', { name: 'Animatic' }).check();
    await expect(page.getByText(/Free of credits/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Resolution' }).selectOption('720p');
    const seen = await watchProgress(exportsList, 'Export progress of Animatic v1', 'Export progress of Animatic v1');
    await page.getByRole('button', { name: 'Start export' }).click();
    const row = page.getByRole('listitem', { name: 'Animatic v1' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
    const { values } = await seen();
    expect(values.length, 'the progress bar was shown while processing').toBeGreaterThan(0);
    expect(values.every((value) => value >= 0 && value <= 100)).toBe(true);
    await expect(row.getByRole('progressbar')).toHaveCount(0);
    await expect(row.getByText('1280 × 720')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Download' })).toHaveAttribute('download', 'Animatic v1.mp4');
    // An animatic is free of credits.
    await expectBalance(page, balance);
  });

  await test.step('download the shot list as CSV', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Shot list (CSV)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Prince Achmed - shot list.csv');
    const text = await readFile((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Shot,Image URL,Type,Camera motion,Duration (s),Description');
    expect(lines[1]).toMatch(
      /^1,http:\/\/[^,]+\/media\/[^,]+,Medium,Zoom in,2,"A flying horse over the palace, at dusk"$/,
    );
    expect(lines[2]).toContain(',Pan left,2,"The sorcerer ""Africanus"" in his cave"');
  });

  await test.step('download the subtitles as WebVTT (no line is spoken yet: the header alone)', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Subtitles (WebVTT)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Prince Achmed.vtt');
    expect(await readFile((await download.path())!, 'utf8')).toBe('WEBVTT\n');
  });

  await test.step('rename the export in place', async () => {
    const row = page.getByRole('listitem', { name: 'Animatic v1' });
    await row.getByRole('button', { name: 'Rename Animatic v1' }).click();
    await row.getByRole('textbox', { name: 'Export name' }).fill('Animatic final');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('listitem', { name: 'Animatic final' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('listitem', { name: 'Animatic final' })).toBeVisible();
  });

  await test.step('share it: the link read-only with Copy → Copied', async () => {
    const row = page.getByRole('listitem', { name: 'Animatic final' });
    await row.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Animatic final' });
    const link = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(link).toHaveValue(/\/v\/[0-9a-f-]{36}$/);
    await expect(link).toHaveAttribute('readonly', '');
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    const url = await link.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(row.getByRole('button', { name: 'Revoke link' })).toBeVisible();

    const visitor = await page.context().browser()!.newContext();
    const publicPage = await visitor.newPage();
    await publicPage.goto(new URL(url).pathname);
    await expect(publicPage.getByRole('heading', { level: 1, name: 'Animatic final' })).toBeVisible();
    await visitor.close();
  });
});
