import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A write checked field by field: for each changed field sent with a base value (the value the client read),
 * that base and the new value. The write goes through when every such field still holds one of the two.
 */
export interface FieldGuard {
  base: Record<string, unknown>;
  next: Record<string, unknown>;
}

/** Whether a field's stored value equals a value, as SQL (each column compares in its own type). */
export type FieldMatcher = (value: unknown) => SQL;

/** The matchers of the fields a table lets clients check, by input field name. */
export type FieldMatchers = Readonly<Record<string, FieldMatcher>>;

/**
 * Compares a column with a value in the column's type (jsonb as jsonb, real as real); null as `is null`. The
 * value is bound through the column, so JSON goes in as JSON text.
 */
export const matchColumn =
  (column: AnyColumn): FieldMatcher =>
  (value) =>
    value === null || value === undefined ? isNull(column) : eq(column, value);

/** Compares a nullable text column reading null and '' as the same text (a client shows both as empty). */
export const matchText =
  (column: AnyColumn): FieldMatcher =>
  (value) =>
    sql`coalesce(${column}, '') = ${typeof value === 'string' ? value : ''}`;

/** Compares a jsonb array as a set (order and repeats do not count), e.g. an episode's languages. */
export const matchJsonSet =
  (column: AnyColumn | SQL): FieldMatcher =>
  (value) => {
    const json = JSON.stringify(Array.isArray(value) ? value : []);
    return sql`(${column} @> ${json}::jsonb and ${column} <@ ${json}::jsonb)`;
  };

/** What a versioned write must still find: its fields at their base values, and/or the row at its version. */
export interface WriteGuard {
  fields?: FieldGuard;
  version?: string | null;
}

/**
 * The check of a write. `sent`: the fields the client changes; `changes`: what is stored for them (the new
 * values, after the server's own additions). Each sent field with a base value (and a matcher) is checked on its
 * value; when some sent field has none, the whole row's version (expectedUpdatedAt) is checked too, so a client
 * that sends no base values keeps the check it always had.
 */
export function writeGuardOf(
  request: {
    sent: Record<string, unknown>;
    changes: Record<string, unknown>;
    base: Record<string, unknown> | undefined;
    expectedUpdatedAt: string | null | undefined;
  },
  matchers: FieldMatchers,
): WriteGuard {
  const { sent, changes, base = {}, expectedUpdatedAt } = request;
  const written = Object.keys(sent).filter((field) => sent[field] !== undefined);
  const guarded = written.filter(
    (field) => field in matchers && base[field] !== undefined && changes[field] !== undefined,
  );
  const isEveryFieldGuarded = guarded.length > 0 && guarded.length === written.length;
  const guard: WriteGuard = isEveryFieldGuarded ? {} : { version: expectedUpdatedAt };
  if (guarded.length === 0) return guard;
  return {
    ...guard,
    fields: {
      base: Object.fromEntries(guarded.map((field) => [field, base[field]])),
      next: Object.fromEntries(guarded.map((field) => [field, changes[field]])),
    },
  };
}

/** Per guarded field: the condition that it still holds its base value or already the new one. */
function fieldConditions(matchers: FieldMatchers, guard: FieldGuard): [string, SQL][] {
  return Object.keys(guard.base).flatMap((field) => {
    const match = matchers[field];
    return match ? [[field, or(match(guard.base[field]), match(guard.next[field]))!] as [string, SQL]] : [];
  });
}

/** Where-condition of a write checked field by field (none without a guard). */
export function atFieldBases(matchers: FieldMatchers, guard: FieldGuard | undefined): SQL | undefined {
  if (!guard) return undefined;
  const conditions = fieldConditions(matchers, guard).map(([, condition]) => condition);
  return conditions.length === 0 ? undefined : and(...conditions);
}

/**
 * Select columns telling, per guarded field, whether it still passes (true) — read after a refused write to name
 * the fields changed on both sides with the very conditions the write used.
 */
export function fieldChecks(matchers: FieldMatchers, guard: FieldGuard): Record<string, SQL<boolean>> {
  return Object.fromEntries(
    fieldConditions(matchers, guard).map(([field, condition]) => [
      field,
      sql<boolean>`coalesce(${condition}, false)`.mapWith((value: unknown) => value === true || value === 't'),
    ]),
  );
}

/** The fields a row of fieldChecks reports as no longer passing. */
export function failedFields(checks: Record<string, boolean> | undefined): string[] {
  if (!checks) return [];
  return Object.keys(checks).filter((field) => !checks[field]);
}
