import { describe, expect, it } from 'vitest';
import { filterProjects, moveItem, reorderProjectIds, sortProjects, type SortableProject } from './projectSort';

const project = (id: string, name: string, createdAt: string, updatedAt: string, description?: string) =>
  ({ id, name, createdAt, updatedAt, description }) satisfies SortableProject;

const alpha = project('a', 'Alpha', '2024-01-01T00:00:00Z', '2024-03-01T00:00:00Z', 'A heist in Lisbon');
const beta = project('b', 'beta', '2024-02-01T00:00:00Z', '2024-01-15T00:00:00Z');
const gamma = project('c', 'Gamma 10', '2024-01-15T00:00:00Z', '2024-02-01T00:00:00Z', 'Space opera');
const gamma2 = project('d', 'Gamma 2', '2023-12-01T00:00:00Z', '2023-12-01T00:00:00Z');
const all = [alpha, beta, gamma, gamma2];
const ids = (items: SortableProject[]) => items.map((item) => item.id);

describe('sortProjects', () => {
  it('recent: creation date, newest first', () => {
    expect(ids(sortProjects(all, 'recent'))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('name: alphabetical, ignoring case, numbers in numeric order', () => {
    expect(ids(sortProjects(all, 'name'))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('modified: last change, newest first', () => {
    expect(ids(sortProjects(all, 'modified'))).toEqual(['a', 'c', 'b', 'd']);
  });

  it('modified: counts the listing’s last change inside the project over its own row', () => {
    const edited = { ...gamma2, updated_at: '2024-04-01T00:00:00Z' };
    expect(ids(sortProjects([alpha, beta, gamma, edited], 'modified'))).toEqual(['d', 'a', 'c', 'b']);
  });

  it('custom: the stored order, with unknown (new) projects first, newest first', () => {
    expect(ids(sortProjects(all, 'custom', ['d', 'a', 'gone']))).toEqual(['b', 'c', 'd', 'a']);
  });

  it('does not change the input', () => {
    const input = [...all];
    sortProjects(input, 'name');
    expect(input).toEqual(all);
  });
});

describe('filterProjects', () => {
  it('matches the name or the description, ignoring case and surrounding spaces', () => {
    expect(ids(filterProjects(all, 'GAMMA'))).toEqual(['c', 'd']);
    expect(ids(filterProjects(all, '  lisbon '))).toEqual(['a']);
    expect(ids(filterProjects(all, 'opera'))).toEqual(['c']);
  });

  it('keeps everything for an empty search and nothing for no match', () => {
    expect(filterProjects(all, '   ')).toHaveLength(4);
    expect(filterProjects(all, 'zebra')).toEqual([]);
  });
});

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'];

  it('moves an entry forwards and backwards', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('ignores the same index and out-of-range indexes, returning the same array', () => {
    expect(moveItem(list, 1, 1)).toBe(list);
    expect(moveItem(list, -1, 2)).toBe(list);
    expect(moveItem(list, 0, 4)).toBe(list);
    expect(moveItem(list, 4, 0)).toBe(list);
    expect(moveItem(list, 0.5, 2)).toBe(list);
  });
});

describe('reorderProjectIds', () => {
  it('puts the dragged project at the position of the one it was dropped on', () => {
    expect(reorderProjectIds(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(reorderProjectIds(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
  });

  it('answers null when dropped on itself or when an id is unknown', () => {
    expect(reorderProjectIds(['a', 'b'], 'a', 'a')).toBeNull();
    expect(reorderProjectIds(['a', 'b'], 'x', 'a')).toBeNull();
    expect(reorderProjectIds(['a', 'b'], 'a', 'x')).toBeNull();
  });
});
