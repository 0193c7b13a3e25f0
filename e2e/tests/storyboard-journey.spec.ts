import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi } from '../support/accounts';

// A storyboard artist reorders shots by dragging, deletes two with confirmation and takes it back with
// Ctrl+Z (and redoes it with Ctrl+Shift+Z / Ctrl+Y), opens the shortcut sheet with ?, duplicates with Ctrl+D; then a 500-shot episode scrolls from top to bottom with only the cards in
// view in the page. How smoothly it scrolls (longest task, longest frame) is measured by bench/storyboard-scroll.ts.
const user = {
  name: 'Lotte Reiniger',
  email: `lotte-${Date.now().toString(36)}@example.com`,
  password: 'silhouette prince 1926',
};

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });
const shotCard = (page: Page, n: number) => storyboard(page).getByRole('article', { name: `Shot ${n}`, exact: true });
const editBar = (page: Page) => page.getByRole('group', { name: 'Edit shots' });
const shotCount = (page: Page) => page.getByRole('group', { name: 'Generate for all shots' });

interface Api {
  post: (path: string, data: unknown) => Promise<{ id: string }>;
  put: (path: string, data: unknown) => Promise<unknown>;
  get: <T>(path: string) => Promise<T>;
}

async function apiAs(page: Page): Promise<Api> {
  const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  const unwrap = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: never }).data;
  };
  return {
    post: async (path, data) => unwrap(await request.post(path, { headers, data })),
    put: async (path, data) => unwrap(await request.put(path, { headers, data })),
    get: async (path) => unwrap(await request.get(path, { headers })),
  };
}

/**
 * An episode with `count` shots described "Scene 1".."Scene n" in that order: created in parallel batches
 * (fast), then put in order with one reorder.
 */
async function scenarioWithShots(api: Api, projectId: string, name: string, count: number): Promise<string> {
  const scenario = await api.post('/api/scenarios', { projectId, name });
  for (let start = 1; start <= count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start + 1) }, (_, i) => start + i);
    await Promise.all(
      batch.map((n) =>
        api.post(`/api/scenarios/${scenario.id}/shots`, {
          description: `Scene ${n}`,
          duration: 2 + (n % 4),
          type: n % 3 === 0 ? 'close' : 'wide',
        }),
      ),
    );
  }
  const shots = await api.get<{ id: string; description: string }[]>(`/api/scenarios/${scenario.id}/shots`);
  const numberOf = (description: string) => Number(description.replace('Scene ', ''));
  const ordered = [...shots].sort((a, b) => numberOf(a.description) - numberOf(b.description));
  await api.put(`/api/scenarios/${scenario.id}/shots/reorder`, { shotIds: ordered.map((shot) => shot.id) });
  return scenario.id;
}

/** Clicks a card on its picture frame (not on its buttons), with optional modifiers. */
async function clickCard(page: Page, n: number, modifiers: ('Control' | 'Shift')[] = []) {
  await shotCard(page, n).click({ position: { x: 24, y: 24 }, modifiers });
}

