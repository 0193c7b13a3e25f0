import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { scenes, shots, type SceneRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';

export type NewScene = typeof scenes.$inferInsert;
export type SceneChanges = Partial<
  Pick<NewScene, 'position' | 'interior' | 'place' | 'timeOfDay' | 'locationAssetId' | 'notes'>
>;

/** A shot as the arrangement sees it. */
export interface ArrangementShot {
  id: string;
  sequence: number;
  sceneId: string | null;
  duration: number | null;
}

/** The only code that queries the scenes table (and writes which scene a shot is in). */
export class SceneRepository {
  constructor(private readonly db: Database) {}

  in(tx: Database): SceneRepository {
    return new SceneRepository(tx);
  }

  /** The episode's scenes in position order. */
  listByScenario(scenarioId: string): Promise<SceneRow[]> {
    return this.db
      .select()
      .from(scenes)
      .where(eq(scenes.scenarioId, scenarioId))
      .orderBy(asc(scenes.position), asc(scenes.createdAt), asc(scenes.id));
  }

  /** The episode's shots in sequence order with their scenes and durations. */
  shotsOf(scenarioId: string): Promise<ArrangementShot[]> {
    return this.db
      .select({ id: shots.id, sequence: shots.sequence, sceneId: shots.sceneId, duration: shots.duration })
      .from(shots)
      .where(eq(shots.scenarioId, scenarioId))
      .orderBy(asc(shots.sequence), asc(shots.createdAt), asc(shots.id));
  }

  async find(scenarioId: string, sceneId: string): Promise<SceneRow | undefined> {
    if (!isUuid(sceneId)) return undefined;
    const [row] = await this.db
      .select()
      .from(scenes)
      .where(and(eq(scenes.scenarioId, scenarioId), eq(scenes.id, sceneId)))
      .limit(1);
    return row;
  }

  async insert(values: NewScene): Promise<SceneRow> {
    const [row] = await this.db.insert(scenes).values(values).returning();
    return row!;
  }

  async update(sceneId: string, changes: SceneChanges): Promise<SceneRow | undefined> {
    const [row] = await this.db
      .update(scenes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(scenes.id, sceneId))
      .returning();
    return row;
  }

  /** Deletes the episode's scenes other than `keep`. */
  async deleteOthers(scenarioId: string, keep: readonly string[]): Promise<void> {
    const others = keep.length > 0 ? notInArray(scenes.id, [...keep]) : undefined;
    await this.db.delete(scenes).where(and(eq(scenes.scenarioId, scenarioId), others));
  }

  /** Gives shots their sequence and scene (null: in none), in one statement. */
  async arrangeShots(changes: readonly { id: string; sequence: number; sceneId: string | null }[]): Promise<void> {
    if (changes.length === 0) return;
    const when = (value: (change: (typeof changes)[number]) => SQL) =>
      sql.join(
        changes.map((change) => sql`when ${shots.id} = ${change.id} then ${value(change)}`),
        sql` `,
      );
    await this.db
      .update(shots)
      .set({
        sequence: sql`case ${when((change) => sql`${change.sequence}::int`)} else ${shots.sequence} end`,
        sceneId: sql`case ${when((change) => sql`${change.sceneId}::uuid`)} else ${shots.sceneId} end`,
      })
      .where(
        inArray(
          shots.id,
          changes.map((change) => change.id),
        ),
      );
  }
}
