import { TRACK_KINDS, VOICE_CLIP_STATUS, TRANSLATION_STATES, type Track, type VoiceClip } from '@sym/contracts';
import type { TrackRow, VoiceClipRow } from '../../db/schema.ts';
import { oneOf } from '../one-of.ts';

/** The only outward shape of a track. */
export function presentTrack(row: TrackRow): Track {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    name: row.name,
    kind: oneOf(TRACK_KINDS, row.kind, 'audio'),
    order: row.position,
    muted: row.muted,
    volume: row.volume,
    audioUrl: row.audioUrl,
    audioDuration: row.audioDuration,
    offset: row.startOffset,
    trimStart: row.trimStart,
    clipDuration: row.clipDuration,
    duck: row.duck,
    fadeIn: row.fadeIn,
    fadeOut: row.fadeOut,
    loop: row.loop,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The only outward shape of a voice clip. */
export function presentVoiceClip(row: VoiceClipRow): VoiceClip {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    trackId: row.trackId,
    shotId: row.shotId,
    text: row.text,
    characterId: row.characterId,
    voice: row.voice,
    language: row.language,
    sourceClipId: row.sourceClipId,
    translation: row.translation === null ? null : oneOf(TRANSLATION_STATES, row.translation, 'untranslated'),
    audioUrl: row.audioUrl,
    duration: row.duration,
    offset: row.startOffset,
    volume: row.volume,
    status: oneOf(VOICE_CLIP_STATUS, row.status, 'failed'),
    jobId: row.jobId,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
