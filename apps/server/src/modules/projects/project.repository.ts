import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { assets, projectCollaborators, projects, scenarios, series, users, type ProjectRow } from '../../db/schema.ts';
import { DELETED, isAssetLive, isProjectLive, isScenarioLive } from './content-state.ts';
import type { PersonRow } from './project.presenter.ts';
import { atVersion } from '../../db/versions.ts';

export type NewProject = typeof projects.$inferInsert;
export type ProjectPatch = Partial<
  Pick<
    NewProject,
    'name' | 'description' | 'style' | 'tags' | 'supportedLanguages' | 'metadata' | 'visibility' | 'seriesId' | 'status'
  >
>;
export type CollaboratorRow = PersonRow & { role: string; addedAt: Date };

export type ProjectRepository = ReturnType<typeof createProjectRepository>;

/** Queries of projects and their collaborators. Pass a transaction handle to run them inside it. */
export function createProjectRepository(db: Database) {
  /** Collaborators as people with their role, matching the condition. */
  const selectCollaborators = (condition: SQL | undefined) =>
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: projectCollaborators.role,
        addedAt: projectCollaborators.createdAt,
      })
      .from(projectCollaborators)
      .innerJoin(users, eq(users.id, projectCollaborators.userId))
      .where(condition)
      .$dynamic();

  return {
    /** Serialises limit checks of one key (an owner's projects, a project's collaborators) until commit. */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    /** The owner's projects that are not in the Recycle Bin (what the project limit counts). */
    async countOwned(ownerId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(projects)
        .where(and(eq(projects.userId, ownerId), isProjectLive));
      return row?.value ?? 0;
    },

    async insert(values: NewProject): Promise<ProjectRow> {
      const [row] = await db.insert(projects).values(values).returning();
      return row!;
    },

    /** Applies the patch if the project is still at the version given (if any); undefined if not. */
    async update(id: string, patch: ProjectPatch, expectedUpdatedAt?: string | null): Promise<ProjectRow | undefined> {
      const [row] = await db
        .update(projects)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(and(eq(projects.id, id), atVersion(projects.updatedAt, expectedUpdatedAt)))
        .returning();
      return row;
    },

    /** Moves the project to the Recycle Bin; its episodes and assets leave every list with it. */
    async softDelete(id: string): Promise<ProjectRow> {
      const [row] = await db
        .update(projects)
        .set({ status: DELETED, deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning();
      return row!;
    },

    /** The owner as a person (id, name, e-mail). */
    async findPerson(userId: string): Promise<PersonRow | undefined> {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    async listCollaborators(projectId: string): Promise<CollaboratorRow[]> {
      return selectCollaborators(eq(projectCollaborators.projectId, projectId)).orderBy(
        asc(projectCollaborators.createdAt),
        asc(users.id),
      );
    },

    async findCollaborator(projectId: string, userId: string): Promise<CollaboratorRow | undefined> {
      const rows = await selectCollaborators(
        and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)),
      ).limit(1);
      return rows[0];
    },

    async countCollaborators(projectId: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(projectCollaborators)
        .where(eq(projectCollaborators.projectId, projectId));
      return row?.value ?? 0;
    },

    /** Adds the collaborator; adding the same user again changes nothing. */
    async addCollaborator(projectId: string, userId: string, addedBy: string): Promise<void> {
      await db.insert(projectCollaborators).values({ projectId, userId, addedBy }).onConflictDoNothing();
    },

    /** Removes the collaborator; false when the user was not one. */
    async removeCollaborator(projectId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(projectCollaborators)
        .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
        .returning({ userId: projectCollaborators.userId });
      return removed.length > 0;
    },

    /** Episodes and assets not in the Recycle Bin, in one statement. */
    async countContent(projectId: string): Promise<{ scenarioCount: number; assetCount: number }> {
      const countOf = sql<number>`count(*)::int`;
      const scenarioCount = db
        .select({ value: countOf })
        .from(scenarios)
        .where(and(eq(scenarios.projectId, projectId), isScenarioLive));
      const assetCount = db
        .select({ value: countOf })
        .from(assets)
        .where(and(eq(assets.projectId, projectId), isAssetLive));
      const [row] = await db
        .select({ scenarioCount: sql<number>`(${scenarioCount})`, assetCount: sql<number>`(${assetCount})` })
        .from(projects)
        .where(eq(projects.id, projectId));
      return { scenarioCount: Number(row?.scenarioCount ?? 0), assetCount: Number(row?.assetCount ?? 0) };
    },

    /** Whether the series exists and belongs to the user. */
    async isSeriesOwnedBy(seriesId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: series.id })
        .from(series)
        .where(and(eq(series.id, seriesId), eq(series.userId, userId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
