import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';

// A base-edition user finds lip sync locked (the page says why, the server refuses too); after moving to the
// professional plan they pick a shot on /tools/lipsync, type a line, watch the job and get the shot's new video.
const user = {
  name: 'Max Fleischer',
  email: `max-${Date.now().toString(36)}@example.com`,
  password: 'rotoscope koko 1915',
};

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  return {
    post: async <T>(path: string, data: unknown): Promise<{ status: number; data: T; message?: string }> => {
      const response = await page.request.post(path, { headers, data });
      const body = (await response.json()) as { data: T; error?: { message: string } };
      return { status: response.status(), data: body.data, message: body.error?.message };
    },
    get: async <T>(path: string): Promise<T> => {
      const response = await page.request.get(path, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

test('lip sync: locked in the base edition, then a shot speaks a typed line', async ({ page }) => {
  test.setTimeout(180_000);
  await registerThroughUi(page, user);
  const client = await api(page);
  const project = await client.post<{ id: string }>('/api/projects', { name: 'Out of the Inkwell' });
  const scenario = await client.post<{ id: string }>('/api/scenarios', { projectId: project.data.id, name: 'Koko' });
  await addShotsThroughApi(page, scenario.data.id, [
    { description: 'A clown climbs out of an inkwell', type: 'medium' },
  ]);
  const [shot] = await client.get<{ id: string }[]>(`/api/scenarios/${scenario.data.id}/shots`);

  await test.step('base edition: the page explains, the server refuses', async () => {
    await page.goto('/tools/lipsync');
    await expect(page.getByRole('heading', { name: 'Lip sync is a MotionMaker feature' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Project' })).toHaveCount(0);
    const refused = await client.post(`/api/scenarios/${scenario.data.id}/shots/${shot!.id}/lipsync`, { text: 'Hi' });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Upgrade to Motion Maker Pro to use lip sync.');
  });

  await test.step('move to the professional plan and give the shot an image', async () => {
    const upgraded = await client.post('/api/credits/subscription/upgrade', { planId: 'motionmaker' });
    expect(upgraded.status).toBe(200);
    const ticket = await client.post<{ jobId: string }>(
      `/api/scenarios/${scenario.data.id}/shots/${shot!.id}/generate`,
      {},
    );
    expect(ticket.status).toBe(200);
    await expect
      .poll(
        async () => (await client.get<{ status: string }>(`/api/jobs/image-generation/${ticket.data.jobId}`)).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('completed');
    // The interface follows the edition stored for this browser.
    await page.evaluate(() => localStorage.setItem('sym.tierOverride', 'motionmaker'));
  });

  await test.step('pick the shot, type a line and run the lip sync', async () => {
    await page.goto('/tools/lipsync');
    await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Out of the Inkwell' });
    await page.getByRole('combobox', { name: 'Episode' }).selectOption({ label: 'Koko' });
    await page
      .getByRole('combobox', { name: 'Shot' })
      .selectOption({ label: 'Shot 1 · A clown climbs out of an inkwell' });
    await expect(page).toHaveURL(/project=.*&episode=.*&shot=/);
    await expect(page.getByRole('img', { name: 'Image of shot 1' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Line to speak' }).fill('Hello, I am out of the inkwell!');
    await page.getByRole('button', { name: /^Run lip sync/ }).click();
    await expect(page.getByLabel('Lip-synced video of shot 1')).toBeVisible({ timeout: 120_000 });
    await expect(page.getByText('Saved as the video of shot 1.')).toBeVisible();
  });

  await test.step("the result is the shot's video", async () => {
    const [updated] = await client.get<{ videoUrl: string | null }[]>(`/api/scenarios/${scenario.data.id}/shots`);
    const shown = await page.getByLabel('Lip-synced video of shot 1').getAttribute('src');
    expect(updated!.videoUrl).toBeTruthy();
    expect(shown).toContain(updated!.videoUrl!);
    // A reload keeps the choice and now starts from the shot's video clip.
    await page.reload();
    await expect(page.getByLabel('Video of shot 1')).toBeVisible();
  });
});
