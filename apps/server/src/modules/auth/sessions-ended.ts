import type { DomainEvents } from '../events/domain-events.ts';
import type { SessionCache } from './session-cache.ts';
import type { SessionInvalidation } from './session-invalidation.ts';

/** Who hears that sessions ended: every process's session cache, and the sockets signed in with them. */
export interface SessionEndingDeps {
  invalidation?: Pick<SessionInvalidation, 'publish'> | undefined;
  sessionCache?: Pick<SessionCache<unknown>, 'evictSession'> | undefined;
  events?: Pick<DomainEvents, 'publish'> | undefined;
}

/**
 * Says, after the commit that revoked them, that these sessions of the user ended: every process forgets the
 * user's cached sessions at once (on PostgreSQL through the invalidation channel), and each session's sockets are
 * signed out of their rooms and disconnected, in every API process ('session.revoked', realtime/access-loss.ts).
 */
export async function announceSessionsEnded(
  deps: SessionEndingDeps,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  if (deps.invalidation) await deps.invalidation.publish({ userId });
  else for (const sessionId of sessionIds) deps.sessionCache?.evictSession(sessionId);
  for (const sessionId of sessionIds) {
    deps.events?.publish({ type: 'session.revoked', projectId: null, actorId: userId, data: { sessionId, userId } });
  }
}
