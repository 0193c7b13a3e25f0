import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';

// A writer opens shots in the shot editor beside the storyboard: edits a description (auto-saved, kept
// after a reload), cuts a shot in two at the cursor, generates an image with the local provider and makes
// it the primary one from the shot's generation history.
const user = {
  name: 'Mary Shelley',
  email: `mary-${Date.now().toString(36)}@example.com`,
  password: 'a modern prometheus 1818',
};

const SHOT1_TEXT = 'The lighthouse on the cliff';
const SHOT1_EDITED = 'The lighthouse on the cliff as the storm rolls in';
const CUT_TEXT = 'Maren climbs the spiral stairs. The lamp flickers out';
const CUT_AT = 'Maren climbs the spiral stairs.'.length;

test.use({ colorScheme: 'dark' });

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });
const shotCard = (page: Page, n: number) => storyboard(page).getByRole('article', { name: `Shot ${n}`, exact: true });
const editor = (page: Page, n: number) => page.getByRole('complementary', { name: `Shot ${n}`, exact: true });

/** Opens a shot in the editor by clicking its card (on its description, away from its buttons and player). */
async function openShot(page: Page, n: number, description: string): Promise<Locator> {
  await shotCard(page, n).getByText(description).click();
  const panel = editor(page, n);
  await expect(panel).toBeVisible();
  return panel;
}

