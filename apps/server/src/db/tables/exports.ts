import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Language, SubtitleOptions } from '@sym/contracts';
import { users } from '../schema.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { scenarios } from './scenarios.ts';
import { keyColumn, mediaColumnsOf } from '../media-columns.ts';
import { livenessOf } from '../row-liveness.ts';

/** What the render pipeline reports about one attempt (cache hits prove a re-export re-rendered only changes). */
export interface ExportMetadata {
  clipsRendered?: number;
  clipsCached?: number;
  timelineDuration?: number;
  wallSeconds?: number;
}

/**
 * A rendered MP4 of an episode. The row is also the job record of its render (same id as the pg-boss job):
 * status/progress/attempts are what the client polls, `video_key` is fixed per export so a retry after a crash
 * overwrites the same file instead of leaving two.
 */
export const exports = pgTable(
  'exports',
  {
    id: id(),
    scenarioId: uuid('scenario_id')
      .notNull()
      .references(() => scenarios.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** video | animatic */
    kind: text('kind').notNull(),
    /** queued | processing | completed | failed (queued shows as processing). */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** h264 | h265 (MP4) | prores (MOV). */
    codec: text('codec').notNull().default('h264'),
    subtitles: boolean('subtitles').notNull().default(false),
    /** How the subtitles are carried and drawn (SubtitleOptions); null without subtitles. */
    subtitleOptions: jsonb('subtitle_options').$type<SubtitleOptions>(),
    /** The languages of the audio and subtitle streams, the first the main one. */
    languages: jsonb('languages').$type<Language[]>().notNull().default(['en']),
    duration: real('duration'),
    size: integer('size'),
    videoKey: text('video_key').notNull(),
    posterKey: text('poster_key'),
    metadata: jsonb('metadata').$type<ExportMetadata>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('exports_scenario_idx').on(table.scenarioId, table.createdAt),
    // Storage use sums a user's exports.
    index('exports_user_idx').on(table.userId),
  ],
);
export type ExportRow = typeof exports.$inferSelect;

/**
 * An export's video counts once it is completed (its key is fixed when the export is queued, before the file
 * exists); the poster once it is set (stored-file-references.ts).
 */
export const exportMedia = mediaColumnsOf(exports, [
  keyColumn(exports.videoKey, { onlyWhen: { column: exports.status, equals: 'completed' } }),
  keyColumn(exports.posterKey),
]);
/** An export is in the Recycle Bin with its episode: its video and poster stop answering, share links too. */
export const exportLiveness = livenessOf(exports, { under: exports.scenarioId });
