import type { Shot } from '@sym/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { elapse, installFakeClock } from '../../../test/fakeClock';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { makeJob, makeShot } from '../components/testData';
import { SAVE_DEBOUNCE_MS } from './autosave/shotEditSaver';
import { callsTo, fakeScenarioServer, makeAsset, makeGeneration, renderShotEditor } from './shotEditorTestHarness';

const GENERATIONS = '/api/scenarios/s1/shots/sh1/generations';

describe('shot editor generation and history', () => {
  it('lists the generated images newest first, makes one primary and deletes one after confirming', async () => {
    let images = [
      makeGeneration('g2', { createdAt: '2024-03-02T10:00:00.000Z' }),
      makeGeneration('g1', { isPrimary: true, createdAt: '2024-03-01T10:00:00.000Z' }),
    ];
    let videos = [makeGeneration('v1', { kind: 'video', url: '/media/v1-video-key-000000001.mp4' })];
    const { fetchMock } = fakeScenarioServer([makeShot('sh1', 1, { description: 'Harbour at dusk' })], {
      [`GET ${GENERATIONS}`]: () => ok(images),
      'PUT /api/scenarios/s1/generations/g2': () => {
        images = images.map((item) => ({ ...item, isPrimary: item.id === 'g2' }));
        return ok(images[0]);
      },
      'GET /api/scenarios/s1/shots/sh1/video-generations': () => ok(videos),
      'DELETE /api/scenarios/s1/video-generations/v1': () => {
        videos = [];
        return ok({ id: 'v1' });
      },
      'DELETE /api/scenarios/s1/generations/g1': () => {
        images = images.filter((item) => item.id !== 'g1');
        return ok({ id: 'g1' });
      },
    });
    await renderShotEditor();
    const list = await screen.findByRole('list', { name: 'Generated images' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Image 1', 'Image 2']);
    expect(within(items[1]!).getByText('Primary')).toBeTruthy();
    expect(within(items[1]!).queryByRole('button', { name: 'Make primary' })).toBeNull();
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/g2-image-key-00000001.png');

    fireEvent.click(within(items[0]!).getByRole('button', { name: 'Make primary' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Image 1' })).queryByText('Primary')).toBeTruthy(),
    );
    expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/generations/g2')).toEqual([{ isPrimary: true }]);
    expect(within(screen.getByRole('listitem', { name: 'Image 2' })).queryByText('Primary')).toBeNull();

    // Deleting asks first; declining changes nothing.
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Image 2' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete image' });
    expect(dialog.textContent).toContain('Delete this generated image? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/generations/g1')).toHaveLength(0);

    fireEvent.click(within(screen.getByRole('listitem', { name: 'Image 2' })).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/generations/g1')).toHaveLength(1);

    // Videos have their own list and delete route.
    const videoList = screen.getByRole('list', { name: 'Generated videos' });
    const clip = within(videoList).getByRole('listitem', { name: 'Video 1' });
    fireEvent.click(within(clip).getByRole('button', { name: 'Delete' }));
    const confirmVideo = await screen.findByRole('alertdialog', { name: 'Delete video' });
    fireEvent.click(within(confirmVideo).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Generated videos' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/scenarios/s1/video-generations/v1')).toHaveLength(1);
  });

  it('pages back through a long history with "Show older"', async () => {
    const stamp = (minute: number) => new Date(Date.UTC(2024, 2, 1, 10, minute)).toISOString();
    const page1 = Array.from({ length: 20 }, (_, i) => makeGeneration(`n${i}`, { createdAt: stamp(59 - i) }));
    const page2 = [makeGeneration('old1', { createdAt: stamp(5) })];
    let pages = 0;
    const { fetchMock } = fakeScenarioServer([makeShot('sh1', 1, { description: 'Harbour at dusk' })], {
      [`GET ${GENERATIONS}`]: () => ok((pages += 1) === 1 ? page1 : page2),
    });
    await renderShotEditor();
    const list = await screen.findByRole('list', { name: 'Generated images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
    const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(GENERATIONS));
    expect(new URL(urls[1]!, 'http://x').searchParams.get('before')).toBe(stamp(40));
    // A short page is the last one.
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('refreshes the history when the shot gets a new image from elsewhere (the storyboard card)', async () => {
    let images: ReturnType<typeof makeGeneration>[] = [];
    fakeScenarioServer([makeShot('sh1', 1, { description: 'Harbour at dusk' })], {
      [`GET ${GENERATIONS}`]: () => ok(images),
    });
    const { queryClient } = await renderShotEditor();
    await waitFor(() => expect(screen.getAllByText('Nothing generated yet.')).toHaveLength(2));
    images = [makeGeneration('g5')];
    act(() => {
      queryClient.setQueryData<Shot[]>(scenarioEditorKeys.shots('s1'), (shots) =>
        shots?.map((shot) => ({ ...shot, imageUrl: '/media/g5-image-key-00000001.png' })),
      );
    });
    const list = await screen.findByRole('list', { name: 'Generated images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the costs, saves pending edits before generating, and lists the new image', async () => {
    let images: ReturnType<typeof makeGeneration>[] = [];
    const order: string[] = [];
    const { fetchMock, state } = fakeScenarioServer([makeShot('sh1', 1)], (server) => ({
      [`GET ${GENERATIONS}`]: () => ok(images),
      'POST /api/scenarios/s1/shots/sh1/generate': () => {
        order.push(`generate:${server.shots[0]!.description}`);
        return ok({ jobId: 'j1', queue: 'image-generation', cost: 1, targetId: 'g9' });
      },
      'GET /api/jobs/image-generation/j1': () => {
        images = [makeGeneration('g9', { isPrimary: true })];
        server.shots[0] = { ...server.shots[0]!, imageUrl: '/media/g9-image-key-00000001.png' };
        return ok(makeJob('j1', 'completed', 100));
      },
    }));
    await renderShotEditor();
    const image = await screen.findByRole('button', { name: 'Generate image · 1 credit' });
    expect(image).toHaveProperty('disabled', true);
    expect(screen.getByText('Add a description first')).toBeTruthy();
    const video = screen.getByRole('button', { name: 'Generate video · 3 credits' });
    expect(video).toHaveProperty('disabled', true);
    expect(screen.getByText('Generate an image for this shot first')).toBeTruthy();
    // Neither images nor videos yet.
    expect(screen.getAllByText('Nothing generated yet.')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Lighthouse in a storm' } });
    await waitFor(() => expect(image).toHaveProperty('disabled', false));
    fireEvent.click(image);

    const list = await screen.findByRole('list', { name: 'Generated images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    // The edit reached the server before the generation started, without waiting for the debounce.
    expect(order).toEqual(['generate:Lighthouse in a storm']);
    expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh1')[0]).toEqual({
      description: 'Lighthouse in a storm',
      base: { description: '' },
    });
    expect(state.shots[0]!.imageUrl).toBe('/media/g9-image-key-00000001.png');
    // With an image, the video now only waits for animation instructions.
    await waitFor(() => expect(screen.getByText('Add animation instructions first')).toBeTruthy());
  });

  it('picks assets in the shot and a reference image, saving each after the pause', async () => {
    installFakeClock();
    const { fetchMock, state } = fakeScenarioServer([makeShot('sh1', 1, { description: 'Maren on the pier' })], {
      'GET /api/assets/project/p1': () =>
        ok([
          makeAsset('a1', { name: 'Maren', imageUrl: '/media/maren-image-key-000001.png' }),
          makeAsset('a2', { name: 'Old Harbour', type: 'location' }),
          makeAsset('a3', { name: 'Noir', type: 'style' }),
        ]),
    });
    // A shot's own reference image is the advanced editor's (editorMode.ts).
    await renderShotEditor('sh1', 'motionmaker');
    const maren = await screen.findByRole('checkbox', { name: 'Maren' });
    expect(screen.getByRole('group', { name: 'Locations' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Noir' })).toBeNull();
    fireEvent.click(maren);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Old Harbour' }));
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(state.shots[0]!.assetIds).toEqual(['a1', 'a2']));
    expect(callsTo(fetchMock, 'PUT', '/api/scenarios/s1/shots/sh1/assets')).toEqual([{ assets: ['a1', 'a2'] }]);

    fireEvent.click(screen.getByRole('button', { name: 'Use the image of Maren' }));
    expect((await screen.findByRole('img', { name: 'Reference image of shot 1' })).getAttribute('src')).toBe(
      '/media/maren-image-key-000001.png',
    );
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(state.shots[0]!.referenceImageUrl).toBe('/media/maren-image-key-000001.png'));

    const address = screen.getByLabelText('Or paste an image address (http or https)');
    fireEvent.change(address, { target: { value: 'ftp://example.com/a.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use address' }));
    expect(await screen.findByText('Enter an http(s) address')).toBeTruthy();
    fireEvent.change(address, { target: { value: 'https://example.com/look.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use address' }));
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(state.shots[0]!.referenceImageUrl).toBe('https://example.com/look.png'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove reference image' }));
    expect(await screen.findByText('No reference image.')).toBeTruthy();
    await elapse(SAVE_DEBOUNCE_MS);
    await waitFor(() => expect(state.shots[0]!.referenceImageUrl).toBeNull());
  });

  it('offers lip sync in the professional edition only', async () => {
    fakeScenarioServer([makeShot('sh1', 1, { description: 'Maren speaks' })]);
    const base = await renderShotEditor('sh1', 'sym');
    await screen.findByLabelText('Description');
    expect(screen.queryByRole('heading', { name: 'Lip sync' })).toBeNull();
    base.unmount();

    await renderShotEditor('sh1', 'motionmaker');
    expect(await screen.findByRole('heading', { name: 'Lip sync' })).toBeTruthy();
  });
});
