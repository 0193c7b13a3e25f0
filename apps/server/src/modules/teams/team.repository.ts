import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projects, teamMembers, teams, users, type TeamRow } from '../../db/schema.ts';
import { isProjectLive } from '../projects/content-state.ts';

export interface NewTeam {
  name: string;
  ownerId: string;
  planId: string;
  nextResetAt: Date;
}

/** A team with the role of the user it was read for and what its list entry counts. */
export interface TeamSummaryRow {
  team: TeamRow;
  role: string;
  memberCount: number;
  projectCount: number;
}

/** A member as a person. */
export interface TeamMemberPersonRow {
  userId: string;
  name: string;
  email: string;
  role: string;
  joinedAt: Date;
}

const memberCount = sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`;
const projectCount = sql<number>`(select count(*)::int from ${projects} where ${projects.teamId} = ${teams.id} and ${isProjectLive})`;

/** The only code that queries the teams and team_members tables. */
export class TeamRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): TeamRepository {
    return new TeamRepository(tx);
  }

  /** Serialises the seat checks of one team (invitations and acceptances) until commit. */
  async lockSeats(teamId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`team-seats:${teamId}`}, 0))`);
  }

  async insertTeam(values: NewTeam): Promise<TeamRow> {
    const [row] = await this.db.insert(teams).values(values).returning();
    return row!;
  }

  /** Adds a member; false when the user already is one (nothing changes then). */
  async addMember(values: { teamId: string; userId: string; role: string; addedBy: string | null }): Promise<boolean> {
    const added = await this.db
      .insert(teamMembers)
      .values(values)
      .onConflictDoNothing()
      .returning({ userId: teamMembers.userId });
    return added.length > 0;
  }

  async findTeam(teamId: string): Promise<TeamRow | undefined> {
    const [row] = await this.db.select().from(teams).where(eq(teams.id, teamId)).limit(1);
    return row;
  }

  /** The team and the user's role in it, if the user is a member. */
  async findMembership(teamId: string, userId: string): Promise<{ team: TeamRow; role: string } | undefined> {
    const [row] = await this.db
      .select({ team: teams, role: teamMembers.role })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
      .where(eq(teams.id, teamId))
      .limit(1);
    return row;
  }

  /** The teams the user belongs to, oldest first, with the user's role and their counts. */
  async listForUser(userId: string): Promise<TeamSummaryRow[]> {
    return this.selectSummaries(userId, undefined);
  }

  /** One team as the user's list shows it, if the user is a member. */
  async summaryFor(teamId: string, userId: string): Promise<TeamSummaryRow | undefined> {
    const [row] = await this.selectSummaries(userId, teamId);
    return row;
  }

  /** The team's members as people, the owner and the first to join first. */
  async listMembers(teamId: string): Promise<TeamMemberPersonRow[]> {
    return this.selectMembers(eq(teamMembers.teamId, teamId)).orderBy(
      sql`${teamMembers.role} = 'owner' desc`,
      asc(teamMembers.createdAt),
      asc(users.id),
    );
  }

  /** One member as a person, if the user is one. */
  async findMember(teamId: string, userId: string): Promise<TeamMemberPersonRow | undefined> {
    const [row] = await this.selectMembers(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId))).limit(
      1,
    );
    return row;
  }

  /** Whether a user with this e-mail (any casing) is a member. */
  async hasMemberWithEmail(teamId: string, email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.teamId, teamId), sql`lower(${users.email}) = lower(${email})`))
      .limit(1);
    return row !== undefined;
  }

  async countMembers(teamId: string): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
    return row?.value ?? 0;
  }

  /** The ids of the team's members. */
  async memberIds(teamId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    return rows.map((row) => row.userId);
  }

  /** Gives a member (never the owner) another role; false when the user is no such member. */
  async updateRole(teamId: string, userId: string, role: string): Promise<boolean> {
    const updated = await this.db
      .update(teamMembers)
      .set({ role })
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), sql`${teamMembers.role} <> 'owner'`))
      .returning({ userId: teamMembers.userId });
    return updated.length > 0;
  }

  /** Removes a member (never the owner); false when the user is no such member. */
  async removeMember(teamId: string, userId: string): Promise<boolean> {
    const removed = await this.db
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId), sql`${teamMembers.role} <> 'owner'`))
      .returning({ userId: teamMembers.userId });
    return removed.length > 0;
  }

  private selectSummaries(userId: string, teamId: string | undefined): Promise<TeamSummaryRow[]> {
    return this.db
      .select({ team: teams, role: teamMembers.role, memberCount, projectCount })
      .from(teams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
      .where(teamId === undefined ? undefined : eq(teams.id, teamId))
      .orderBy(asc(teams.createdAt), asc(teams.id));
  }

  private selectMembers(condition: ReturnType<typeof and>) {
    return this.db
      .select({
        userId: teamMembers.userId,
        name: users.name,
        email: users.email,
        role: teamMembers.role,
        joinedAt: teamMembers.createdAt,
      })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(condition);
  }
}
