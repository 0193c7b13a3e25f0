import { and, asc, count, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { teamInvitations, type TeamInvitationRow } from '../../db/schema.ts';

export interface NewTeamInvitation {
  teamId: string;
  email: string;
  role: string;
  tokenHash: string;
  invitedBy: string;
  expiresAt: Date;
}

/** Neither accepted nor revoked (what the unique index keeps to one per team and e-mail). */
const isOpen: SQL = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt))!;
/** Open and not yet expired: it can still be accepted, and holds a seat. */
const isLive: SQL = and(isOpen, gt(teamInvitations.expiresAt, sql`now()`))!;

/** The only code that queries the team_invitations table. */
export class TeamInvitationRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): TeamInvitationRepository {
    return new TeamInvitationRepository(tx);
  }

  /** Stores an invitation (its token only as a hash). */
  async insert(values: NewTeamInvitation): Promise<TeamInvitationRow> {
    const [row] = await this.db.insert(teamInvitations).values(values).returning();
    return row!;
  }

  /** Revokes the open invitation of this e-mail (any casing) to the team, expired or not: a new one replaces it. */
  async revokeOpenForEmail(teamId: string, email: string): Promise<void> {
    await this.db
      .update(teamInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(teamInvitations.teamId, teamId), sql`lower(${teamInvitations.email}) = lower(${email})`, isOpen));
  }

  /** The invitation whose token has this hash, whatever its state. */
  async findByTokenHash(tokenHash: string): Promise<TeamInvitationRow | undefined> {
    const [row] = await this.db.select().from(teamInvitations).where(eq(teamInvitations.tokenHash, tokenHash)).limit(1);
    return row;
  }

  /** The team's invitations that can still be accepted, oldest first. */
  async listLive(teamId: string): Promise<TeamInvitationRow[]> {
    return this.db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), isLive))
      .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id));
  }

  /** How many of the team's invitations hold a seat, leaving one out (the one being accepted). */
  async countLive(teamId: string, exceptId?: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), isLive, exceptId ? ne(teamInvitations.id, exceptId) : undefined));
    return row?.value ?? 0;
  }

  /** Revokes an open invitation of the team; the row as it is afterwards, or undefined when none was open. */
  async revoke(teamId: string, id: string): Promise<TeamInvitationRow | undefined> {
    const [row] = await this.db
      .update(teamInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(teamInvitations.id, id), eq(teamInvitations.teamId, teamId), isOpen))
      .returning();
    return row;
  }

  /** Marks a live invitation accepted by the user; undefined when it no longer was live (used, revoked, expired). */
  async markAccepted(id: string, userId: string): Promise<TeamInvitationRow | undefined> {
    const [row] = await this.db
      .update(teamInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(and(eq(teamInvitations.id, id), isLive))
      .returning();
    return row;
  }
}
