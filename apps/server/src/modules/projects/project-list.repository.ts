import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { NO_SERIES, type ProjectListSort } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import {
  assets,
  projectCollaborators,
  projects,
  scenarios,
  shotGenerations,
  shots,
  variantImages,
  assetGenerations,
} from '../../db/schema.ts';
import { timelineSecondsSum } from '../scenarios/episode-duration.sql.ts';
import { isAssetLive, isProjectLive, isScenarioLive } from './content-state.ts';
import type { ProjectListRow, ProjectStatsRow } from './project.presenter.ts';

export interface ProjectListQuery {
  actorId: string;
  search?: string | undefined;
  seriesId?: string | undefined;
  sort: ProjectListSort;
  limit: number;
  offset: number;
  includePreviews: boolean;
}

export interface ProjectListPage {
  rows: ProjectListRow[];
  total: number;
}

/** Generated media kinds in shot_generations. */
export const SHOT_GENERATION_KIND = { image: 'image', video: 'video' } as const;
const COMPLETED = 'completed';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Which filters a page query has: one prepared statement per shape, its values bound at each call. */
interface QueryShape {
  sort: ProjectListSort;
  includePreviews: boolean;
  hasSearch: boolean;
  series: 'any' | 'none' | 'one';
}

const shapeOf = (query: ProjectListQuery): QueryShape => ({
  sort: query.sort,
  includePreviews: query.includePreviews,
  hasSearch: Boolean(query.search),
  series: query.seriesId === NO_SERIES ? 'none' : query.seriesId ? 'one' : 'any',
});

/** The values a page query binds (the names of its placeholders). */
const valuesOf = (query: ProjectListQuery) => ({
  actorId: query.actorId,
  pattern: query.search ? likePattern(query.search) : '',
  seriesId: query.seriesId ?? '',
  limit: query.limit,
  offset: query.offset,
});

/** A value of the query, or the placeholder a prepared statement binds it to. */
type Bind = (name: 'actorId' | 'pattern' | 'seriesId') => string | SQLWrapper;

function whereOf(db: Database, shape: QueryShape, bind: Bind): SQL {
  const isCollaborator = exists(
    db
      .select({ one: sql`1` })
      .from(projectCollaborators)
      .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, bind('actorId')))),
  );
  const conditions: Array<SQL | undefined> = [isProjectLive, or(eq(projects.userId, bind('actorId')), isCollaborator)];
  if (shape.hasSearch) {
    const pattern = bind('pattern');
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.description, pattern)));
  }
  if (shape.series === 'none') conditions.push(isNull(projects.seriesId));
  else if (shape.series === 'one') conditions.push(eq(projects.seriesId, bind('seriesId')));
  return and(...conditions)!;
}

/**
 * When anything in the project last changed: the project row, its episodes (whose updated_at moves with every
 * shot, track and voice-clip change, see lockForShotChanges, and with deleting), their shots (generated media)
 * and its assets. Computed per listed project from the indexed foreign keys, so nothing has to be kept in step.
 */
function latestShotChange(db: Database) {
  return db
    .select({ at: sql`max(${shots.updatedAt})` })
    .from(shots)
    .innerJoin(scenarios, eq(scenarios.id, shots.scenarioId))
    .where(eq(scenarios.projectId, projects.id));
}

function lastActivityOf(db: Database): SQL<Date> {
  // Builder sub-selects keep every column qualified by its table, also inside the one-table list select.
  const episodes = db
    .select({ at: sql`max(${scenarios.updatedAt})` })
    .from(scenarios)
    .where(eq(scenarios.projectId, projects.id));
  const episodeShots = latestShotChange(db);
  const projectAssets = db
    .select({ at: sql`max(${assets.updatedAt})` })
    .from(assets)
    .where(eq(assets.projectId, projects.id));
  return sql<Date>`greatest(${projects.updatedAt}, (${episodes}), (${episodeShots}), (${projectAssets}))`.mapWith(
    projects.updatedAt,
  );
}

function orderOf(db: Database, sort: ProjectListSort): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(sql`lower(${projects.name})`), asc(projects.id)];
    case 'modified':
      return [desc(lastActivityOf(db)), desc(projects.id)];
    case 'recent':
      return [desc(projects.createdAt), desc(projects.id)];
  }
}

/**
 * Per-project listing figures as lateral subqueries on the outer `projects` row, so a whole page is ONE
 * statement: counts, total duration, and the preview image of spec §3 (the first shot of the first episode
 * by creation: its primary image generation, else its latest completed one, else the shot's own image).
 */
