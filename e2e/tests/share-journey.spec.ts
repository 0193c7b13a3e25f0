import { expect, test, watchContentSecurity } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';
import { watchProgress } from '../support/generation';

// An owner renders an episode and shares it; a visitor with no session opens the link, plays and seeks the
// video (byte ranges), the link previews with Open Graph tags, and once revoked the page says not found.
const user = {
  name: 'Hedy Lamarr',
  email: `hedy-${Date.now().toString(36)}@example.com`,
  password: 'frequency hopping 1942',
};
const TITLE = 'Signals — "final" <cut>';

test('an exported episode is shared, played and sought by a visitor without a session, then revoked', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await registerThroughUi(page, user);
  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Torpedo Guidance' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'Spread spectrum',
    projectId: project.id,
  });
  await addShotsThroughApi(page, scenario.id, [
    { description: 'A piano roll with punched holes', duration: 2, cameraMotion: 'zoom_in' },
    { description: 'Two radios hopping frequencies in sync', duration: 2, cameraMotion: 'pan_left' },
    { description: 'A torpedo trail in calm water', duration: 2 },
  ]);
  await generateShotImages(page, scenario.id);

  await page.goto(`/projects/${project.id}/scenarios/${scenario.id}?tab=exports`);
  const exportsList = page.getByRole('region', { name: 'Exports' });
  const row = page.getByRole('listitem', { name: TITLE });

  await test.step('export the episode from the editor and watch its progress to completed', async () => {
    await page.getByRole('textbox', { name: 'Export name' }).fill(TITLE);
    await page.getByRole('combobox', { name: 'Resolution' }).selectOption('720p');
    const seen = await watchProgress(exportsList, `Export progress of ${TITLE}`, `Export progress of ${TITLE}`);
    await page.getByRole('button', { name: 'Start export' }).click();
    await expect(row).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible({ timeout: 120_000 });
    const { values } = await seen();
    expect(values.length, 'the progress bar was shown while rendering').toBeGreaterThan(0);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  const url = await test.step('share it: the dialog shows the public link', async () => {
    await row.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: `Share ${TITLE}` });
    const field = dialog.getByRole('textbox', { name: 'Share link' });
    await expect(field).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/v\/[0-9a-f-]{36}$/);
    const value = await field.inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Sharing again answers the same link (the API is idempotent).
    const again = await callApi<{ url: string }>(page, 'POST', `/api/scenarios/${scenario.id}/share`, {});
    expect(again.url).toBe(value);
    return value;
  });

  const visitorContext = await browser.newContext();
  const visitorSecurity = await watchContentSecurity(visitorContext);
  const visitor = await visitorContext.newPage();
  const mediaStatuses: number[] = [];
  visitor.on('response', (response) => {
    if (response.url().includes('/media/') && response.request().resourceType() === 'media')
      mediaStatuses.push(response.status());
  });

  await test.step('a visitor with no session sees the title and plays the video', async () => {
    await visitor.goto(url);
    expect(await visitor.evaluate(() => localStorage.getItem('sym.accessToken'))).toBeNull();
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'User menu' })).toHaveCount(0);
    const video = visitor.getByLabel(`Video: ${TITLE}`);
    await expect(video).toHaveAttribute('poster', /^\/media\//);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(6, 0);
    // Muted, so the browser's autoplay rules allow play() without a click.
    await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
  });

  await test.step('seeking jumps ahead and the video keeps playing', async () => {
    const video = visitor.getByLabel(`Video: ${TITLE}`);
    const landed = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          element.addEventListener('seeked', () => resolve(element.currentTime), { once: true });
          element.currentTime = 4;
        }),
    );
    expect(landed).toBeGreaterThanOrEqual(3.9);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(landed + 0.3);
    // Still playing, or (on a busy machine) already played to the end of the 6 s video: never stalled or failed.
    expect(
      await video.evaluate((element: HTMLVideoElement) => element.error === null && (!element.paused || element.ended)),
    ).toBe(true);
    // The player fetched the file in byte ranges.
    expect(mediaStatuses).toContain(206);
  });

  const videoAddress = await test.step('the raw page carries the Open Graph tags for link previews', async () => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:title" content="Signals — &quot;final&quot; &lt;cut&gt;">');
    // Share-scoped addresses: they answer only while the link lives.
    const shared =
      /<meta property="og:video" content="(http:\/\/127\.0\.0\.1:\d+\/media\/[^"?]+\.mp4\?share=[0-9a-f-]{36})">/;
    expect(html).toMatch(shared);
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"?]+\?share=[0-9a-f-]{36}">/,
    );
    expect(html).toContain('<meta property="og:video:width" content="1280">');
    const address = shared.exec(html)![1]!;
    expect((await request.get(address)).status()).toBe(200);
    return address;
  });

  await test.step('revoking the link turns the page into not found', async () => {
    await row.getByRole('button', { name: 'Revoke link' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke share link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(row.getByRole('button', { name: 'Revoke link' })).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
    await expect(visitor.locator('video')).toHaveCount(0);
    expect((await request.get(url)).status()).toBe(404);
    // Whoever kept the video's address gets nothing either.
    expect((await request.get(videoAddress)).status()).toBe(404);
  });
  visitorSecurity.expectNone();
  await visitorContext.close();
});
