import { and, count, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { TEAM_ROLES, type TeamRole } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import {
  assets,
  projectCollaborators,
  projects,
  scenarios,
  series,
  teamMembers,
  teams,
  users,
  type ProjectRow,
} from '../../db/schema.ts';
import { oneOf } from '../one-of.ts';
import { DELETED, isAssetLive, isProjectLive, isScenarioLive } from './content-state.ts';
import type { PersonRow } from './project.presenter.ts';
import { atVersion } from '../../db/versions.ts';
import { preparedOn } from '../../db/prepared-queries.ts';

export type NewProject = typeof projects.$inferInsert;
export type ProjectPatch = Partial<
  Pick<
    NewProject,
    'name' | 'description' | 'style' | 'tags' | 'supportedLanguages' | 'metadata' | 'visibility' | 'seriesId' | 'status'
  >
>;

/** A stored team role; an unknown one reads as the role with the fewest rights. */
export const teamRoleOfRow = (role: string): TeamRole => oneOf(TEAM_ROLES, role, 'viewer');

/** A project with what the access rule decides on: whether the actor collaborates on it, their team role. */
export interface ProjectForActor {
  project: ProjectRow;
  isCollaborator: boolean;
  teamRole: TeamRole | null;
}

/** The columns that read the actor's standing on `projects` (with `projects` itself, findForActor's joins). */
export const standingColumns = {
  collaboratorId: projectCollaborators.userId,
  teamRole: teamMembers.role,
};

/** The joins of findForActor on a query that reads `projects`, for the actor in `actor`. */
export const standingJoins = {
  collaborator: (actor: SQLWrapper) =>
    and(eq(projectCollaborators.projectId, projects.id), eq(projectCollaborators.userId, actor)),
  teamMember: (actor: SQLWrapper) => and(eq(teamMembers.teamId, projects.teamId), eq(teamMembers.userId, actor)),
};

/** A row read with the standing columns, as the access rule takes it. */
export function projectForActorOf(row: {
  project: ProjectRow;
  collaboratorId: string | null;
  teamRole: string | null;
}): ProjectForActor {
  return {
    project: row.project,
    isCollaborator: row.collaboratorId !== null,
    teamRole: row.teamRole === null ? null : teamRoleOfRow(row.teamRole),
  };
}

/** Queries of projects (and the people and series they point at). */
export class ProjectRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ProjectRepository {
    return new ProjectRepository(tx);
  }

  /** Serialises limit checks of one key (an owner's projects, a project's collaborators) until commit. */
  async lock(key: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }

  /** The owner's projects of no team that are not in the Recycle Bin (what the project limit counts). */
  async countOwned(ownerId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(projects)
      .where(and(eq(projects.userId, ownerId), isNull(projects.teamId), isProjectLive));
    return row?.value ?? 0;
  }

  /** A team's projects that are not in the Recycle Bin (what the team owner's project limit counts). */
  async countInTeam(teamId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(projects)
      .where(and(eq(projects.teamId, teamId), isProjectLive));
    return row?.value ?? 0;
  }

  /** The user's role in the team, with the team's owner; undefined when the user is not a member. */
  async findTeamMembership(teamId: string, userId: string): Promise<{ role: TeamRole; ownerId: string } | undefined> {
    const [row] = await this.db
      .select({ role: teamMembers.role, ownerId: teams.ownerId })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .limit(1);
    return row && { role: teamRoleOfRow(row.role), ownerId: row.ownerId };
  }

  /** The tier of the team's owner (the team's edition is its owner's); undefined when the team is gone. */
  async teamOwnerTier(teamId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ tier: users.tier })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(eq(teams.id, teamId))
      .limit(1);
    return row?.tier;
  }

  /** The user's tier; undefined when the account is gone. */
  async userTier(userId: string): Promise<string | undefined> {
    const [row] = await this.db.select({ tier: users.tier }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.tier;
  }

  /** Puts the project in a team, or in none: only `team_id` changes (collaborators, episodes and media stay). */
  async setTeam(id: string, teamId: string | null): Promise<ProjectRow> {
    const [row] = await this.db
      .update(projects)
      .set({ teamId, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    return row!;
  }

  /** Inserts the project. */
  async insert(values: NewProject): Promise<ProjectRow> {
    const [row] = await this.db.insert(projects).values(values).returning();
    return row!;
  }

  /** Applies the patch if the project is still at the version given (if any); undefined if not. */
  async update(id: string, patch: ProjectPatch, expectedUpdatedAt?: string | null): Promise<ProjectRow | undefined> {
    const [row] = await this.db
      .update(projects)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(and(eq(projects.id, id), atVersion(projects.updatedAt, expectedUpdatedAt)))
      .returning();
    return row;
  }

  /** Moves the project to the Recycle Bin; its episodes and assets leave every list with it. */
  async softDelete(id: string): Promise<ProjectRow> {
    const [row] = await this.db
      .update(projects)
      .set({ status: DELETED, deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    return row!;
  }

  /**
   * The project with whether the actor collaborates on it and the actor's role in its team (what the access rule
   * decides on), in one statement.
   */
  async findForActor(projectId: string, actorId: string): Promise<ProjectForActor | undefined> {
    const statement = preparedOn(this.db, 'project_for_actor', (db) => {
      const actor = sql.placeholder('actorId');
      return db
        .select({ project: projects, ...standingColumns })
        .from(projects)
        .leftJoin(projectCollaborators, standingJoins.collaborator(actor))
        .leftJoin(teamMembers, standingJoins.teamMember(actor))
        .where(eq(projects.id, sql.placeholder('projectId')))
        .limit(1)
        .prepare('project_for_actor');
    });
    const [row] = await statement.execute({ projectId, actorId });
    return row && projectForActorOf(row);
  }

  /** The owner as a person (id, name, e-mail). */
  async findPerson(userId: string): Promise<PersonRow | undefined> {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** Episodes and assets not in the Recycle Bin, in one statement. */
  async countContent(projectId: string): Promise<{ scenarioCount: number; assetCount: number }> {
    const countOf = sql<number>`count(*)::int`;
    const scenarioCount = this.db
      .select({ value: countOf })
      .from(scenarios)
      .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
    const assetCount = this.db
      .select({ value: countOf })
      .from(assets)
      .where(and(eq(assets.projectId, projectId), isAssetLive));
    const [row] = await this.db
      .select({ scenarioCount: sql<number>`(${scenarioCount})`, assetCount: sql<number>`(${assetCount})` })
      .from(projects)
      .where(eq(projects.id, projectId));
    return { scenarioCount: Number(row?.scenarioCount ?? 0), assetCount: Number(row?.assetCount ?? 0) };
  }

  /** Whether the series exists and belongs to the user. */
  async isSeriesOwnedBy(seriesId: string, userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, seriesId), eq(series.userId, userId)))
      .limit(1);
    return row !== undefined;
  }
}
