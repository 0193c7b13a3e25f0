import type { Shot } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCredits } from '../../../test/creditFixtures';
import { fail, ok, type ApiRoutes } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeJob, makeShot } from '../components/testData';
import { bodiesOf, openStoryboard, stubStoryboard } from './storyboardTestServer';

const withVideo = makeShot('sh1', 1, {
  type: 'wide',
  cameraMotion: 'drone',
  duration: 4,
  description: 'The rocket on the pad at dawn',
  imageUrl: '/media/shot-one-image-key-0001.png',
  videoUrl: '/media/shot-one-video-key-0001.mp4',
  animationInstructions: 'Slow push in',
});
const withImage = makeShot('sh2', 2, {
  type: 'close',
  description: 'Ada checks the gauges',
  imageUrl: '/media/shot-two-image-key-0001.png',
});
const bare = makeShot('sh3', 3, { description: 'Countdown clock' });

/** A variant as the API lists it (no images). */
const makeVariantView = (id: string, variant_name: string) => ({
  id,
  asset_id: 'a',
  variant_name,
  description: null,
  status: 'completed',
  is_primary: false,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  variant_images: [],
});

const setup = (routes: ApiRoutes = {}, shots: Shot[] = [bare, withVideo, withImage], balance = 42) =>
  stubStoryboard(shots, routes, balance);

