import { DEFAULT_PROJECT_SORT, STORAGE_KEYS, type PERSONAL_PROJECTS, type ProjectSort } from '@sym/contracts';
import { localStore } from '../../../lib/storage/localStore';
import { isProjectSort } from './projectSort';

/** 'all' shows every project (grouped by series), 'none' those in 'No Series', else one series id. */
export type SeriesFilter = 'all' | 'none' | (string & {});

/** 'all' shows every project, 'personal' those of no team, else one team's (issue 33). */
export type TeamFilter = 'all' | typeof PERSONAL_PROJECTS | (string & {});

export interface ProjectFilter {
  search: string;
  series: SeriesFilter;
  team: TeamFilter;
}

export const DEFAULT_PROJECT_FILTER: ProjectFilter = { search: '', series: 'all', team: 'all' };

/** Spec §3: the project filter, sort and custom order persist in local storage. */
export function readProjectFilter(): ProjectFilter {
  const stored = localStore.getJson<Partial<ProjectFilter>>(STORAGE_KEYS.projectFilter);
  if (!stored || typeof stored !== 'object') return DEFAULT_PROJECT_FILTER;
  return {
    search: typeof stored.search === 'string' ? stored.search : '',
    series: typeof stored.series === 'string' && stored.series ? stored.series : 'all',
    team: typeof stored.team === 'string' && stored.team ? stored.team : 'all',
  };
}

export function writeProjectFilter(filter: ProjectFilter): void {
  localStore.setJson(STORAGE_KEYS.projectFilter, filter);
}

export function readProjectSort(): ProjectSort {
  const stored = localStore.get(STORAGE_KEYS.projectSort);
  return isProjectSort(stored) ? stored : DEFAULT_PROJECT_SORT;
}

export function writeProjectSort(sort: ProjectSort): void {
  localStore.set(STORAGE_KEYS.projectSort, sort);
}

export function readProjectOrder(): string[] {
  const stored = localStore.getJson<unknown>(STORAGE_KEYS.projectOrder);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

export function writeProjectOrder(order: readonly string[]): void {
  localStore.setJson(STORAGE_KEYS.projectOrder, order);
}
