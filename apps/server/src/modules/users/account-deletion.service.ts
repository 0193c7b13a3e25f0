import { ACCOUNT_MESSAGES, type AccountDeleted, type User } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';
import type { SessionInvalidation } from '../auth/session-invalidation.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { createStoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import { handOverSharedContent } from './account-handover.repository.ts';
import { createUsersRepository } from './users.repository.ts';

export interface AccountDeletionDeps {
  db: Database;
  /** Tells every process to forget the user's cached sessions. */
  invalidation: Pick<SessionInvalidation, 'publish'>;
  /** 'session.revoked' for each ended session, so sockets signed in with it lose their rooms. */
  events: DomainEvents;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

/** A signed-in user deleting their own account and everything in it. */
export function createAccountDeletionService(deps: AccountDeletionDeps) {
  return {
    /**
     * Deletes the account once the caller typed its e-mail (422 on `email` otherwise), in one transaction: the
     * user's unreferenced files are released, what they made in others' projects passes to those projects'
     * owners, then the user row goes and its rows with it (the database drops
     * their file references; files another user's rows still use stay, charged to nobody). After the commit the
     * released files are swept and every process forgets the user's sessions.
     */
    async deleteAccount(user: User, confirmEmail: string): Promise<AccountDeleted> {
      if (normalizeEmail(confirmEmail) !== normalizeEmail(user.email)) {
        throw validationError('email', ACCOUNT_MESSAGES.confirmEmail);
      }
      const endedSessions = await deps.db.transaction(async (tx) => {
        const sessions = await createAuthRepository(tx).listActiveSessions(user.id);
        await createStoredFilesRepository(tx).releaseUnreferencedOf(user.id);
        await handOverSharedContent(tx, user.id);
        if (!(await createUsersRepository(tx).delete(user.id))) throw new AppError('UNAUTHORIZED');
        return sessions.map((session) => session.id);
      });
      // Also after the commit: a lookup that read a session before it may have cached it again meanwhile.
      await deps.invalidation.publish({ userId: user.id });
      for (const sessionId of endedSessions) {
        deps.events.publish({
          type: 'session.revoked',
          projectId: null,
          actorId: user.id,
          data: { sessionId, userId: user.id },
        });
      }
      return { deleted: true };
    },
  };
}
