import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';
import { creditRoutes } from '../../../test/creditFixtures';
import { ok, stubApi } from '../../../test/fakeApi';
import { renderApp } from '../../../test/renderApp';
import { makeScenario, makeShot } from '../components/testData';
import { makeTrack } from './timelineTestData';
import { trackDisplayName } from './trackDisplayName';

const shots = [makeShot('sh1', 1, { duration: 4 })];
const tracks = [
  makeTrack('tv', 0, { kind: 'voice', name: 'Voice 1', audioUrl: null, audioDuration: null }),
  makeTrack('ta', 1, { kind: 'audio', name: 'Audio 2' }),
  makeTrack('tm', 2, { kind: 'audio', name: 'Score' }),
];

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('default track names', () => {
  it('shows the names the server gave in the interface language, and the names users chose as they are', async () => {
    window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
    stubApi(
      creditRoutes(42, {
        'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Moon Saga', role: 'owner' }),
        'GET /api/scenarios/s1': () => ok(makeScenario({ shots })),
        'GET /api/scenarios/s1/shots': () => ok(shots),
        'GET /api/scenarios/s1/tracks': () => ok(tracks),
        'GET /api/scenarios/s1/voice-clips': () => ok([]),
        'GET /api/speech/voices': () => ok([]),
      }),
    );
    await act(() => i18n.changeLanguage('de'));
    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true });

    const voice = await screen.findByRole('group', { name: 'Spur Stimme 1' });
    expect(within(voice).getByText('Stimme 1')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Spur Audio 2' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Spur Score' })).toBeTruthy();
    expect(screen.queryByText('Voice 1')).toBeNull();
  });

  it('localises default names in all six languages, but never a name of the other kind', async () => {
    await i18n.loadLanguages(['de', 'ja', 'it', 'es', 'fr']);
    const names = ['en', 'de', 'ja', 'it', 'es', 'fr'].map((language) =>
      trackDisplayName(i18n.getFixedT(language), { kind: 'voice', name: 'Voice 3' }),
    );
    expect(names).toEqual(['Voice 3', 'Stimme 3', '音声 3', 'Voce 3', 'Voz 3', 'Voix 3']);
    const de = i18n.getFixedT('de');
    expect(trackDisplayName(de, { kind: 'audio', name: 'Voice 3' })).toBe('Voice 3');
    expect(trackDisplayName(de, { kind: 'voice', name: 'Voice 03' })).toBe('Voice 03');
    expect(trackDisplayName(de, { kind: 'audio', name: 'Audio 1' })).toBe('Audio 1');
  });
});
