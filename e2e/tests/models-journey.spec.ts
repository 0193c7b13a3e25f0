import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi } from '../support/api';
import { startComfyUiApp, type ComfyUiApp } from '../support/comfyui-app';
import { shownCost } from '../support/generation';

// Custom models: the administrator of a site that runs ComfyUI prices it; a professional user uploads the
// team's own SDXL workflow to a project, checks the inputs it guessed, chooses it for images, and the storyboard
// draws a shot with it at that price.
const WORKFLOW = new URL('../fixtures/workflows/sdxl-film-grain.json', import.meta.url).pathname;
const MEDIA_SRC = /\/media\/[A-Za-z0-9_-]+\.(png|jpg|webp)/;

let app: ComfyUiApp;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startComfyUiApp();
});
test.afterAll(async () => {
  await app?.stop();
});

const shotCard = (page: Page, n: number) => page.getByRole('article', { name: `Shot ${n}`, exact: true });

test('a site price, an uploaded ComfyUI workflow chosen for images, and a shot drawn by it at that price', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: app.baseURL });
  const page = await context.newPage();
  // The first account of the site administers it.
  await registerThroughUi(page, {
    name: 'Hayao',
    email: `hayao-${Date.now().toString(36)}@example.com`,
    password: 'a castle in the sky 1986',
  });
  await callApi(page, 'POST', '/api/credits/subscription/upgrade', { planId: 'motionmaker' });
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Laputa' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'The Floating Castle',
    projectId: project.id,
  });
  await addShotsThroughApi(page, scenario.id, [{ description: 'A castle floating above the clouds', duration: 2 }]);

  await test.step('the administrator prices the site’s ComfyUI at 4 credits an image', async () => {
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Models' }).click();
    const price = page.getByRole('spinbutton', { name: 'Price of ComfyUI image workflow (Images)' });
    await price.fill('4');
    await price.press('Enter');
    await expect(page.getByText('ComfyUI image workflow now costs 4 credits')).toBeVisible();
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByText('image:comfyui: 1 → 4 credits')).toBeVisible();
  });

  await test.step('upload the workflow, check the guessed inputs, and choose it for images', async () => {
    await page.goto(`/projects/${project.id}/settings`);
    const models = page.getByRole('region', { name: 'Models' });
    await expect(models.getByRole('combobox', { name: 'Images' })).toHaveValue('');
    await models.getByLabel('Workflow file (API format)').setInputFiles(WORKFLOW);
    const upload = models.getByRole('form', { name: 'Upload a workflow' });
    await expect(upload.getByLabel('Name')).toHaveValue('sdxl-film-grain');
    await expect(upload.getByRole('combobox', { name: 'Prompt', exact: true })).toHaveValue(
      JSON.stringify(['6', 'text']),
    );
    await expect(upload.getByRole('combobox', { name: 'Negative prompt' })).toHaveValue(JSON.stringify(['7', 'text']));
    await expect(upload.getByRole('combobox', { name: 'Seed' })).toHaveValue(JSON.stringify(['3', 'seed']));
    await upload.getByLabel('Name').fill('SDXL, film grain');
    await upload.getByRole('button', { name: 'Upload workflow' }).click();
    await expect(models.getByText('“SDXL, film grain” uploaded: choose it above to use it')).toBeVisible();
    await expect(models.getByRole('list', { name: 'ComfyUI workflows' })).toContainText('SDXL, film grain');

    const images = models.getByRole('combobox', { name: 'Images' });
    await images.selectOption({ label: 'SDXL, film grain · ComfyUI image workflow · 4 credits' });
    await expect(models.getByText('Images: model saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Models' }).getByRole('combobox', { name: 'Images' })).toHaveValue(
      /^workflow:/,
    );
  });

  await test.step('the storyboard draws the shot with the workflow, at its price', async () => {
    await page.goto(`/projects/${project.id}/scenarios/${scenario.id}`);
    const card = shotCard(page, 1);
    const button = card.getByRole('button', { name: /^Generate image · \d+ credits?$/ });
    expect(await shownCost(button)).toBe(4);
    const balance = async () => (await callApi<{ balance: number }>(page, 'GET', '/api/credits/balance')).balance;
    const before = await balance();
    await button.click();
    const image = card.getByRole('img', { name: 'Image of shot 1' });
    await expect(image).toHaveAttribute('src', MEDIA_SRC);
    await expect.poll(balance).toBe(before - 4);
    // ComfyUI ran the uploaded graph, the LoRA included, with the shot's prompt in the mapped input.
    const sent = app.comfy.prompts.at(-1)!.workflow;
    expect(sent['10']!.inputs['lora_name']).toBe('film-grain.safetensors');
    expect(String(sent['6']!.inputs['text'])).toContain('castle floating above the clouds');
  });
  await context.close();
});
