import { boolean, index, integer, pgTable, real, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { scenarios, shots } from './scenarios.ts';
import { assets } from './assets.ts';
import { mediaColumnsOf, urlColumn } from '../media-columns.ts';
import { livenessOf } from '../row-liveness.ts';

/**
 * Audio lanes of an episode's timeline; `position` is kept dense (0..n-1) on create, delete and reorder.
 * ("order" and "offset" are SQL keywords, hence `position` and `start_offset`.)
 */
export const tracks = pgTable(
  'tracks',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('audio'),
    position: integer('position').notNull(),
    muted: boolean('muted').notNull().default(false),
    volume: real('volume').notNull().default(1),
    audioUrl: text('audio_url'),
    audioDuration: real('audio_duration'),
    startOffset: real('start_offset').notNull().default(0),
    trimStart: real('trim_start').notNull().default(0),
    clipDuration: real('clip_duration'),
    /** Lowered under dialogue; faded in and out (seconds); repeated to the episode's end. */
    duck: boolean('duck').notNull().default(false),
    fadeIn: real('fade_in').notNull().default(0),
    fadeOut: real('fade_out').notNull().default(0),
    loop: boolean('loop').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('tracks_scenario_position_idx').on(table.scenarioId, table.position)],
);
export type TrackRow = typeof tracks.$inferSelect;

/**
 * Spoken lines on the timeline. Deleting a voice track deletes the clips on it (cascade): a clip only shows on
 * its track, so keeping it would leave an invisible clip. Deleting a shot only unlinks its clips.
 *
 * A translation names the line it translates (`source_clip_id`) and goes with it; it sits on no track and no shot
 * of its own (it plays where its source plays: linesInLanguage in contracts).
 */
export const voiceClips = pgTable(
  'voice_clips',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    trackId: uuid('track_id').references(() => tracks.id, { onDelete: 'cascade' }),
    shotId: uuid('shot_id').references(() => shots.id, { onDelete: 'set null' }),
    text: text('text').notNull().default(''),
    /** The character who speaks the line; its voice is the line's unless `voice` names one. */
    characterId: uuid('character_id').references(() => assets.id, { onDelete: 'set null' }),
    voice: text('voice'),
    language: text('language'),
    sourceClipId: uuid('source_clip_id').references((): AnyPgColumn => voiceClips.id, { onDelete: 'cascade' }),
    /** untranslated | machine | manual on a translation; null on an original line. */
    translation: text('translation'),
    audioUrl: text('audio_url'),
    duration: real('duration'),
    startOffset: real('start_offset').notNull().default(0),
    volume: real('volume').notNull().default(1),
    status: text('status').notNull().default('pending'),
    jobId: uuid('job_id'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('voice_clips_scenario_idx').on(table.scenarioId, table.createdAt),
    index('voice_clips_track_idx').on(table.trackId),
    /** One translation per line and language. */
    uniqueIndex('voice_clips_source_language_idx').on(table.sourceClipId, table.language),
  ],
);
export type VoiceClipRow = typeof voiceClips.$inferSelect;

/** The audio files tracks and voice clips play (stored-file-references.ts). */
export const trackMedia = mediaColumnsOf(tracks, [urlColumn(tracks.audioUrl)]);
export const voiceClipMedia = mediaColumnsOf(voiceClips, [urlColumn(voiceClips.audioUrl)]);
/** Tracks and voice clips are in the Recycle Bin with their episode (row-liveness.ts). */
export const trackLiveness = livenessOf(tracks, { under: tracks.scenarioId });
export const voiceClipLiveness = livenessOf(voiceClips, { under: voiceClips.scenarioId });
