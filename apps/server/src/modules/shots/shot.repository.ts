import { and, asc, count, eq, exists, getTableColumns, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assets, assetVariants, projects, scenarios, shotAssets, shots, type ShotRow } from '../../db/schema.ts';
import { isProjectLive, isScenarioLive } from '../projects/content-state.ts';
import { isUuid } from '../scenarios/scenario.repository.ts';
import { UNDO_HOLD_SECONDS, type StoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import { atFieldBases, failedFields, fieldChecks, type FieldGuard } from '../../db/field-guard.ts';
import { linkedAssetIds, SHOT_FIELD_MATCHERS } from './shot-fields.ts';
import { preparedOn } from '../../db/prepared-queries.ts';
import { assetUsableIn } from '../assets/asset-scope.ts';

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
    | 'styleModuleId'
    | 'looks'
  >
>;

export interface ShotLocation {
  shotId: string;
  assetId: string;
  name: string;
}

const inOrder = [asc(shots.sequence), asc(shots.createdAt), asc(shots.id)];

/** An episode that uses an asset, with its project. */
export interface EpisodeOfAsset {
  scenarioId: string;
  scenarioName: string;
  projectId: string;
  projectName: string;
}

/** The only code that queries shots and shot_assets (and reads the assets a shot may link). */
export class ShotRepository {
  constructor(
    private readonly db: Database,
    /** A deleted shot's files are held through it for an undo. */
    private readonly files: StoredFilesRepository,
  ) {}

  /** This repository on a transaction. */
  in(tx: Database): ShotRepository {
    return new ShotRepository(tx, this.files.in(tx));
  }

  /** Shot ids of an episode with their stored sequences and scenes, first to last. */
  async listOrder(scenarioId: string): Promise<{ id: string; sequence: number; sceneId: string | null }[]> {
    return this.db
      .select({ id: shots.id, sequence: shots.sequence, sceneId: shots.sceneId })
      .from(shots)
      .where(eq(shots.scenarioId, scenarioId))
      .orderBy(...inOrder);
  }

  /** Every shot of an episode, first to last. */
  async listByScenario(scenarioId: string): Promise<ShotRow[]> {
    return this.db
      .select()
      .from(shots)
      .where(eq(shots.scenarioId, scenarioId))
      .orderBy(...inOrder);
  }

  /** Every shot of an episode, first to last, each with the ids of the assets it links (one statement). */
  async listWithLinks(scenarioId: string): Promise<(ShotRow & { assetIds: string[] })[]> {
    const statement = preparedOn(this.db, 'shots_with_links', (db) =>
      db
        .select({ ...getTableColumns(shots), assetIds: linkedAssetIds })
        .from(shots)
        .where(eq(shots.scenarioId, sql.placeholder('scenarioId')))
        .orderBy(...inOrder)
        .prepare('shots_with_links'),
    );
    return statement.execute({ scenarioId });
  }

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
      this.db
        .select()
        .from(shots)
        .where(where)
        .orderBy(...inOrder)
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ total: count() }).from(shots).where(where),
    ]);
    return { rows, total: totals?.total ?? 0 };
  }

  /** The shot if it belongs to this episode. */
  async findInScenario(scenarioId: string, shotId: string): Promise<ShotRow | undefined> {
    if (!isUuid(shotId)) return undefined;
    const [row] = await this.db
      .select()
      .from(shots)
      .where(and(eq(shots.id, shotId), eq(shots.scenarioId, scenarioId)))
      .limit(1);
    return row;
  }

  /** Linked asset ids per shot, for many shots in one query. */
  async assetIdsOf(shotIds: readonly string[]): Promise<Map<string, string[]>> {
    const byShot = new Map<string, string[]>(shotIds.map((id) => [id, []]));
    if (shotIds.length === 0) return byShot;
    const rows = await this.db
      .select()
      .from(shotAssets)
      .where(inArray(shotAssets.shotId, [...shotIds]))
      .orderBy(asc(shotAssets.shotId), asc(shotAssets.assetId));
    for (const row of rows) byShot.get(row.shotId)?.push(row.assetId);
    return byShot;
  }

  /** The location assets linked to an episode's shots. */
  async locationsOf(scenarioId: string): Promise<ShotLocation[]> {
    return this.db
      .select({ shotId: shotAssets.shotId, assetId: assets.id, name: assets.name })
      .from(shotAssets)
      .innerJoin(shots, eq(shots.id, shotAssets.shotId))
      .innerJoin(assets, eq(assets.id, shotAssets.assetId))
      .where(and(eq(shots.scenarioId, scenarioId), eq(assets.type, 'location')));
  }

  /**
   * The live episodes (of live projects) whose shots link the asset, with their names, and those shots' ids: what
   * an asset page lists. Projects oldest first, then episodes.
   */
  async episodesUsing(assetId: string): Promise<{ episodes: EpisodeOfAsset[]; shotIds: Set<string> }> {
    const rows = await this.db
      .select({
        shotId: shotAssets.shotId,
        scenarioId: scenarios.id,
        scenarioName: scenarios.name,
        projectId: projects.id,
        projectName: projects.name,
      })
      .from(shotAssets)
      .innerJoin(shots, eq(shots.id, shotAssets.shotId))
      .innerJoin(scenarios, eq(scenarios.id, shots.scenarioId))
      .innerJoin(projects, eq(projects.id, scenarios.projectId))
      .where(and(eq(shotAssets.assetId, assetId), isScenarioLive, isProjectLive))
      .orderBy(asc(projects.createdAt), asc(scenarios.createdAt), asc(scenarios.id));
    const episodes = new Map<string, EpisodeOfAsset>();
    for (const { shotId: _shotId, ...episode } of rows) episodes.set(episode.scenarioId, episode);
    return { episodes: [...episodes.values()], shotIds: new Set(rows.map((row) => row.shotId)) };
  }

  /** Of the given ids, those naming live assets the project uses (its own and its series' bible). */
  async liveProjectAssetIds(projectId: string, assetIds: readonly string[]): Promise<Set<string>> {
    if (assetIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: assets.id })
      .from(assets)
      .where(
        and(
          assetUsableIn(this.db, projectId),
          inArray(assets.id, [...assetIds]),
          isNull(assets.deletedAt),
          ne(assets.status, 'deleted'),
        ),
      );
    return new Set(rows.map((row) => row.id));
  }

  async insert(values: NewShot): Promise<ShotRow> {
    const [row] = await this.db.insert(shots).values(values).returning();
    return row!;
  }

  /** Applies the changes unless a checked field moved on from its base value (then undefined). */
  async update(shotId: string, changes: ShotChanges, fields?: FieldGuard): Promise<ShotRow | undefined> {
    const [row] = await this.db
      .update(shots)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(shots.id, shotId), atFieldBases(SHOT_FIELD_MATCHERS, fields)))
      .returning();
    return row;
  }

  /**
   * A change of the shot's content in one statement, with no transaction around it: the episode's row is touched
   * first (its updated_at, the lock `lockShots` takes, so writers keep one lock order), then the shot is changed,
   * and its links come back with it. Nothing is written, the episode included, unless the shot is in this live
   * episode and every checked field is still at its base value; then undefined, and the caller finds out why.
   */
  async updateInScenario(
    scenarioId: string,
    shotId: string,
    changes: ShotChanges,
    fields?: FieldGuard,
  ): Promise<(ShotRow & { assetIds: string[] }) | undefined> {
    if (!isUuid(shotId)) return undefined;
    const ofScenario = and(eq(shots.id, shotId), eq(shots.scenarioId, scenarioId));
    const guarded = and(ofScenario, atFieldBases(SHOT_FIELD_MATCHERS, fields));
    const touched = this.db.$with('touched').as(
      this.db
        .update(scenarios)
        .set({ updatedAt: sql`now()` })
        .where(
          and(
            eq(scenarios.id, scenarioId),
            isNull(scenarios.deletedAt),
            ne(scenarios.status, 'deleted'),
            exists(
              this.db
                .select({ one: sql`1` })
                .from(shots)
                .where(guarded),
            ),
          ),
        )
        .returning({ id: scenarios.id }),
    );
    const [row] = await this.db
      .with(touched)
      .update(shots)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(guarded, inArray(shots.scenarioId, this.db.select({ id: touched.id }).from(touched))))
      .returning({
        ...getTableColumns(shots),
        assetIds: linkedAssetIds,
      });
    return row;
  }

  /** Of a write's checked fields, those the shot no longer holds at their base (nor new) value. */
  async conflictingFields(shotId: string, fields: FieldGuard): Promise<string[]> {
    const [checks] = await this.db
      .select(fieldChecks(SHOT_FIELD_MATCHERS, fields))
      .from(shots)
      .where(eq(shots.id, shotId))
      .limit(1);
    return failedFields(checks);
  }

  /**
   * Deletes a shot (its links and generations go with it). Its files are held for its project first, so an
   * undo (the storyboard's, or a script apply's token) can bring the shot back with its pictures.
   */
  async delete(shotId: string): Promise<void> {
    await this.files.holdFilesOfShot(shotId, UNDO_HOLD_SECONDS);
    await this.db.delete(shots).where(eq(shots.id, shotId));
  }

  /** Sets many shots' sequences in one statement. */
  async applySequences(changes: readonly { id: string; sequence: number }[]): Promise<void> {
    if (changes.length === 0) return;
    const cases = sql.join(
      changes.map((change) => sql`when ${shots.id} = ${change.id} then ${change.sequence}::int`),
      sql` `,
    );
    await this.db
      .update(shots)
      .set({ sequence: sql`case ${cases} else ${shots.sequence} end` })
      .where(
        inArray(
          shots.id,
          changes.map((change) => change.id),
        ),
      );
  }

  /** Makes the shot link exactly these assets. */
  async replaceAssets(shotId: string, assetIds: readonly string[]): Promise<void> {
    await this.db.delete(shotAssets).where(eq(shotAssets.shotId, shotId));
    await this.addAssets(shotId, assetIds);
  }

  /** Links assets to a shot (already linked ones are kept). */
  async addAssets(shotId: string, assetIds: readonly string[]): Promise<void> {
    const unique = [...new Set(assetIds)];
    if (unique.length === 0) return;
    await this.db
      .insert(shotAssets)
      .values(unique.map((assetId) => ({ shotId, assetId })))
      .onConflictDoNothing();
  }

  /** Links the asset to each of the shots that lacks it; answers the shots it was linked to now. */
  async linkAsset(shotIds: readonly string[], assetId: string): Promise<string[]> {
    if (shotIds.length === 0) return [];
    const made = await this.db
      .insert(shotAssets)
      .values(shotIds.map((shotId) => ({ shotId, assetId })))
      .onConflictDoNothing()
      .returning({ shotId: shotAssets.shotId });
    return made.map((row) => row.shotId);
  }

  /** Unlinks the asset from the shots; answers the shots that had it. */
  async unlinkAsset(shotIds: readonly string[], assetId: string): Promise<string[]> {
    if (shotIds.length === 0) return [];
    const gone = await this.db
      .delete(shotAssets)
      .where(and(inArray(shotAssets.shotId, [...shotIds]), eq(shotAssets.assetId, assetId)))
      .returning({ shotId: shotAssets.shotId });
    return gone.map((row) => row.shotId);
  }

  /** Takes these links away (those that still exist). */
  async removeAssetLinks(links: readonly { shotId: string; assetId: string }[]): Promise<void> {
    for (const { shotId, assetId } of links) {
      await this.db.delete(shotAssets).where(and(eq(shotAssets.shotId, shotId), eq(shotAssets.assetId, assetId)));
    }
  }

  /** Makes these links again, for shots still in the episode and assets that still exist. */
  async restoreAssetLinks(scenarioId: string, links: readonly { shotId: string; assetId: string }[]): Promise<void> {
    if (links.length === 0) return;
    const [liveShots, liveAssets] = await Promise.all([
      this.db
        .select({ id: shots.id })
        .from(shots)
        .where(and(eq(shots.scenarioId, scenarioId), inArray(shots.id, [...new Set(links.map((l) => l.shotId))]))),
      this.db
        .select({ id: assets.id })
        .from(assets)
        .where(inArray(assets.id, [...new Set(links.map((l) => l.assetId))])),
    ]);
    const shotIds = new Set(liveShots.map((row) => row.id));
    const assetIds = new Set(liveAssets.map((row) => row.id));
    const kept = links.filter((link) => shotIds.has(link.shotId) && assetIds.has(link.assetId));
    if (kept.length > 0) await this.db.insert(shotAssets).values(kept).onConflictDoNothing();
  }

  /** Whether the variant is a live variant of the asset (a look it can wear). */
  async isVariantOf(assetId: string, variantId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: assetVariants.id })
      .from(assetVariants)
      .where(and(eq(assetVariants.id, variantId), eq(assetVariants.assetId, assetId)))
      .limit(1);
    return row !== undefined;
  }
}
