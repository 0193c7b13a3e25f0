import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projectCollaborators, users } from '../../db/schema.ts';
import type { PersonRow } from './project.presenter.ts';

export type CollaboratorRow = PersonRow & { role: string; addedAt: Date };

/** The only code that writes project_collaborators, and reads them as people. */
export class ProjectCollaboratorRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): ProjectCollaboratorRepository {
    return new ProjectCollaboratorRepository(tx);
  }

  /** The project's collaborators as people, first added first. */
  async listCollaborators(projectId: string): Promise<CollaboratorRow[]> {
    return this.selectCollaborators(eq(projectCollaborators.projectId, projectId)).orderBy(
      asc(projectCollaborators.createdAt),
      asc(users.id),
    );
  }

  /** One collaborator of the project, if the user is one. */
  async findCollaborator(projectId: string, userId: string): Promise<CollaboratorRow | undefined> {
    const rows = await this.selectCollaborators(
      and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)),
    ).limit(1);
    return rows[0];
  }

  /** How many collaborators the project has (what the collaborator limit counts). */
  async countCollaborators(projectId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(projectCollaborators)
      .where(eq(projectCollaborators.projectId, projectId));
    return row?.value ?? 0;
  }

  /** Adds the collaborator; adding the same user again changes nothing. */
  async addCollaborator(projectId: string, userId: string, addedBy: string): Promise<void> {
    await this.db.insert(projectCollaborators).values({ projectId, userId, addedBy }).onConflictDoNothing();
  }

  /** Removes the collaborator; false when the user was not one. */
  async removeCollaborator(projectId: string, userId: string): Promise<boolean> {
    const removed = await this.db
      .delete(projectCollaborators)
      .where(and(eq(projectCollaborators.projectId, projectId), eq(projectCollaborators.userId, userId)))
      .returning({ userId: projectCollaborators.userId });
    return removed.length > 0;
  }

  /** Collaborators as people with their role, matching the condition. */
  private selectCollaborators(condition: SQL | undefined) {
    return this.db
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
  }
}
