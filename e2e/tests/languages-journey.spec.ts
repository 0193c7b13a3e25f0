import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';

// A professional user gives a character a voice and lets him speak, then takes the English episode to a German
// audience: adds German to the episode, translates a line by hand, hears it on the timeline and exports one file
// with both languages.
const user = {
  name: 'Wim Wenders',
  email: `wim-${Date.now().toString(36)}@example.com`,
  password: 'wings of desire over berlin 1987',
};

interface Clip {
  id: string;
  characterId: string | null;
  status: string;
  language: string | null;
  sourceClipId: string | null;
  text: string;
}

test("a character's voice, a second language, a line translated by hand, and an export with both", async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughUi(page, user);
  await callApi(page, 'POST', '/api/credits/subscription/upgrade', { planId: 'motionmaker' });
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Himmel über Berlin' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'The Angel',
    projectId: project.id,
  });
  await addShotsThroughApi(page, scenario.id, [
    { description: 'An angel on the Victory Column', duration: 2 },
    { description: 'A library full of whispers', duration: 2 },
  ]);
  await generateShotImages(page, scenario.id);
  const damiel = await callApi<{ id: string }>(page, 'POST', '/api/assets', {
    projectId: project.id,
    name: 'Damiel',
    type: 'character',
    description: 'An angel in a long dark coat',
  });
  const clipsPath = `/api/scenarios/${scenario.id}/voice-clips`;
  await callApi(page, 'POST', clipsPath, { text: 'When the child was a child.', offset: 0.3 });
  const clips = () => callApi<Clip[]>(page, 'GET', clipsPath);
  const editor = `/projects/${project.id}/scenarios/${scenario.id}`;

  await test.step('give Damiel a slower, deeper voice', async () => {
    await page.goto(`/projects/${project.id}/assets?type=character&asset=${damiel.id}`);
    const voice = page.getByRole('region', { name: 'Voice' });
    await voice.getByRole('combobox', { name: 'Voice' }).selectOption('en+m3');
    await voice.getByRole('slider', { name: /Rate/ }).fill('0.8');
    await voice.getByRole('slider', { name: /Pitch/ }).fill('0.7');
    await voice.getByRole('button', { name: 'Save voice' }).click();
    await expect(voice.getByRole('status')).toHaveText('Voice saved');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Voice' }).getByRole('combobox', { name: 'Voice' })).toHaveValue(
      'en+m3',
    );
  });

  await test.step('Damiel speaks the second line in his voice', async () => {
    await page.goto(`${editor}?tab=timeline`);
    await page.getByRole('button', { name: 'Add voice clip' }).click();
    const form = page.getByRole('form', { name: 'New voice clip' });
    await form.getByRole('textbox', { name: 'Line' }).fill('It walked with its arms swinging.');
    await form.getByRole('combobox', { name: 'Speaker' }).selectOption({ label: 'Damiel' });
    await expect(form.getByText('Spoken in Damiel’s voice.')).toBeVisible();
    await form.getByRole('button', { name: /^Add at/ }).click();
    await expect(form).toBeHidden();
    await expect.poll(async () => (await clips()).every((clip) => clip.status === 'ready')).toBe(true);
    const spoken = (await clips()).find((clip) => clip.text === 'It walked with its arms swinging.');
    expect(spoken?.characterId).toBe(damiel.id);
    // Into the second shot, after the first line.
    await callApi(page, 'PATCH', `${clipsPath}/${spoken!.id}`, { offset: 2.2 });
  });

  await test.step('add German to the episode', async () => {
    await page.goto(`${editor}?tab=settings`);
    await page.getByRole('checkbox', { name: 'Deutsch' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  await test.step('translate the first line by hand and hear it in German', async () => {
    await page.goto(`${editor}?tab=timeline`);
    await page.getByRole('combobox', { name: 'Language heard' }).selectOption('de');
    const panel = page.getByRole('region', { name: 'Lines in Deutsch' });
    const rows = panel.getByTestId('translation-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first().getByText('Not translated')).toBeVisible();
    await rows.first().getByRole('textbox', { name: 'Line 1 in Deutsch' }).fill('Als das Kind Kind war.');
    await rows.first().getByRole('button', { name: 'Save and speak' }).click();
    await expect(rows.first().getByText('By hand')).toBeVisible({ timeout: 60_000 });
    // The lane shows the German words where the line plays.
    await expect(page.getByTestId('timeline-tracks').getByText('Als das Kind Kind war.')).toBeVisible();
    await page.reload();
    await page.getByRole('combobox', { name: 'Language heard' }).selectOption('de');
    await expect(page.getByRole('textbox', { name: 'Line 1 in Deutsch' })).toHaveValue('Als das Kind Kind war.');
    const german = (await clips()).find((clip) => clip.language === 'de');
    expect(german).toMatchObject({ text: 'Als das Kind Kind war.', status: 'ready' });
  });

  await test.step('export with English and German', async () => {
    await page.goto(`${editor}?tab=exports`);
    await page.getByRole('textbox', { name: 'Export name' }).fill('Both languages');
    await page.getByRole('radio', { name: 'Animatic' }).check();
    await page.getByRole('checkbox', { name: 'Deutsch' }).check();
    await page.getByRole('checkbox', { name: 'Add subtitles from the voice clips' }).check();
    await page.getByRole('radio', { name: 'As a separate track that viewers switch on' }).check();
    await page.getByRole('button', { name: 'Start export' }).click();
    const row = page.getByRole('listitem', { name: 'Both languages' });
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
    const exports = await callApi<{ name: string; languages: string[] }[]>(
      page,
      'GET',
      `/api/scenarios/${scenario.id}/exports`,
    );
    expect(exports.find((each) => each.name === 'Both languages')?.languages).toEqual(['en', 'de']);
  });

  await test.step('download the German subtitles', async () => {
    await page.getByRole('combobox', { name: 'Language of the lines' }).selectOption('de');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Subtitles (SRT)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('The Angel.de.srt');
  });
});
