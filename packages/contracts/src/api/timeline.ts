import { z } from 'zod';
import { Id, Name } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { FadeSeconds, Seconds, TRACK_KINDS, Volume } from '../entities/timeline.ts';
import { Shot } from '../entities/scenario.ts';
import type { ScriptPlanSummary } from '../script/script-plan.ts';
import { PathId } from './scenarios.ts';
import { LANGUAGES } from '../i18n.ts';

export const TIMELINE_MESSAGES = {
  notAudio: 'Please select an audio file (MP3, WAV, etc.)',
  audioTooLarge: 'File size must be less than 50MB',
  waveformFailed: 'Failed to load audio waveform',
  trackNotFound: 'Track not found',
  voiceClipNotFound: 'Voice clip not found',
  voiceClipNeedsContent: 'A voice clip needs a line of text or an audio file',
  voiceTrackOnly: 'Voice clips sit on a voice track of the same episode',
  languageNotInEpisode: "This language is not one of the episode's languages",
  translateMainLanguage: "The episode's main language needs no translation",
  translateOriginalOnly: 'Only an original line can be translated',
  translateFailed: 'Translation failed. Please try again.',
  speakerNotCharacter: 'The speaker must be a character of this project',
  trackIdsMismatch: "Track ids must list each of the episode's tracks exactly once",
  parseScriptFailed: 'Failed to parse script',
  scriptUndoExpired: 'This script change can no longer be undone',
  scriptUploadProOnly: 'Script upload is a MotionMaker feature',
} as const;

/** What the audio upload answers: where the file now is and what the server measured. */
export const AudioUpload = z.object({
  url: MediaUrl,
  contentType: z.string(),
  size: z.number().int().min(0),
  /** Seconds. */
  duration: Seconds,
});
export type AudioUpload = z.infer<typeof AudioUpload>;

export const AudioUploadParams = z.object({ id: PathId });

export const TracksListInput = z.object({ id: PathId });

const TrackClipFields = {
  muted: z.boolean(),
  volume: Volume,
  /** One of our stored audio files (from the audio upload). */
  audioUrl: MediaUrl.nullable(),
  offset: Seconds,
  trimStart: Seconds,
  clipDuration: Seconds.positive().nullable(),
  duck: z.boolean(),
  fadeIn: FadeSeconds,
  fadeOut: FadeSeconds,
  loop: z.boolean(),
};

/** A new track; it goes below the others. An audio track usually comes with the url of an uploaded file. */
export const TrackCreateInput = z.object({
  id: PathId,
  name: Name.optional(),
  kind: z.enum(TRACK_KINDS).default('audio'),
  muted: TrackClipFields.muted.default(false),
  volume: TrackClipFields.volume.default(1),
  audioUrl: TrackClipFields.audioUrl.optional(),
  offset: TrackClipFields.offset.default(0),
  trimStart: TrackClipFields.trimStart.default(0),
  clipDuration: TrackClipFields.clipDuration.optional(),
  duck: TrackClipFields.duck.default(false),
  fadeIn: TrackClipFields.fadeIn.default(0),
  fadeOut: TrackClipFields.fadeOut.default(0),
  loop: TrackClipFields.loop.default(false),
});
export type TrackCreateInput = z.infer<typeof TrackCreateInput>;

export const TrackIdParams = z.object({ id: PathId, trackId: PathId });
export type TrackIdParams = z.infer<typeof TrackIdParams>;

export const TrackUpdateInput = z.object({
  id: PathId,
  trackId: PathId,
  name: Name.optional(),
  muted: TrackClipFields.muted.optional(),
  volume: TrackClipFields.volume.optional(),
  audioUrl: TrackClipFields.audioUrl.optional(),
  offset: TrackClipFields.offset.optional(),
  trimStart: TrackClipFields.trimStart.optional(),
  clipDuration: TrackClipFields.clipDuration.optional(),
  duck: TrackClipFields.duck.optional(),
  fadeIn: TrackClipFields.fadeIn.optional(),
  fadeOut: TrackClipFields.fadeOut.optional(),
  loop: TrackClipFields.loop.optional(),
});
export type TrackUpdateInput = z.infer<typeof TrackUpdateInput>;

/** The episode's track ids in their new order, top to bottom: exactly its tracks, each once. */
export const TracksReorderInput = z.object({ id: PathId, tracks: z.array(Id).max(500) });
export type TracksReorderInput = z.infer<typeof TracksReorderInput>;

export const VoiceClipsListInput = z.object({ id: PathId });

const VoiceText = z.string().trim().max(2000);
const VoiceName = z.string().trim().min(1).max(100);
const VoiceLanguage = z.string().trim().min(2).max(10);

/**
 * A new voice clip: a line to speak (`text`, optional `voice` and `language`) or an uploaded audio file
 * (`audioUrl`), at least one of them. Without `trackId` it goes on the episode's first voice track (created
 * when there is none).
 */
