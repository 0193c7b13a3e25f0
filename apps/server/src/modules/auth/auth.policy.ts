import type { SessionRow } from '../../db/schema.ts';

export interface Actor {
  userId: string;
  sessionId?: string | undefined;
}

/** Who may do what with sessions: only their owner may see or revoke them. */
export const sessionPolicy = {
  /** A user may revoke only their own sessions (a stranger's session answers 404, not 403). */
  canRevoke(actor: Actor, session: Pick<SessionRow, 'userId'>): boolean {
    return session.userId === actor.userId;
  },
};
