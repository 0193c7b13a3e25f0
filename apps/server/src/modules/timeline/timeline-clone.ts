import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { tracks, voiceClips } from '../../db/schema.ts';

// Well under PostgreSQL's 65535 bind parameters for these rows.
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** Said by a copied clip whose speech job had not finished: the job fills only the original. */
export const UNFINISHED_ON_COPY = 'The line was still being spoken when the project was copied';

/**
 * Copies the tracks and voice clips (with their translations) of copied episodes (old → new episode, shot and asset
 * ids) with fresh ids; the copies
 * share the original's audio files (files are removed only when no row plays them). Run inside the clone's
 * transaction. Answers how many tracks and clips were copied.
 */
export async function copyTimeline(
  db: Database,
  ids: {
    scenarioIds: ReadonlyMap<string, string>;
    shotIds: ReadonlyMap<string, string>;
    /** Copied assets: a line's speaker is its copy (one not copied, a deleted one, is no one's). */
    assetIds: ReadonlyMap<string, string>;
  },
): Promise<{ tracks: number; voiceClips: number }> {
  const { scenarioIds, shotIds, assetIds } = ids;
  if (scenarioIds.size === 0) return { tracks: 0, voiceClips: 0 };
  const sources = [...scenarioIds.keys()];
  const trackRows = await db.select().from(tracks).where(inArray(tracks.scenarioId, sources));
  const trackIds = new Map(trackRows.map((row) => [row.id, randomUUID()]));
  await insertChunked(
    trackRows.map((row) => ({ ...row, id: trackIds.get(row.id)!, scenarioId: scenarioIds.get(row.scenarioId)! })),
    (chunk) => db.insert(tracks).values(chunk),
  );
  const clipRows = await db.select().from(voiceClips).where(inArray(voiceClips.scenarioId, sources));
  const clipIds = new Map(clipRows.map((row) => [row.id, randomUUID()]));
  // Originals first: a translation's row refers to its source's.
  const ordered = [...clipRows].sort((a, b) => Number(a.sourceClipId !== null) - Number(b.sourceClipId !== null));
  await insertChunked(
    ordered.map((row) => ({
      ...row,
      id: clipIds.get(row.id)!,
      sourceClipId: row.sourceClipId ? (clipIds.get(row.sourceClipId) ?? null) : null,
      scenarioId: scenarioIds.get(row.scenarioId)!,
      trackId: row.trackId ? (trackIds.get(row.trackId) ?? null) : null,
      shotId: row.shotId ? (shotIds.get(row.shotId) ?? null) : null,
      characterId: row.characterId ? (assetIds.get(row.characterId) ?? null) : null,
      ...(row.status === 'pending' ? { status: 'failed', jobId: null, error: UNFINISHED_ON_COPY } : {}),
    })),
    (chunk) => db.insert(voiceClips).values(chunk),
  );
  return { tracks: trackRows.length, voiceClips: clipRows.length };
}
