import { PROJECT_SORTS, type ProjectSort } from '@sym/contracts';

/** The fields the list filter and the sorts read. */
export interface SortableProject {
  id: string;
  name: string;
  description?: string | null;
  createdAt: string;
  updatedAt: string;
  /** The listing's last change to the project or anything in it (episodes, shots, assets), when listed. */
  updated_at?: string;
}

export function isProjectSort(value: unknown): value is ProjectSort {
  return typeof value === 'string' && (PROJECT_SORTS as readonly string[]).includes(value);
}

/** Spec §2: the filter matches the name or the description, ignoring case. */
export function filterProjects<T extends Pick<SortableProject, 'name' | 'description'>>(
  items: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) =>
      item.name.toLocaleLowerCase().includes(needle) || (item.description ?? '').toLocaleLowerCase().includes(needle),
  );
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const newestFirst = (a: string, b: string) => Date.parse(b) - Date.parse(a);
const lastChange = (item: SortableProject) => item.updated_at ?? item.updatedAt;

/**
 * Spec §4: recent = creation date, newest first; name = alphabetical; modified = last change, newest first;
 * custom = the user's manual order. Projects missing from the custom order (new ones) come first, newest first.
 */
export function sortProjects<T extends SortableProject>(
  items: readonly T[],
  sort: ProjectSort,
  customOrder: readonly string[] = [],
): T[] {
  const copy = [...items];
  const tieBreak = (a: T, b: T) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id);
  switch (sort) {
    case 'name':
      return copy.sort(tieBreak);
    case 'modified':
      return copy.sort((a, b) => newestFirst(lastChange(a), lastChange(b)) || tieBreak(a, b));
    case 'custom': {
      const position = new Map(customOrder.map((id, index) => [id, index]));
      return copy.sort((a, b) => {
        const pa = position.get(a.id);
        const pb = position.get(b.id);
        if (pa === undefined && pb === undefined) return newestFirst(a.createdAt, b.createdAt) || tieBreak(a, b);
        if (pa === undefined) return -1;
        if (pb === undefined) return 1;
        return pa - pb;
      });
    }
    case 'recent':
    default:
      return copy.sort((a, b) => newestFirst(a.createdAt, b.createdAt) || tieBreak(a, b));
  }
}

/**
 * Moves the entry at `from` to `to`. Spec §4: out-of-range or equal indexes change nothing — the same array
 * comes back, so callers can tell a no-op from a move.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): readonly T[] {
  const isInRange = (index: number) => Number.isInteger(index) && index >= 0 && index < list.length;
  if (from === to || !isInRange(from) || !isInRange(to)) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The new custom order after dropping `draggedId` on `targetId` in `orderedIds`, or null when nothing moves. */
export function reorderProjectIds(orderedIds: readonly string[], draggedId: string, targetId: string): string[] | null {
  const moved = moveItem(orderedIds, orderedIds.indexOf(draggedId), orderedIds.indexOf(targetId));
  return moved === orderedIds ? null : [...moved];
}
