import type { Tier } from '@sym/contracts';
import { STORAGE_KEYS } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/queryClient';
import { ok } from '../../../test/fakeApi';
import { renderUi } from '../../../test/renderUi';
import { makeShot } from '../../scenario-editor/components/testData';
import { RESULT_URL, bodiesOf, lipsyncJob, stubLipsyncApi } from '../testing/lipsyncFixtures';
import { ShotLipsyncButton } from './ShotLipsyncButton';

const shot = makeShot('sh1', 1, { imageUrl: '/media/shot-one-image-key-0001.png' });

async function openDialog(tier: Tier) {
  window.localStorage.setItem(STORAGE_KEYS.accessToken, 'access-0');
  await renderUi(
    // In a router: the base edition's upgrade prompt links to the plans.
    <MemoryRouter>
      <AppProviders tier={tier} queryClient={createQueryClient()}>
        <ShotLipsyncButton projectId="p1" scenarioId="s1" shot={shot} defaultLanguage="en" />
      </AppProviders>
    </MemoryRouter>,
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Lip sync shot 1' }));
  return screen.findByRole('dialog', { name: 'Lip sync · shot 1' });
}

describe('ShotLipsyncButton', () => {
  it('runs a lip-sync job from a typed line and shows the video it made', async () => {
    const polls = [lipsyncJob('active', 40), lipsyncJob('completed', 100)];
    const fetchMock = stubLipsyncApi({
      'POST /api/scenarios/s1/shots/sh1/lipsync': () =>
        ok({ jobId: 'lj1', queue: 'lipsync-generation', cost: 3, targetId: 'g1' }),
      'GET /api/jobs/lipsync-generation/lj1': () => ok(polls.shift() ?? lipsyncJob('completed', 100)),
    });
    const dialog = await openDialog('motionmaker');
    // Nothing to say yet: the run waits for a line.
    expect(within(dialog).getByText('Lip-sync needs a line of text or an audio clip')).toBeTruthy();
    // The shot has no duration: it lasts the timeline's 4 s, and so will the video.
    expect(within(dialog).getByText(/keeps the shot's length \(0:04\)/)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Line to speak' }), {
      target: { value: 'We have lift-off' },
    });
    await within(dialog).findByRole('option', { name: 'English (Britain)' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Voice' }), { target: { value: 'en-gb' } });
    // A typed line costs the lip-sync and the speech: 2 + 1.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Run lip sync · 3 credits' }));

    expect(await within(dialog).findByRole('progressbar', { name: 'Run lip sync progress' })).toBeTruthy();
    const video = await within(dialog).findByLabelText('Lip-synced video of shot 1');
    expect(video.getAttribute('src')).toBe(RESULT_URL);
    expect(within(dialog).getByText('Saved as the video of shot 1.')).toBeTruthy();
    expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/lipsync')).toEqual([
      { text: 'We have lift-off', voice: 'en-gb' },
    ]);
  });

  it("uses a voice clip's audio instead of a line", async () => {
    const fetchMock = stubLipsyncApi({
      'POST /api/scenarios/s1/shots/sh1/lipsync': () =>
        ok({ jobId: 'lj1', queue: 'lipsync-generation', cost: 2, targetId: 'g1' }),
      'GET /api/jobs/lipsync-generation/lj1': () => ok(lipsyncJob('active', 10)),
    });
    const dialog = await openDialog('motionmaker');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Use a voice clip' }));
    const select = await within(dialog).findByRole('combobox', { name: 'Voice clip' });
    fireEvent.change(select, { target: { value: '/media/c1-voice-key-000001.wav' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Run lip sync · 2 credits' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/scenarios/s1/shots/sh1/lipsync')).toEqual([
        { audioUrl: '/media/c1-voice-key-000001.wav', language: 'de' },
      ]),
    );
  });

  it('shows the professional-edition notice in the base edition', async () => {
    stubLipsyncApi();
    const dialog = await openDialog('sym');
    expect(within(dialog).getByRole('heading', { name: 'Lip sync is a MotionMaker feature' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Run lip sync/ })).toBeNull();
  });
});