test('a user edits, cuts and generates shots in the shot editor', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1400, height: 1000 });

  await test.step('register, create a project and an episode with three shots', async () => {
    await registerThroughUi(page, user);
    await page.getByRole('button', { name: 'New project', exact: true }).click();
    const project = page.getByRole('dialog', { name: 'New project' });
    await project.getByLabel('Name').fill('Lighthouse');
    await project.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/scenarios$/);

    await page.getByRole('button', { name: 'New episode' }).first().click();
    const scenario = page.getByRole('dialog', { name: 'New episode' });
    await scenario.getByLabel('Name').fill('Storm Night');
    await scenario.getByRole('button', { name: 'Create episode' }).click();
    await expect(scenario).toBeHidden();
    await page.getByRole('link', { name: 'Storm Night', exact: true }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+\/scenarios\/[^/]+$/);
    const scenarioId = page.url().split('/').at(-1)!;

    await addShotsThroughApi(page, scenarioId, [
      { description: SHOT1_TEXT, type: 'wide', duration: 3 },
      { description: CUT_TEXT, type: 'close', cameraMotion: 'tilt_up', duration: 4 },
      { description: 'Waves break on the rocks', duration: 2 },
    ]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Storm Night', level: 1 })).toBeVisible();
    await expect(storyboard(page).getByRole('article')).toHaveCount(3);
  });

  await test.step('edit a description: it saves by itself and shows on the storyboard', async () => {
    const panel = await openShot(page, 1, SHOT1_TEXT);
    const description = panel.getByLabel('Description');
    await expect(description).toHaveValue(SHOT1_TEXT);
    await description.fill(SHOT1_EDITED);
    await expect(panel.getByRole('status', { name: 'Save state' })).toHaveText('Saved');
    await expect(shotCard(page, 1)).toContainText('as the storm rolls in');
  });

  await test.step('the edit is kept after a reload', async () => {
    await page.reload();
    await expect(shotCard(page, 1)).toContainText(SHOT1_EDITED);
    const panel = await openShot(page, 1, SHOT1_EDITED);
    await expect(panel.getByLabel('Description')).toHaveValue(SHOT1_EDITED);
  });

  await test.step('an edit made offline waits, then saves itself when the connection is back', async () => {
    const panel = editor(page, 1);
    const action = panel.getByLabel('Action');
    await page.context().setOffline(true);
    await action.fill('Rain lashes the lantern room');
    await expect(panel.getByRole('status', { name: 'Save state' })).toHaveText('Offline — will retry');
    await page.context().setOffline(false);
    await expect(panel.getByRole('status', { name: 'Save state' })).toHaveText('Saved');
    await page.reload();
    const reopened = await openShot(page, 1, SHOT1_EDITED);
    await expect(reopened.getByLabel('Action')).toHaveValue('Rain lashes the lantern room');
  });

  await test.step('cut shot 2 at the cursor into two shots', async () => {
    const panel = await openShot(page, 2, CUT_TEXT);
    const description = panel.getByLabel('Description');
    await expect(description).toHaveValue(CUT_TEXT);
    await description.click();
    await description.evaluate((el: HTMLTextAreaElement, at) => el.setSelectionRange(at, at), CUT_AT);
    await expect(panel.getByText('Shortcut in the description: Ctrl+Enter')).toBeVisible();
    await description.press('Control+Enter');

    await expect(storyboard(page).getByRole('article')).toHaveCount(4);
    await expect(description).toHaveValue('Maren climbs the spiral stairs.');
    await expect(shotCard(page, 2)).toContainText('Maren climbs the spiral stairs.');
    await expect(shotCard(page, 2)).not.toContainText('flickers');
    // The new shot follows with the rest, the same type and camera motion.
    await expect(shotCard(page, 3)).toContainText('The lamp flickers out');
    await expect(shotCard(page, 3)).toContainText('Close-up');
    await expect(shotCard(page, 3)).toContainText('Tilt up');
    await expect(shotCard(page, 4)).toContainText('Waves break on the rocks');

    // A cut where one part would be empty is refused with the spec's text.
    await description.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
    await panel.getByRole('button', { name: 'Cut at cursor' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Cannot cut at this position - both parts must have content');
    await expect(storyboard(page).getByRole('article')).toHaveCount(4);
  });

  await test.step('generate images of shot 1 and choose the primary one from the history', async () => {
    const panel = await openShot(page, 1, SHOT1_EDITED);
    await expect(panel.getByText('Nothing generated yet.')).toHaveCount(2);
    const generate = panel.getByRole('button', { name: 'Generate image · 1 credit', exact: true });
    const images = panel.getByRole('list', { name: 'Generated images' });

    // The local provider's first image becomes the shot's image and the primary one.
    await expect(generate).toBeEnabled();
    await generate.click();
    await expect(images.getByRole('listitem')).toHaveCount(1);
    await expect(images.getByRole('listitem', { name: 'Image 1' })).toContainText('Primary', { timeout: 30_000 });
    await expect(images.getByRole('listitem', { name: 'Image 1' }).locator('img')).toHaveAttribute('src', /\/media\//);
    const cardImage = shotCard(page, 1).getByRole('img', { name: 'Image of shot 1' });
    await expect(cardImage).toHaveAttribute('src', /\/media\//);

    // What the image was drawn from: the place and the weather the shot's words give, and why.
    const drawn = images.getByRole('listitem', { name: 'Image 1' });
    await drawn.getByText('What was drawn', { exact: true }).click();
    await expect(drawn.locator('details')).toContainText('lighthouse');
    await expect(drawn.locator('details')).toContainText('storm');
    await expect(drawn.locator('details')).toContainText('from the words');
    // Closed again: its reasons are a list of their own, which would count among the images' list items.
    await drawn.getByText('What was drawn', { exact: true }).click();
    await expect(drawn.locator('details')).not.toHaveAttribute('open');

    // A second one, newest first: it is now the primary one and the card shows it.
    const firstSrc = await cardImage.getAttribute('src');
    // With an image, the button buys a new take (issue 30).
    const regenerate = panel.getByRole('button', { name: 'Regenerate image · 1 credit', exact: true });
    await expect(regenerate).toBeEnabled({ timeout: 30_000 });
    await regenerate.click();
    await expect(images.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    await expect(images.getByRole('listitem', { name: 'Image 1' })).toContainText('Primary', { timeout: 30_000 });
    await expect(cardImage).not.toHaveAttribute('src', firstSrc!);
    const older = images.getByRole('listitem', { name: 'Image 2' });
    await expect(older).not.toContainText('Primary');

    // Back to the first image: primary again, and the storyboard card shows it again.
    await older.getByRole('button', { name: 'Make primary' }).click();
    await expect(older).toContainText('Primary');
    await expect(older.getByRole('button', { name: 'Make primary' })).toHaveCount(0);
    await expect(images.getByRole('listitem', { name: 'Image 1' })).not.toContainText('Primary');
    await expect(cardImage).toHaveAttribute('src', firstSrc!);

    // Still so when everything is read again from the server.
    await page.reload();
    const again = await openShot(page, 1, SHOT1_EDITED);
    await expect(again.getByRole('listitem', { name: 'Image 2' })).toContainText('Primary');
    await expect(shotCard(page, 1).getByRole('img', { name: 'Image of shot 1' })).toHaveAttribute('src', firstSrc!);
  });
});
