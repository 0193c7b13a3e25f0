import type { VoiceClip } from '@sym/contracts';
import { describe, expect, it } from 'vitest';
import { clipText, usableClips } from './clipOptions';

const clip = (id: string, changes: Partial<VoiceClip>): VoiceClip => ({
  id,
  scenarioId: 's1',
  trackId: null,
  shotId: null,
  text: '',
  characterId: null,
  voice: null,
  language: null,
  sourceClipId: null,
  translation: null,
  audioUrl: `/media/${id}-audio-key-000001.wav`,
  duration: 2,
  offset: 0,
  volume: 1,
  status: 'ready',
  jobId: null,
  error: null,
  createdAt: '2024-03-01T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  ...changes,
});

describe('usableClips', () => {
  it("keeps ready clips with audio, the shot's own first, then by offset", () => {
    const clips = [
      clip('late', { offset: 9 }),
      clip('pending', { status: 'pending', audioUrl: null }),
      clip('own', { shotId: 'sh1', offset: 12 }),
      clip('early', { offset: 1 }),
    ];
    expect(usableClips(clips, 'sh1').map((item) => item.id)).toEqual(['own', 'early', 'late']);
  });

  it('cuts long lines', () => {
    expect(clipText(clip('a', { text: 'x'.repeat(80) }))).toHaveLength(60);
    expect(clipText(clip('b', { text: ' Hello ' }))).toBe('Hello');
  });
});
