import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { refreshTokens, sessions, type RefreshTokenRow, type SessionRow } from '../../db/schema.ts';

/** A refresh of `oldHash` issuing `newHash` for the session, whose lifetime moves to `expiresAt`. */
export interface TokenSuccession {
  sessionId: string;
  oldHash: string;
  newHash: string;
  expiresAt: Date;
}

/** Stores the new token and makes it the session's current one, renewing the session's lifetime. */
async function addCurrentToken(tx: Database, input: TokenSuccession): Promise<void> {
  await tx.insert(refreshTokens).values({ tokenHash: input.newHash, sessionId: input.sessionId });
  await tx
    .update(sessions)
    .set({ refreshTokenHash: input.newHash, lastUsedAt: sql`now()`, expiresAt: input.expiresAt })
    .where(eq(sessions.id, input.sessionId));
}

/** The only code that queries refresh_tokens: the rotation chain of each session. */
export class RefreshTokenRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): RefreshTokenRepository {
    return new RefreshTokenRepository(tx);
  }

  /** The stored refresh token with its session, whatever their state. */
  async findRefreshToken(tokenHash: string): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
    const [row] = await this.db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return row;
  }

  /**
   * Marks the old token rotated and makes the new one current, atomically. Any other live token of the
   * session (one handed out in a reuse grace window) is retired with it, so a session keeps one live
   * chain. Returns false when the old token was already rotated meanwhile (a concurrent use of it).
   */
  async rotateRefreshToken(input: TokenSuccession): Promise<boolean> {
    return this.db.transaction(async (tx) => {
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
  }

  /**
   * Hands out one more live token for a token rotated less than `graceSeconds` ago (two tabs refreshing
   * with the same token at once), leaving the token that rotation issued alive. Returns false when the
   * old token was never rotated or was rotated longer ago: then its use is a reuse.
   */
  async addGraceToken(input: TokenSuccession & { graceSeconds: number }): Promise<boolean> {
    if (input.graceSeconds <= 0) return false;
    return this.db.transaction(async (tx) => {
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
  }
}
