import { and, asc, count, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assets, shotAssets, shots, type ShotRow } from '../../db/schema.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import { createStoredFilesRepository, UNDO_HOLD_SECONDS } from '../stored-files/stored-files.repository.ts';
import {
  atFieldBases,
  failedFields,
  fieldChecks,
  matchColumn,
  matchJsonSet,
  type FieldGuard,
  type FieldMatchers,
} from '../../db/field-guard.ts';

export type NewShot = typeof shots.$inferInsert;
export type ShotChanges = Partial<
  Pick<
    NewShot,
    | 'type'
    | 'description'
    | 'action'
    | 'duration'
    | 'cameraMotion'
    | 'imageUrl'
    | 'videoUrl'
    | 'referenceImageUrl'
    | 'modificationPrompt'
    | 'animationInstructions'
    | 'metadata'
  >
>;

export interface ShotLocation {
  shotId: string;
  assetId: string;
  name: string;
}

export type ShotRepository = ReturnType<typeof createShotRepository>;

const inOrder = [asc(shots.sequence), asc(shots.createdAt), asc(shots.id)];

/** The ids of the assets a shot links, as a jsonb array (compared as a set). */
const linkedAssetIds = sql`(select coalesce(jsonb_agg(${shotAssets.assetId}), '[]'::jsonb) from ${shotAssets} where ${shotAssets.shotId} = ${shots.id})`;

/** How each field of a shot compares with a value a client read (scenario.shot.update's base values). */
export const SHOT_FIELD_MATCHERS: FieldMatchers = {
  type: matchColumn(shots.type),
  description: matchColumn(shots.description),
  action: matchColumn(shots.action),
  duration: matchColumn(shots.duration),
  cameraMotion: matchColumn(shots.cameraMotion),
  assetIds: matchJsonSet(linkedAssetIds),
  animationInstructions: matchColumn(shots.animationInstructions),
  modificationPrompt: matchColumn(shots.modificationPrompt),
  referenceImageUrl: matchColumn(shots.referenceImageUrl),
  imageUrl: matchColumn(shots.imageUrl),
  videoUrl: matchColumn(shots.videoUrl),
  metadata: matchColumn(shots.metadata),
};

