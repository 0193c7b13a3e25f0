import type { Shot } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { makeShot } from '../components/testData';
import { bodiesOf, openStoryboard, stubStoryboard } from './storyboardTestServer';

// Issue 30: "Generate all images · 3 credits" bought new takes of shots that had an image without saying so.
const shots: Shot[] = [
  makeShot('sh1', 1, { description: 'The rocket on the pad at dawn', imageUrl: '/media/sh1-image-key-00000001.png' }),
  makeShot('sh2', 2, { description: 'Ada checks the gauges' }),
  makeShot('sh3', 3, { description: 'Lift-off' }),
];
const BATCH = { jobs: [], stoppedReason: null, skipped: 1 };

async function openGenerateAll() {
  const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
  fireEvent.click(await within(toolbar).findByRole('button', { name: 'Generate all images · 2 credits' }));
  return within(await screen.findByRole('alertdialog', { name: 'Generate all images' }));
}

describe('"Generate all images" when some shots already have an image', () => {
  it('says how many would get a new take and generates only shots without an image by default', async () => {
    const fetchMock = stubStoryboard(shots, { 'POST /api/scenarios/s1/generate/images': () => ok(BATCH) });
    // Every shot again (new takes) is a batch operation: the professional edition's.
    await openStoryboard('motionmaker');
    const dialog = await openGenerateAll();
    expect(dialog.getByText('1 of 3 shots already has an image and would get a new take.')).toBeTruthy();
    const onlyMissing = dialog.getByRole('radio', { name: /Only shots without an image/ });
    expect(onlyMissing).toHaveProperty('checked', true);
    expect(dialog.getByText('2 shots · 2 credits')).toBeTruthy();
    expect(dialog.getByText('3 shots · 3 credits')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/generate/images')).toEqual([{ onlyWithoutImage: true }]),
    );

    // Choosing every shot is said out loud and sent as such.
    const again = await openGenerateAll();
    fireEvent.click(again.getByRole('radio', { name: /All shots, with a new take for those with an image/ }));
    fireEvent.click(again.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/generate/images').at(-1)).toEqual({
        onlyWithoutImage: false,
      }),
    );
  });

  it('offers the base edition the shots without an image only, saying what the upgrade adds', async () => {
    const fetchMock = stubStoryboard(shots, { 'POST /api/scenarios/s1/generate/images': () => ok(BATCH) });
    await openStoryboard('sym');
    const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
    expect(within(toolbar).queryByRole('button', { name: /Generate all videos/ })).toBeNull();
    expect(within(toolbar).getByText(/Generating every shot's video, or every shot's image again/)).toBeTruthy();
    const dialog = await openGenerateAll();
    const every = dialog.getByRole('radio', { name: /All shots, with a new take for those with an image/ });
    expect(every).toHaveProperty('disabled', true);
    expect(dialog.getByRole('link', { name: 'Upgrade to Motion Maker Pro' }).getAttribute('href')).toBe('/credits');
    fireEvent.click(dialog.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/generate/images')).toEqual([{ onlyWithoutImage: true }]),
    );
  });

  it('says so on the base edition when every shot has an image', async () => {
    stubStoryboard(shots.map((shot) => ({ ...shot, imageUrl: `/media/${shot.id}-image-key-00000001.png` })));
    await openStoryboard('sym');
    const toolbar = screen.getByRole('group', { name: 'Generate for all shots' });
    const button = await within(toolbar).findByRole('button', { name: /^Generate all images/ });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Every shot has an image')).toBeTruthy();
  });

  it('labels the card of a shot with an image "Regenerate image"', async () => {
    stubStoryboard(shots);
    await openStoryboard();
    const withImage = screen.getByRole('article', { name: 'Shot 1' });
    expect(await within(withImage).findByRole('button', { name: 'Regenerate image · 1 credit' })).toBeTruthy();
    const without = screen.getByRole('article', { name: 'Shot 2' });
    expect(within(without).getByRole('button', { name: 'Generate image · 1 credit' })).toBeTruthy();
  });
});
