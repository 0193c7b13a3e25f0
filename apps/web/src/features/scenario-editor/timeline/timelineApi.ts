import type {
  Language,
  TrackCreateInput,
  TrackUpdateInput,
  VoiceClipCreateInput,
  VoiceClipUpdateInput,
} from '@sym/contracts';
import { call, uploadFile } from '../../../lib/transport';

type Without<T, K extends keyof T> = Omit<T, K>;
export type TrackCreate = Partial<Without<TrackCreateInput, 'id'>>;
export type TrackChanges = Partial<Without<TrackUpdateInput, 'id' | 'trackId'>>;
export type VoiceClipCreate = Partial<Without<VoiceClipCreateInput, 'id'>>;
export type VoiceClipChanges = Partial<Without<VoiceClipUpdateInput, 'id' | 'clipId'>>;

/** The timeline's calls: tracks, voice clips, the audio upload, speech voices and shot durations (spec §7). */
export const timelineApi = {
  tracks: (scenarioId: string) => call('scenario.tracks.list', { id: scenarioId }),
  createTrack: (scenarioId: string, input: TrackCreate) => call('scenario.track.create', { ...input, id: scenarioId }),
  updateTrack: (scenarioId: string, trackId: string, changes: TrackChanges) =>
    call('scenario.track.update', { ...changes, id: scenarioId, trackId }),
  deleteTrack: (scenarioId: string, trackId: string) => call('scenario.track.delete', { id: scenarioId, trackId }),
  /** The episode's track ids top to bottom, each once. */
  reorderTracks: (scenarioId: string, trackIds: readonly string[]) =>
    call('scenario.tracks.reorder', { id: scenarioId, tracks: [...trackIds] }),

  voiceClips: (scenarioId: string) => call('scenario.voiceClips.list', { id: scenarioId }),
  createVoiceClip: (scenarioId: string, input: VoiceClipCreate) =>
    call('scenario.voiceClip.create', { ...input, id: scenarioId }),
  updateVoiceClip: (scenarioId: string, clipId: string, changes: VoiceClipChanges) =>
    call('scenario.voiceClip.update', { ...changes, id: scenarioId, clipId }),
  deleteVoiceClip: (scenarioId: string, clipId: string) =>
    call('scenario.voiceClip.delete', { id: scenarioId, clipId }),

  /** Translates the lines that have no translation into `language` yet (the text provider, else kept as they are). */
  translateLines: (scenarioId: string, language: Language) =>
    call('scenario.lines.translate', { id: scenarioId, language }),
  /** A line's translation written by hand (spoken again in that language). */
  putTranslation: (scenarioId: string, clipId: string, language: Language, text: string) =>
    call('scenario.line.translation.put', { id: scenarioId, clipId, language, text }),

  /** Multipart upload of one audio file (MP3, WAV, AAC); the server sniffs it and measures its length. */
  uploadAudio: (scenarioId: string, file: File) => uploadFile('upload.scenarioAudio', { id: scenarioId, file }),

  voices: (projectId: string, language: string) => call('speech.voices', { projectId, language }),

  setShotDuration: (scenarioId: string, shotId: string, duration: number) =>
    call('scenario.shot.update', { id: scenarioId, shotId, duration }),
};

export const timelineKeys = {
  tracks: (scenarioId: string) => ['scenarios', 'tracks', scenarioId] as const,
  voiceClips: (scenarioId: string) => ['scenarios', 'voice-clips', scenarioId] as const,
  voices: (projectId: string, language: string) => ['speech', 'voices', projectId, language] as const,
};
