import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';

// A professional user lays music under the dialogue on the timeline, exports with the spoken line as a subtitle
// track, and takes the edit to Final Cut Pro as FCPXML.
const user = {
  name: 'Thelma Schoonmaker',
  email: `thelma-${Date.now().toString(36)}@example.com`,
  password: 'raging bull cutting room 1980',
};

test('music ducks under the dialogue, the export carries a subtitle track, the edit leaves as FCPXML', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerThroughUi(page, user);
  await callApi(page, 'POST', '/api/credits/subscription/upgrade', { planId: 'motionmaker' });
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Cutting Room' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'The Last Reel',
    projectId: project.id,
  });
  await addShotsThroughApi(page, scenario.id, [
    { description: 'A projector flickers in the dark', duration: 2 },
    { description: 'The editor splices the film', duration: 2 },
  ]);
  await generateShotImages(page, scenario.id);
  await callApi(page, 'POST', `/api/scenarios/${scenario.id}/tracks`, { kind: 'audio', name: 'Score' });
  const line = await callApi<{ id: string }>(page, 'POST', `/api/scenarios/${scenario.id}/voice-clips`, {
    text: 'Cut on the action.',
    offset: 0.5,
  });
  await expect
    .poll(async () => {
      const clips = await callApi<{ id: string; status: string }[]>(
        page,
        'GET',
        `/api/scenarios/${scenario.id}/voice-clips`,
      );
      return clips.find((clip) => clip.id === line.id)?.status;
    })
    .toBe('ready');

  await test.step('lower the score under dialogue and loop it, kept after a reload', async () => {
    await page.goto(`/projects/${project.id}/scenarios/${scenario.id}?tab=timeline`);
    const lane = page.getByRole('group', { name: 'Track Score' });
    await lane.getByRole('checkbox', { name: 'Lower under dialogue' }).check();
    await lane.getByRole('checkbox', { name: 'Loop' }).check();
    await lane.getByLabel('Fade out (s)').fill('1.5');
    await lane.getByLabel('Fade out (s)').press('Enter');
    await expect(lane.getByLabel('Fade out (s)')).toHaveValue('1.5');
    await page.reload();
    await expect(lane.getByRole('checkbox', { name: 'Lower under dialogue' })).toBeChecked();
    await expect(lane.getByRole('checkbox', { name: 'Loop' })).toBeChecked();
    await expect(lane.getByLabel('Fade out (s)')).toHaveValue('1.5');
  });

  await test.step('export with the line as a subtitle track', async () => {
    await page.goto(`/projects/${project.id}/scenarios/${scenario.id}?tab=exports`);
    await page.getByRole('textbox', { name: 'Export name' }).fill('Reel with subtitles');
    await page.getByRole('radio', { name: 'Animatic' }).check();
    await page.getByRole('checkbox', { name: 'Add subtitles from the voice clips' }).check();
    await page.getByRole('combobox', { name: 'Font' }).selectOption('DejaVu Serif');
    await page.getByRole('radio', { name: 'As a separate track that viewers switch on' }).check();
    await expect(page.getByRole('combobox', { name: 'Font' })).toBeDisabled();
    await page.getByRole('button', { name: 'Start export' }).click();
    const row = page.getByRole('listitem', { name: 'Reel with subtitles' });
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
  });

  await test.step('download the edit as Final Cut Pro XML', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Final Cut Pro XML (FCPXML)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('The Last Reel.fcpxml');
    const xml = await readFile((await download.path())!, 'utf8');
    expect(xml).toContain('<fcpxml version="1.10">');
    expect(xml).toContain('<text>Cut on the action.</text>');
    expect(xml).toMatch(/<asset-clip[^>]*lane="-2"[^>]*name="Voice 1"/);
  });
});
