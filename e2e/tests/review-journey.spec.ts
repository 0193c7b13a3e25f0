import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expect, test, watchContentSecurity } from '../support/test';
import { registerThroughUi, type TestUser } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';
import { openBrowser, useProSite } from '../support/pro-site';

// The review loop: an owner makes a review link of an episode; a client with no account opens it, comments on
// shot 2 with a drawing and at 0:04 of the animatic; the owner sees both live and replies naming a collaborator,
// whose bell shows 1; the client approves shots 1 and 3 and asks for changes on shot 2; the owner makes a new
// take of shot 2, which the client sees and approves; the owner downloads a 6-panel PDF and revokes the link, and
// the client's page says it is gone.
const stamp = Date.now().toString(36);
const owner: TestUser = { name: 'Ada Owner', email: `ada-r-${stamp}@example.com`, password: 'analytical engine 1843' };
const collaborator: TestUser = {
  name: 'Ben Collab',
  email: `ben-r-${stamp}@example.com`,
  password: 'difference engine 1822',
};

const site = useProSite();

const guestShot = (page: Page, n: number) => page.getByTestId(`review-shot-${n}`);

test('a client reviews an episode through a link, the team answers, and the link is revoked', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const ada = await openBrowser(browser, site().baseURL);
  const ben = await openBrowser(browser, site().baseURL);
  const client = await openBrowser(browser, site().baseURL);
  const csp = await Promise.all([ada, ben, client].map(({ context }) => watchContentSecurity(context)));
  let scenarioId = '';
  let scenarioUrl = '';
  let reviewUrl = '';

  await test.step('the owner has an episode of three drawn shots and a collaborator', async () => {
    await registerThroughUi(ben.page, collaborator);
    await registerThroughUi(ada.page, owner);
    const project = await callApi<{ id: string }>(ada.page, 'POST', '/api/projects', { name: 'Lighthouse' });
    await callApi(ada.page, 'POST', `/api/projects/${project.id}/collaborators`, { email: collaborator.email });
    const scenario = await callApi<{ id: string }>(ada.page, 'POST', '/api/scenarios', {
      projectId: project.id,
      name: 'Storm Night',
    });
    scenarioId = scenario.id;
    for (const description of ['The lighthouse on the cliff', 'A keeper climbs the stairs', 'The lamp is lit']) {
      await callApi(ada.page, 'POST', `/api/scenarios/${scenario.id}/shots`, { description, duration: 3 });
    }
    await generateShotImages(ada.page, scenario.id);
    scenarioUrl = `/projects/${project.id}/scenarios/${scenario.id}`;
  });

  await test.step('the owner creates a review link in the episode editor', async () => {
    await ada.page.goto(scenarioUrl);
    await ada.page.getByTestId('review-links-button').click();
    await ada.page.getByTestId('review-link-name').fill('Client review');
    await ada.page.getByTestId('review-link-create').click();
    reviewUrl = (await ada.page.getByTestId('review-link-url').first().textContent())!.trim();
    expect(reviewUrl).toMatch(/\/r\/[A-Za-z0-9_-]{20,}$/);
    await ada.page.keyboard.press('Escape');
    await ada.page.getByTestId('comments-panel-toggle').click();
    await ben.page.goto(scenarioUrl);
  });

  await test.step('the client opens the link with no account and gives a name', async () => {
    await client.page.goto(new URL(reviewUrl).pathname);
    await client.page.getByTestId('review-guest-name').fill('Carla Client');
    await client.page.getByTestId('review-guest-name').press('Enter');
    await expect(guestShot(client.page, 3)).toBeVisible();
    await expect(guestShot(client.page, 2).getByRole('img')).toBeVisible();
  });

  await test.step('the client comments on shot 2 with a drawing, and at 0:04 of the animatic', async () => {
    await client.page.getByTestId('review-comment-target-shot-2').click();
    await client.page.getByTestId('review-annotate').click();
    const canvas = client.page.getByTestId('review-annotation-canvas');
    const box = (await canvas.boundingBox())!;
    await client.page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await client.page.mouse.down();
    await client.page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 8 });
    await client.page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.4, { steps: 8 });
    await client.page.mouse.up();
    await client.page.getByTestId('review-comment-body').fill('The keeper should carry a lantern here');
    await client.page.getByTestId('review-comment-submit').click();
    await expect(client.page.getByTestId('review-comment')).toHaveCount(1);

    await client.page.getByTestId('review-player-seek').fill('4');
    await expect(client.page.getByTestId('review-player-time')).toHaveText(/0:04/);
    await client.page.getByTestId('review-comment-target-time').click();
    // A drawing over the player's frame at that time, sent with the comment and shown there afterwards.
    await client.page.getByTestId('review-annotate-frame').click();
    const player = client.page.getByTestId('review-player');
    const frame = (await player.getByTestId('review-annotation-canvas').boundingBox())!;
    await client.page.mouse.move(frame.x + frame.width * 0.4, frame.y + frame.height * 0.4);
    await client.page.mouse.down();
    await client.page.mouse.move(frame.x + frame.width * 0.6, frame.y + frame.height * 0.6, { steps: 8 });
    await client.page.mouse.up();
    await client.page.getByTestId('review-comment-body').fill('The flash comes too early');
    await client.page.getByTestId('review-comment-submit').click();
    await expect(client.page.getByTestId('review-comment')).toHaveCount(2);
    await expect(player.getByTestId('review-annotation-overlay')).toBeVisible();
    await client.page.screenshot({ path: testInfo.outputPath('client-comments.png') });
  });

  await test.step('the owner sees both live and replies naming the collaborator, whose bell shows 1', async () => {
    const comments = ada.page.getByTestId('comment-item');
    await expect(comments).toHaveCount(2);
    await expect(comments.filter({ hasText: 'carry a lantern' })).toContainText('Shot 2');
    await expect(
      comments.filter({ hasText: 'carry a lantern' }).getByTestId('review-annotation-overlay'),
    ).toBeVisible();
    await expect(comments.filter({ hasText: 'too early' })).toContainText('0:04');
    await expect(comments.filter({ hasText: 'too early' }).getByTestId('review-annotation-overlay')).toBeVisible();
    const thread = comments.filter({ hasText: 'carry a lantern' });
    await thread.getByTestId('comment-reply').click();
    await ada.page.getByTestId('comment-reply-body').fill(`@${collaborator.name} can you redraw this one?`);
    await ada.page.getByTestId('comment-reply-submit').click();
    await expect(ada.page.getByText('can you redraw this one?')).toBeVisible();
    await expect(ben.page.getByTestId('notification-unread-count')).toHaveText('1');
    await ada.page.screenshot({ path: testInfo.outputPath('owner-comments.png') });
  });

  await test.step('the client approves shots 1 and 3 and asks for changes on shot 2', async () => {
    await client.page.getByTestId('review-approve-1').click();
    await client.page.getByTestId('review-approve-3').click();
    await client.page.getByTestId('review-request-changes-2').click();
    await expect(client.page.getByTestId('review-shot-state-1')).toHaveText(/Approved/);
    await expect(client.page.getByTestId('review-shot-state-2')).toHaveText(/Changes requested/);
    await expect(ada.page.getByTestId('approval-counts')).toHaveText('2 of 3 approved');
  });

  await test.step('the owner makes a new take of shot 2; the client sees it and approves it', async () => {
    const shots = await callApi<{ id: string }[]>(ada.page, 'GET', `/api/scenarios/${scenarioId}/shots`);
    const before = await guestShot(client.page, 2).getByRole('img').getAttribute('src');
    const ticket = await callApi<{ jobId: string; queue: string }>(
      ada.page,
      'POST',
      `/api/scenarios/${scenarioId}/shots/${shots[1]!.id}/generate`,
    );
    await expect
      .poll(
        async () =>
          (await callApi<{ status: string }>(ada.page, 'GET', `/api/jobs/${ticket.queue}/${ticket.jobId}`)).status,
        {
          timeout: 60_000,
        },
      )
      .toBe('completed');
    await expect(guestShot(client.page, 2)).toContainText('v2');
    await expect(guestShot(client.page, 2).getByRole('img')).not.toHaveAttribute('src', before!);
    await client.page.getByTestId('review-approve-2').click();
    await expect(client.page.getByTestId('review-shot-state-2')).toHaveText(/Approved/);
    await expect(ada.page.getByTestId('approval-counts')).toHaveText('3 of 3 approved');
  });

  await test.step('the owner downloads the storyboard as a PDF of 6 panels a page', async () => {
    await ada.page.getByTestId('pdf-dialog-button').click();
    await ada.page.getByTestId('pdf-panels').selectOption('6');
    const downloading = ada.page.waitForEvent('download');
    await ada.page.getByTestId('pdf-download').click();
    const download = await downloading;
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  await test.step('the owner revokes the link; the client page says it is gone', async () => {
    await ada.page.getByTestId('review-links-button').click();
    await ada.page.getByTestId('review-link-revoke').first().click();
    await ada.page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(client.page.getByTestId('review-gone')).toBeVisible();
    await client.page.reload();
    await expect(client.page.getByTestId('review-gone')).toBeVisible();
    await client.page.screenshot({ path: testInfo.outputPath('client-gone.png') });
  });

  for (const watch of csp) watch.expectNone();
});
