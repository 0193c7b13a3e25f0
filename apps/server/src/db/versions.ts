import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Where-condition of a versioned write: the row is still at the version the client edited (its updatedAt, to the
 * millisecond the API shows). No condition without a version, so the write is not checked. The same check of a row
 * already read is `isAtVersion` (errors/app-error.ts).
 */
export function atVersion(updatedAt: AnyColumn, expectedUpdatedAt: string | null | undefined): SQL | undefined {
  if (!expectedUpdatedAt) return undefined;
  return sql`date_trunc('milliseconds', ${updatedAt}) = ${new Date(expectedUpdatedAt).toISOString()}::timestamptz`;
}
