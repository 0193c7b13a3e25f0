import type { Shot } from '@sym/contracts';

/**
 * Reorder helpers of the storyboard: pure, so the optimistic cache update and the undo of a reorder are
 * computed the same way the tests check them.
 */

/** The list with the item at `from` moved to `to` (both clamped); the input is left unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(0, to), next.length - 1);
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** The order with shot `id` moved `delta` places (negative = earlier), clamped to the ends. */
export function moveIdBy(order: readonly string[], id: string, delta: number): string[] {
  const from = order.indexOf(id);
  if (from < 0) return [...order];
  return moveItem(order, from, from + delta);
}

/** The order with `activeId` moved to where `overId` is (what a drop onto another card means). */
export function moveIdOnto(order: readonly string[], activeId: string, overId: string): string[] {
  const from = order.indexOf(activeId);
  const to = order.indexOf(overId);
  if (from < 0 || to < 0) return [...order];
  return moveItem(order, from, to);
}

export const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The shots in the order of `ids`, with sequences 1..n (the server's answer to the same reorder). */
export function applyOrder(shots: readonly Shot[], ids: readonly string[]): Shot[] {
  const byId = new Map(shots.map((shot) => [shot.id, shot]));
  const ordered = ids.flatMap((id) => {
    const shot = byId.get(id);
    return shot ? [shot] : [];
  });
  // Shots the order does not name (added meanwhile) keep their place after the named ones.
  const named = new Set(ids);
  const rest = shots.filter((shot) => !named.has(shot.id));
  return [...ordered, ...rest].map((shot, index) =>
    shot.sequence === index + 1 ? shot : { ...shot, sequence: index + 1 },
  );
}

/**
 * The order to go back to when undoing a reorder: the earlier order of the shots that still exist, then
 * shots that did not exist back then, in their current order (the server needs every shot exactly once).
 */
export function restorableOrder(previous: readonly string[], current: readonly string[]): string[] {
  const present = new Set(current);
  const kept = previous.filter((id) => present.has(id));
  const earlier = new Set(previous);
  return [...kept, ...current.filter((id) => !earlier.has(id))];
}
