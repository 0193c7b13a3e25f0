import {
  and,
  asc,
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
import { NO_SERIES, PERSONAL_PROJECTS, type ProjectListSort } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import {
  assets,
  projectCollaborators,
  projects,
  scenarios,
  shotGenerations,
  shots,
  teamMembers,
} from '../../db/schema.ts';
import { timelineSecondsSum } from '../scenarios/scenario-duration.sql.ts';
import { isAssetLive, isProjectLive, isScenarioLive } from './content-state.ts';
import type { ProjectListRow } from './project.presenter.ts';

// The project list's statement, built from pure pieces: its filters, its sort, and the per-project preview
// figures as lateral subqueries. ProjectListRepository prepares one statement per query shape from them.

export interface ProjectListQuery {
  actorId: string;
  search?: string | undefined;
  seriesId?: string | undefined;
  /** One team's projects, or PERSONAL_PROJECTS for those of no team. */
  teamId?: string | undefined;
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
export const COMPLETED = 'completed';

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Which filters a page query has: one prepared statement per shape, its values bound at each call. */
export interface QueryShape {
  sort: ProjectListSort;
  includePreviews: boolean;
  hasSearch: boolean;
  series: 'any' | 'none' | 'one';
  team: 'any' | 'personal' | 'one';
}

export const shapeOf = (query: ProjectListQuery): QueryShape => ({
  sort: query.sort,
  includePreviews: query.includePreviews,
  hasSearch: Boolean(query.search),
  series: query.seriesId === NO_SERIES ? 'none' : query.seriesId ? 'one' : 'any',
  team: query.teamId === PERSONAL_PROJECTS ? 'personal' : query.teamId ? 'one' : 'any',
});

/** The values a page query binds (the names of its placeholders). */
export const valuesOf = (query: ProjectListQuery) => ({
  actorId: query.actorId,
  pattern: query.search ? likePattern(query.search) : '',
  seriesId: query.seriesId ?? '',
  teamId: query.teamId ?? '',
  limit: query.limit,
  offset: query.offset,
});

/** A value of the query, or the placeholder a prepared statement binds it to. */
export type Bind = (name: 'actorId' | 'pattern' | 'seriesId' | 'teamId') => string | SQLWrapper;

/** Whether the actor collaborates on the outer `projects` row. */
export function isCollaboratorOf(db: Database, bind: Bind): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(projectCollaborators)
      .where(and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, bind('actorId')))),
  );
}

/** The actor's role in the outer `projects` row's team (null: no team, or not a member). */
export function teamRoleOf(db: Database, bind: Bind): SQL<string | null> {
  const role = db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, bind('actorId'))));
  return sql<string | null>`(${role})`;
}

/**
 * The projects a list shows: the actor's own projects of no team, those shared with them and those of the teams
 * they belong to (a team's project is its team's, not its creator's: project-access.policy.ts).
 */
export function whereOf(db: Database, shape: QueryShape, bind: Bind): SQL {
  const actorId = bind('actorId');
  const isOwner = and(eq(projects.userId, actorId), isNull(projects.teamId));
  const actorTeams = db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, actorId));
  const isTeamMember = inArray(projects.teamId, actorTeams);
  const conditions: Array<SQL | undefined> = [isProjectLive, or(isOwner, isCollaboratorOf(db, bind), isTeamMember)];
  if (shape.team === 'personal') conditions.push(isNull(projects.teamId));
  else if (shape.team === 'one') conditions.push(eq(projects.teamId, bind('teamId')));
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
export function latestShotChange(db: Database) {
  return db
    .select({ at: sql`max(${shots.updatedAt})` })
    .from(shots)
    .innerJoin(scenarios, eq(scenarios.id, shots.scenarioId))
    .where(eq(scenarios.projectId, projects.id));
}

function lastActivityOf(db: Database): SQL<Date> {
  // Builder sub-selects keep every column qualified by its table, also inside the one-table list select.
  const scenarioChanges = db
    .select({ at: sql`max(${scenarios.updatedAt})` })
    .from(scenarios)
    .where(eq(scenarios.projectId, projects.id));
  const scenarioShots = latestShotChange(db);
  const projectAssets = db
    .select({ at: sql`max(${assets.updatedAt})` })
    .from(assets)
    .where(eq(assets.projectId, projects.id));
  return sql<Date>`greatest(${projects.updatedAt}, (${scenarioChanges}), (${scenarioShots}), (${projectAssets}))`.mapWith(
    projects.updatedAt,
  );
}

/**
 * The page's order. `lastActivity`: the modified sort's key when the statement already reads it (the previews'
 * output column), else it is worked out here.
 */
export function orderOf(db: Database, sort: ProjectListSort, lastActivity?: SQLWrapper): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(sql`lower(${projects.name})`), asc(projects.id)];
    case 'modified':
      return [desc(lastActivity ?? lastActivityOf(db)), desc(projects.id)];
    case 'recent':
      return [desc(projects.createdAt), desc(projects.id)];
  }
}

/**
 * Per-project listing figures as lateral subqueries on the outer `projects` row, so a whole page is ONE
 * statement: counts, total duration, and the preview image of spec §3 (the first shot of the first episode
 * by creation: its primary image generation, else its latest completed one, else the shot's own image).
 */
export function previewLaterals(db: Database) {
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
  const firstScenario = db
    .select({ id: scenarios.id })
    .from(scenarios)
    .where(and(eq(scenarios.projectId, projects.id), isScenarioLive))
    .orderBy(asc(scenarios.createdAt), asc(scenarios.id))
    .limit(1)
    .as('first_episode');
  const firstShot = db
    .select({ id: shots.id, imageUrl: shots.imageUrl })
    .from(shots)
    .where(eq(shots.scenarioId, firstScenario.id))
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
  return { scenarioCount, assetCount, totalDuration, firstScenario, firstShot, previewGeneration };
}