test('storyboard: drag to reorder, multi-select delete, undo, duplicate, and a 500-shot episode to the end', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await registerThroughUi(page, user);
  const api = await apiAs(page);
  const project = await api.post('/api/projects', { name: 'Shadow Theatre' });
  const scenarioId = await scenarioWithShots(api, project.id, 'The Adventures of Prince Achmed', 30);
  const scenarioUrl = `/projects/${project.id}/scenarios/${scenarioId}`;

  await test.step('open the episode: 30 shots in order', async () => {
    await page.goto(scenarioUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'The Adventures of Prince Achmed' })).toBeVisible();
    await expect(shotCount(page)).toContainText('30 shots');
    await expect(shotCard(page, 1)).toContainText('Scene 1');
    await expect(shotCard(page, 3)).toContainText('Scene 3');
  });

  await test.step('drag shot 1 onto shot 3: the new order is saved and survives a reload', async () => {
    // The first row starts near the window's bottom edge, where holding a dragged card scrolls the page (as it
    // should): like a user, bring the row up first.
    await shotCard(page, 1).evaluate((card) => card.scrollIntoView({ block: 'center' }));
    const from = (await shotCard(page, 1).boundingBox())!;
    const to = (await shotCard(page, 3).boundingBox())!;
    // What a screen reader hears of the drag (dnd-kit's live region) says when the card is picked up and where it is.
    const dragNews = page.locator('[id^="DndLiveRegion"]');
    await page.mouse.move(from.x + 30, from.y + 30);
    await page.mouse.down();
    await page.mouse.move(from.x + 42, from.y + 36);
    // Picked up, and at once over its own place.
    await expect(dragNews).toHaveText(/^(Picked up shot 1|Shot 1 is over position 1)\.$/);
    const steps = 12;
    for (let i = 1; i <= steps; i += 1) {
      await page.mouse.move(
        from.x + 30 + ((to.x + to.width / 2 - from.x - 30) * i) / steps,
        from.y + 30 + ((to.y + 40 - from.y - 30) * i) / steps,
      );
    }
    // A busy machine measures the cards it passes a little later: the drop waits until the card is over shot 3.
    await expect(dragNews).toHaveText('Shot 1 is over position 3.');
    await page.mouse.up();
    // The undo entry is recorded once the server accepted the order (calls go over the socket, not HTTP).
    await expect(editBar(page).getByRole('button', { name: 'Undo reorder shots' })).toBeEnabled();
    await expect(shotCard(page, 1)).toContainText('Scene 2');
    await expect(shotCard(page, 2)).toContainText('Scene 3');
    await expect(shotCard(page, 3)).toContainText('Scene 1');

    await page.reload();
    await expect(shotCard(page, 3)).toContainText('Scene 1');
    await expect(shotCard(page, 1)).toContainText('Scene 2');
  });

  await test.step('select two shots and delete them after confirming', async () => {
    await clickCard(page, 1);
    await clickCard(page, 2, ['Control']);
    await expect(editBar(page)).toContainText('2 selected');
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('alertdialog', { name: 'Delete shots' });
    await expect(dialog).toContainText('Delete 2 shot(s)? Undo brings them back, without their earlier generations.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(shotCount(page)).toContainText('28 shots');
    await expect(shotCard(page, 1)).toContainText('Scene 1');
    await expect(shotCard(page, 2)).toContainText('Scene 4');
  });

  await test.step('Ctrl+Z brings both shots back in their places', async () => {
    await expect(editBar(page).getByRole('button', { name: 'Undo delete 2 shots' })).toBeEnabled();
    await shotCard(page, 2).focus();
    await page.keyboard.press('Control+z');
    await expect(shotCount(page)).toContainText('30 shots');
    await expect(shotCard(page, 1)).toContainText('Scene 2');
    await expect(shotCard(page, 2)).toContainText('Scene 3');
    await expect(shotCard(page, 3)).toContainText('Scene 1');
  });

  await test.step('Ctrl+Shift+Z and Ctrl+Y redo the delete that Ctrl+Z undid', async () => {
    await expect(editBar(page).getByRole('button', { name: 'Redo delete 2 shots' })).toBeEnabled();
    await page.keyboard.press('Control+Shift+Z');
    await expect(shotCount(page)).toContainText('28 shots');
    await expect(shotCard(page, 2)).toContainText('Scene 4');
    // Each key waits for the button it stands for, as a user sees the last change land before the next.
    await expect(editBar(page).getByRole('button', { name: 'Undo delete 2 shots' })).toBeEnabled();
    await page.keyboard.press('Control+z');
    await expect(shotCount(page)).toContainText('30 shots');
    await expect(editBar(page).getByRole('button', { name: 'Redo delete 2 shots' })).toBeEnabled();
    await page.keyboard.press('Control+y');
    await expect(shotCount(page)).toContainText('28 shots');
    await expect(editBar(page).getByRole('button', { name: 'Undo delete 2 shots' })).toBeEnabled();
    await page.keyboard.press('Control+z');
    await expect(shotCount(page)).toContainText('30 shots');
    await expect(shotCard(page, 1)).toContainText('Scene 2');
    await expect(shotCard(page, 3)).toContainText('Scene 1');
    await page.reload();
    await expect(shotCard(page, 2)).toContainText('Scene 3');
  });

  await test.step('? opens the keyboard shortcut sheet; Escape closes it and the focus comes back', async () => {
    await shotCard(page, 2).focus();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet.getByRole('region', { name: 'Storyboard' })).toContainText('Redo');
    await expect(sheet.getByRole('region', { name: 'Storyboard' })).toContainText('Duplicate the selected shots');
    await expect(sheet.getByRole('region', { name: 'Everywhere' })).toContainText('Show keyboard shortcuts');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(shotCard(page, 2)).toBeFocused();
  });

  await test.step('Ctrl+D duplicates the selected shot right after it', async () => {
    await clickCard(page, 5);
    await page.keyboard.press('Control+d');
    await expect(shotCount(page)).toContainText('31 shots');
    await expect(shotCard(page, 6)).toContainText('Scene 5');
    await expect(shotCard(page, 7)).toContainText('Scene 6');
    await page.keyboard.press('Control+z');
    await expect(shotCount(page)).toContainText('30 shots');
    await expect(shotCard(page, 6)).toContainText('Scene 6');
  });

  await test.step('a 500-shot episode scrolls to the bottom, where the last card shows', async () => {
    const bigId = await scenarioWithShots(api, project.id, 'Five Hundred', 500);
    await page.goto(`/projects/${project.id}/scenarios/${bigId}`);
    await expect(shotCount(page)).toContainText('500 shots');
    await expect(shotCard(page, 1)).toBeVisible();
    // Only the cards in view are in the page.
    expect(await storyboard(page).getByRole('article').count()).toBeLessThan(80);

    // A reader's scroll with the wheel, most of a screen at a time; each step waits until the page has moved,
    // so a page that stops scrolling fails here, by name, instead of looping.
    const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    const position = () =>
      page.evaluate(() => ({
        top: window.scrollY,
        bottom: document.documentElement.scrollHeight - window.innerHeight,
      }));
    for (let at = await position(); at.top < at.bottom - 2;) {
      const before = at.top;
      await page.mouse.wheel(0, viewport.height * 0.8);
      await expect
        .poll(async () => (at = await position()).top, { message: `the storyboard scrolls on from ${before} px` })
        .toBeGreaterThan(before);
    }
    await expect(shotCard(page, 500)).toBeVisible();
    await expect(shotCard(page, 500)).toContainText('Scene 500');
    // The sticky header over the scrolled cards is opaque: nothing reads through it.
    const headerBackground = await page.locator('header.sticky').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(headerBackground).toMatch(/^rgb\(/);
    expect(await storyboard(page).getByRole('article').count()).toBeLessThan(80);
  });
});
