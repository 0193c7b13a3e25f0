import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { tracks, type TrackRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewTrack = typeof tracks.$inferInsert;
export type TrackChanges = Partial<
  Pick<
    NewTrack,
    | 'name'
    | 'muted'
    | 'volume'
    | 'audioUrl'
    | 'audioDuration'
    | 'startOffset'
    | 'trimStart'
    | 'clipDuration'
    | 'duck'
    | 'fadeIn'
    | 'fadeOut'
    | 'loop'
  >
>;

const inOrder = [asc(tracks.position), asc(tracks.createdAt), asc(tracks.id)];

/** The only code that queries the tracks table. */
export class TrackRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): TrackRepository {
    return new TrackRepository(tx);
  }

  /** Every track of an episode, top to bottom. */
  async listByScenario(scenarioId: string): Promise<TrackRow[]> {
    return this.db
      .select()
      .from(tracks)
      .where(eq(tracks.scenarioId, scenarioId))
      .orderBy(...inOrder);
  }

  /** The track if it belongs to this episode. */
  async findInScenario(scenarioId: string, trackId: string): Promise<TrackRow | undefined> {
    if (!isUuid(trackId)) return undefined;
    const [row] = await this.db
      .select()
      .from(tracks)
      .where(and(eq(tracks.id, trackId), eq(tracks.scenarioId, scenarioId)))
      .limit(1);
    return row;
  }

  /** Adds a track. */
  async insert(values: NewTrack): Promise<TrackRow> {
    const [row] = await this.db.insert(tracks).values(values).returning();
    return row!;
  }

  /** Changes a track; undefined if it is gone. */
  async update(trackId: string, changes: TrackChanges): Promise<TrackRow | undefined> {
    const [row] = await this.db
      .update(tracks)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(tracks.id, trackId))
      .returning();
    return row;
  }

  /** Deletes a track. */
  async delete(trackId: string): Promise<void> {
    await this.db.delete(tracks).where(eq(tracks.id, trackId));
  }

  /** Gives the tracks positions 0..n-1 in the order of `ids` (one statement, only rows that move). */
  async applyOrder(ids: readonly string[], current: ReadonlyMap<string, number>): Promise<void> {
    const changes = ids.flatMap((id, index) => (current.get(id) === index ? [] : [{ id, position: index }]));
    if (changes.length === 0) return;
    const cases = sql.join(
      changes.map((change) => sql`when ${tracks.id} = ${change.id} then ${change.position}::int`),
      sql` `,
    );
    await this.db
      .update(tracks)
      .set({ position: sql`case ${cases} else ${tracks.position} end`, updatedAt: sql`now()` })
      .where(
        inArray(
          tracks.id,
          changes.map((change) => change.id),
        ),
      );
  }
}
