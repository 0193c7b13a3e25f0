import type { DomainEvents } from '../events/domain-events.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionInvalidation } from './session-invalidation.ts';

/** Who hears that sessions ended: every process's session cache, and the sockets signed in with them. */
export interface SessionsEndedDeps {
  /** Tells every process's session cache; without it only this process's cache forgets. */
  invalidation?: Pick<SessionInvalidation, 'publish'> | undefined;
  sessionCache?: Pick<SessionCache<unknown>, 'evictSession'> | undefined;
  events?: Pick<DomainEvents, 'publish'> | undefined;
}

/** Says that sessions ended, after the commit that ended them. */
export class SessionsEnded {
  constructor(private readonly deps: SessionsEndedDeps) {}

  /**
   * One session ended (sign-out, revocation, a leaked token): every process forgets it, and its sockets are
   * signed out of their rooms and disconnected ('session.revoked', realtime/access-loss.ts).
   */
  async announceOne(userId: string, sessionId: string): Promise<void> {
    if (this.deps.invalidation) await this.deps.invalidation.publish({ sessionId });
    else this.deps.sessionCache?.evictSession(sessionId);
    this.revoked(userId, sessionId);
  }

  /**
   * These sessions of the user ended: every process forgets the user's cached sessions at once (on PostgreSQL
   * through the invalidation channel), and each session's sockets are signed out of their rooms and disconnected,
   * in every API process.
   */
  async announce(userId: string, sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    if (this.deps.invalidation) await this.deps.invalidation.publish({ userId });
    else for (const sessionId of sessionIds) this.deps.sessionCache?.evictSession(sessionId);
    for (const sessionId of sessionIds) this.revoked(userId, sessionId);
  }

  private revoked(userId: string, sessionId: string): void {
    this.deps.events?.publish({
      type: 'session.revoked',
      projectId: null,
      actorId: userId,
      data: { sessionId, userId },
    });
  }
}