/** The only code that queries shots and shot_assets (and reads the assets a shot may link). */
export function createShotRepository(db: Database) {
  const addAssets = async (shotId: string, assetIds: readonly string[]): Promise<void> => {
    const unique = [...new Set(assetIds)];
    if (unique.length === 0) return;
    await db
      .insert(shotAssets)
      .values(unique.map((assetId) => ({ shotId, assetId })))
      .onConflictDoNothing();
  };

  return {
    /** Shot ids of an episode with their stored sequences, first to last. */
    async listOrder(scenarioId: string): Promise<{ id: string; sequence: number }[]> {
      return db
        .select({ id: shots.id, sequence: shots.sequence })
        .from(shots)
        .where(eq(shots.scenarioId, scenarioId))
        .orderBy(...inOrder);
    },

    /** Every shot of an episode, first to last. */
    async listByScenario(scenarioId: string): Promise<ShotRow[]> {
      return db
        .select()
        .from(shots)
        .where(eq(shots.scenarioId, scenarioId))
        .orderBy(...inOrder);
    },

    /** A page of an episode's shots in order (optionally only those before a sequence) and the matching total. */
    async page(
      scenarioId: string,
      options: { limit: number; offset: number; before?: number | undefined },
    ): Promise<{ rows: ShotRow[]; total: number }> {
      const where = and(
        eq(shots.scenarioId, scenarioId),
        options.before === undefined ? undefined : lt(shots.sequence, options.before),
      );
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(shots)
          .where(where)
          .orderBy(...inOrder)
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: count() }).from(shots).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** The shot if it belongs to this episode. */
    async findInScenario(scenarioId: string, shotId: string): Promise<ShotRow | undefined> {
      if (!isUuid(shotId)) return undefined;
      const [row] = await db
        .select()
        .from(shots)
        .where(and(eq(shots.id, shotId), eq(shots.scenarioId, scenarioId)))
        .limit(1);
      return row;
    },

    /** Linked asset ids per shot, for many shots in one query. */
    async assetIdsOf(shotIds: readonly string[]): Promise<Map<string, string[]>> {
      const byShot = new Map<string, string[]>(shotIds.map((id) => [id, []]));
      if (shotIds.length === 0) return byShot;
      const rows = await db
        .select()
        .from(shotAssets)
        .where(inArray(shotAssets.shotId, [...shotIds]))
        .orderBy(asc(shotAssets.shotId), asc(shotAssets.assetId));
      for (const row of rows) byShot.get(row.shotId)?.push(row.assetId);
      return byShot;
    },

    /** The location assets linked to an episode's shots. */
    async locationsOf(scenarioId: string): Promise<ShotLocation[]> {
      return db
        .select({ shotId: shotAssets.shotId, assetId: assets.id, name: assets.name })
        .from(shotAssets)
        .innerJoin(shots, eq(shots.id, shotAssets.shotId))
        .innerJoin(assets, eq(assets.id, shotAssets.assetId))
        .where(and(eq(shots.scenarioId, scenarioId), eq(assets.type, 'location')));
    },

    /** Of the given ids, those naming live assets of the project. */
    async liveProjectAssetIds(projectId: string, assetIds: readonly string[]): Promise<Set<string>> {
      if (assetIds.length === 0) return new Set();
      const rows = await db
        .select({ id: assets.id })
        .from(assets)
        .where(
          and(
            eq(assets.projectId, projectId),
            inArray(assets.id, [...assetIds]),
            isNull(assets.deletedAt),
            ne(assets.status, 'deleted'),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    async insert(values: NewShot): Promise<ShotRow> {
      const [row] = await db.insert(shots).values(values).returning();
      return row!;
    },

    /** Applies the changes unless a checked field moved on from its base value (then undefined). */
    async update(shotId: string, changes: ShotChanges, fields?: FieldGuard): Promise<ShotRow | undefined> {
      const [row] = await db
        .update(shots)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(shots.id, shotId), atFieldBases(SHOT_FIELD_MATCHERS, fields)))
        .returning();
      return row;
    },

    /** Of a write's checked fields, those the shot no longer holds at their base (nor new) value. */
    async conflictingFields(shotId: string, fields: FieldGuard): Promise<string[]> {
      const [checks] = await db
        .select(fieldChecks(SHOT_FIELD_MATCHERS, fields))
        .from(shots)
        .where(eq(shots.id, shotId))
        .limit(1);
      return failedFields(checks);
    },

    /**
     * Deletes a shot (its links and generations go with it). Its files are held for its project first, so an
     * undo (the storyboard's, or a script apply's token) can bring the shot back with its pictures.
     */
    async delete(shotId: string): Promise<void> {
      await createStoredFilesRepository(db).holdFilesOfShot(shotId, UNDO_HOLD_SECONDS);
      await db.delete(shots).where(eq(shots.id, shotId));
    },

    /** Sets many shots' sequences in one statement. */
    async applySequences(changes: readonly { id: string; sequence: number }[]): Promise<void> {
      if (changes.length === 0) return;
      const cases = sql.join(
        changes.map((change) => sql`when ${shots.id} = ${change.id} then ${change.sequence}::int`),
        sql` `,
      );
      await db
        .update(shots)
        .set({ sequence: sql`case ${cases} else ${shots.sequence} end` })
        .where(
          inArray(
            shots.id,
            changes.map((change) => change.id),
          ),
        );
    },

    /** Makes the shot link exactly these assets. */
    async replaceAssets(shotId: string, assetIds: readonly string[]): Promise<void> {
      await db.delete(shotAssets).where(eq(shotAssets.shotId, shotId));
      await addAssets(shotId, assetIds);
    },

    /** Links assets to a shot (already linked ones are kept). */
    addAssets,
  };
}