function previewLaterals(db: Database) {
  // One pass over the project's episodes and one over its assets give both the live count and the last change.
  const scenarioCount = db
    .select({
      value: sql<number>`(count(*) filter (where ${isScenarioLive}))::int`.as('scenario_count'),
      changedAt: sql`max(${scenarios.updatedAt})`.as('episodes_changed_at'),
    })
    .from(scenarios)
    .where(eq(scenarios.projectId, projects.id))
    .as('scenario_counts');
  const assetCount = db
    .select({
      value: sql<number>`(count(*) filter (where ${isAssetLive}))::int`.as('asset_count'),
      changedAt: sql`max(${assets.updatedAt})`.as('assets_changed_at'),
    })
    .from(assets)
    .where(eq(assets.projectId, projects.id))
    .as('asset_counts');
  const totalDuration = db
    .select({ value: sql<number>`${timelineSecondsSum}`.as('total_duration') })
    .from(shots)
    .innerJoin(scenarios, eq(scenarios.id, shots.scenarioId))
    .where(and(eq(scenarios.projectId, projects.id), isScenarioLive))
    .as('durations');
  const firstEpisode = db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.projectId, projects.id), isScenarioLive))
    .orderBy(asc(scenarios.createdAt), asc(scenarios.id))
    .limit(1)
    .as('first_episode');
  const firstShot = db
    .select({ id: shots.id, imageUrl: shots.imageUrl })
    .from(shots)
    .where(eq(shots.scenarioId, firstEpisode.id))
    .orderBy(asc(shots.sequence), asc(shots.id))
    .limit(1)
    .as('first_shot');
  const previewGeneration = db
    .select({ url: shotGenerations.url })
    .from(shotGenerations)
    .where(
      and(
        eq(shotGenerations.shotId, firstShot.id),
        eq(shotGenerations.kind, SHOT_GENERATION_KIND.image),
        isNotNull(shotGenerations.url),
        or(eq(shotGenerations.isPrimary, true), eq(shotGenerations.status, COMPLETED)),
      ),
    )
    .orderBy(desc(shotGenerations.isPrimary), desc(shotGenerations.createdAt), desc(shotGenerations.id))
    .limit(1)
    .as('preview_generation');
  return { scenarioCount, assetCount, totalDuration, firstEpisode, firstShot, previewGeneration };
}

export type ProjectListRepository = ReturnType<typeof createProjectListRepository>;

