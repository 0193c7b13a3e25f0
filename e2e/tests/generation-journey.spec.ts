import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi } from '../support/api';
import { expectBalance, headerCredits, readBalance, shownCost, watchProgress } from '../support/generation';

// A new user generates with the local providers: an image of a character, the five-view suite of a
// location, then a shot image, a shot video and all shot images of an episode, watching each job's progress
// and the balance go down by the cost shown on the button; the credits page lists the spending.
const user = {
  name: 'Ada Lovelace',
  email: `ada-${Date.now().toString(36)}@example.com`,
  password: 'analytical engine 1843',
};

const NEW_USER_CREDITS = 100;
const MEDIA_SRC = /\/media\//;

test.use({ colorScheme: 'dark' });

/** Checks the cost a generation button shows, starts watching its progress and clicks it. */
async function generate(root: Locator, button: Locator, label: string, expectedCost: number) {
  await expect(button).toBeEnabled();
  const cost = await shownCost(button);
  expect(cost).toBe(expectedCost);
  const progress = await watchProgress(root, label);
  await button.click();
  return { cost, progress };
}

/** Progress of the run was visible: a progress bar "<label> progress" or the button in its running state. */
async function expectProgressShown(progress: Awaited<ReturnType<typeof watchProgress>>) {
  await expect
    .poll(async () => {
      const seen = await progress();
      return seen.bar || seen.busy;
    })
    .toBe(true);
}

