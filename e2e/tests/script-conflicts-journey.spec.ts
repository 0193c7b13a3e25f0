import { type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// Two people in one episode's script (issue 30, item 11), each in their own browser on a professional site. The
// collaborator changes a shot's duration and the owner's next script save goes through: nobody touched the
// script, so no "Someone else saved changes here". Then both change the same line: the owner's save, held back
// until the collaborator's has landed, meets a real conflict; the collaborator adds a note; the owner's Take
// theirs loads the script as saved now, note included, and only then says "All changes saved".
const stamp = Date.now().toString(36);
const owner: TestUser = { name: 'Ada Owner', email: `ada-s-${stamp}@example.com`, password: 'analytical engine 1843' };
const collaborator: TestUser = {
  name: 'Ben Collab',
  email: `ben-s-${stamp}@example.com`,
  password: 'difference engine 1822',
};
const SCRIPT = [
  'SHOT 1 — WIDE — 4s',
  'Description: The lighthouse on the cliff.',
  '',
  'SHOT 2 — CLOSE — 3s',
  'Description: The keeper lights the lamp.',
].join('\n');

const site = useProSite();

const scriptBox = (page: Page) => page.getByRole('textbox', { name: 'Script', exact: true });
const conflictBox = (page: Page) => page.getByRole('alertdialog', { name: 'Someone else saved changes here' });
const saveState = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test('script saves: no conflict after a shot change; Take theirs loads the latest script', async ({ browser }) => {
  test.setTimeout(180_000);
  const ada = await openBrowser(browser, site().baseURL);
  const ben = await openBrowser(browser, site().baseURL);
  const screenshots = process.env.E2E_SCREENSHOT_DIR ?? test.info().outputDir;
  let scenarioUrl = '';
  let scenarioId = '';
  let shotId = '';

  await test.step('the owner shares an episode with a script and a shot; both open the script', async () => {
    await registerThroughUi(ben.page, collaborator);
    await registerThroughUi(ada.page, owner);
    const project = await callApi<{ id: string }>(ada.page, 'POST', '/api/projects', { name: 'Lighthouse' });
    await callApi(ada.page, 'POST', `/api/projects/${project.id}/collaborators`, { email: collaborator.email });
    const scenario = await callApi<{ id: string }>(ada.page, 'POST', '/api/scenarios', {
      projectId: project.id,
      name: 'Storm Night',
      script: SCRIPT,
    });
    scenarioId = scenario.id;
    const shot = await callApi<{ id: string }>(ada.page, 'POST', `/api/scenarios/${scenario.id}/shots`, {
      description: 'The lighthouse on the cliff',
      duration: 4,
    });
    shotId = shot.id;
    scenarioUrl = `/projects/${project.id}/scenarios/${scenario.id}?tab=script`;
    // The owner's calls go over HTTP, so the journey can hold one of her saves back.
    await ada.page.evaluate(() => localStorage.setItem('sym.socketRpc', 'false'));
    await ada.page.goto(scenarioUrl);
    await ben.page.goto(scenarioUrl);
    await expect(scriptBox(ada.page)).toHaveValue(SCRIPT);
    await expect(scriptBox(ben.page)).toHaveValue(SCRIPT);
  });

  const withAdaLine = `${SCRIPT}\nAction: The beam sweeps the sea.`;
  await test.step("the collaborator changes a shot's duration; the owner's script save goes through", async () => {
    await callApi(ben.page, 'PUT', `/api/scenarios/${scenarioId}/shots/${shotId}`, { duration: 6 });
    await scriptBox(ada.page).fill(withAdaLine);
    await expect(saveState(ada.page, 'All changes saved')).toBeVisible();
    await expect(conflictBox(ada.page)).toHaveCount(0);
    await expect(scriptBox(ben.page)).toHaveValue(withAdaLine);
    await ada.page.screenshot({ path: `${screenshots}/owner-saved-after-shot-change.png` });
  });

  await test.step('both change the first line; the owner meets a real conflict', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let isHolding = false;
    await ada.page.route(`**/api/scenarios/${scenarioId}`, async (route: Route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      isHolding = true;
      await held;
      return route.continue();
    });
    await scriptBox(ada.page).fill(withAdaLine.replace('WIDE — 4s', 'WIDE — 5s'));
    await expect(saveState(ada.page, 'Saving…')).toBeVisible();
    expect(isHolding).toBe(true);

    await expect(ben.page.getByText(`${owner.name} is editing`)).toBeVisible();
    await ben.page.getByRole('button', { name: 'Take over' }).click();
    await expect(scriptBox(ben.page)).toBeEditable();
    await scriptBox(ben.page).fill(withAdaLine.replace('WIDE — 4s', 'WIDE — 6s'));
    await expect(saveState(ben.page, 'All changes saved')).toBeVisible();
    release();
    await expect(conflictBox(ada.page)).toBeVisible();
    await expect(conflictBox(ben.page)).toHaveCount(0);
    await ada.page.unroute(`**/api/scenarios/${scenarioId}`);
    await ada.page.screenshot({ path: `${screenshots}/owner-conflict.png` });
  });

  const withBenNote = `${withAdaLine.replace('WIDE — 4s', 'WIDE — 6s')}\nNote: Ben's note`;
  await test.step("the collaborator adds a note; the owner's Take theirs loads it", async () => {
    await scriptBox(ben.page).fill(withBenNote);
    await expect(saveState(ben.page, 'All changes saved')).toBeVisible();
    await conflictBox(ada.page).getByRole('button', { name: 'Take theirs' }).click();
    await expect(scriptBox(ada.page)).toHaveValue(withBenNote);
    await expect(conflictBox(ada.page)).toHaveCount(0);
    await expect(saveState(ada.page, 'All changes saved')).toBeVisible();
    const stored = await callApi<{ script: string }>(ada.page, 'GET', `/api/scenarios/${scenarioId}`);
    expect(stored.script).toBe(withBenNote);
    await ada.page.screenshot({ path: `${screenshots}/owner-took-theirs.png` });
  });

  await ada.context.close();
  await ben.context.close();
});
