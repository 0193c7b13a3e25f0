import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { teamMembers, teams, users, type TeamRow } from '../../db/schema.ts';
import { containsPattern } from './search-pattern.ts';

/** A team with its owner's e-mail and how many members it has. */
export type AdminTeamRow = TeamRow & { ownerEmail: string; memberCount: number };

const memberCount = sql<string>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`;
const toRow = (row: { team: TeamRow; ownerEmail: string; memberCount: string }): AdminTeamRow => ({
  ...row.team,
  ownerEmail: row.ownerEmail,
  memberCount: Number(row.memberCount),
});

/** The administration's reads of teams (the teams module owns their writes): search and pages over every team. */
export class AdminTeamsRepository {
  constructor(private readonly db: Database) {}

  /** One page of teams whose name or owner's e-mail contains `search` (any case), newest first, and how many. */
  async list(
    search: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: AdminTeamRow[]; total: number }> {
    const pattern = search ? containsPattern(search) : undefined;
    const where: SQL | undefined = pattern
      ? sql`(lower(${teams.name}) like ${pattern} or lower(${users.email}) like ${pattern})`
      : undefined;
    const rows = await this.withOwners()
      .where(where)
      .orderBy(desc(teams.createdAt), desc(teams.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await this.db
      .select({ total: count() })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(where);
    return { rows: rows.map(toRow), total: Number(counted?.total ?? 0) };
  }

  /** One team as the list shows it, or undefined. */
  async find(teamId: string): Promise<AdminTeamRow | undefined> {
    const [row] = await this.withOwners().where(eq(teams.id, teamId)).limit(1);
    return row && toRow(row);
  }

  private withOwners() {
    return this.db
      .select({ team: teams, ownerEmail: users.email, memberCount })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId));
  }
}
