import type { ProjectListItem, ProjectSort, SeriesView } from '@sym/contracts';
import { useMemo } from 'react';
import { filterByTeam } from '../utils/filterByTeam';
import { filterBySeries, groupBySeries, type SeriesGroup } from '../utils/groupBySeries';
import type { ProjectFilter } from '../utils/projectPreferences';
import { filterProjects, sortProjects } from '../utils/projectSort';

interface VisibleProjectsInput {
  projects: readonly ProjectListItem[];
  series: readonly SeriesView[];
  /** The user's teams: a saved filter naming another team is ignored. */
  teamIds: ReadonlySet<string>;
  filter: ProjectFilter;
  sort: ProjectSort;
  customOrder: readonly string[];
}

/**
 * What the list shows: the loaded projects filtered by text, team and series, sorted, and grouped by series when
 * all series are shown and the user has any. `orderedIds` is the full sorted list the custom order is built on.
 */
export function useVisibleProjects({ projects, series, teamIds, filter, sort, customOrder }: VisibleProjectsInput) {
  return useMemo(() => {
    const sorted = sortProjects(projects, sort, customOrder);
    const knownSeries = new Set(series.map((entry) => entry.id));
    const ofTeam = filterByTeam(filterProjects(sorted, filter.search), filter.team, teamIds);
    const visible = filterBySeries(ofTeam, filter.series, knownSeries);
    const isGrouped = filter.series === 'all' && series.length > 0;
    const groups: SeriesGroup<ProjectListItem>[] = isGrouped
      ? groupBySeries(visible, series, !filter.search.trim())
      : [{ series: null, projects: visible }];
    return {
      orderedIds: sorted.map((project) => project.id),
      visibleIds: groups.flatMap((group) => group.projects.map((project) => project.id)),
      groups,
      isGrouped,
    };
  }, [projects, series, teamIds, filter, sort, customOrder]);
}
