import type { Session } from '@sym/contracts';
import type { SessionRow } from '../../db/schema.ts';

/** The outward shape of a session in the sessions list; `current` marks the caller's own session. */
export function presentSession(row: SessionRow, currentSessionId: string | undefined): Session {
  return {
    sessionId: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    userAgent: row.userAgent,
    ip: row.ip,
    current: row.id === currentSessionId,
  };
}
