import { eq } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { projects, teamMembers, teams, users } from '../../db/schema.ts';

/** A team's credit account as the ledger needs it: the teams row's plan and reset, and the owner's tier. */
export interface TeamAccountRow {
  teamId: string;
  ownerId: string;
  /** The owner's tier: the team's limits are those of its owner's entitlement (spec §6). */
  ownerTier: string;
  planId: string;
  nextResetAt: Date;
}

/**
 * The credit side of teams (issue 33): the teams row is the team's account (its plan and next reset), and the row
 * a debit locks; which team a project's jobs bill; who hears that the team's balance moved. The teams module owns
 * the rest of those tables (team.repository.ts); this touches only what the credits need.
 */
export class TeamAccountRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction (the account lock holds until that transaction ends). */
  in(tx: Database): TeamAccountRepository {
    return new TeamAccountRepository(tx);
  }

  /** The team's account, its teams row locked until the transaction ends: every member's debit queues here. */
  async lock(teamId: string): Promise<TeamAccountRow | undefined> {
    const [row] = await this.db
      .select({
        teamId: teams.id,
        ownerId: teams.ownerId,
        ownerTier: users.tier,
        planId: teams.planId,
        nextResetAt: teams.nextResetAt,
      })
      .from(teams)
      .innerJoin(users, eq(users.id, teams.ownerId))
      .where(eq(teams.id, teamId))
      .for('update', { of: teams });
    return row;
  }

  /** Moves the team's next monthly allocation. */
  async setNextReset(teamId: string, nextResetAt: Date): Promise<void> {
    await this.db.update(teams).set({ nextResetAt, updatedAt: new Date() }).where(eq(teams.id, teamId));
  }

  /** The team a project belongs to (its jobs are paid from that team's account); null for a user's project. */
  async teamOfProject(projectId: string): Promise<string | null> {
    const [row] = await this.db.select({ teamId: projects.teamId }).from(projects).where(eq(projects.id, projectId));
    return row?.teamId ?? null;
  }

  /** The team's members: each hears in their own room that the team's balance moved. */
  async memberIds(teamId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, teamId));
    return rows.map((row) => row.userId);
  }
}
