import type { ProjectListSort } from '@sym/contracts';

export interface ProjectListParams {
  search: string;
  sort: ProjectListSort;
}

/** Query keys of the projects feature; invalidating `projectKeys.all` refreshes every project query. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  details: (projectId: string) => [...projectKeys.all, 'details', projectId] as const,
  models: (projectId: string) => [...projectKeys.all, 'models', projectId] as const,
};

export const seriesKeys = {
  all: ['series'] as const,
};

/** Episodes (scenarios) of one project. */
export const scenarioKeys = {
  all: ['scenarios'] as const,
  byProject: (projectId: string) => [...scenarioKeys.all, 'project', projectId] as const,
};
