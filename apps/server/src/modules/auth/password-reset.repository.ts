import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/index.ts';
import { passwordResetTokens } from '../../db/schema.ts';

const isUnexpired = () => gt(passwordResetTokens.expiresAt, sql`now()`);

/** The only code that queries password_reset_tokens. */
export class PasswordResetRepository {
  constructor(private readonly db: Database) {}

  /** This repository on a transaction. */
  in(tx: Database): PasswordResetRepository {
    return new PasswordResetRepository(tx);
  }

  /**
   * Makes this token the user's only reset token (an earlier link stops working) and drops every expired token
   * of anyone, so the table only ever holds links that still work.
   */
  async replaceToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await tx.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, sql`now()`));
      await tx.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
    });
  }

  /** The user whose unexpired token this is, or undefined. */
  async findUserOfToken(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isUnexpired()))
      .limit(1);
    return row?.userId;
  }

  /**
   * Uses the token up: deletes it with every other token of its user and answers the user, or undefined when it
   * was not there or had expired (a second use, or one racing another, finds nothing).
   */
  async consumeToken(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isUnexpired()))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return undefined;
    await this.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId));
    return row.userId;
  }

  /** Drops every reset token of the user (the password was set another way). */
  async deleteForUser(userId: string): Promise<void> {
    await this.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  }
}
