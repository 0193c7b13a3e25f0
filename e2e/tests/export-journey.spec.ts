import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { expectBalance, readBalance } from '../support/generation';

// An owner exports a free animatic from the episode editor's Exports tab, watches it render, downloads the
// shot list, renames the export and shares it.
const user = {
  name: 'Lotte Reiniger',
  email: `lotte-${Date.now().toString(36)}@example.com`,
  password: 'silhouette animation 1926',
};

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
  const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Generates every shot's image with the local provider and waits for the jobs. */
async function generateShotImages(page: Page, scenarioId: string): Promise<void> {
  const shots = await api<{ id: string }[]>(page, 'GET', `/api/scenarios/${scenarioId}/shots`);
  for (const shot of shots) {
    const ticket = await api<{ jobId: string; queue: string }>(
      page,
      'POST',
      `/api/scenarios/${scenarioId}/shots/${shot.id}/generate`,
    );
    await expect
      .poll(
        async () => (await api<{ status: string }>(page, 'GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`)).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('completed');
  }
}

/**
 * Records every value the progress bar named `label` shows inside `root` (a render can be quick: a
 * MutationObserver installed before the click sees even a brief bar); read it with the returned function.
 */
async function watchBar(root: Locator, label: string): Promise<() => Promise<number[]>> {
  await root.evaluate((element, label) => {
    const seen: number[] = [];
    (window as unknown as { __exportBar?: number[] }).__exportBar = seen;
    const check = () =>
      element.querySelectorAll('[role="progressbar"]').forEach((bar) => {
        if (bar.getAttribute('aria-label') !== label) return;
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (!seen.includes(value)) seen.push(value);
      });
    new MutationObserver(check).observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  }, label);
  return () => root.page().evaluate(() => (window as unknown as { __exportBar?: number[] }).__exportBar ?? []);
}

test('an animatic is exported from the editor, its shot list downloaded, the export renamed and shared', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerThroughUi(page, user);
  const project = await api<{ id: string }>(page, 'POST', '/api/projects', { name: 'Shadow Theatre' });
  const episode = await api<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'Prince Achmed',
    projectId: project.id,
  });
  await addShotsThroughApi(page, episode.id, [
    { description: 'A flying horse over the palace, at dusk', duration: 2, cameraMotion: 'zoom_in' },
    { description: 'The sorcerer "Africanus" in his cave', duration: 2, cameraMotion: 'pan_left' },
    { description: 'Paper-cut waves', duration: 1.5 },
  ]);
  await generateShotImages(page, episode.id);

  await page.goto(`/projects/${project.id}/scenarios/${episode.id}?tab=exports`);
  await expect(page.getByRole('tab', { name: 'Exports', selected: true })).toBeVisible();
  await expect(page.getByText('No exports yet')).toBeVisible();
  const balance = await readBalance(page);

  const exportsList = page.getByRole('region', { name: 'Exports' });
  await test.step('export an animatic and watch it render to completed', async () => {
    await page.getByRole('textbox', { name: 'Export name' }).fill('Animatic v1');
    await page.getByRole('radio', { name: 'Animatic' }).check();
    await expect(page.getByText(/Free of credits/)).toBeVisible();
    await page.getByRole('combobox', { name: 'Resolution' }).selectOption('720p');
    const seen = await watchBar(exportsList, 'Export progress of Animatic v1');
    await page.getByRole('button', { name: 'Start export' }).click();
    const row = page.getByRole('listitem', { name: 'Animatic v1' });
    await expect(row).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
    const values = await seen();
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
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 5000 });
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
