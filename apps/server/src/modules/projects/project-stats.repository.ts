import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assetVariants, assets, projects, scenarios, shotGenerations, shots, variantImages } from '../../db/schema.ts';
import { timelineSecondsSum } from '../scenarios/scenario-duration.sql.ts';
import { isAssetLive, isScenarioLive } from './content-state.ts';
import { COMPLETED, SHOT_GENERATION_KIND } from './project-list.sql.ts';
import type { ProjectStatsRow } from './project.presenter.ts';

/** A project's figures: live content and the media generated for it. */
export class ProjectStatsRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ProjectStatsRepository {
    return new ProjectStatsRepository(tx);
  }

  /** Counts of one project's live content and generated media, in one statement. */
  async stats(projectId: string): Promise<ProjectStatsRow> {
    // Builder sub-selects keep every column qualified by its table (raw sql in a one-table select would not).
    const countOf = sql<number>`count(*)::int`;
    const liveScenarioIds = this.db
      .select({ id: scenarios.id })
      .from(scenarios)
      .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
    const liveShotIds = this.db.select({ id: shots.id }).from(shots).where(inArray(shots.scenarioId, liveScenarioIds));
    const liveAssets = and(eq(assets.projectId, projectId), isAssetLive);
    const shotMedia = (kind: string) =>
      this.db
        .select({ value: countOf })
        .from(shotGenerations)
        .where(
          and(
            inArray(shotGenerations.shotId, liveShotIds),
            eq(shotGenerations.kind, kind),
            eq(shotGenerations.status, COMPLETED),
          ),
        );
    const byType = this.db
      .select({ type: assets.type, n: sql<number>`count(*)::int`.as('n') })
      .from(assets)
      .where(liveAssets)
      .groupBy(assets.type)
      .as('by_type');
    const [row] = await this.db
      .select({
        scenarioCount: sql<number>`(${this.db
          .select({ value: countOf })
          .from(scenarios)
          .where(and(eq(scenarios.projectId, projectId), isScenarioLive))})`,
        assetsByType: sql<Record<string, number>>`(${this.db
          .select({ value: sql`coalesce(jsonb_object_agg(${byType.type}, ${byType.n}), '{}'::jsonb)` })
          .from(byType)})`,
        shotCount: sql<number>`(${this.db.select({ value: countOf }).from(shots).where(inArray(shots.scenarioId, liveScenarioIds))})`,
        totalDuration: sql<number>`(${this.db
          .select({ value: timelineSecondsSum })
          .from(shots)
          .where(inArray(shots.scenarioId, liveScenarioIds))})`,
        shotImages: sql<number>`(${shotMedia(SHOT_GENERATION_KIND.image)})`,
        shotVideos: sql<number>`(${shotMedia(SHOT_GENERATION_KIND.video)})`,
        assetImages: sql<number>`(${this.db
          .select({ value: countOf })
          .from(variantImages)
          .innerJoin(assetVariants, eq(assetVariants.id, variantImages.variantId))
          .innerJoin(assets, eq(assets.id, assetVariants.assetId))
          .where(and(liveAssets, eq(variantImages.status, COMPLETED)))})`,
      })
      .from(projects)
      .where(eq(projects.id, projectId));
    return {
      scenarioCount: Number(row?.scenarioCount ?? 0),
      assetsByType: row?.assetsByType ?? {},
      shotCount: Number(row?.shotCount ?? 0),
      totalDuration: Number(row?.totalDuration ?? 0),
      generatedImages: Number(row?.shotImages ?? 0) + Number(row?.assetImages ?? 0),
      generatedVideos: Number(row?.shotVideos ?? 0),
    };
  }
}
