import { z } from 'zod';
import { Id, Name, Timestamp } from '../limits.ts';
import { MediaUrl } from '../media.ts';
import { MAX_FADE_SECONDS } from '../timeline/audio-envelope.ts';

/** A lane of the episode timeline: an uploaded audio (music, ambience...) or the lane voice clips sit on. */
export const TRACK_KINDS = ['audio', 'voice'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];

/**
 * The word of a track's default name ('Voice 1', 'Audio 2'), stored in English by the server; the web shows
 * such a name in the user's language (defaultTrackNumber tells one apart).
 */
export const DEFAULT_TRACK_NAME_WORDS: Record<TrackKind, string> = { audio: 'Audio', voice: 'Voice' };

/** The number of a default track name of that kind ('Voice 3' → 3), or null for a name the user chose. */
export function defaultTrackNumber(kind: TrackKind, name: string): number | null {
  const match = /^(\S+) ([1-9]\d*)$/.exec(name);
  return match && match[1] === DEFAULT_TRACK_NAME_WORDS[kind] ? Number(match[2]) : null;
}

/** Gain of a clip or a track: 0 silent, 1 as recorded, up to 2 (+6 dB). */
export const VOLUME_MAX = 2;
export const Volume = z.number().min(0).max(VOLUME_MAX);
/** Seconds on the timeline or inside a source file. */
export const Seconds = z
  .number()
  .min(0)
  .max(24 * 3600);

/** A fade's length. */
export const FadeSeconds = z.number().min(0).max(MAX_FADE_SECONDS);

/**
 * An audio track of an episode. An `audio` track places one uploaded file on the timeline: it starts at
 * `offset` seconds, plays the source from `trimStart` for `clipDuration` seconds (to the end of the file when
 * null) at `volume`. A `voice` track has no file of its own: voice clips point at it with `trackId`.
 */
export const Track = z.object({
  id: Id,
  scenarioId: Id,
  name: Name,
  kind: z.enum(TRACK_KINDS),
  /** 0-based position among the episode's tracks, top to bottom. */
  order: z.number().int().min(0),
  muted: z.boolean(),
  volume: Volume,
  audioUrl: MediaUrl.nullable(),
  /** Length of the uploaded file in seconds (measured by the server). */
  audioDuration: Seconds.nullable(),
  offset: Seconds,
  trimStart: Seconds,
  clipDuration: Seconds.nullable(),
  /** An audio track lowered under dialogue by DUCK_DB (music under the spoken lines). */
  duck: z.boolean(),
  /** Seconds it fades in from its start and out to its end. */
  fadeIn: FadeSeconds,
  fadeOut: FadeSeconds,
  /** Its clip repeats to the episode's end. */
  loop: z.boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Track = z.infer<typeof Track>;

export const VOICE_CLIP_STATUS = ['pending', 'ready', 'failed'] as const;
/**
 * How a line's translation came about: `untranslated` keeps the original's words (no text provider could translate
 * it), `machine` is the text provider's, `manual` was written or edited by hand.
 */
export const TRANSLATION_STATES = ['untranslated', 'machine', 'manual'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export type VoiceClipStatus = (typeof VOICE_CLIP_STATUS)[number];

/**
 * A spoken line on the timeline: either synthesised from `text` with `voice` by the speech provider (a job on
 * the speech queue; `pending` until its audio exists) or an uploaded audio file (`ready` at once).
 *
 * A translation is a clip too: `sourceClipId` names the line it translates, `language` the language it is in. It
 * plays where its source plays (track, shot, offset and volume are the source's; see linesInLanguage), so only
 * its words and audio are its own.
 */
export const VoiceClip = z.object({
  id: Id,
  scenarioId: Id,
  /** The voice track it sits on. */
  trackId: Id.nullable(),
  /** The shot it belongs to (lip-sync, subtitles), if any. */
  shotId: Id.nullable(),
  text: z.string(),
  /** The character who speaks it (an asset of the project): its voice is the line's unless `voice` names one. */
  characterId: Id.nullable(),
  voice: z.string().nullable(),
  language: z.string().nullable(),
  /** The line this clip translates (null: an original line). */
  sourceClipId: Id.nullable(),
  /** A translation's state (null on an original line). */
  translation: z.enum(TRANSLATION_STATES).nullable(),
  audioUrl: MediaUrl.nullable(),
  duration: Seconds.nullable(),
  offset: Seconds,
  volume: Volume,
  status: z.enum(VOICE_CLIP_STATUS),
  /** The speech job while pending (GET /api/jobs/speech-generation/{jobId}). */
  jobId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type VoiceClip = z.infer<typeof VoiceClip>;
