import type { Database } from '../../db/index.ts';
import type { UserRow } from '../../db/schema.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { hashPassword } from './password.service.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import type { SessionRepository } from './session.repository.ts';

/** A new password for a user, and which sessions survive it. */
export interface PasswordWrite {
  userId: string;
  /** Already judged strong enough (password-strength.ts). */
  password: string;
  /** The caller's session, which stays signed in (a change); none: every session ends (a reset, the operator). */
  keepSessionId?: string | undefined;
  /** A reset link's token (its hash), used up in the same transaction; already used: nothing is written. */
  resetTokenHash?: string | undefined;
}

export interface PasswordWritten {
  user: UserRow;
  /** The sessions it signed out, to announce once committed (sessions-ended.ts). */
  endedSessionIds: string[];
}

export interface PasswordWriterDeps {
  db: Database;
  users: UsersRepository;
  sessions: SessionRepository;
  resets: PasswordResetRepository;
}

/** Writes a new password with everything that goes with it, in one transaction. */
export class PasswordWriter {
  constructor(private readonly deps: PasswordWriterDeps) {}

  /**
   * Sets a password in one transaction: the reset token (if any) is used up, the hash replaced, every reset link
   * of the user dropped and the user's sessions but `keepSessionId` revoked. Undefined when the token was used up
   * or expired meanwhile, or the user is gone. The argon2 hash is computed before, outside the transaction.
   */
  async write(write: PasswordWrite): Promise<PasswordWritten | undefined> {
    const passwordHash = await hashPassword(write.password);
    return this.deps.db.transaction(async (tx) => {
      const resets = this.deps.resets.in(tx);
      if (write.resetTokenHash && (await resets.consumeToken(write.resetTokenHash)) !== write.userId) return undefined;
      const user = await this.deps.users.in(tx).setPasswordHash(write.userId, passwordHash);
      if (!user) return undefined;
      await resets.deleteForUser(write.userId);
      const endedSessionIds = await this.deps.sessions.in(tx).revokeUserSessions(write.userId, write.keepSessionId);
      return { user, endedSessionIds };
    });
  }
}
