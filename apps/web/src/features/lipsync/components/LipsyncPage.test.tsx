import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeShot } from '../../scenario-editor/components/testData';
import { RESULT_URL, bodiesOf, lipsyncJob, stubLipsyncApi } from '../testing/lipsyncFixtures';

const scenario = {
  id: 's1',
  name: 'Pilot',
  description: null,
  projectId: 'p1',
  userId: 'u1',
  status: 'draft',
  script: null,
  settings: {},
  metadata: {},
  supportedLanguages: ['en', 'ja'],
  aspectRatio: 'landscape',
  contentLanguage: 'ja',
  originalPrompt: null,
  createdAt: '2024-03-01T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  shot_count: 2,
  total_duration: 8,
};
const shots = [
  makeShot('sh2', 2, { description: 'Ada waves', videoUrl: '/media/shot-two-video-key-0001.mp4' }),
  makeShot('sh1', 1, { description: 'The rocket on the pad', imageUrl: '/media/shot-one-image-key-0001.png' }),
];

function pickerRoutes() {
  return {
    'GET /api/projects': () =>
      ok({ items: [{ id: 'p1', name: 'Moon Saga', role: 'owner' }], total: 1, limit: 100, offset: 0 }),
    'GET /api/scenarios/project/p1': () => ok([scenario]),
    'GET /api/scenarios/s1/shots': () => ok(shots),
  };
}

describe('lip sync page', () => {
  it('tells the base edition that lip sync is a professional feature', async () => {
    const fetchMock = stubLipsyncApi(pickerRoutes());
    renderApp('/tools/lipsync', { isSignedIn: true, tier: 'sym' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lip Sync' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lip sync is a MotionMaker feature' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Project' })).toBeNull();
    expect(bodiesOf(fetchMock, 'GET', '/api/projects')).toHaveLength(0);
  });

  it('picks a project, an episode and a shot, then lip-syncs it', async () => {
    const polls = [lipsyncJob('active', 50), lipsyncJob('completed', 100)];
    const fetchMock = stubLipsyncApi({
      ...pickerRoutes(),
      'POST /api/scenarios/s1/shots/sh1/lipsync': () =>
        ok({ jobId: 'lj1', queue: 'lipsync-generation', cost: 2, targetId: 'g1' }),
      'GET /api/jobs/lipsync-generation/lj1': () => ok(polls.shift() ?? lipsyncJob('completed', 100)),
    });
    const { router } = renderApp('/tools/lipsync', { isSignedIn: true, tier: 'motionmaker' });
    const project = await screen.findByRole('combobox', { name: 'Project' });
    await within(project).findByRole('option', { name: 'Moon Saga' });
    fireEvent.change(project, { target: { value: 'p1' } });
    const scenarioSelect = screen.getByRole('combobox', { name: 'Episode' });
    await within(scenarioSelect).findByRole('option', { name: 'Pilot' });
    fireEvent.change(scenarioSelect, { target: { value: 's1' } });
    const shotSelect = screen.getByRole('combobox', { name: 'Shot' });
    await waitFor(() => expect(within(shotSelect).getAllByRole('option')).toHaveLength(3));
    expect(
      within(shotSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a shot', 'Shot 1 · The rocket on the pad', 'Shot 2 · Ada waves']);
    fireEvent.change(shotSelect, { target: { value: 'sh1' } });

    // The choice is kept in the address.
    expect(router.state.location.search).toBe('?project=p1&episode=s1&shot=sh1');
    expect(screen.getByRole('img', { name: 'Image of shot 1' }).getAttribute('src')).toBe(
      '/media/shot-one-image-key-0001.png',
    );
    expect(screen.getByRole('link', { name: 'Open in the episode editor' }).getAttribute('href')).toBe(
      '/projects/p1/scenarios/s1',
    );
    // Without a chosen language the episode's own (Japanese) is used.
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toContain('Episode language (日本語)');

    fireEvent.click(screen.getByRole('radio', { name: 'Use a voice clip' }));
    const clip = await screen.findByRole('combobox', { name: 'Voice clip' });
    expect(within(clip).getByRole('option', { name: 'We have lift-off · this shot' })).toBeTruthy();
    fireEvent.change(clip, { target: { value: '/media/c1-voice-key-000001.wav' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Run lip sync · 2 credits' }));

    const video = await screen.findByLabelText('Lip-synced video of shot 1');
    expect(video.getAttribute('src')).toBe(RESULT_URL);
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/lipsync')).toEqual([
      { audioUrl: '/media/c1-voice-key-000001.wav' },
    ]);
  });

  it('says when there is nothing to pick', async () => {
    stubLipsyncApi({ 'GET /api/projects': () => ok({ items: [], total: 0, limit: 100, offset: 0 }) });
    renderApp('/tools/lipsync', { isSignedIn: true, tier: 'motionmaker' });
    expect(await screen.findByText('You have no projects yet.')).toBeTruthy();
  });
});
