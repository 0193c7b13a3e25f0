import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { refreshTokens, sessions, type SessionRow } from '../../db/schema.ts';

export interface NewSession {
  userId: string;
  refreshTokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

const isActive = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The only code that queries sessions (their refresh tokens: refresh-token.repository.ts). */
export class SessionRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): SessionRepository {
    return new SessionRepository(tx);
  }

  /** Creates a session together with its first refresh token. */
  async createSession(input: NewSession): Promise<SessionRow> {
    return this.db.transaction(async (tx) => {
      const [session] = await tx.insert(sessions).values(input).returning();
      await tx.insert(refreshTokens).values({ tokenHash: input.refreshTokenHash, sessionId: session!.id });
      return session!;
    });
  }

  /** The session if it is neither revoked nor expired. */
  async findActiveSession(sessionId: string): Promise<SessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isActive()))
      .limit(1);
    return row;
  }

  /** Revokes a session (no-op if already revoked); returns whether it was active. */
  async revokeSession(sessionId: string): Promise<boolean> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  }

  /**
   * Revokes every active session of the user but `exceptSessionId` (none: all of them); returns the ids revoked.
   * On a transaction, the revocation commits with the rest of it (a password change or reset).
   */
  async revokeUserSessions(userId: string, exceptSessionId?: string): Promise<string[]> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return rows.map((row) => row.id);
  }

  /**
   * Whether the user opened a session from this IP that is still within its lifetime (signed out or not):
   * an address the account is known to use.
   */
  async hasSessionFromIp(userId: string, ip: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.expiresAt, sql`now()`)))
      .limit(1);
    return rows.length > 0;
  }

  /** The user's sessions that are neither revoked nor expired, most recently used first. */
  async listActiveSessions(userId: string): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isActive()))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  }

  /** Moves last_used_at to now, at most once per `minIntervalSeconds` to spare writes. */
  async touchSession(sessionId: string, minIntervalSeconds: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, sessionId),
          lt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${minIntervalSeconds})`),
        ),
      );
  }
}