describe('storyboard', () => {
  it("names each shot's characters with the look they wear", async () => {
    const mara = '00000000-0000-4000-8000-0000000000a1';
    const coat = '00000000-0000-4000-8000-0000000000c1';
    const worn = makeShot('sh1', 1, { description: 'Mara on the ice', assetIds: [mara], looks: { [mara]: coat } });
    const plain = makeShot('sh2', 2, { description: 'Mara at home', assetIds: [mara] });
    setup(
      {
        'GET /api/assets/project/p1': () => ok([{ id: mara, name: 'Mara', type: 'character' }]),
        'GET /api/assets/00000000-0000-4000-8000-0000000000a1/generations': () =>
          ok([{ ...makeVariantView('v0', 'Default') }, { ...makeVariantView(coat, 'Winter coat') }]),
      },
      [worn, plain],
    );
    await openStoryboard();
    expect(await within(screen.getByRole('article', { name: 'Shot 1' })).findByText('Mara · Winter coat')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Shot 2' })).getByText('Mara')).toBeTruthy();
  });

  it('shows the shots in sequence order with their video, image or an empty frame', async () => {
    setup();
    const list = await openStoryboard();
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Shot 1', 'Shot 2', 'Shot 3']);

    const first = screen.getByRole('article', { name: 'Shot 1' });
    const video = first.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Video of shot 1');
    expect(video.getAttribute('src')).toBe('/media/shot-one-video-key-0001.mp4');
    expect(video.getAttribute('poster')).toBe('/media/shot-one-image-key-0001.png');
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(first.textContent).toContain('Wide');
    expect(first.textContent).toContain('Drone');
    expect(first.textContent).toContain('4 s');
    expect(first.textContent).toContain('The rocket on the pad at dawn');
    expect(first.textContent).toContain('Slow push in');

    const second = screen.getByRole('article', { name: 'Shot 2' });
    expect(within(second).getByRole('img', { name: 'Image of shot 2' }).getAttribute('src')).toBe(
      '/media/shot-two-image-key-0001.png',
    );
    expect(second.textContent).toContain('Close-up');

    const third = screen.getByRole('article', { name: 'Shot 3' });
    expect(within(third).getByText('No image yet')).toBeTruthy();
    expect(within(third).queryByRole('img')).toBeNull();
  });

  it('shows the costs, and keeps the video button disabled, saying why, until the shot has an image and animation instructions', async () => {
    setup();
    await openStoryboard();
    const third = screen.getByRole('article', { name: 'Shot 3' });
    expect(await within(third).findByRole('button', { name: 'Generate image · 1 credit' })).toHaveProperty(
      'disabled',
      false,
    );
    const video = within(third).getByRole('button', { name: 'Generate video · 3 credits' });
    expect(video).toHaveProperty('disabled', true);
    expect(within(third).getByText('Generate an image for this shot first')).toBeTruthy();
    expect(video.getAttribute('title')).toBe('Generate an image for this shot first');
    // An image but no animation instructions: off, with the reason shown, as its title and as its description.
    const second = screen.getByRole('article', { name: 'Shot 2' });
    const secondVideo = within(second).getByRole('button', { name: 'Generate video · 3 credits' });
    expect(secondVideo).toHaveProperty('disabled', true);
    expect(secondVideo.getAttribute('title')).toBe('Add animation instructions to this shot first');
    const hint = document.getElementById(secondVideo.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Add animation instructions to this shot first');
    expect(within(second).getByText('Add animation instructions to this shot first')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Shot 1' });
    const firstVideo = within(first).getByRole('button', { name: 'Generate video · 3 credits' });
    expect(firstVideo).toHaveProperty('disabled', false);
    expect(firstVideo.hasAttribute('title')).toBe(false);
  });

  it('generates an image: progress while the job runs, the new image after it, and a lower balance', async () => {
    let shots = [withVideo, withImage, bare];
    let balance = 42;
    const polls = [makeJob('j1', 'active', 50), makeJob('j1', 'completed', 100)];
    const fetchMock = setup({
      'GET /api/scenarios/s1/shots': () => ok(shots),
      'GET /api/credits/balance': () => ok(makeCredits({ balance })),
      'POST /api/scenarios/s1/shots/sh3/generate': () => {
        balance -= 1;
        return ok({ jobId: 'j1', queue: 'image-generation', cost: 1, targetId: 'g1' });
      },
      'GET /api/jobs/image-generation/j1': () => {
        const job = polls.shift() ?? makeJob('j1', 'completed', 100);
        if (job.status === 'completed')
          shots = [withVideo, withImage, { ...bare, imageUrl: '/media/new-image-key-000001.png' }];
        return ok(job);
      },
    });
    await openStoryboard();
    expect(await screen.findByRole('link', { name: 'Credits: 42' })).toBeTruthy();
    const third = screen.getByRole('article', { name: 'Shot 3' });
    fireEvent.click(await within(third).findByRole('button', { name: 'Generate image · 1 credit' }));

    // The cost comes off the shown balance at once.
    expect(await screen.findByRole('link', { name: 'Credits: 41' })).toBeTruthy();
    const bar = await within(third).findByRole('progressbar', { name: 'Generate image progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh3/generate')).toHaveLength(1);

    const image = await within(third).findByRole('img', { name: 'Image of shot 3' });
    expect(image.getAttribute('src')).toBe('/media/new-image-key-000001.png');
    expect(within(third).queryByRole('progressbar')).toBeNull();
    // Now it has an image, another one is a new take.
    expect(within(third).getByRole('button', { name: 'Regenerate image · 1 credit' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.getByRole('link', { name: 'Credits: 41' })).toBeTruthy();
  });

  it('says a failed image job failed', async () => {
    setup({
      'POST /api/scenarios/s1/shots/sh3/generate': () =>
        ok({ jobId: 'j2', queue: 'image-generation', cost: 1, targetId: 'g2' }),
      'GET /api/jobs/image-generation/j2': () => ok(makeJob('j2', 'failed', 20)),
    });
    await openStoryboard();
    const third = screen.getByRole('article', { name: 'Shot 3' });
    fireEvent.click(await within(third).findByRole('button', { name: 'Generate image · 1 credit' }));
    expect((await within(third).findByRole('alert')).textContent).toBe('Failed to generate image. Please try again.');
  });

  it("shows the server's refusal of a video", async () => {
    const fetchMock = setup(
      {
        'POST /api/scenarios/s1/shots/sh2/generate-video': () =>
          fail(422, 'VALIDATION_ERROR', 'Validation error', [
            { field: 'animationInstructions', message: 'Video generation needs animation instructions' },
          ]),
      },
      [bare, withVideo, { ...withImage, animationInstructions: 'Pan left' }],
    );
    await openStoryboard();
    const second = screen.getByRole('article', { name: 'Shot 2' });
    fireEvent.click(await within(second).findByRole('button', { name: 'Generate video · 3 credits' }));
    expect((await within(second).findByRole('alert')).textContent).toBe(
      'Video generation needs animation instructions',
    );
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh2/generate-video')).toHaveLength(1);
    // Nothing was reserved: the cost taken off at the click is given back at once.
    expect(screen.getByRole('link', { name: 'Credits: 42' })).toBeTruthy();
  });

  it('asks before generating all images, with the total cost, and says why a batch stopped', async () => {
    const fetchMock = setup({
      'POST /api/scenarios/s1/generate/images': () =>
        ok({
          jobs: [{ jobId: 'j5', queue: 'image-generation', cost: 1, targetId: 'g5' }],
          stoppedReason: 'Not enough credits. You need 1 credits and have 0.',
          skipped: 0,
        }),
      'GET /api/jobs/image-generation/j5': () => ok(makeJob('j5', 'active', 10)),
    });
    // Every shot's video at once is a batch operation: the professional edition's.
    await openStoryboard('motionmaker');
    const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
    expect(within(toolbar).getByText('3 shots')).toBeTruthy();
    // Videos: only shot 1 has an image and animation instructions.
    expect(await within(toolbar).findByRole('button', { name: 'Generate all videos · 3 credits' })).toBeTruthy();

    // Shots 1 and 2 have an image: by default only shot 3 is bought (issue 30).
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Generate all images · 1 credit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Generate all images' });
    expect(dialog.textContent).toContain('2 of 3 shots already have an image and would get a new take.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/generate/images')).toHaveLength(0);

    fireEvent.click(within(toolbar).getByRole('button', { name: 'Generate all images · 1 credit' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/generate/images')).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough credits. You need 1 credits and have 0.');
    expect(await within(toolbar).findByRole('progressbar', { name: 'Generate all images progress' })).toBeTruthy();
  });

  it('shows an empty state for an episode without shots', async () => {
    setup({}, []);
    renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'No shots yet' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Generate for all shots' })).toBeNull();
  });

  it('says when the episode does not exist', async () => {
    setup({ 'GET /api/scenarios/s1': () => fail(404, 'NOT_FOUND', 'Scenario not found') });
    renderApp('/projects/p1/scenarios/s1', { isSignedIn: true });
    expect(await screen.findByRole('heading', { name: 'Episode not found' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Episode editor' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All episodes' }).getAttribute('href')).toBe('/projects/p1/scenarios');
  });
});
