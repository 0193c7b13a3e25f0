import type { Shot } from '../entities/scenario.ts';

/** A shot as the live shot list keeps it: any presented shot with its id, sequence and (optional) version. */
export type ListedShot = Pick<Shot, 'id' | 'sequence'> & { updatedAt?: string | null };

/** The shot-list changes the project room carries (the `data` of the shot live events). */
export type ShotListChange<S extends ListedShot> =
  | { type: 'shot.created' | 'shot.duplicated' | 'shot.updated'; data: { shot: S } }
  | { type: 'shot.deleted'; data: { id: string } }
  | { type: 'shot.reordered'; data: { shotIds: string[] } }
  | { type: 'shot.replaced'; data: { shots: S[] } };

const renumber = <S extends ListedShot>(shots: S[]): S[] =>
  shots.map((shot, index) => (shot.sequence === index + 1 ? shot : { ...shot, sequence: index + 1 }));

const isOlder = (incoming: ListedShot, current: ListedShot) =>
  Boolean(incoming.updatedAt && current.updatedAt && Date.parse(incoming.updatedAt) < Date.parse(current.updatedAt));

/** Puts `shot` at its sequence (1-based, clamped), the others closing up around it, sequences 1..n. */
function place<S extends ListedShot>(shots: S[], shot: S): S[] {
  const others = shots.filter((existing) => existing.id !== shot.id);
  const at = Math.min(Math.max(shot.sequence - 1, 0), others.length);
  return renumber([...others.slice(0, at), shot, ...others.slice(at)]);
}

/**
 * Changes of the list's order. Every tab applies these in the order the server sent them, its own included
 * (they are idempotent): an answer to its own request can arrive after others' later changes, and applying that
 * answer's order would undo them.
 */
export const SHOT_ORDER_CHANGES: ReadonlySet<string> = new Set([
  'shot.created',
  'shot.duplicated',
  'shot.deleted',
  'shot.reordered',
  'shot.replaced',
]);

/**
 * Applies one live change to an episode's shot list, as the server made it: inserts at the shot's sequence,
 * removes, reorders, replaces. Sequences stay 1..n like the server's. An update older than the shot held (events
 * of concurrent writes may arrive out of commit order) and an update of a shot no longer in the list are ignored,
 * so a late event never brings back an older text or a deleted shot.
 */
export function applyShotListChange<S extends ListedShot>(shots: S[], change: ShotListChange<S>): S[] {
  switch (change.type) {
    case 'shot.created':
    case 'shot.duplicated': {
      // Already here (the tab's own answer, or its own event after it): later changes may have moved it since.
      const existing = shots.find((shot) => shot.id === change.data.shot.id);
      if (existing) return shots;
      return place(shots, change.data.shot);
    }
    case 'shot.updated': {
      // Content only: an update that moves a shot comes with its own shot.reordered. A version does not order
      // positions (a reorder leaves it), so the sequence an update carries may be stale and is not followed.
      const index = shots.findIndex((shot) => shot.id === change.data.shot.id);
      const existing = shots[index];
      if (!existing || isOlder(change.data.shot, existing)) return shots;
      const next = [...shots];
      next[index] = { ...existing, ...change.data.shot, sequence: existing.sequence };
      return next;
    }
    case 'shot.deleted':
      return renumber(shots.filter((shot) => shot.id !== change.data.id));
    case 'shot.reordered': {
      const position = new Map(change.data.shotIds.map((id, index) => [id, index]));
      const known = shots.filter((shot) => position.has(shot.id));
      known.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
      return renumber(known);
    }
    case 'shot.replaced':
      return renumber([...change.data.shots].sort((a, b) => a.sequence - b.sequence));
  }
}
