import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import {
  assets,
  assetVariants,
  projects,
  scenarios,
  scenes,
  shotAssets,
  shots,
  type AssetRow,
} from '../../db/schema.ts';
import { copyAssets } from '../projects/asset-copy.ts';
import { isAssetLive, isProjectLive, isScenarioLive } from '../projects/content-state.ts';

/**
 * The only code that moves assets in and out of a series' bible. A bible asset keeps a home: a live project of the
 * series, through which its pictures are paid for and under which it sits in the Recycle Bin.
 */
export class SeriesBibleRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): SeriesBibleRepository {
    return new SeriesBibleRepository(tx);
  }

  /** The live projects of the series, oldest first. */
  async liveProjectIds(seriesId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.seriesId, seriesId), isProjectLive))
      .orderBy(asc(projects.createdAt), asc(projects.id));
    return rows.map((row) => row.id);
  }

  /** Serialises moves into one series' bible (so two moves cannot both keep a duplicate). */
  async lock(seriesId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`bible:${seriesId}`}))`);
  }

  /** The project's own live assets (not in a bible), in creation order. */
  async ownAssets(projectId: string): Promise<AssetRow[]> {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.projectId, projectId), isNull(assets.seriesId), isAssetLive))
      .orderBy(asc(assets.createdAt), asc(assets.id));
  }

  /** The series' live bible assets, in creation order. */
  async bibleAssets(seriesId: string): Promise<AssetRow[]> {
    return this.db
      .select()
      .from(assets)
      .where(and(eq(assets.seriesId, seriesId), isAssetLive))
      .orderBy(asc(assets.createdAt), asc(assets.id));
  }

  /** Puts the assets in the series' bible (they keep their home project). */
  async adopt(assetIds: readonly string[], seriesId: string): Promise<void> {
    if (assetIds.length === 0) return;
    await this.db
      .update(assets)
      .set({ seriesId, updatedAt: sql`now()` })
      .where(inArray(assets.id, [...assetIds]));
  }

  /**
   * Makes the project's shots and scenes use `into` instead of `duplicate`: links move (a shot linking both keeps
   * one), a look names the bible asset's variant of the same name (dropped when it has none), a scene's location
   * follows. Answers the shots changed; the duplicate itself is left for the caller to bin.
   */
  async mergeInto(projectId: string, duplicate: string, into: string): Promise<string[]> {
    const projectShots = this.db
      .select({ id: shots.id })
      .from(shots)
      .innerJoin(scenarios, eq(scenarios.id, shots.scenarioId))
      .where(eq(scenarios.projectId, projectId));
    const linked = await this.db
      .select({ shotId: shotAssets.shotId })
      .from(shotAssets)
      .where(and(eq(shotAssets.assetId, duplicate), inArray(shotAssets.shotId, projectShots)));
    const looked = await this.db
      .select({ id: shots.id, looks: shots.looks })
      .from(shots)
      .where(and(inArray(shots.id, projectShots), sql`${shots.looks} ? ${duplicate}`));
    const linkedIds = linked.map((row) => row.shotId);
    if (linkedIds.length > 0) {
      await this.db
        .insert(shotAssets)
        .values(linkedIds.map((shotId) => ({ shotId, assetId: into })))
        .onConflictDoNothing();
      await this.db
        .delete(shotAssets)
        .where(and(eq(shotAssets.assetId, duplicate), inArray(shotAssets.shotId, linkedIds)));
    }
    if (looked.length > 0) {
      const variantTo = await this.variantMap(duplicate, into);
      for (const row of looked) {
        const { [duplicate]: variantId, ...rest } = row.looks;
        const mapped = variantId ? variantTo.get(variantId) : undefined;
        const looks = mapped && !rest[into] ? { ...rest, [into]: mapped } : rest;
        await this.db
          .update(shots)
          .set({ looks, updatedAt: sql`now()` })
          .where(eq(shots.id, row.id));
      }
    }
    if (linkedIds.length > 0) {
      await this.db
        .update(shots)
        .set({ updatedAt: sql`now()` })
        .where(inArray(shots.id, linkedIds));
    }
    const projectScenarios = this.db
      .select({ id: scenarios.id })
      .from(scenarios)
      .where(eq(scenarios.projectId, projectId));
    await this.db
      .update(scenes)
      .set({ locationAssetId: into })
      .where(and(eq(scenes.locationAssetId, duplicate), inArray(scenes.scenarioId, projectScenarios)));
    return [...new Set([...linkedIds, ...looked.map((row) => row.id)])];
  }

  /** The project's live episodes, in id order (the order their shot locks are taken in). */
  async liveScenarioIds(projectId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: scenarios.id })
      .from(scenarios)
      .where(and(eq(scenarios.projectId, projectId), isScenarioLive))
      .orderBy(asc(scenarios.id));
    return rows.map((row) => row.id);
  }

  /** The episodes (of any project) holding these shots. */
  async scenariosOf(shotIds: readonly string[]): Promise<string[]> {
    if (shotIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ id: shots.scenarioId })
      .from(shots)
      .where(inArray(shots.id, [...shotIds]));
    return rows.map((row) => row.id);
  }

  /**
   * The project leaves its series (moved out, or to the Recycle Bin): the bible assets it is home to move to the
   * series' oldest other live project. With none left, a moved project takes them back as its own; a binned one
   * keeps them in the bible (restoring it restores them).
   */
  async rehome(projectId: string, seriesId: string, leaving: 'moved' | 'deleted'): Promise<void> {
    const other = (await this.liveProjectIds(seriesId)).find((id) => id !== projectId);
    const homed = and(eq(assets.projectId, projectId), eq(assets.seriesId, seriesId));
    if (other) await this.db.update(assets).set({ projectId: other }).where(homed);
    else if (leaving === 'moved') await this.db.update(assets).set({ seriesId: null }).where(homed);
  }

  /**
   * The series is going away: each bible asset stays with its home project as that project's own, and every other
   * project whose shots use it gets a copy of its own (with its looks and their pictures, the same stored files),
   * its shots, looks and scenes moved to the copy (projects/asset-copy.ts).
   */
  async dissolve(seriesId: string): Promise<void> {
    for (const asset of await this.bibleAssets(seriesId)) {
      const users = await this.db
        .selectDistinct({ projectId: scenarios.projectId })
        .from(shotAssets)
        .innerJoin(shots, eq(shots.id, shotAssets.shotId))
        .innerJoin(scenarios, eq(scenarios.id, shots.scenarioId))
        .where(and(eq(shotAssets.assetId, asset.id), ne(scenarios.projectId, asset.projectId)));
      for (const { projectId } of users) {
        const { assetIds } = await copyAssets(this.db, eq(assets.id, asset.id), { projectId });
        await this.mergeInto(projectId, asset.id, assetIds.get(asset.id)!);
      }
    }
    await this.db.update(assets).set({ seriesId: null }).where(eq(assets.seriesId, seriesId));
  }

  /** Variant ids of `from` mapped to the variants of `to` of the same name (case-insensitive). */
  private async variantMap(from: string, to: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ id: assetVariants.id, assetId: assetVariants.assetId, name: assetVariants.variantName })
      .from(assetVariants)
      .where(inArray(assetVariants.assetId, [from, to]));
    const target = new Map(rows.filter((row) => row.assetId === to).map((row) => [row.name.toLowerCase(), row.id]));
    const map = new Map<string, string>();
    for (const row of rows) {
      const match = row.assetId === from ? target.get(row.name.toLowerCase()) : undefined;
      if (match) map.set(row.id, match);
    }
    return map;
  }
}
