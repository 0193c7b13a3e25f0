import { Annotation, type ReviewComment } from '@sym/contracts';
import type { CommentRow } from '../../db/schema.ts';
import type { ScenarioVersions } from '../shots/shot-versions.repository.ts';
import { presentAuthor } from './review-actor.ts';

/** A stored annotation as the contract shows it (a row written before a schema change shows none). */
function annotationOf(value: unknown) {
  const parsed = Annotation.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function presentComment(
  row: CommentRow,
  names: ReadonlyMap<string, string>,
  versions: ScenarioVersions,
): ReviewComment {
  return {
    id: row.id,
    scenarioId: row.scenarioId,
    parentId: row.parentId,
    shotId: row.shotId,
    version: versions.refOf(row.generationId),
    timeSeconds: row.timeSeconds,
    timeEndSeconds: row.timeEndSeconds,
    body: row.body,
    annotation: row.annotation ? annotationOf(row.annotation) : null,
    author: presentAuthor(row, names),
    mentions: row.mentions,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedBy ? (names.get(row.resolvedBy) ?? null) : null,
    editedAt: row.editedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Threads in order: each first comment followed by its replies; threads by their first comment's time. */
export function threadOrder(rows: readonly CommentRow[]): CommentRow[] {
  const replies = new Map<string, CommentRow[]>();
  for (const row of rows) if (row.parentId) replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), row]);
  return rows.filter((row) => !row.parentId).flatMap((root) => [root, ...(replies.get(root.id) ?? [])]);
}