export const VoiceClipCreateInput = z
  .object({
    id: PathId,
    text: VoiceText.optional(),
    /** Who speaks it; without it, a speaker named at the start of the text ("ANNA: Get in.") is looked up. */
    characterId: Id.optional(),
    voice: VoiceName.optional(),
    language: VoiceLanguage.optional(),
    audioUrl: MediaUrl.optional(),
    trackId: Id.optional(),
    shotId: Id.nullable().optional(),
    offset: Seconds.default(0),
    volume: Volume.default(1),
  })
  .refine((input) => Boolean(input.text) || Boolean(input.audioUrl), {
    path: ['text'],
    message: TIMELINE_MESSAGES.voiceClipNeedsContent,
  });
export type VoiceClipCreateInput = z.infer<typeof VoiceClipCreateInput>;

export const VoiceClipIdParams = z.object({ id: PathId, clipId: PathId });
export type VoiceClipIdParams = z.infer<typeof VoiceClipIdParams>;

/** Moves or changes a clip; a new text or voice speaks the line again (a new speech job). */
export const VoiceClipUpdateInput = z.object({
  id: PathId,
  clipId: PathId,
  text: VoiceText.min(1).optional(),
  /** Another speaker (null: none): the line is spoken again in their voice. */
  characterId: Id.nullable().optional(),
  voice: VoiceName.optional(),
  language: VoiceLanguage.optional(),
  trackId: Id.optional(),
  shotId: Id.nullable().optional(),
  offset: Seconds.optional(),
  volume: Volume.optional(),
});
export type VoiceClipUpdateInput = z.infer<typeof VoiceClipUpdateInput>;

/**
 * Translates the episode's original lines that have no translation into `language` yet (one of the episode's
 * further languages) with the text provider. A provider that cannot translate (the offline one) keeps the original
 * words and marks them untranslated. Translated lines are spoken in that language (speech jobs).
 */
export const TranslateLinesInput = z.object({ id: PathId, language: z.enum(LANGUAGES) });
export type TranslateLinesInput = z.infer<typeof TranslateLinesInput>;

/** A line's translation written by hand: creates or replaces it and speaks it in that language. */
export const LineTranslationInput = z.object({
  id: PathId,
  clipId: PathId,
  language: z.enum(LANGUAGES),
  text: VoiceText.min(1),
});
export type LineTranslationInput = z.infer<typeof LineTranslationInput>;

/**
 * Makes the episode's shots those of a script (the script editor's format, the one scenario.script.generate
 * writes): a block tagged with a shot's ref keeps that shot and changes only its text, an untagged block is
 * matched by order and text or added, a shot no block keeps is deleted (see script/script-plan.ts). `source: 'upload'` marks a script file the user uploaded, a feature of the
 * professional edition (403 'Script upload is a MotionMaker feature' in the base edition).
 */
export const ScriptApplyInput = z.object({
  id: PathId,
  script: z.string().max(200_000),
  source: z.enum(['editor', 'upload']).default('editor'),
});
export type ScriptApplyInput = z.infer<typeof ScriptApplyInput>;

/** What applying this script would do (the same plan, nothing changed): answers a ScriptPlanSummary. */
export const ScriptPreviewInput = ScriptApplyInput;
export type ScriptPreviewInput = z.infer<typeof ScriptPreviewInput>;

/** Takes an applied script back: `undo` is the token its apply answered (signed by the server, opaque). */
export const ScriptUndoInput = z.object({
  id: PathId,
  undo: z.string().min(1).max(2_000_000),
});
export type ScriptUndoInput = z.infer<typeof ScriptUndoInput>;

/** What applying a script changes (or would change): the counts the user confirms, as ScriptPlanSummary. */
export const ScriptPlanSummaryView = z.object({
  added: z.number().int().min(0),
  updated: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  deleted: z.number().int().min(0),
  deletedImages: z.number().int().min(0),
  deletedVideos: z.number().int().min(0),
  /** The kept shots end up in another order. */
  isReordered: z.boolean(),
  /** Shots deleted, by their current number. */
  deletedSequences: z.array(z.number().int().min(1)),
  /** Shots an untagged block takes over (matched by order and text), with the block's number (1-based). */
  matchedByText: z.array(z.object({ sequence: z.number().int().min(1), block: z.number().int().min(1) })),
}) satisfies z.ZodType<ScriptPlanSummary>;

/** The answer of scenario.script.apply: the shots in script order, what changed, and how to take it back. */
export const ScriptApplyResult = z.object({
  shots: z.array(Shot),
  summary: ScriptPlanSummaryView,
  /** Pass to scenario.script.undo to restore the shots as they were. */
  undo: z.string(),
});
export type ScriptApplyResult = z.infer<typeof ScriptApplyResult>;