/** Loads `img` and checks the browser decoded a real picture from /media/. */
async function expectLoadedImage(img: Locator) {
  await expect(img).toHaveAttribute('src', MEDIA_SRC);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

const assetDetails = (page: Page) => page.getByRole('article', { name: 'Asset details' });
const shotCard = (page: Page, n: number) => page.getByRole('article', { name: `Shot ${n}`, exact: true });

test('a user generates asset images, a shot image and video and all shot images, paying the shown costs', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  await test.step('register a fresh user: the header shows the starting credits', async () => {
    await registerThroughUi(page, user);
    await expectBalance(page, NEW_USER_CREDITS);
  });

  let projectId = '';
  await test.step('create a project', async () => {
    await page.getByRole('button', { name: 'New project', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill('Harbour Lights');
    await dialog.getByLabel('Description (optional)').fill('A lighthouse keeper and her town');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/scenarios$/);
    await expect(page.getByRole('heading', { name: 'Harbour Lights', level: 1 })).toBeVisible();
    projectId = /\/projects\/([^/]+)\//.exec(page.url())![1]!;
  });

  await test.step('generate the image of a character: it appears and costs the 1 credit shown', async () => {
    await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Assets' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/assets/);
    await expect(page.getByRole('heading', { name: 'No characters yet' })).toBeVisible();

    await page.getByRole('button', { name: 'New asset' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New asset' });
    await dialog.getByLabel('Name').fill('Keeper Maren');
    await dialog.getByLabel('Type').selectOption('Character');
    await dialog.getByLabel('Description').fill('A weathered lighthouse keeper in a yellow oilskin coat');
    await dialog.getByRole('button', { name: 'Create asset' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: /^Keeper Maren/ }).click();
    const details = assetDetails(page);
    await expect(details.getByRole('heading', { name: 'Keeper Maren' })).toBeVisible();
    // A new asset has its Default variant, still without an image.
    await expect(details.getByText('This variant has no images yet.')).toBeVisible();

    const before = await readBalance(page);
    expect(before).toBe(NEW_USER_CREDITS);
    const { cost, progress } = await generate(
      details,
      details.getByRole('button', { name: 'Generate image · 1 credit', exact: true }),
      'Generate image',
      1,
    );

    const images = details.getByRole('list', { name: 'Images of Default' });
    await expect(images.getByRole('img')).toHaveCount(1, { timeout: 30_000 });
    await expectLoadedImage(images.getByRole('img', { name: 'Image 1 of Default' }));
    await expectProgressShown(progress);
    await expect(details.getByRole('list', { name: 'Variants of Keeper Maren' })).toContainText('Images: 1');
    await expectBalance(page, before - cost);
    await expect(headerCredits(page)).toHaveAccessibleName('Credits: 99');
  });

  await test.step('generate the variant suite of a location: five views, 5 credits', async () => {
    await page.getByRole('button', { name: 'New asset' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New asset' });
    await dialog.getByLabel('Name').fill('Old Harbour');
    await dialog.getByLabel('Type').selectOption('Location');
    await dialog.getByLabel('Description').fill('A stone harbour with a red lighthouse at the end of the pier');
    await dialog.getByRole('button', { name: 'Create asset' }).click();
    await expect(dialog).toBeHidden();
    // The new asset opens under its own type.
    await expect(page.getByRole('tab', { name: /^Locations/ })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: /^Old Harbour/ }).click();
    const details = assetDetails(page);
    await expect(details.getByRole('heading', { name: 'Old Harbour' })).toBeVisible();

    const before = await readBalance(page);
    const { cost, progress } = await generate(
      details,
      details.getByRole('button', { name: 'Generate variant suite · 5 credits', exact: true }),
      'Generate variant suite',
      5,
    );
    const confirm = page.getByRole('alertdialog', { name: 'Generate variant suite' });
    await expect(confirm).toContainText('5 images · 5 credits');
    await confirm.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(details.getByRole('status').filter({ hasText: 'Started 5 images.' })).toBeVisible();

    const variants = details.getByRole('list', { name: 'Variants of Old Harbour' });
    const views = ['Reverse Angle', '45° Right Angle', 'Low Angle', 'Exterior View', 'Super Wide Exterior'];
    for (const name of views) {
      const item = variants
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: new RegExp(`^${name} `) }) });
      await expect(item).toContainText('Images: 1', { timeout: 30_000 });
      // The list shows the new image as the variant's (decorative) thumbnail.
      await expect(item.locator('img')).toHaveAttribute('src', MEDIA_SRC);
    }
    await expectProgressShown(progress);
    await expectBalance(page, before - cost);
    await expect(headerCredits(page)).toHaveAccessibleName('Credits: 94');

    // Each view has its image in its image grid.
    for (const name of views) {
      await variants.getByRole('button', { name: new RegExp(`^${name} `) }).click();
      await expectLoadedImage(
        details.getByRole('list', { name: `Images of ${name}` }).getByRole('img', { name: `Image 1 of ${name}` }),
      );
    }
  });

  let scenarioId = '';
  await test.step('create an episode with two shots and open its storyboard', async () => {
    await page.getByRole('navigation', { name: 'Project sections' }).getByRole('link', { name: 'Scenarios' }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/scenarios$`));

    await page.getByRole('button', { name: 'New episode' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New episode' });
    await dialog.getByLabel('Name').fill('Storm Night');
    await dialog.getByLabel('Description (optional)').fill('The lamp fails during the storm');
    await dialog.getByRole('button', { name: 'Create episode' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('link', { name: 'Storm Night', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/scenarios/[^/]+$`));
    scenarioId = page.url().split('/').at(-1)!;

    // The shot editor comes later: add the shots through the API as the signed-in user.
    await addShotsThroughApi(page, scenarioId, [
      {
        description: 'The lighthouse on the cliff as the storm rolls in',
        cameraMotion: 'zoom_in',
        duration: 3,
        animationInstructions: 'Waves crash against the rocks while the beam sweeps the sea',
      },
      { description: 'Keeper Maren climbs the spiral stairs with a lantern', cameraMotion: 'zoom_in', duration: 3 },
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Storm Night', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Shots in sequence order' }).getByRole('article')).toHaveCount(2);
    for (const n of [1, 2]) {
      await expect(shotCard(page, n)).toContainText('Zoom in');
      await expect(shotCard(page, n)).toContainText('3 s');
      await expect(shotCard(page, n)).toContainText('No image yet');
      await expect(shotCard(page, n).getByRole('button', { name: 'Generate video · 3 credits' })).toBeDisabled();
    }
    await expect(shotCard(page, 1)).toContainText('Animation: Waves crash against the rocks');
  });

  await test.step('generate the image of shot 1', async () => {
    const card = shotCard(page, 1);
    const before = await readBalance(page);
    const { cost, progress } = await generate(
      card,
      card.getByRole('button', { name: 'Generate image · 1 credit', exact: true }),
      'Generate image',
      1,
    );
    await expectLoadedImage(card.getByRole('img', { name: 'Image of shot 1' }));
    await expectProgressShown(progress);
    await expect(card).not.toContainText('No image yet');
    await expectBalance(page, before - cost);
  });

  await test.step('animate shot 1 into a playable video', async () => {
    const card = shotCard(page, 1);
    const before = await readBalance(page);
    const button = card.getByRole('button', { name: 'Generate video · 3 credits', exact: true });
    const { cost, progress } = await generate(card, button, 'Generate video', 3);

    // A clip takes a few seconds: its progress bar is on screen while it renders.
    const bar = card.getByRole('progressbar', { name: 'Generate video progress' });
    await expect(bar).toBeVisible();
    await expect(button).toBeDisabled();

    const video = card.getByLabel('Video of shot 1');
    await expect(video).toBeVisible({ timeout: 60_000 });
    await expect(bar).toBeHidden();
    await expect(video).toHaveAttribute('src', /\/media\/.+\.mp4(\?.*)?$/);
    await expect(video).toHaveAttribute('poster', MEDIA_SRC);
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    const media = await video.evaluate((el: HTMLVideoElement) => ({
      duration: el.duration,
      width: el.videoWidth,
      height: el.videoHeight,
      error: el.error?.code ?? null,
    }));
    expect(media.error).toBeNull();
    expect(media.duration).toBeGreaterThan(2);
    expect(media.width).toBeGreaterThan(0);
    expect(media.height).toBeGreaterThan(0);
    // It really plays: frames decode and the playhead moves.
    await video.evaluate((el: HTMLVideoElement) => el.play());
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime)).toBeGreaterThan(0.2);
    await video.evaluate((el: HTMLVideoElement) => el.pause());
    await expectProgressShown(progress);
    await expectBalance(page, before - cost);
  });

  await test.step('generate all images: the base edition fills in shot 2; shot 1 gets a new take from its card', async () => {
    const toolbar = page.getByRole('group', { name: 'Generate for all shots' });
    const shot1Poster = (await shotCard(page, 1).getByLabel('Video of shot 1').getAttribute('poster'))!;
    const before = await readBalance(page);
    // Shot 1 has an image: the button offers what the dialog's default buys, shot 2 only (issue 30).
    await expect(shotCard(page, 1).getByRole('button', { name: 'Regenerate image · 1 credit' })).toBeVisible();
    await expect(shotCard(page, 2).getByRole('button', { name: 'Generate image · 1 credit' })).toBeVisible();
    const { progress } = await generate(
      toolbar,
      toolbar.getByRole('button', { name: 'Generate all images · 1 credit', exact: true }),
      'Generate all images',
      1,
    );
    const confirm = page.getByRole('alertdialog', { name: 'Generate all images' });
    await expect(confirm).toContainText('1 of 2 shots already has an image and would get a new take.');
    await expect(confirm.getByRole('radio', { name: /Only shots without an image/ })).toBeChecked();
    // A new take of every shot at once is a batch operation, the professional edition's (issue 33): the dialog
    // offers it disabled, with the way to the upgrade.
    const everyShot = confirm.getByRole('radio', { name: /All shots, with a new take for those with an image/ });
    await expect(everyShot).toBeDisabled();
    await expect(confirm.getByRole('link', { name: 'Upgrade to Motion Maker Pro' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await confirm.screenshot({ path: test.info().outputPath('generate-all-confirm.png') });
    await expect(confirm).toContainText('1 shot · 1 credit');
    await confirm.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(confirm).toBeHidden();

    // The batch ran (busy button, progress bar); shot 2 has its image.
    await expectProgressShown(progress);
    await expectLoadedImage(shotCard(page, 2).getByRole('img', { name: 'Image of shot 2' }));
    await expect(shotCard(page, 2)).not.toContainText('No image yet');
    // Every shot has an image now: the base edition's button says so instead of buying new takes.
    const allImages = toolbar.getByRole('button', { name: /^Generate all images/ });
    await expect(allImages).toHaveAccessibleDescription('Every shot has an image', { timeout: 30_000 });
    await expect(allImages).toBeDisabled();

    // A new take of one shot stays the base edition's: shot 1 gets one from its own card.
    await shotCard(page, 1).getByRole('button', { name: 'Regenerate image · 1 credit' }).click();
    const cost = 2;
    // Shot 2 has an image now but no animation instructions: its video button is off and says why.
    const shot2Video = shotCard(page, 2).getByRole('button', { name: 'Generate video · 3 credits' });
    await expect(shot2Video).toBeDisabled();
    await expect(shot2Video).toHaveAccessibleDescription('Add animation instructions to this shot first');
    // Shot 1 keeps its clip, with its new image as the poster.
    await expect(shotCard(page, 1).getByLabel('Video of shot 1')).not.toHaveAttribute('poster', shot1Poster, {
      timeout: 30_000,
    });
    await expect(shotCard(page, 1).getByLabel('Video of shot 1')).toHaveAttribute('poster', MEDIA_SRC);
    await expectBalance(page, before - cost);
    await expect(headerCredits(page)).toHaveAccessibleName(`Credits: ${NEW_USER_CREDITS - 1 - 5 - 1 - 3 - 2}`);
  });

  await test.step('the credits page shows the same balance and the spending', async () => {
    const balance = await readBalance(page);
    await headerCredits(page).click();
    await expect(page).toHaveURL(/\/credits$/);
    await expect(page.getByTestId('credits-balance')).toHaveText(String(balance));

    // The ten most recent movements are the ten generations: 1 + 5 + 1 images, 1 video, 2 images.
    const history = page.getByRole('list', { name: 'Usage history' });
    const entries = history.getByRole('listitem');
    await expect(entries).toHaveCount(10);
    await expect(entries.filter({ hasText: 'Video: shot 1' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Video: shot 1' })).toContainText('-3');
    await expect(entries.filter({ hasText: 'Image: shot 1' })).toHaveCount(2);
    await expect(entries.filter({ hasText: 'Image: shot 2' })).toHaveCount(1);
    await expect(entries.filter({ hasText: 'Image: Old Harbour' })).toHaveCount(5);
    await expect(entries.filter({ hasText: 'Image: Keeper Maren' })).toHaveCount(1);
    // Each entry ends with its signed amount ("Amount: -1").
    const amounts = (await entries.allInnerTexts()).map((text) =>
      Number(/([-−+]?\d+)\s*$/.exec(text)![1]!.replace('−', '-')),
    );
    expect(amounts.toSorted((a, b) => a - b)).toEqual([-3, -1, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(balance - NEW_USER_CREDITS);
  });
});

test("a user who used the month's images is warned before buying credits and offered the upgrade", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await registerThroughUi(page, { ...user, email: `grace-${Date.now().toString(36)}@example.com` });
  await expectBalance(page, NEW_USER_CREDITS);

  let reserved: Array<{ queue: string; jobId: string }> = [];
  await test.step('use the month\'s 100 images: "Generate all images" for 100 shots reserves them', async () => {
    const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Hundred Frames' });
    const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
      name: 'Flip book',
      projectId: project.id,
    });
    await addShotsThroughApi(
      page,
      scenario.id,
      Array.from({ length: 100 }, (_, index) => ({ description: `Frame ${index + 1}: a paper boat on a pond` })),
    );
    // The shots without an image (all of them): the base edition's "Generate all images".
    const batch = await callApi<{ jobs: Array<{ queue: string; jobId: string }> }>(
      page,
      'POST',
      `/api/scenarios/${scenario.id}/generate/images`,
      { onlyWithoutImage: true },
    );
    expect(batch.jobs).toHaveLength(100);
    reserved = batch.jobs;
  });

  await test.step('the credits page warns before buying and the dialog shows the limits and their use', async () => {
    await page.goto('/credits');
    const form = page.getByRole('region', { name: 'Buy credits' });
    await expect(form.getByRole('alert')).toContainText('Image limit reached (100 per month on Sym).');
    await expect(form.getByRole('alert')).toContainText('cannot be spent on images before');
    await form.getByRole('spinbutton', { name: 'Number of credits' }).fill('50');
    await form.getByRole('button', { name: 'Buy credits' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Buy credits' });
    await expect(dialog).toContainText('Buy 50 credits?');
    await expect(dialog.getByRole('region', { name: 'Your monthly limits' })).toContainText('100 of 100');
    await expect(dialog.getByRole('alert')).toContainText('Image limit reached (100 per month on Sym).');
    await expect(dialog.getByRole('button', { name: 'Upgrade to Motion Maker Pro' })).toBeVisible();
    await dialog.screenshot({ path: test.info().outputPath('purchase-warning.png') });
    await page.screenshot({ path: test.info().outputPath('purchase-warning-page.png') });
    // Cancelling buys nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  // The hundred renders would otherwise go on beside the next journeys.
  for (const job of reserved) await callApi(page, 'DELETE', `/api/jobs/${job.queue}/${job.jobId}`);
});
