import { linesInLanguage, type CameraMotion, type Language } from '@sym/contracts';
import type { ShotRow, TrackRow, VoiceClipRow } from '../../db/schema.ts';
import { buildExportPlan } from '../../media/export/export-plan.ts';
import type { ExportPayload } from './export.job.ts';

/** The timeline an export renders: the episode's shots, tracks and voice clips (with translations) as they are now. */
export interface ExportTimeline {
  shots: readonly ShotRow[];
  tracks: readonly TrackRow[];
  voiceClips: readonly VoiceClipRow[];
  /** The episode's main language: its lines are the originals, the others are translations of them. */
  mainLanguage: string;
}

/** The voice clips of one language as the plan reads them. */
function voiceClipsIn(timeline: ExportTimeline, language: Language) {
  return linesInLanguage(timeline.voiceClips, language, timeline.mainLanguage).map((clip) => ({
    id: clip.id,
    trackId: clip.trackId,
    audioUrl: clip.audioUrl,
    duration: clip.duration,
    offset: clip.startOffset,
    volume: clip.volume,
    status:
      clip.status === 'ready'
        ? ('ready' as const)
        : clip.status === 'failed'
          ? ('failed' as const)
          : ('pending' as const),
    text: clip.text,
  }));
}

/**
 * The render plan of an export (media/export/export-plan.ts) from its settings and the episode's timeline: the
 * first language's lines, and a dubbed stream for each further one.
 */
export function exportPlanOf(payload: ExportPayload, timeline: ExportTimeline) {
  const [language, ...others] = payload.languages;
  return buildExportPlan({
    kind: payload.kind,
    size: { width: payload.width, height: payload.height },
    subtitles: payload.subtitles,
    subtitleOptions: payload.subtitleOptions,
    language,
    codec: payload.codec,
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
    voiceClips: voiceClipsIn(timeline, language!),
    dubs: others.map((other) => ({ language: other, voiceClips: voiceClipsIn(timeline, other) })),
  });
}
