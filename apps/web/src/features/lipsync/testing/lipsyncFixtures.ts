import type { Job, VoiceClip } from '@sym/contracts';
import { PRICING, creditRoutes } from '../../../test/creditFixtures';
import { ok, stubApi, type ApiRoutes } from '../../../test/fakeApi';
import { WEB_STORAGE_KEYS } from '../../../lib/storage/keys';

export const RESULT_URL = '/media/lipsync-result-key-0001.mp4';

export function lipsyncJob(status: Job['status'], progress: number): Job {
  return {
    id: 'lj1',
    queue: 'lipsync-generation',
    kind: 'lipsync',
    status,
    progress,
    cost: 3,
    attempts: 1,
    error: status === 'failed' ? 'Provider failed' : null,
    result: status === 'completed' ? { url: RESULT_URL, targetType: 'shot' } : null,
    createdAt: null,
    updatedAt: null,
  };
}

export function voiceClip(id: string, changes: Partial<VoiceClip> = {}): VoiceClip {
  return {
    id,
    scenarioId: 's1',
    trackId: 't1',
    shotId: null,
    text: 'Hello there',
    characterId: null,
    voice: null,
    language: 'en',
    sourceClipId: null,
    translation: null,
    audioUrl: `/media/${id}-voice-key-000001.wav`,
    duration: 2,
    offset: 0,
    volume: 1,
    status: 'ready',
    jobId: null,
    error: null,
    createdAt: '2024-03-01T00:00:00.000Z',
    updatedAt: '2024-03-01T00:00:00.000Z',
    ...changes,
  };
}

/** Credits (lip-sync 2 credits, speech 1), voices and the voice clips of episode s1; `routes` override them. */
export function stubLipsyncApi(routes: ApiRoutes = {}) {
  // The socket never connects in tests: go straight to HTTP instead of waiting for it.
  window.localStorage.setItem(WEB_STORAGE_KEYS.socketRpc, 'false');
  return stubApi(
    creditRoutes(42, {
      'GET /api/credits/pricing': () =>
        ok({
          ...PRICING,
          items: [
            ...PRICING.items,
            { kind: 'lipsync', credits: 2, unit: 'clip', providerId: 'local', providerName: 'Local lip-sync' },
            { kind: 'speech', credits: 1, unit: 'line', providerId: 'local', providerName: 'Local speech' },
          ],
        }),
      'GET /api/speech/voices': () =>
        ok([
          { id: 'en-us', name: 'English (America)', language: 'en' },
          { id: 'en-gb', name: 'English (Britain)', language: 'en' },
        ]),
      'GET /api/scenarios/s1/voice-clips': () => ok([voiceClip('c1', { shotId: 'sh1', text: 'We have lift-off' })]),
      ...routes,
    }),
  );
}

export function bodiesOf(fetchMock: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).split('?')[0] === path)
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
}
