import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// A showrunner keeps Mara, with two looks, in the bible of a two-episode series. She changes the winter coat once
// on the asset page: the coat shots of both episodes show stale (the school-uniform shots do not), the asset page
// counts them across the series, one episode is brought up to date (only its coat shot redrawn), and a batch delete
// there is taken back with Undo.
const user: TestUser = {
  name: 'Hayao Miyazaki',
  email: `hayao-${Date.now().toString(36)}@example.com`,
  password: 'a girl and her winter coat 1989',
};

const site = useProSite();

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });
const shotCard = (page: Page, n: number) => storyboard(page).getByRole('article', { name: `Shot ${n}`, exact: true });
const usage = (page: Page) => page.getByRole('region', { name: 'Shots using it' });

test('a bible look changed once marks the shots wearing it stale in both episodes of the series', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const { page } = await openBrowser(browser, site().baseURL);
  await registerThroughUi(page, user);
  const series = await callApi<{ id: string }>(page, 'POST', '/api/series', { name: 'Harbour Tales' });
  const inSeries = async (name: string) => {
    const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name });
    await callApi(page, 'PATCH', `/api/projects/${project.id}`, { seriesId: series.id });
    return project;
  };
  const first = await inSeries('Harbour Tales 1');
  const second = await inSeries('Harbour Tales 2');

  await test.step('Mara is created in the series bible from the first project', async () => {
    await page.goto(`/projects/${first.id}/assets`);
    await page.getByRole('button', { name: 'New asset' }).first().click();
    const form = page.getByRole('dialog', { name: 'New asset' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Mara');
    await form.getByRole('textbox', { name: 'Description' }).fill('a girl of twelve with short dark hair');
    await form
      .getByRole('checkbox', { name: 'Keep in the Harbour Tales bible, for every project of the series' })
      .check();
    await form.getByRole('button', { name: 'Create asset' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: /^Mara/ })).toContainText('Series bible');
  });

  const mara = (await callApi<{ id: string; name: string }[]>(page, 'GET', `/api/assets/project/${second.id}`))[0]!;
  expect(mara.name).toBe('Mara');
  const look = (variant_name: string, description: string) =>
    callApi<{ id: string }>(page, 'POST', `/api/assets/${mara.id}/generations`, { variant_name, description });
  const uniform = await look('School uniform', 'a navy blazer and a striped tie');
  const coat = await look('Winter coat', 'a long red duffel coat');
  const episodes: { id: string }[] = [];
  for (const project of [first, second]) {
    const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
      projectId: project.id,
      name: 'Snow Day',
    });
    const shots: [string, string][] = [
      ['Mara walks to school', uniform.id],
      ['Mara waits at the frozen harbour', coat.id],
    ];
    for (const [description, variantId] of shots) {
      const shot = await callApi<{ id: string }>(page, 'POST', `/api/scenarios/${scenario.id}/shots`, {
        description,
        duration: 2,
        assetIds: [mara.id],
      });
      await callApi(page, 'PUT', `/api/scenarios/${scenario.id}/shots/${shot.id}/looks`, {
        assetId: mara.id,
        variantId,
      });
    }
    await generateShotImages(page, scenario.id);
    episodes.push(scenario);
  }

  await test.step('the second project lists the bible character, and its page shows every shot current', async () => {
    await page.goto(`/projects/${second.id}/assets?type=character&asset=${mara.id}`);
    await expect(page.getByRole('button', { name: /^Mara/ })).toContainText('Series bible');
    await expect(usage(page).getByTestId('asset-usage-summary')).toHaveText('Images: 0 stale, 0 missing, 4 current.');
  });

  await test.step('the winter coat changes once, on the asset page', async () => {
    await page.getByRole('button', { name: 'Edit variant Winter coat' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit variant Winter coat' });
    await dialog.getByRole('textbox', { name: 'Variant description' }).fill('a long green parka with a fur hood');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(usage(page).getByTestId('asset-usage-summary')).toHaveText('Images: 2 stale, 0 missing, 2 current.');
    await expect(usage(page).getByTestId('asset-usage-shot-stale').first()).toContainText('Mara’s look changed');
    await page.screenshot({ path: testInfo.outputPath('bible-asset-stale.png') });
  });

  await test.step('the coat shot of each episode shows stale, the uniform shot does not', async () => {
    for (const [index, project] of [first, second].entries()) {
      await page.goto(`/projects/${project.id}/scenarios/${episodes[index]!.id}`);
      await expect(storyboard(page).getByRole('article')).toHaveCount(2);
      await expect(page.getByTestId('shot-stale-2')).toHaveAttribute('aria-label', /Mara’s look changed/);
      await expect(page.getByTestId('shot-stale-1')).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath('bible-episode-stale.png') });
  });

  await test.step('the second episode is brought up to date: only its coat shot is redrawn', async () => {
    const region = page.getByRole('region', { name: 'Stale and missing shots' });
    await region.getByRole('button', { name: 'Bring images up to date' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bring images up to date' });
    await expect(dialog).toContainText('1 shot gets a new image: 1 credit.');
    await dialog.getByRole('button', { name: 'Start 1 for 1 credit' }).click();
    await expect(page.getByTestId('shot-stale-2')).toHaveCount(0, { timeout: 60_000 });
    await expect(region).toBeHidden();

    await page.goto(`/projects/${first.id}/assets?type=character&asset=${mara.id}`);
    await expect(usage(page).getByTestId('asset-usage-summary')).toHaveText('Images: 1 stale, 0 missing, 3 current.');
  });

  await test.step('a batch delete in the second episode is taken back with Undo', async () => {
    await page.goto(`/projects/${second.id}/scenarios/${episodes[1]!.id}`);
    await shotCard(page, 1).getByText('Mara walks to school').click();
    await shotCard(page, 2)
      .getByText('Mara waits at the frozen harbour')
      .click({ modifiers: ['Shift'] });
    const bar = page.getByRole('toolbar', { name: 'Actions on the 2 selected shots' });
    await bar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog', { name: 'Delete shots' }).getByRole('button', { name: 'Delete' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo delete 2 shots' }).click();
    await expect(storyboard(page).getByRole('article')).toHaveCount(2);
    await expect(shotCard(page, 2)).toContainText('Mara waits at the frozen harbour');
    await expect(page.getByTestId('shot-stale-2')).toHaveCount(0);
  });

  await test.step("the second project's own copy of Mara and its pier move into the bible, the copy merged", async () => {
    const own = (name: string, type: string) =>
      callApi<{ id: string }>(page, 'POST', '/api/assets', { projectId: second.id, name, type });
    const copy = await own('mara', 'character');
    await own('Frozen harbour', 'location');
    const shot = await callApi<{ id: string }>(page, 'POST', `/api/scenarios/${episodes[1]!.id}/shots`, {
      description: 'mara skates across the harbour',
      duration: 2,
      assetIds: [copy.id],
    });
    await page.goto(`/projects/${second.id}/assets`);
    await page.getByRole('button', { name: 'Move to series bible' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move assets to the Harbour Tales bible' });
    await dialog.getByRole('checkbox', { name: 'Move mara' }).check();
    await expect(dialog.getByRole('combobox', { name: 'The bible already has Mara' })).toHaveValue(mara.id);
    await dialog.getByRole('checkbox', { name: 'Move Frozen harbour' }).check();
    await page.screenshot({ path: testInfo.outputPath('bible-move.png') });
    await dialog.getByRole('button', { name: 'Move 2 assets' }).click();
    await expect(page.getByText('Moved 1 and merged 1 into the Harbour Tales bible.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move to series bible' })).toBeHidden();
    const [linked] = (
      await callApi<{ id: string; assetIds: string[] }[]>(page, 'GET', `/api/scenarios/${episodes[1]!.id}/shots`)
    ).filter((entry) => entry.id === shot.id);
    expect(linked!.assetIds).toEqual([mara.id]);
    // The first project now lists the harbour too.
    await page.goto(`/projects/${first.id}/assets?type=location`);
    await expect(page.getByRole('button', { name: /^Frozen harbour/ })).toContainText('Series bible');
  });
});
