export interface SeriesLike {
  id: string;
  name: string;
}

export interface SeriesGroup<P> {
  /** null is the 'No Series' group. */
  series: SeriesLike | null;
  projects: P[];
}

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Groups already sorted projects under their series (by series name), then 'No Series'. A project whose
 * series is unknown (deleted meanwhile) counts as 'No Series'. Empty series stay when `shouldKeepEmpty`.
 */
export function groupBySeries<P extends { seriesId?: string | null }>(
  projects: readonly P[],
  series: readonly SeriesLike[],
  shouldKeepEmpty = false,
): SeriesGroup<P>[] {
  const known = new Map(series.map((entry) => [entry.id, entry]));
  const buckets = new Map<string | null, P[]>();
  for (const project of projects) {
    const key = project.seriesId && known.has(project.seriesId) ? project.seriesId : null;
    buckets.set(key, [...(buckets.get(key) ?? []), project]);
  }
  const groups: SeriesGroup<P>[] = [...series]
    .sort((a, b) => byName.compare(a.name, b.name))
    .map((entry) => ({ series: entry, projects: buckets.get(entry.id) ?? [] }))
    .filter((group) => shouldKeepEmpty || group.projects.length > 0);
  const unassigned = buckets.get(null) ?? [];
  if (unassigned.length > 0) groups.push({ series: null, projects: unassigned });
  return groups;
}

/** Keeps the projects the series filter lets through. */
export function filterBySeries<P extends { seriesId?: string | null }>(
  projects: readonly P[],
  filter: string,
  knownSeriesIds: ReadonlySet<string>,
): P[] {
  if (filter === 'all') return [...projects];
  if (filter === 'none') return projects.filter((p) => !p.seriesId || !knownSeriesIds.has(p.seriesId));
  return projects.filter((p) => p.seriesId === filter);
}
