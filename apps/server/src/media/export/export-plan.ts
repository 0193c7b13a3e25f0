import { createHash } from 'node:crypto';
import {
  buildTimeline,
  type CameraMotion,
  type ExportCodec,
  type ExportKind,
  type ExportResolution,
  type Language,
  DEFAULT_SUBTITLE_OPTIONS,
  type SubtitleOptions,
  type TimelineAudioClip,
  type TimelineShotInput,
  type TimelineTrackInput,
  type TimelineVoiceClipInput,
} from '@sym/contracts';
import { CLIP_ENCODER_VERSION } from './export-args.ts';
import { voiceCues, type SubtitleCue } from './subtitles.ts';

// The render plan of an export: pure numbers and source addresses derived from the same timeline model as the
// browser preview. Each clip carries a content hash, so a re-export reuses every clip whose inputs did not change.

export type ScenarioAspectRatio = 'landscape' | 'portrait' | 'square';

export interface ExportShotInput extends TimelineShotInput {
  description?: string | null;
}

export interface ExportVoiceClipInput extends TimelineVoiceClipInput {
  text?: string | null;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** What a clip is made from: a video, a still with a camera move, or a numbered card for a shot with no image. */
export type ClipSource =
  | { type: 'video'; url: string }
  | { type: 'image'; url: string; motion: CameraMotion }
  | { type: 'card'; number: number; text: string };

export interface ClipPlan {
  index: number;
  shotId: string;
  start: number;
  duration: number;
  frames: number;
  source: ClipSource;
  /** Changes exactly when the clip's pixels would: source, length, size, motion, fps, encoder settings. */
  hash: string;
}

/** A further language of an export: its own mix of the audio with its lines, and its own subtitles. */
export interface DubPlan {
  language: Language;
  audio: TimelineAudioClip[];
  subtitles: SubtitleCue[];
}

export interface ExportPlan {
  size: FrameSize;
  fps: number;
  /** Seconds: the sum of the clips' frames at fps (the timeline's duration snapped to whole frames). */
  duration: number;
  clips: ClipPlan[];
  audio: TimelineAudioClip[];
  subtitles: SubtitleCue[];
  /** How the subtitles are carried (burned in or a stream) and drawn. */
  subtitleOptions: SubtitleOptions;
  /** The file's video codec (h264: the clips' own, copied). */
  codec: ExportCodec;
  /** The language of the audio and subtitles (the file's first, default streams). */
  language: Language;
  /** Further languages, each an audio stream (and a subtitle stream) after the first. */
  dubs: DubPlan[];
}

/** Every language of a plan with its audio and subtitles, the first language first. */
export function languageStreams(plan: ExportPlan): DubPlan[] {
  return [{ language: plan.language, audio: plan.audio, subtitles: plan.subtitles }, ...plan.dubs];
}

export const EXPORT_FPS = 30;

/** Landscape renders at the chosen resolution; portrait and square have one size each. */
export function exportFrameSize(aspectRatio: ScenarioAspectRatio, resolution: ExportResolution): FrameSize {
  if (aspectRatio === 'portrait') return { width: 1080, height: 1920 };
  if (aspectRatio === 'square') return { width: 1080, height: 1080 };
  if (resolution === '4k') return { width: 3840, height: 2160 };
  return resolution === '720p' ? { width: 1280, height: 720 } : { width: 1920, height: 1080 };
}

function clipSource(kind: ExportKind, shot: ExportShotInput, number: number): ClipSource {
  if (kind === 'video' && shot.videoUrl) return { type: 'video', url: shot.videoUrl };
  if (shot.imageUrl) return { type: 'image', url: shot.imageUrl, motion: shot.cameraMotion ?? 'auto' };
  return { type: 'card', number, text: (shot.description ?? '').trim() };
}

function hashOf(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

export interface BuildExportPlanInput {
  kind: ExportKind;
  size: FrameSize;
  fps?: number;
  shots: readonly ExportShotInput[];
  tracks?: readonly TimelineTrackInput[];
  voiceClips?: readonly ExportVoiceClipInput[];
  subtitles?: boolean;
  subtitleOptions?: SubtitleOptions;
  language?: Language;
  codec?: ExportCodec;
  /** The lines of further languages (each mixed with the same tracks). */
  dubs?: readonly { language: Language; voiceClips: readonly ExportVoiceClipInput[] }[];
}

/** The plan of an export: clips in timeline order at the shot durations, the audio to mix and the subtitle cues. */
export function buildExportPlan(input: BuildExportPlanInput): ExportPlan {
  const fps = input.fps ?? EXPORT_FPS;
  const voiceClips = input.voiceClips ?? [];
  const timeline = buildTimeline(input.shots, input.tracks ?? [], voiceClips);
  const clips = timeline.shots.map((entry): ClipPlan => {
    const source = clipSource(input.kind, entry.shot, entry.index + 1);
    const frames = Math.max(1, Math.round(entry.duration * fps));
    return {
      index: entry.index,
      shotId: entry.shot.id,
      start: entry.start,
      duration: entry.duration,
      frames,
      source,
      hash: hashOf([CLIP_ENCODER_VERSION, source, frames, fps, input.size.width, input.size.height]),
    };
  });
  const totalFrames = clips.reduce((sum, clip) => sum + clip.frames, 0);
  const duration = totalFrames / fps;
  const cuesOf = (lines: readonly ExportVoiceClipInput[], audio: readonly TimelineAudioClip[]) =>
    input.subtitles ? voiceCues(audio, new Map(lines.map((clip) => [clip.id, clip.text ?? ''])), duration) : [];
  const subtitles = cuesOf(voiceClips, timeline.audio);
  const dubs = (input.dubs ?? []).map(({ language, voiceClips: lines }): DubPlan => {
    const { audio } = buildTimeline(input.shots, input.tracks ?? [], lines);
    return { language, audio, subtitles: cuesOf(lines, audio) };
  });
  return {
    size: input.size,
    fps,
    duration,
    clips,
    audio: timeline.audio,
    subtitles,
    subtitleOptions: input.subtitleOptions ?? DEFAULT_SUBTITLE_OPTIONS,
    language: input.language ?? 'en',
    codec: input.codec ?? 'h264',
    dubs,
  };
}
