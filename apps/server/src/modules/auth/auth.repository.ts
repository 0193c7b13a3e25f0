import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { refreshTokens, sessions, type RefreshTokenRow, type SessionRow } from '../../db/schema.ts';

export interface NewSession {
  userId: string;
  refreshTokenHash: string;
  expiresAt: Date;
  userAgent: string | null;
  ip: string | null;
}

/** A refresh of `oldHash` issuing `newHash` for the session, whose lifetime moves to `expiresAt`. */
export interface TokenSuccession {
  sessionId: string;
  oldHash: string;
  newHash: string;
  expiresAt: Date;
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

const isActive = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** Stores the new token and makes it the session's current one, renewing the session's lifetime. */
async function addCurrentToken(tx: Database, input: TokenSuccession): Promise<void> {
  await tx.insert(refreshTokens).values({ tokenHash: input.newHash, sessionId: input.sessionId });
  await tx
    .update(sessions)
    .set({ refreshTokenHash: input.newHash, lastUsedAt: sql`now()`, expiresAt: input.expiresAt })
    .where(eq(sessions.id, input.sessionId));
}

/** The only code that queries sessions and refresh_tokens. */
export function createAuthRepository(db: Database) {
  return {
    /** Creates a session together with its first refresh token. */
    async createSession(input: NewSession): Promise<SessionRow> {
      return db.transaction(async (tx) => {
        const [session] = await tx.insert(sessions).values(input).returning();
        await tx.insert(refreshTokens).values({ tokenHash: input.refreshTokenHash, sessionId: session!.id });
        return session!;
      });
    },

    /** The session if it is neither revoked nor expired. */
    async findActiveSession(sessionId: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), isActive()))
        .limit(1);
      return row;
    },

    /** The stored refresh token with its session, whatever their state. */
    async findRefreshToken(tokenHash: string): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },

    /**
     * Marks the old token rotated and makes the new one current, atomically. Any other live token of the
     * session (one handed out in a reuse grace window) is retired with it, so a session keeps one live
     * chain. Returns false when the old token was already rotated meanwhile (a concurrent use of it).
     */
    async rotateRefreshToken(input: TokenSuccession): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rotated = await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(and(eq(refreshTokens.tokenHash, input.oldHash), isNull(refreshTokens.rotatedAt)))
          .returning({ tokenHash: refreshTokens.tokenHash });
        if (rotated.length === 0) return false;
        await tx
          .update(refreshTokens)
          .set({ rotatedAt: sql`now()` })
          .where(and(eq(refreshTokens.sessionId, input.sessionId), isNull(refreshTokens.rotatedAt)));
        await addCurrentToken(tx, input);
        return true;
      });
    },

    /**
     * Hands out one more live token for a token rotated less than `graceSeconds` ago (two tabs refreshing
     * with the same token at once), leaving the token that rotation issued alive. Returns false when the
     * old token was never rotated or was rotated longer ago: then its use is a reuse.
     */
    async addGraceToken(input: TokenSuccession & { graceSeconds: number }): Promise<boolean> {
      if (input.graceSeconds <= 0) return false;
      return db.transaction(async (tx) => {
        const [recent] = await tx
          .select({ tokenHash: refreshTokens.tokenHash })
          .from(refreshTokens)
          .where(
            and(
              eq(refreshTokens.tokenHash, input.oldHash),
              eq(refreshTokens.sessionId, input.sessionId),
              gt(refreshTokens.rotatedAt, sql`now() - make_interval(secs => ${input.graceSeconds})`),
            ),
          )
          .limit(1);
        if (!recent) return false;
        await addCurrentToken(tx, input);
        return true;
      });
    },

    /** Revokes a session (no-op if already revoked); returns whether it was active. */
    async revokeSession(sessionId: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    /**
     * Revokes every active session of the user but `exceptSessionId` (none: all of them); returns the ids revoked.
     * Given a transaction, the revocation commits with the rest of it (a password change or reset).
     */
    async revokeUserSessions(userId: string, exceptSessionId?: string): Promise<string[]> {
      const rows = await db
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
    },

    /**
     * Whether the user opened a session from this IP that is still within its lifetime (signed out or not):
     * an address the account is known to use.
     */
    async hasSessionFromIp(userId: string, ip: string): Promise<boolean> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.expiresAt, sql`now()`)))
        .limit(1);
      return rows.length > 0;
    },

    /** The user's sessions that are neither revoked nor expired, most recently used first. */
    async listActiveSessions(userId: string): Promise<SessionRow[]> {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isActive()))
        .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
    },

    /** Moves last_used_at to now, at most once per `minIntervalSeconds` to spare writes. */
    async touchSession(sessionId: string, minIntervalSeconds: number): Promise<void> {
      await db
        .update(sessions)
        .set({ lastUsedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, sessionId),
            lt(sessions.lastUsedAt, sql`now() - make_interval(secs => ${minIntervalSeconds})`),
          ),
        );
    },
  };
}
