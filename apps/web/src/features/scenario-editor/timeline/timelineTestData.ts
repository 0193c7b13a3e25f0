import type { Track, VoiceClip } from '@sym/contracts';

const STAMP = '2024-03-01T00:00:00.000Z';

export function makeTrack(id: string, order: number, changes: Partial<Track> = {}): Track {
  return {
    id,
    scenarioId: 's1',
    name: `Track ${id}`,
    kind: 'audio',
    order,
    muted: false,
    volume: 1,
    audioUrl: `/media/${id}-audio-key-00000001.wav`,
    audioDuration: 3,
    offset: 0,
    trimStart: 0,
    clipDuration: null,
    duck: false,
    fadeIn: 0,
    fadeOut: 0,
    loop: false,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}

export function makeVoiceClip(id: string, changes: Partial<VoiceClip> = {}): VoiceClip {
  return {
    id,
    scenarioId: 's1',
    trackId: 'tv',
    shotId: null,
    text: 'Ten seconds to launch',
    characterId: null,
    voice: 'en-m1',
    language: 'en',
    sourceClipId: null,
    translation: null,
    audioUrl: null,
    duration: null,
    offset: 0,
    volume: 1,
    status: 'pending',
    jobId: 'job-1',
    error: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...changes,
  };
}
