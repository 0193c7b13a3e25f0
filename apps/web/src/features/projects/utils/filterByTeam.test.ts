import { describe, expect, it } from 'vitest';
import { filterByTeam } from './filterByTeam';

const projects = [
  { id: 'own', teamId: null },
  { id: 'north', teamId: 't1' },
  { id: 'south', teamId: 't2' },
];
const ids = (list: { id: string }[]) => list.map((project) => project.id);

describe('filterByTeam', () => {
  it('keeps every project, the personal ones, or one team’s', () => {
    const known = new Set(['t1', 't2']);
    expect(ids(filterByTeam(projects, 'all', known))).toEqual(['own', 'north', 'south']);
    expect(ids(filterByTeam(projects, 'personal', known))).toEqual(['own']);
    expect(ids(filterByTeam(projects, 't2', known))).toEqual(['south']);
  });

  it('shows everything for a saved team the user has left', () => {
    expect(ids(filterByTeam(projects, 't2', new Set(['t1'])))).toEqual(['own', 'north', 'south']);
  });
});
