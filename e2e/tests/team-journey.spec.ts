import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi, type TestUser } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// The professional edition as a studio uses it: an owner makes a team and invites an editor and a viewer by
// link; the editor generates on a team project and the team's pool falls; the viewer is told why they cannot
// edit; analytics shows the editor's spend in a chart; the team's brand names the share page; and a base-edition
// site refuses /teams.
const stamp = Date.now().toString(36);
const owner: TestUser = { name: 'Olga Owner', email: `olga-t-${stamp}@example.com`, password: 'northern lights 1896' };
const editor: TestUser = { name: 'Emil Editor', email: `emil-t-${stamp}@example.com`, password: 'cutting room 1925' };
const viewer: TestUser = { name: 'Vera Viewer', email: `vera-t-${stamp}@example.com`, password: 'front row seat 1931' };
const TEAM = 'Northlight Studio';
const BRAND = 'Northlight Pictures';

const site = useProSite();

async function invite(page: Page, user: TestUser, role: string): Promise<string> {
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const form = page.getByRole('dialog', { name: `Invite to ${TEAM}` });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Role').selectOption({ label: role });
  await form.getByRole('button', { name: 'Create invitation' }).click();
  const dialog = page.getByRole('dialog', { name: `Invitation for ${user.email}` });
  const field = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(field).toHaveValue(/\/invite\/tinv_/);
  const url = await field.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(user.email)).toBeVisible();
  return url;
}

async function accept(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: TEAM })).toBeVisible();
}

