/**
 * Pure sequence arithmetic for an episode's shots. An order is the list of shot ids from first to last;
 * a shot's sequence is its 1-based index, so sequences are always dense (1..n). Positions are 1-based.
 */

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The order with `item` inserted at `position` (clamped to 1..n+1); without a position, at the end. */
export function insertAt<T>(order: readonly T[], item: T, position?: number): T[] {
  const index = position === undefined ? order.length : clamp(position, 1, order.length + 1) - 1;
  return [...order.slice(0, index), item, ...order.slice(index)];
}

/** The order without `item`. */
export function removeItem<T>(order: readonly T[], item: T): T[] {
  return order.filter((entry) => entry !== item);
}

/** The order with `item` moved to `position` (clamped to 1..n); unchanged if `item` is not in it. */
export function moveTo<T>(order: readonly T[], item: T, position: number): T[] {
  if (!order.includes(item)) return [...order];
  const rest = removeItem(order, item);
  return insertAt(rest, item, clamp(position, 1, order.length));
}

/** Whether `proposed` holds exactly the items of `current`, each once. */
export function isPermutationOf<T>(current: readonly T[], proposed: readonly T[]): boolean {
  if (current.length !== proposed.length) return false;
  const remaining = new Set(current);
  if (remaining.size !== current.length) return false;
  for (const item of proposed) {
    if (!remaining.delete(item)) return false;
  }
  return remaining.size === 0;
}

/** The sequence each item must get for `order`, only for items whose current sequence differs. */
export function sequenceChanges<T>(
  order: readonly T[],
  current: ReadonlyMap<T, number>,
): { id: T; sequence: number }[] {
  const changes: { id: T; sequence: number }[] = [];
  order.forEach((id, index) => {
    if (current.get(id) !== index + 1) changes.push({ id, sequence: index + 1 });
  });
  return changes;
}
