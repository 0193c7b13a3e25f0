import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// An owner and a collaborator work in one episode at the same time, each in their own browser, on a professional
// site (the collaboration feature): they see each other's avatar, a description one of them edits is read-only
// for the other with who edits it, the edit and a new shot appear for the other at once, a selection shows as a
// ring, and closing one browser clears its avatar and its lock.
const stamp = Date.now().toString(36);
const owner: TestUser = { name: 'Ada Owner', email: `ada-${stamp}@example.com`, password: 'analytical engine 1843' };
const collaborator: TestUser = {
  name: 'Ben Collab',
  email: `ben-${stamp}@example.com`,
  password: 'difference engine 1822',
};

const site = useProSite();

const storyboard = (page: Page) => page.getByRole('list', { name: 'Shots in sequence order' });
const shotCard = (page: Page, n: number) => storyboard(page).getByRole('article', { name: `Shot ${n}`, exact: true });
const editor = (page: Page, n: number) => page.getByRole('complementary', { name: `Shot ${n}`, exact: true });
const headerPresence = (page: Page) => page.getByRole('banner').getByRole('list', { name: 'People here now' });

test('an owner and a collaborator see each other work in one episode', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  const ada = await openBrowser(browser, site().baseURL);
  const ben = await openBrowser(browser, site().baseURL);
  let scenarioUrl = '';

  await test.step('the owner shares a project with two shots; the collaborator signs up', async () => {
    await registerThroughUi(ben.page, collaborator);
    await registerThroughUi(ada.page, owner);
    const project = await callApi<{ id: string }>(ada.page, 'POST', '/api/projects', { name: 'Lighthouse' });
    await callApi(ada.page, 'POST', `/api/projects/${project.id}/collaborators`, { email: collaborator.email });
    const scenario = await callApi<{ id: string }>(ada.page, 'POST', '/api/scenarios', {
      projectId: project.id,
      name: 'Storm Night',
    });
    for (const description of ['The lighthouse on the cliff', 'Waves break on the rocks']) {
      await callApi(ada.page, 'POST', `/api/scenarios/${scenario.id}/shots`, { description, duration: 3 });
    }
    scenarioUrl = `/projects/${project.id}/scenarios/${scenario.id}`;
  });

  await test.step('both open the episode and see each other in the header', async () => {
    await ada.page.goto(scenarioUrl);
    await ben.page.goto(scenarioUrl);
    await expect(storyboard(ada.page).getByRole('article')).toHaveCount(2);
    await expect(storyboard(ben.page).getByRole('article')).toHaveCount(2);
    await expect(headerPresence(ada.page).getByText(collaborator.name)).toHaveCount(1);
    await expect(headerPresence(ben.page).getByText(owner.name)).toHaveCount(1);
  });

  await test.step('a description the owner edits is read-only for the collaborator, with who edits it', async () => {
    await shotCard(ada.page, 1).getByText('The lighthouse on the cliff').click();
    const adaDescription = editor(ada.page, 1).getByLabel('Description');
    await adaDescription.click();
    await shotCard(ben.page, 1).getByText('The lighthouse on the cliff').click();
    const benPanel = editor(ben.page, 1);
    await expect(benPanel.getByText(`${owner.name} is editing`)).toBeVisible();
    await expect(benPanel.getByLabel('Description')).not.toBeEditable();
    await ben.page.screenshot({ path: testInfo.outputPath('collaborator-sees-lock.png') });
  });

  await test.step("the owner's edit and selection reach the collaborator at once", async () => {
    const adaDescription = editor(ada.page, 1).getByLabel('Description');
    await adaDescription.fill('The lighthouse on the cliff as the storm rolls in');
    await expect(editor(ada.page, 1).getByRole('status', { name: 'Save state' })).toHaveText('Saved');
    await expect(shotCard(ben.page, 1)).toContainText('as the storm rolls in');
    await expect(editor(ben.page, 1).getByLabel('Description')).toHaveValue(
      'The lighthouse on the cliff as the storm rolls in',
    );
    await expect(storyboard(ben.page).getByText(`Selected by ${owner.name}`)).toHaveCount(1);
  });

  await test.step('a shot the owner adds appears for the collaborator without a reload', async () => {
    const scenarioId = scenarioUrl.split('/').at(-1)!;
    await callApi(ada.page, 'POST', `/api/scenarios/${scenarioId}/shots`, { description: 'The lamp flickers out' });
    await expect(storyboard(ben.page).getByRole('article')).toHaveCount(3);
    await expect(shotCard(ben.page, 3)).toContainText('The lamp flickers out');
    await ben.page.screenshot({ path: testInfo.outputPath('collaborator-sees-edit.png') });
  });

  await test.step("closing the owner's browser clears the owner's avatar and lock", async () => {
    await ada.context.close();
    await expect(headerPresence(ben.page)).toHaveCount(0);
    await expect(editor(ben.page, 1).getByLabel('Description')).toBeEditable();
    await expect(editor(ben.page, 1).getByText(`${owner.name} is editing`)).toHaveCount(0);
    await expect(storyboard(ben.page).getByText(`Selected by ${owner.name}`)).toHaveCount(0);
  });

  await ben.context.close();
});
