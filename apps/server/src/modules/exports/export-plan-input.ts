import type { CameraMotion } from '@sym/contracts';
import type { ShotRow, TrackRow, VoiceClipRow } from '../../db/schema.ts';
import { buildExportPlan } from '../../media/export/export-plan.ts';
import type { ExportPayload } from './export.job.ts';

/** The timeline an export renders: the episode's shots, tracks and voice clips as they are now. */
export interface ExportTimeline {
  shots: readonly ShotRow[];
  tracks: readonly TrackRow[];
  voiceClips: readonly VoiceClipRow[];
}

/** The render plan of an export (media/export/export-plan.ts) from its settings and the episode's timeline. */
export function exportPlanOf(payload: ExportPayload, timeline: ExportTimeline) {
  return buildExportPlan({
    kind: payload.kind,
    size: { width: payload.width, height: payload.height },
    subtitles: payload.subtitles,
    subtitleOptions: payload.subtitleOptions,
    language: payload.languages[0],
    shots: timeline.shots.map((shot) => ({
      id: shot.id,
      sequence: shot.sequence,
      duration: shot.duration,
      imageUrl: shot.imageUrl,
      videoUrl: shot.videoUrl,
      cameraMotion: shot.cameraMotion as CameraMotion,
      description: shot.description,
    })),
    tracks: timeline.tracks.map((track) => ({
      id: track.id,
      kind: track.kind === 'voice' ? 'voice' : 'audio',
      order: track.position,
      muted: track.muted,
      volume: track.volume,
      audioUrl: track.audioUrl,
      audioDuration: track.audioDuration,
      offset: track.startOffset,
      trimStart: track.trimStart,
      clipDuration: track.clipDuration,
      duck: track.duck,
      fadeIn: track.fadeIn,
      fadeOut: track.fadeOut,
      loop: track.loop,
    })),
    voiceClips: timeline.voiceClips.map((clip) => ({
      id: clip.id,
      trackId: clip.trackId,
      audioUrl: clip.audioUrl,
      duration: clip.duration,
      offset: clip.startOffset,
      volume: clip.volume,
      status: clip.status === 'ready' ? 'ready' : clip.status === 'failed' ? 'failed' : 'pending',
      text: clip.text,
    })),
  });
}
