import { describe, expect, it } from 'vitest';
import { filterBySeries, groupBySeries } from './groupBySeries';

const series = [
  { id: 's2', name: 'Winter tales' },
  { id: 's1', name: 'Autumn shorts' },
  { id: 's3', name: 'Empty' },
];
const projects = [
  { id: 'p1', seriesId: 's2' },
  { id: 'p2', seriesId: null },
  { id: 'p3', seriesId: 's1' },
  { id: 'p4', seriesId: 's2' },
  { id: 'p5', seriesId: 'deleted-series' },
];

describe('groupBySeries', () => {
  it('groups under series names in alphabetical order, then No Series, keeping project order', () => {
    const groups = groupBySeries(projects, series);
    expect(groups.map((group) => [group.series?.name ?? null, group.projects.map((p) => p.id)])).toEqual([
      ['Autumn shorts', ['p3']],
      ['Winter tales', ['p1', 'p4']],
      [null, ['p2', 'p5']],
    ]);
  });

  it('keeps empty series when asked', () => {
    expect(groupBySeries([], series, true).map((group) => group.series?.id)).toEqual(['s1', 's3', 's2']);
  });
});

describe('filterBySeries', () => {
  const known = new Set(series.map((entry) => entry.id));

  it('keeps all, those without a (known) series, or one series', () => {
    expect(filterBySeries(projects, 'all', known)).toHaveLength(5);
    expect(filterBySeries(projects, 'none', known).map((p) => p.id)).toEqual(['p2', 'p5']);
    expect(filterBySeries(projects, 's2', known).map((p) => p.id)).toEqual(['p1', 'p4']);
  });
});