test('a team shares projects and credits with roles, analytics and its own brand', async ({ browser }) => {
  test.setTimeout(300_000);
  const olga = await openBrowser(browser, site().baseURL);
  const emil = await openBrowser(browser, site().baseURL);
  const vera = await openBrowser(browser, site().baseURL);
  let teamId = '';
  let projectId = '';
  let scenarioId = '';

  const [editorUrl, viewerUrl] =
    await test.step('the owner creates a team and invites an editor and a viewer', async () => {
      await registerThroughUi(olga.page, owner);
      await olga.page.goto('/teams');
      await olga.page.getByLabel('Team name').fill(TEAM);
      await olga.page.getByRole('button', { name: 'Create team' }).click();
      await expect(olga.page).toHaveURL(/\/teams\/[0-9a-f-]{36}$/);
      teamId = olga.page.url().split('/').pop()!;
      return [await invite(olga.page, editor, 'Editor'), await invite(olga.page, viewer, 'Viewer')];
    });

  await test.step('both accept their link once signed up', async () => {
    await registerThroughUi(emil.page, editor);
    await accept(emil.page, editorUrl);
    await registerThroughUi(vera.page, viewer);
    await accept(vera.page, viewerUrl);
    await olga.page.reload();
    const members = olga.page.getByRole('table', { name: `Members of ${TEAM}` });
    await expect(members.getByRole('row', { name: new RegExp(editor.name) })).toBeVisible();
    await expect(members.getByRole('row', { name: new RegExp(viewer.name) })).toBeVisible();
  });

  await test.step('the editor generates on a team project and the team balance falls', async () => {
    const project = await callApi<{ id: string; teamId: string }>(olga.page, 'POST', '/api/projects', {
      name: 'Aurora',
      teamId,
    });
    expect(project.teamId).toBe(teamId);
    projectId = project.id;
    const before = await callApi<{ balance: number }>(olga.page, 'GET', `/api/teams/${teamId}/credits`);
    const ownBefore = await callApi<{ balance: number }>(emil.page, 'GET', '/api/credits/balance');
    const scenario = await callApi<{ id: string }>(emil.page, 'POST', '/api/scenarios', {
      name: 'First light',
      projectId,
    });
    scenarioId = scenario.id;
    await addShotsThroughApi(emil.page, scenarioId, [
      { description: 'Green lights ripple over a frozen fjord', duration: 2 },
      { description: 'A fisherman looks up from his boat', duration: 2 },
    ]);
    await generateShotImages(emil.page, scenarioId);
    const after = await callApi<{ balance: number }>(olga.page, 'GET', `/api/teams/${teamId}/credits`);
    expect(after.balance).toBeLessThan(before.balance);
    const ownAfter = await callApi<{ balance: number }>(emil.page, 'GET', '/api/credits/balance');
    expect(ownAfter.balance, "the team pays, not the editor's own account").toBe(ownBefore.balance);
    await olga.page.reload();
    await expect(olga.page.getByText(String(after.balance), { exact: false }).first()).toBeVisible();
  });

  await test.step('the viewer sees the episode but cannot edit, and is told why', async () => {
    await vera.page.goto(`/projects/${projectId}/scenarios/${scenarioId}`);
    const banner = vera.page.getByTestId('read-only-role-banner');
    await expect(banner).toContainText('Your role in this team (viewer) cannot edit.');
    await expect(vera.page.getByRole('button', { name: 'Add shot' }).first()).toBeDisabled();
    const token = await vera.page.evaluate(() => localStorage.getItem('sym.accessToken'));
    const refused = await vera.page.request.post(`/api/scenarios/${scenarioId}/shots`, {
      headers: { authorization: `Bearer ${token}` },
      data: { description: 'A shot the viewer may not add' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('cannot edit');
  });

  await test.step("analytics shows the editor's spend in a chart", async () => {
    await olga.page.goto('/analytics');
    await olga.page.getByLabel('Account').selectOption({ label: `Team: ${TEAM}` });
    const byMember = olga.page.getByRole('table', { name: 'Spend by member' });
    await expect(byMember.getByRole('row', { name: new RegExp(editor.name) })).toBeVisible();
    const chart = olga.page.getByRole('figure', { name: /Credits by member/ });
    await expect(chart.locator('svg .recharts-bar-rectangle').first()).toBeVisible();
  });

  await test.step("the team's brand names the share page of its episode", async () => {
    await olga.page.goto('/white-label');
    await olga.page.getByLabel('Brand', { exact: true }).selectOption({ label: `Team ${TEAM}` });
    await olga.page.getByLabel('Product name').fill(BRAND);
    await olga.page.getByRole('button', { name: 'Save brand' }).click();
    await expect(olga.page.getByText(/Brand saved|Saved, though/)).toBeVisible();

    const started = await callApi<{ exportId: string }>(olga.page, 'POST', `/api/scenarios/${scenarioId}/export`, {
      name: 'First light',
      resolution: '720p',
    });
    await expect
      .poll(
        async () =>
          (
            await callApi<{ status: string }>(
              olga.page,
              'GET',
              `/api/scenarios/${scenarioId}/exports/${started.exportId}`,
            )
          ).status,
        { timeout: 120_000 },
      )
      .toBe('completed');
    const share = await callApi<{ url: string }>(olga.page, 'POST', `/api/scenarios/${scenarioId}/share`, {});
    const visitor = await openBrowser(browser, site().baseURL);
    await visitor.page.goto(share.url);
    await expect(visitor.page.getByRole('banner').getByText(BRAND)).toBeVisible();
    await expect(visitor.page).toHaveTitle(new RegExp(BRAND));
    await visitor.context.close();
  });

  await Promise.all([olga, emil, vera].map(({ context }) => context.close()));
});

test('a base-edition site refuses teams', async ({ page }) => {
  const user: TestUser = {
    name: 'Basil Base',
    email: `basil-t-${stamp}@example.com`,
    password: 'plain and simple 1900',
  };
  await registerThroughUi(page, user);
  await page.goto('/teams');
  await expect(page.getByRole('heading', { name: 'Teams are a MotionMaker feature' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Upgrade to Motion Maker Pro/ })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('sym.accessToken'));
  const refused = await page.request.post('/api/teams', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Not here' },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
    /^Upgrade to Motion Maker Pro/,
  );
});
