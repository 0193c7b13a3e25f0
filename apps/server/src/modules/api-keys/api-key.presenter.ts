import type { ApiKeyStatus, ApiKeyView } from '@sym/contracts';
import type { ApiKeyRow } from '../../db/schema.ts';

/** Revoked wins over expired: a key the user ended says so even after its date passed. */
export function apiKeyStatusOf(row: Pick<ApiKeyRow, 'expiresAt' | 'revokedAt'>, now: Date): ApiKeyStatus {
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A key as the API shows it: never its hash (the secret itself is never stored). */
export function presentApiKey(row: ApiKeyRow, now: Date = new Date()): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    status: apiKeyStatusOf(row, now),
  };
}
