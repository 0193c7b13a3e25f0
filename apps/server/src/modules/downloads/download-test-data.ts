import type { ReviewComment, Shot, Track, VoiceClip } from '@sym/contracts';
import type { DownloadSource } from './download-source.ts';

// An episode as the downloads see it, for the builders' tests.

export const KEY = 'a'.repeat(32);
export const NOW = '2026-01-01T00:00:00.000Z';

export function shot(sequence: number, values: Partial<Shot> = {}): Shot {
  return {
    id: `shot-${sequence}`,
    sequence,
    type: 'medium',
    description: `Shot ${sequence} description`,
    action: '',
    duration: 2,
    assetIds: [],
    imageUrl: `/media/${KEY}${sequence}.png`,
    videoUrl: null,
    metadata: {},
    cameraMotion: 'zoom_in',
    ...values,
  };
}

export const track = (values: Partial<Track>): Track => ({
  id: 'track-1',
  scenarioId: 'ep',
  name: 'Music',
  kind: 'audio',
  order: 0,
  muted: false,
  volume: 0.8,
  audioUrl: `/media/${KEY}music.mp3`,
  audioDuration: 10,
  offset: 1,
  trimStart: 0.5,
  clipDuration: null,
  duck: false,
  fadeIn: 0,
  fadeOut: 0,
  loop: false,
  createdAt: NOW,
  updatedAt: NOW,
  ...values,
});

export const voiceClip = (id: string, offset: number, duration: number): VoiceClip => ({
  id,
  scenarioId: 'ep',
  trackId: 'voice-1',
  shotId: null,
  text: 'Hello',
  characterId: null,
  voice: null,
  language: 'en',
  sourceClipId: null,
  translation: null,
  audioUrl: `/media/${KEY}${id}.wav`,
  duration,
  offset,
  volume: 1,
  status: 'ready',
  jobId: null,
  error: null,
  createdAt: NOW,
  updatedAt: NOW,
});

export const source = (values: Partial<DownloadSource> = {}): DownloadSource => ({
  scenarioName: 'Pilot',
  aspectRatio: 'landscape',
  shots: [shot(1), shot(2, { duration: 1.5, videoUrl: `/media/${KEY}2.mp4` }), shot(3, { duration: null })],
  tracks: [],
  voiceClips: [],
  publicUrl: 'https://studio.example.com',
  ...values,
});

/** An open review comment (a thread's first) by a guest, its body its id unless given. */
export const reviewComment = (id: string, values: Partial<ReviewComment> = {}): ReviewComment => ({
  id,
  scenarioId: 'ep',
  parentId: null,
  shotId: null,
  version: null,
  timeSeconds: null,
  timeEndSeconds: null,
  body: id,
  annotation: null,
  author: { userId: null, name: 'Carla', isGuest: true },
  mentions: [],
  resolvedAt: null,
  resolvedBy: null,
  editedAt: null,
  createdAt: NOW,
  ...values,
});
