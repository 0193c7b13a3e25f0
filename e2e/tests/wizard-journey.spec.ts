import { readFileSync } from 'node:fs';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi } from '../support/accounts';

// The guided wizard with a fixture story: analysis, asset review with images (one by one, then all at once),
// shots, atomic creation, storyboard.
const story = readFileSync(new URL('../fixtures/stories/the-fox-and-the-crow.txt', import.meta.url), 'utf8');
const MEDIA_SRC = /\/media\/[A-Za-z0-9_-]+\.(png|jpg|webp)/;

type ListedAsset = { id: string; name: string; imageUrl: string | null };

const reviewHeading = (page: Page) => page.getByRole('heading', { name: /^Asset \d+ of \d+$/ });
const wizardShot = (page: Page, n: number) => page.getByRole('article', { name: `Shot ${n}`, exact: true });

async function expectLoadedImage(image: Locator) {
  await expect(image).toHaveAttribute('src', MEDIA_SRC, { timeout: 30_000 });
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

test('from a story to a storyboard with images through the six-step wizard', async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  await registerThroughUi(page, {
    name: 'Wizard User',
    email: `wizard-${stamp}@example.com`,
    password: 'a-long-password-1',
  });

  await test.step('a new user starts from the empty state call to action', async () => {
    await expect(page.getByRole('link', { name: 'Start from a story' })).toHaveCount(2);
    await page.getByRole('link', { name: 'Start from a story' }).last().click();
    await expect(page).toHaveURL(/\/wizard$/);
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
  });

  await test.step('1 project setup: the name is required', async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Project name is required')).toBeVisible();
    await page.getByLabel('Project name').fill('Fox Tale');
    await page.getByRole('radio', { name: 'Portrait (9:16)' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  await test.step('2 visual style: a wizard preset', async () => {
    await expect(page.getByRole('heading', { name: 'Visual style' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(5);
    await page.getByRole('radio', { name: 'Anime' }).check();
    // A 1×1 PNG as the style reference, uploaded and stored by the server.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.getByLabel('Upload image').setInputFiles({ name: 'style.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Style reference' })).toHaveAttribute('src', MEDIA_SRC);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  await test.step('3 story: required, then pasted', async () => {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Please enter your story')).toBeVisible();
    await page.getByLabel('Your story').fill(story);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  let total = 0;
  let rejectedName = '';
  let approvedName = '';
  let approved: ListedAsset | undefined;
  await test.step('4 assets: analysed, one regenerated and approved, cost and balance shown', async () => {
    await expect(reviewHeading(page)).toHaveText(/^Asset 1 of \d+$/);
    total = Number((await reviewHeading(page).textContent())!.match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('list', { name: 'All assets' })).toContainText('Fox');
    await expect(page.getByRole('list', { name: 'All assets' })).toContainText('Crow');
    await expect(page.getByText('Each image costs 1 credit. Balance: 100 credits.')).toBeVisible();

    await page.getByRole('button', { name: 'Generate image · 1 credit' }).click();
    const name = await page.getByLabel('Name', { exact: true }).inputValue();
    approvedName = name;
    const image = page.getByRole('img', { name: `Image of ${name}` });
    await expectLoadedImage(image);
    const first = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Regenerate image · 1 credit' }).click();
    await expect(image).not.toHaveAttribute('src', first!, { timeout: 30_000 });
    await expectLoadedImage(image);
    await expect(page.getByText('Balance: 98 credits.')).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(reviewHeading(page)).toHaveText(`Asset 2 of ${total}`);
  });

  await test.step('a reload in the middle of step 4 keeps the work', async () => {
    await page.getByLabel('Description', { exact: true }).fill('A proud black crow with a glossy beak');
    rejectedName = await page.getByLabel('Name', { exact: true }).inputValue();
    await page.reload();
    await expect(page.getByText('Step 4 of 6')).toBeVisible();
    await expect(reviewHeading(page)).toHaveText(`Asset 2 of ${total}`);
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue('A proud black crow with a glossy beak');
    const list = page.getByRole('list', { name: 'All assets' });
    await expect(list.getByRole('button', { name: /\(Approved\)$/ })).toHaveCount(1);
    // The chip's picture is decorative (alt=""): the button's name already says which asset it is.
    await expect(list.getByRole('button', { name: /\(Approved\)$/ }).locator('img')).toHaveAttribute('src', MEDIA_SRC);
  });

  await test.step('reject one asset with R, generate the rest at once, approve them all with Shift+A', async () => {
    await page.keyboard.press('r');
    await expect(reviewHeading(page)).toHaveText(`Asset 3 of ${total}`);
    const rest = total - 2;
    const credits = rest === 1 ? '1 credit' : `${rest} credits`;
    await page.getByRole('button', { name: `Generate all · ${credits}` }).click();
    const list = page.getByRole('list', { name: 'All assets' });
    // Every asset but the rejected one ends with its picture; the batch's progress goes once all are done.
    await expect(list.locator('img')).toHaveCount(total - 1, { timeout: 60_000 });
    await expect(page.getByText(/^Generating images/)).toHaveCount(0);
    await expect(page.getByText(`Balance: ${98 - rest} credits.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Approve all generated (${rest})` })).toBeEnabled();
    await page.getByRole('heading', { name: /^Asset \d+ of \d+$/ }).click();
    await page.keyboard.press('Shift+A');
    await expect(list.getByRole('button', { name: /\(Approved\)$/ })).toHaveCount(total - 1);
    await expect(page.getByRole('button', { name: 'Approve all generated', exact: true })).toBeDisabled();
    await expect(page.getByText(`${total - 1} of ${total} assets selected`)).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  let shotCount = 0;
  await test.step('5 shots: broken down from the story, one edited', async () => {
    await expect(wizardShot(page, 1)).toBeVisible();
    shotCount = await page.getByRole('article', { name: /^Shot \d+$/ }).count();
    expect(shotCount).toBeGreaterThanOrEqual(3);
    await wizardShot(page, 1).getByLabel('Description').fill('Dawn over the quiet forest, edited in the wizard');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  });

  let projectId = '';
  await test.step('6 creating project: cost first, then every step, then the storyboard with images', async () => {
    await expect(
      page.getByText(`${shotCount} shot images cost ${shotCount} credits. Balance: ${98 - (total - 2)} credits.`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Create project' }).click();
    const progress = page.getByRole('list', { name: 'Creation progress' });
    await expect(progress).toContainText('Creating project');
    await expect(progress).toContainText('Generating images');
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/scenarios\/[0-9a-f-]{36}$/, { timeout: 90_000 });
    projectId = page.url().split('/projects/')[1]!.split('/')[0]!;

    const shots = page.getByRole('list', { name: 'Shots in sequence order' }).getByRole('article');
    await expect(shots).toHaveCount(shotCount);
    const first = page.getByRole('article', { name: 'Shot 1', exact: true });
    await expect(first).toContainText('Dawn over the quiet forest, edited in the wizard');
    for (let n = 1; n <= shotCount; n += 1) {
      await expectLoadedImage(
        page
          .getByRole('article', { name: `Shot ${n}`, exact: true })
          .getByRole('img')
          .first(),
      );
    }
  });

  await test.step('the project holds the approved assets only, and the draft is gone', async () => {
    const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
    const response = await page.request.get(`/api/assets/project/${projectId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { data: ListedAsset[] | { items: ListedAsset[] } };
    const assets = Array.isArray(body.data) ? body.data : body.data.items;
    expect(assets).toHaveLength(total - 1);
    expect(assets.map((asset) => asset.name)).not.toContain(rejectedName);
    const drafts = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('sym.wizardDraft')),
    );
    expect(drafts).toEqual([]);
    approved = assets.find((asset) => asset.name === approvedName);
    // The image bought in the wizard is the asset's image, not only its Default variant's.
    expect(approved?.imageUrl).toMatch(MEDIA_SRC);
  });

  await test.step('the assets page shows the wizard image in the list and the panel header', async () => {
    await page.goto(`/projects/${projectId}/assets?asset=${approved!.id}`);
    const row = page.getByRole('button', { name: new RegExp(`^${approved!.name}`), pressed: true });
    await expectLoadedImage(row.locator('img'));
    const panel = page.getByRole('article', { name: 'Asset details' });
    await expectLoadedImage(panel.locator('header img'));
    await page.screenshot({ path: test.info().outputPath('assets-after-wizard.png'), fullPage: true });
  });
});
