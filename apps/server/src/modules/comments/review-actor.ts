import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { ReviewAuthor } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { projectCollaborators, projects, teamMembers, users, type ScenarioRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ScenarioAccess } from '../scenarios/scenario.policy.ts';

/** Who comments or approves: a member of the project, or a guest of a review link (who has no user id). */
export type ReviewActor = { kind: 'member'; userId: string } | { kind: 'guest'; name: string; reviewId: string };

/** The actor a domain event names: the member, or for a guest the review link they came through. */
export const eventActorOf = (actor: ReviewActor) => (actor.kind === 'member' ? actor.userId : actor.reviewId);

/** What a row keeps of its author. */
export const authorColumnsOf = (actor: ReviewActor) =>
  actor.kind === 'member'
    ? { authorUserId: actor.userId, guestName: null, reviewId: null }
    : { authorUserId: null, guestName: actor.name, reviewId: actor.reviewId };

export interface ProjectMember {
  userId: string;
  name: string;
  email: string;
}

/** Presents an author from a row's columns and the members' names. */
export function presentAuthor(
  row: { authorUserId: string | null; guestName: string | null },
  names: ReadonlyMap<string, string>,
): ReviewAuthor {
  if (row.authorUserId) return { userId: row.authorUserId, name: names.get(row.authorUserId) ?? '', isGuest: false };
  return { userId: null, name: row.guestName ?? '', isGuest: row.guestName !== null };
}

/**
 * The members of reviews: the project's owner, collaborators and team members. Reading comments and approvals
 * needs reading the project; writing them (commenting, resolving, approving) the comment right (a team's viewer
 * reads only). A signed-in visitor of a public project may read it but not its reviews (403); anyone else gets
 * the episode's 404.
 */
export class ReviewMembers {
  constructor(private readonly deps: { db: Database; access: ScenarioAccess }) {}

  async require(actorId: string, scenarioId: string, level: 'read' | 'comment' = 'read'): Promise<ScenarioRow> {
    const { scenario, role } = await this.deps.access.require(actorId, scenarioId, level);
    if (role === 'public') throw new AppError('FORBIDDEN');
    return scenario;
  }

  /** The owner, collaborators and team members of a project (mentions are matched against them). */
  async membersOf(projectId: string): Promise<ProjectMember[]> {
    const collaborators = this.deps.db
      .select({ userId: projectCollaborators.userId })
      .from(projectCollaborators)
      .where(eq(projectCollaborators.projectId, projectId));
    // A team's project is its team's: its creator is among the members only while in the team.
    const owner = this.deps.db
      .select({ userId: projects.userId })
      .from(projects)
      .where(and(eq(projects.id, projectId), isNull(projects.teamId)));
    const team = this.deps.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(projects, and(eq(projects.teamId, teamMembers.teamId), isNotNull(projects.teamId)))
      .where(eq(projects.id, projectId));
    return this.deps.db
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(users)
      .where(or(inArray(users.id, collaborators), inArray(users.id, owner), inArray(users.id, team)));
  }

  /** Names of users by id (authors, resolvers). */
  async namesOf(userIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.deps.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(inArray(users.id, ids)));
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
