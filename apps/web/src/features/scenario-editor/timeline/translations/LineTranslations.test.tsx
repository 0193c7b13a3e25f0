import type { Shot, VoiceClip } from '@sym/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { WEB_STORAGE_KEYS } from '../../../../lib/storage/keys';
import { creditRoutes } from '../../../../test/creditFixtures';
import { ok, stubApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';
import { makeScenario, makeShot } from '../../components/testData';
import { makeTrack, makeVoiceClip } from '../timelineTestData';

// jsdom has no Web Audio: the waveform reports ready at once.
vi.mock('wavesurfer.js', () => ({
  default: {
    create: () => {
      const handlers = new Map<string, () => void>();
      setTimeout(() => handlers.get('ready')?.(), 0);
      return {
        on: (event: string, handler: () => void) => {
          handlers.set(event, handler);
          return () => handlers.delete(event);
        },
        destroy: () => handlers.clear(),
      };
    },
  },
}));

const shots: Shot[] = [makeShot('sh1', 1, { duration: 4 })];
const ready = { status: 'ready' as const, jobId: null, duration: 1.5, audioUrl: '/media/line-audio-key-000001.wav' };
const clips: VoiceClip[] = [
  makeVoiceClip('c1', { ...ready, text: 'When the child was a child.', offset: 0.5 }),
  makeVoiceClip('c2', { ...ready, text: 'It walked with its arms swinging.', offset: 2 }),
  makeVoiceClip('c1-de', {
    ...ready,
    text: 'Als das Kind Kind war.',
    language: 'de',
    sourceClipId: 'c1',
    translation: 'manual',
    trackId: null,
    audioUrl: '/media/line-de-audio-key-000001.wav',
  }),
];

function setup() {
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  const scenario = makeScenario({ shots, contentLanguage: 'en', supportedLanguages: ['en', 'de'] });
  return stubApi(
    creditRoutes(42, {
      'GET /api/projects/p1': () => ok({ id: 'p1', name: 'Himmel', role: 'owner' }),
      'GET /api/scenarios/s1': () => ok(scenario),
      'GET /api/scenarios/s1/shots': () => ok(shots),
      'GET /api/scenarios/s1/tracks': () => ok([makeTrack('tv', 0, { kind: 'voice', name: 'Voice 1' })]),
      'GET /api/scenarios/s1/voice-clips': () => ok(clips),
      'GET /api/assets/project/p1': () => ok([]),
      'POST /api/scenarios/s1/translations': () => ok([]),
      'PUT /api/scenarios/s1/voice-clips/c2/translations/de': () =>
        ok({ ...clips[2], id: 'c2-de', sourceClipId: 'c2', text: 'Es ging mit hängenden Armen.', status: 'pending' }),
    }),
  );
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path,
  );

describe("the timeline's lines in a further language", () => {
  it('shows each line beside its translation, translates the missing ones, and saves one written by hand', async () => {
    const fetchMock = setup();
    renderApp('/projects/p1/scenarios/s1?tab=timeline', { isSignedIn: true, tier: 'motionmaker' });
    const language = await screen.findByRole('combobox', { name: 'Language heard' });
    // In the main language the lanes show the originals, and there is nothing to translate.
    expect(await screen.findByText('When the child was a child.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Lines in Deutsch' })).toBeNull();

    fireEvent.change(language, { target: { value: 'de' } });
    const panel = await screen.findByRole('region', { name: 'Lines in Deutsch' });
    const rows = within(panel).getAllByTestId('translation-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('By hand')).toBeTruthy();
    expect(within(rows[1]!).getByText('Not translated')).toBeTruthy();
    // The lane plays the German line where the original plays.
    expect(within(screen.getByTestId('timeline-tracks')).getByText('Als das Kind Kind war.')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Translate 1 line' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/scenarios/s1/translations')).toHaveLength(1));
    const [translate] = callsTo(fetchMock, 'POST', '/api/scenarios/s1/translations');
    expect(JSON.parse(String((translate![1] as RequestInit).body))).toEqual({ language: 'de' });

    const field = within(rows[1]!).getByRole('textbox', { name: 'Line 2 in Deutsch' });
    const save = within(rows[1]!).getByRole('button', { name: 'Save and speak' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Es ging mit hängenden Armen.' } });
    fireEvent.click(save);
    const path = '/api/scenarios/s1/voice-clips/c2/translations/de';
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', path)).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, 'PUT', path)[0]![1] as RequestInit).body))).toEqual({
      text: 'Es ging mit hängenden Armen.',
    });
  });
});
