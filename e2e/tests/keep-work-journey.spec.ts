import { readFileSync } from 'node:fs';
import { type Browser, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi } from '../support/accounts';
import { startHeldVendorApp, type HeldVendorApp } from '../support/held-vendor-app';

// Nothing the user paid for is lost or hidden: images bought in the wizard stay with their assets, images still
// generating show their progress after a reload and cannot be bought twice, and a script round trip keeps every
// image (with undo). Images come from a vendor (the Replicate fake) that holds its predictions until released.
const story = readFileSync(new URL('../fixtures/stories/the-fox-and-the-crow.txt', import.meta.url), 'utf8');
const MEDIA_SRC = /\/media\/[A-Za-z0-9_-]+\.(png|jpg|webp)/;

let app: HeldVendorApp;
test.beforeAll(async () => {
  app = await startHeldVendorApp();
});
test.afterAll(async () => {
  await app?.stop();
});

async function openPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL });
  return context.newPage();
}

async function expectLoadedImage(image: Locator) {
  await expect(image).toHaveAttribute('src', MEDIA_SRC);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

const reviewHeading = (page: Page) => page.getByRole('heading', { name: /^Asset \d+ of \d+$/ });
const storyboardShots = (page: Page) =>
  page.getByRole('list', { name: 'Shots in sequence order' }).getByRole('article');

test('wizard images stay, work in flight survives a reload, a script round trip keeps every image', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await openPage(browser);
  await registerThroughUi(page, {
    name: 'Keeper',
    email: `keeper-${Date.now()}@example.com`,
    password: 'a-long-password-1',
  });

  let assetName = '';
  await test.step('wizard: an asset image bought from the vendor, then the project', async () => {
    await page.goto('/wizard');
    await page.getByLabel('Project name').fill('Kept Fox');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByLabel('Your story').fill(story);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(reviewHeading(page)).toHaveText(/^Asset 1 of \d+$/);
    const total = Number((await reviewHeading(page).textContent())!.match(/of (\d+)/)![1]);
    assetName = await page.getByLabel('Name', { exact: true }).inputValue();
    await page.getByRole('button', { name: 'Generate image · 1 credit' }).click();
    await expectLoadedImage(page.getByRole('img', { name: `Image of ${assetName}` }));
    for (let index = 1; index <= total; index += 1) {
      await expect(reviewHeading(page)).toHaveText(`Asset ${index} of ${total}`);
      await page.getByRole('button', { name: 'Approve', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Shot 1', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    app.vendor.runMode = 'hold';
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('list', { name: 'Creation progress' })).toContainText('Generating images');
    await expect.poll(() => app.vendor.predictions.size).toBeGreaterThan(1);
  });

  let scenarioUrl = '';
  let shotCount = 0;
  await test.step('a reload while the vendor works opens the episode, every shot still generating', async () => {
    await page.reload();
    await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}\/scenarios\/[0-9a-f-]{36}$/);
    scenarioUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('article', { name: 'Shot 1', exact: true })).toBeVisible();
    shotCount = await storyboardShots(page).count();
    expect(shotCount).toBeGreaterThanOrEqual(3);
    for (let n = 1; n <= shotCount; n += 1) {
      const card = page.getByRole('article', { name: `Shot ${n}`, exact: true });
      await expect(card.getByRole('progressbar', { name: 'Generate image progress' })).toBeVisible();
      await expect(card).toContainText('Generating image…');
      // Bought once: the card cannot ask for the same image again while it is on its way.
      await expect(card.getByRole('button', { name: 'Generate image · 1 credit' })).toBeDisabled();
    }
    await page.screenshot({ path: test.info().outputPath('generating-after-reload.png'), fullPage: true });
  });

  await test.step('a second reload still shows the work, then the vendor delivers every image', async () => {
    await page.reload();
    await expect(
      page.getByRole('article', { name: 'Shot 1', exact: true }).getByRole('progressbar', {
        name: 'Generate image progress',
      }),
    ).toBeVisible();
    app.vendor.runMode = 'ok';
    app.vendor.release();
    for (let n = 1; n <= shotCount; n += 1) {
      const card = page.getByRole('article', { name: `Shot ${n}`, exact: true });
      await expectLoadedImage(card.getByRole('img').first());
      await expect(card.getByRole('button', { name: 'Regenerate image · 1 credit' })).toBeEnabled();
    }
    // One prediction per shot image plus the asset image: nothing was bought twice.
    expect(app.vendor.predictions.size).toBe(shotCount + 1);
  });

  await test.step('the asset keeps the image bought in the wizard', async () => {
    const projectId = scenarioUrl.split('/')[2]!;
    await page.goto(`/projects/${projectId}/assets`);
    const row = page.getByRole('button', { name: new RegExp(`^${assetName}`) });
    await expectLoadedImage(row.locator('img'));
  });

  const imageSources = async () =>
    Promise.all(
      Array.from({ length: await storyboardShots(page).count() }, (_, index) =>
        page
          .getByRole('article', { name: `Shot ${index + 1}`, exact: true })
          .getByRole('img')
          .first()
          .getAttribute('src'),
      ),
    );
  let before: (string | null)[] = [];
  const editor = () => page.getByRole('textbox', { name: 'Script', exact: true });

  await test.step('a generated script applied unchanged changes nothing', async () => {
    await page.goto(scenarioUrl);
    await expect(storyboardShots(page)).toHaveCount(shotCount);
    before = await imageSources();
    await page.goto(`${scenarioUrl}?tab=script`);
    await page.getByRole('button', { name: 'Generate script' }).click();
    await expect(editor()).toHaveValue(/SHOT 1 /);
    await expect(editor()).not.toHaveValue(/\[(?:ref|sum):/);
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Apply script' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apply script' });
    await expect(dialog).toContainText('Nothing changes');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText(`Script applied: ${shotCount} shots.`)).toBeVisible();
    await page.getByRole('link', { name: 'View storyboard' }).click();
    await expect(storyboardShots(page)).toHaveCount(shotCount);
    expect(await imageSources()).toEqual(before);
  });

  await test.step('a removed block deletes its shot after saying so, and undo brings it back with its image', async () => {
    await page.goto(`${scenarioUrl}?tab=script`);
    const script = await editor().inputValue();
    // The last block: from its SHOT header to the end.
    const lastBlock = script.lastIndexOf('SHOT ');
    await editor().fill(script.slice(0, lastBlock).trimEnd() + '\n');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('button', { name: 'Apply script' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Apply script' });
    await expect(dialog).toContainText('1 shot deleted');
    await expect(dialog).toContainText('1 image deleted');
    await dialog.getByRole('button', { name: 'Apply changes' }).click();
    await expect(page.getByText(`Script applied: ${shotCount - 1} shots.`)).toBeVisible();
    await page.getByRole('link', { name: 'View storyboard' }).click();
    await expect(storyboardShots(page)).toHaveCount(shotCount - 1);
    expect(await imageSources()).toEqual(before.slice(0, -1));

    await page.keyboard.press('Control+z');
    await expect(storyboardShots(page)).toHaveCount(shotCount);
    await expectLoadedImage(
      page
        .getByRole('article', { name: `Shot ${shotCount}`, exact: true })
        .getByRole('img')
        .first(),
    );
    expect(await imageSources()).toEqual(before);
    await page.screenshot({ path: test.info().outputPath('after-undo.png'), fullPage: true });
  });
});
