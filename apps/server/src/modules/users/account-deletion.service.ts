import { ACCOUNT_MESSAGES, type AccountDeleted, type User } from '@sym/contracts';
import type { Database } from '../../db/index.ts';
import { AppError, validationError } from '../../errors/app-error.ts';
import type { SessionInvalidation } from '../auth/session-invalidation.ts';
import type { SessionRepository } from '../auth/session.repository.ts';
import type { CreditLedgerRepository } from '../credits/credit-ledger.repository.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import type { StoredFilesRepository } from '../stored-files/stored-files.repository.ts';
import type { AccountHandoverRepository } from './account-handover.repository.ts';
import type { UsersRepository } from './users.repository.ts';

export interface AccountDeletionServiceDeps {
  db: Database;
  users: UsersRepository;
  sessions: SessionRepository;
  files: StoredFilesRepository;
  handover: AccountHandoverRepository;
  /** The user's spending on teams' accounts passes to the teams' owners (their balances must not move). */
  ledger: Pick<CreditLedgerRepository, 'in' | 'handOverTeamEntries'>;
  /** Tells every process to forget the user's cached sessions. */
  invalidation: Pick<SessionInvalidation, 'publish'>;
  /** 'session.revoked' for each ended session, so sockets signed in with it lose their rooms. */
  events: DomainEvents;
}

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A signed-in user deleting their own account and everything in it. */
export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionServiceDeps) {}

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
    const { db, users, sessions, files, handover } = this.deps;
    const endedSessions = await db.transaction(async (tx) => {
      const active = await sessions.in(tx).listActiveSessions(user.id);
      await files.in(tx).releaseUnreferencedOf(user.id);
      await handover.in(tx).handOverSharedContent(user.id);
      await this.deps.ledger.in(tx).handOverTeamEntries(user.id);
      if (!(await users.in(tx).delete(user.id))) throw new AppError('UNAUTHORIZED');
      return active.map((session) => session.id);
    });
    // Also after the commit: a lookup that read a session before it may have cached it again meanwhile.
    await this.deps.invalidation.publish({ userId: user.id });
    for (const sessionId of endedSessions) {
      this.deps.events.publish({
        type: 'session.revoked',
        projectId: null,
        actorId: user.id,
        data: { sessionId, userId: user.id },
      });
    }
    return { deleted: true };
  }
}
