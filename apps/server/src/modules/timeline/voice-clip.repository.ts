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
    | 'translation'
    | 'characterId'
    | 'audioUrl'
    | 'duration'
    | 'startOffset'
    | 'volume'
    | 'status'
    | 'jobId'
    | 'error'
  >
>;

/** The only code that queries the voice_clips table. */
export class VoiceClipRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): VoiceClipRepository {
    return new VoiceClipRepository(tx);
  }

  /** Every clip of an episode, oldest first. */
  async listByScenario(scenarioId: string): Promise<VoiceClipRow[]> {
    return this.db
      .select()
      .from(voiceClips)
      .where(eq(voiceClips.scenarioId, scenarioId))
      .orderBy(asc(voiceClips.createdAt), asc(voiceClips.id));
  }

  /** The clips on one track (to clean up their files when the track goes). */
  async listByTrack(trackId: string): Promise<VoiceClipRow[]> {
    return this.db.select().from(voiceClips).where(eq(voiceClips.trackId, trackId));
  }

  /** The clip if it belongs to this episode. */
  async findInScenario(scenarioId: string, clipId: string): Promise<VoiceClipRow | undefined> {
    if (!isUuid(clipId)) return undefined;
    const [row] = await this.db
      .select()
      .from(voiceClips)
      .where(and(eq(voiceClips.id, clipId), eq(voiceClips.scenarioId, scenarioId)))
      .limit(1);
    return row;
  }

  /** The translation of a line into a language, if there is one. */
  async findTranslation(sourceClipId: string, language: string): Promise<VoiceClipRow | undefined> {
    const [row] = await this.db
      .select()
      .from(voiceClips)
      .where(and(eq(voiceClips.sourceClipId, sourceClipId), eq(voiceClips.language, language)))
      .limit(1);
    return row;
  }

  /** Adds a clip. */
  async insert(values: NewVoiceClip): Promise<VoiceClipRow> {
    const [row] = await this.db.insert(voiceClips).values(values).returning();
    return row!;
  }

  /** Changes a clip; undefined if it is gone. */
  async update(clipId: string, changes: VoiceClipChanges): Promise<VoiceClipRow | undefined> {
    const [row] = await this.db
      .update(voiceClips)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(voiceClips.id, clipId))
      .returning();
    return row;
  }

  /**
   * Applies a speech job's outcome, only while the clip still waits for that job (a clip spoken again or
   * deleted meanwhile is left alone); undefined when it no longer does.
   */
  async finishJob(clipId: string, jobId: string, changes: VoiceClipChanges): Promise<VoiceClipRow | undefined> {
    const [row] = await this.db
      .update(voiceClips)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(voiceClips.id, clipId), eq(voiceClips.jobId, jobId), eq(voiceClips.status, 'pending')))
      .returning();
    return row;
  }

  /** Deletes a clip. */
  async delete(clipId: string): Promise<void> {
    await this.db.delete(voiceClips).where(eq(voiceClips.id, clipId));
  }
}
