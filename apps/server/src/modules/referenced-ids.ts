import { Id } from '@sym/contracts';
import { validationError } from '../errors/app-error.ts';

/**
 * Which of `ids` name records the scope may point at; any other id (unknown, deleted, another project's or
 * another user's) is left out. Each domain's repository answers for its own table in one query.
 */
export type ReferenceLookup<Scope> = (scope: Scope, ids: readonly string[]) => Promise<ReadonlySet<string>>;

export interface ReferenceRule<Scope> {
  /** The input field the ids came in; the 422 names it. */
  field: string;
  message: string;
  lookup: ReferenceLookup<Scope>;
}

/**
 * Refuses (422 on the rule's field) ids in an input that do not all name records the scope may reference (in
 * practice: of the target's project or episode, or the caller's own library), before anything is stored. An id
 * that is not a UUID names nothing and costs no query. `kept` ids, which the record already points at, are not
 * checked again: one that became unusable since (a collaborator left) is skipped when read, and a save that
 * keeps it must not fail.
 */
export async function assertReferencedIds<Scope>(
  rule: ReferenceRule<Scope>,
  scope: Scope,
  ids: readonly string[],
  kept: readonly string[] = [],
): Promise<void> {
  const keptIds = new Set(kept);
  const asked = [...new Set(ids)].filter((id) => !keptIds.has(id));
  if (asked.length === 0) return;
  const isWellFormed = asked.every((id) => Id.safeParse(id).success);
  const found = isWellFormed ? await rule.lookup(scope, asked) : new Set<string>();
  if (asked.some((id) => !found.has(id))) throw validationError(rule.field, rule.message);
}
