import { and, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { teamInvitations, users } from '../../db/schema.ts';

/**
 * The reads that decide whether an account may be created: is the site still empty, does the e-mail hold an open
 * team invitation. Read-only; the users and teams modules own those rows.
 */
export class RegistrationRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): RegistrationRepository {
    return new RegistrationRepository(tx);
  }

  /** Whether the site has no user at all. */
  async isSiteEmpty(): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).limit(1);
    return rows.length === 0;
  }

  /**
   * Inside a transaction: waits for any other account being created as the site's first, so two sign-ups on an
   * empty site cannot both see it empty (held until the transaction ends).
   */
  async lockFirstUser(): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended('site:first-user', 0))`);
  }

  /** Whether the e-mail holds a team invitation that is neither accepted, revoked nor expired. */
  async hasOpenInvitation(email: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: teamInvitations.id })
      .from(teamInvitations)
      .where(
        and(
          sql`lower(${teamInvitations.email}) = ${email.trim().toLowerCase()}`,
          isNull(teamInvitations.acceptedAt),
          isNull(teamInvitations.revokedAt),
          gt(teamInvitations.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
