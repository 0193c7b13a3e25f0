import { type Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { addShotsThroughApi, registerThroughUi } from '../support/accounts';
import { callApi, generateShotImages } from '../support/api';

// A user arranges an episode on the timeline: an uploaded audio track with its waveform, a spoken voice clip
// that becomes ready, playback moving the playhead, and a shot trimmed by dragging its edge.
const user = {
  name: 'Grace Hopper',
  email: `grace-${Date.now().toString(36)}@example.com`,
  password: 'cobol compiler 1959',
};
const toneWav = new URL('../fixtures/audio/tone.wav', import.meta.url).pathname;

/** The widest canvas wavesurfer drew inside a waveform (it renders into a shadow root). */
function waveformCanvasWidth(waveform: Locator): Promise<number> {
  return waveform.evaluate((root) => {
    const widths: number[] = [];
    const visit = (node: Element | ShadowRoot) => {
      for (const child of Array.from(node.children)) {
        if (child instanceof HTMLCanvasElement) widths.push(child.width);
        if (child.shadowRoot) visit(child.shadowRoot);
        visit(child);
      }
    };
    visit(root);
    return Math.max(0, ...widths);
  });
}

test('a user adds music and a voice line, plays the episode and trims a shot on the timeline', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 1000 });
  await registerThroughUi(page, user);

  const project = await callApi<{ id: string }>(page, 'POST', '/api/projects', { name: 'Compiler Days' });
  const scenario = await callApi<{ id: string }>(page, 'POST', '/api/scenarios', {
    name: 'First bug',
    projectId: project.id,
  });
  // A long first shot: playback is checked while it still zooms in, however slowly the steps run on a busy machine.
  await addShotsThroughApi(page, scenario.id, [
    { description: 'A moth taped into the relay logbook', duration: 12, cameraMotion: 'zoom_in' },
    { description: 'The logbook entry', duration: 2 },
  ]);
  await generateShotImages(page, scenario.id, 1);

  await page.goto(`/projects/${project.id}/scenarios/${scenario.id}?tab=timeline`);
  const shots = page.getByRole('group', { name: 'Shots' });
  await expect(shots.getByRole('group', { name: 'Shot 1' })).toBeVisible();
  const time = page.getByRole('status', { name: 'Time' });
  await expect(time).toHaveText('0:00.0 / 0:14');

  await test.step('add an audio track from a WAV file and see its waveform', async () => {
    await page.getByLabel('Audio file').setInputFiles(toneWav);
    const lane = page.getByRole('group', { name: 'Track tone' });
    await expect(lane).toBeVisible({ timeout: 20_000 });
    const waveform = lane.getByRole('img', { name: 'Waveform of tone' });
    await expect(waveform.locator('..')).toHaveAttribute('data-waveform-state', 'ready', { timeout: 20_000 });
    await expect.poll(() => waveformCanvasWidth(waveform)).toBeGreaterThan(0);
    await expect(lane.getByText('Failed to load audio waveform')).toHaveCount(0);
  });

  await test.step('add a voice clip by typing a line, spoken in the default voice; it becomes ready', async () => {
    await page.getByRole('button', { name: 'Add voice clip' }).click();
    const form = page.getByRole('form', { name: 'New voice clip' });
    await form.getByLabel('Line').fill('First actual case of bug being found.');
    // Choosing the voice is custom voices, the professional edition's (issue 33): the form says so.
    await expect(form.getByLabel('Voice', { exact: true })).toHaveCount(0);
    await expect(form.getByRole('link', { name: 'Upgrade to Motion Maker Pro' })).toBeVisible();
    await form.getByRole('button', { name: /^Add at / }).click();
    await expect(form).toBeHidden({ timeout: 15_000 });

    const lane = page.getByRole('group', { name: 'Track Voice 1' });
    await expect(lane).toBeVisible();
    const clip = lane.getByRole('button', { name: /^Voice clip 1: First actual case/ });
    await expect(clip).toBeVisible();
    await expect(clip.locator('[data-clip-status]')).toHaveAttribute('data-clip-status', 'ready', { timeout: 60_000 });
    const waveform = lane.getByRole('img', { name: 'Waveform of voice clip 1' });
    await expect(waveform.locator('..')).toHaveAttribute('data-waveform-state', 'ready', { timeout: 20_000 });
  });

  await test.step('play: the picture zooms in, the playhead moves and the time runs; Space pauses', async () => {
    const still = page.getByRole('img', { name: 'Image of shot 1' });
    await expect
      .poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const cameraScale = () => still.locator('..').getAttribute('data-camera-scale').then(Number);
    await expect.poll(cameraScale).toBe(1);
    const playhead = page.getByTestId('playhead');
    const startLeft = await playhead.evaluate((el) => el.getBoundingClientRect().left);
    await page.getByRole('button', { name: 'Play' }).click();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(time).not.toHaveText('0:00.0 / 0:14');
    await expect.poll(() => playhead.evaluate((el) => el.getBoundingClientRect().left)).toBeGreaterThan(startLeft + 20);
    await expect.poll(cameraScale).toBeGreaterThan(1.01);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    const paused = await time.textContent();
    // The page keeps drawing frames, and none of them moves the time on.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames >= 30 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    await expect(time).toHaveText(paused ?? '');
  });

  await test.step('trim the first shot by dragging its right edge: its duration changes and is saved', async () => {
    const handle = shots.getByRole('slider', { name: 'Duration of shot 1' });
    await expect(handle).toHaveAttribute('aria-valuenow', '12');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // 60 pixels per second at the default zoom: 60 px more is one second longer.
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(handle).toHaveAttribute('aria-valuenow', '13');
    await expect(time).toContainText('/ 0:15');

    await page.reload();
    await expect(page.getByRole('slider', { name: 'Duration of shot 1' })).toHaveAttribute('aria-valuenow', '13');
  });
});