/** Read models over projects and their content: the project list (one statement per page) and stats. */
export function createProjectListRepository(db: Database) {
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const placeholder: Bind = (name) => sql.placeholder(name);

  /**
   * The page statement of one query shape, built once and prepared (PostgreSQL then parses it once per
   * connection and may keep its plan): a list request only binds its values.
   */
  function pageStatement(shape: QueryShape) {
    const role = sql<
      'owner' | 'collaborator'
    >`case when ${projects.userId} = ${placeholder('actorId')} then 'owner' else 'collaborator' end`;
    const name = `project_list_${shape.sort}_${shape.includePreviews ? 'previews' : 'plain'}_${shape.hasSearch ? 'search' : 'all'}_${shape.series}`;
    if (!shape.includePreviews) {
      return db
        .select({ project: projects, role, total })
        .from(projects)
        .where(whereOf(db, shape, placeholder))
        .orderBy(...orderOf(db, shape.sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name);
    }
    const laterals = previewLaterals(db);
    return db
      .select({
        project: projects,
        role,
        total,
        scenarioCount: laterals.scenarioCount.value,
        assetCount: laterals.assetCount.value,
        totalDuration: laterals.totalDuration.value,
        // lastActivityOf, with the episodes' and assets' last changes read by the count laterals.
        lastActivity:
          sql<Date>`greatest(${projects.updatedAt}, ${laterals.scenarioCount.changedAt}, (${latestShotChange(
            db,
          )}), ${laterals.assetCount.changedAt})`.mapWith(projects.updatedAt),
        previewImage: sql<string | null>`coalesce(${laterals.previewGeneration.url}, ${laterals.firstShot.imageUrl})`,
      })
      .from(projects)
      .leftJoinLateral(laterals.scenarioCount, sql`true`)
      .leftJoinLateral(laterals.assetCount, sql`true`)
      .leftJoinLateral(laterals.totalDuration, sql`true`)
      .leftJoinLateral(laterals.firstEpisode, sql`true`)
      .leftJoinLateral(laterals.firstShot, sql`true`)
      .leftJoinLateral(laterals.previewGeneration, sql`true`)
      .where(whereOf(db, shape, placeholder))
      .orderBy(...orderOf(db, shape.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }
  type PageStatement = ReturnType<typeof pageStatement>;
  const statements = new Map<string, PageStatement>();
  const statementOf = (shape: QueryShape): PageStatement => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) statements.set(key, (statement = pageStatement(shape)));
    return statement;
  };

  /** Only reached when the page is past the end, where no row carries the window total. */
  async function countAll(query: ProjectListQuery): Promise<number> {
    const values = valuesOf(query);
    const [row] = await db
      .select({ value: count() })
      .from(projects)
      .where(whereOf(db, shapeOf(query), (name) => values[name]));
    return row?.value ?? 0;
  }

  return {
    /** The actor's own and collaborated projects that are not deleted, filtered, sorted and paginated. */
    async list(query: ProjectListQuery): Promise<ProjectListPage> {
      const shape = shapeOf(query);
      const found = (await statementOf(shape).execute(valuesOf(query))) as Array<{
        project: ProjectListRow['project'];
        role: ProjectListRow['role'];
        total: number;
        scenarioCount?: number | null;
        assetCount?: number | null;
        totalDuration?: number | null;
        lastActivity?: Date;
        previewImage?: string | null;
      }>;
      const rows: Array<ProjectListRow & { total: number }> = found.map((row) =>
        shape.includePreviews
          ? {
              project: row.project,
              role: row.role,
              total: row.total,
              preview: {
                scenarioCount: Number(row.scenarioCount ?? 0),
                assetCount: Number(row.assetCount ?? 0),
                totalDuration: Number(row.totalDuration ?? 0),
                lastActivity: row.lastActivity!,
                previewImage: row.previewImage ?? null,
              },
            }
          : { project: row.project, role: row.role, total: row.total },
      );
      if (rows.length === 0) return { rows: [], total: query.offset > 0 ? await countAll(query) : 0 };
      return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
    },

    /** Counts of one project's live content and generated media, in one statement. */
    async stats(projectId: string): Promise<ProjectStatsRow> {
      // Builder sub-selects keep every column qualified by its table (raw sql in a one-table select would not).
      const countOf = sql<number>`count(*)::int`;
      const liveScenarioIds = db
        .select({ id: scenarios.id })
        .from(scenarios)
        .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
      const liveShotIds = db.select({ id: shots.id }).from(shots).where(inArray(shots.scenarioId, liveScenarioIds));
      const liveAssets = and(eq(assets.projectId, projectId), isAssetLive);
      const shotMedia = (kind: string) =>
        db
          .select({ value: countOf })
          .from(shotGenerations)
          .where(
            and(
              inArray(shotGenerations.shotId, liveShotIds),
              eq(shotGenerations.kind, kind),
              eq(shotGenerations.status, COMPLETED),
            ),
          );
      const byType = db
        .select({ type: assets.type, n: sql<number>`count(*)::int`.as('n') })
        .from(assets)
        .where(liveAssets)
        .groupBy(assets.type)
        .as('by_type');
      const [row] = await db
        .select({
          scenarioCount: sql<number>`(${db
            .select({ value: countOf })
            .from(scenarios)
            .where(and(eq(scenarios.projectId, projectId), isScenarioLive))})`,
          assetsByType: sql<Record<string, number>>`(${db
            .select({ value: sql`coalesce(jsonb_object_agg(${byType.type}, ${byType.n}), '{}'::jsonb)` })
            .from(byType)})`,
          shotCount: sql<number>`(${db.select({ value: countOf }).from(shots).where(inArray(shots.scenarioId, liveScenarioIds))})`,
          totalDuration: sql<number>`(${db
            .select({ value: timelineSecondsSum })
            .from(shots)
            .where(inArray(shots.scenarioId, liveScenarioIds))})`,
          shotImages: sql<number>`(${shotMedia(SHOT_GENERATION_KIND.image)})`,
          shotVideos: sql<number>`(${shotMedia(SHOT_GENERATION_KIND.video)})`,
          assetImages: sql<number>`(${db
            .select({ value: countOf })
            .from(variantImages)
            .innerJoin(assetGenerations, eq(assetGenerations.id, variantImages.generationId))
            .innerJoin(assets, eq(assets.id, assetGenerations.assetId))
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
    },
  };
}
