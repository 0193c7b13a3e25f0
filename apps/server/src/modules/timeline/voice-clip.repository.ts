import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { voiceClips, type VoiceClipRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewVoiceClip = typeof voiceClips.$inferInsert;
export type VoiceClipChanges = Partial<
  Pick<
    NewVoiceClip,
    | 'trackId'
    | 'shotId'
    | 'text'
    | 'voice'
    | 'language'
    | 'audioUrl'
    | 'duration'
    | 'startOffset'
    | 'volume'
    | 'status'
    | 'jobId'
    | 'error'
  >
>;

export type VoiceClipRepository = ReturnType<typeof createVoiceClipRepository>;

/** The only code that queries the voice_clips table. */
export function createVoiceClipRepository(db: Database) {
  return {
    /** Every clip of an episode, oldest first. */
    async listByScenario(scenarioId: string): Promise<VoiceClipRow[]> {
      return db
        .select()
        .from(voiceClips)
        .where(eq(voiceClips.scenarioId, scenarioId))
        .orderBy(asc(voiceClips.createdAt), asc(voiceClips.id));
    },

    /** The clips on one track (to clean up their files when the track goes). */
    async listByTrack(trackId: string): Promise<VoiceClipRow[]> {
      return db.select().from(voiceClips).where(eq(voiceClips.trackId, trackId));
    },

    /** The clip if it belongs to this episode. */
    async findInScenario(scenarioId: string, clipId: string): Promise<VoiceClipRow | undefined> {
      if (!isUuid(clipId)) return undefined;
      const [row] = await db
        .select()
        .from(voiceClips)
        .where(and(eq(voiceClips.id, clipId), eq(voiceClips.scenarioId, scenarioId)))
        .limit(1);
      return row;
    },

    async insert(values: NewVoiceClip): Promise<VoiceClipRow> {
      const [row] = await db.insert(voiceClips).values(values).returning();
      return row!;
    },

    async update(clipId: string, changes: VoiceClipChanges): Promise<VoiceClipRow | undefined> {
      const [row] = await db
        .update(voiceClips)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(voiceClips.id, clipId))
        .returning();
      return row;
    },

    /**
     * Applies a speech job's outcome, only while the clip still waits for that job (a clip spoken again or
     * deleted meanwhile is left alone); undefined when it no longer does.
     */
    async finishJob(clipId: string, jobId: string, changes: VoiceClipChanges): Promise<VoiceClipRow | undefined> {
      const [row] = await db
        .update(voiceClips)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(voiceClips.id, clipId), eq(voiceClips.jobId, jobId), eq(voiceClips.status, 'pending')))
        .returning();
      return row;
    },

    async delete(clipId: string): Promise<void> {
      await db.delete(voiceClips).where(eq(voiceClips.id, clipId));
    },
  };
}
