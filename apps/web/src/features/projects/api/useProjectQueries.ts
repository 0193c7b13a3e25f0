import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { projectsApi, seriesApi } from './projectsApi';
import { projectKeys, seriesKeys, type ProjectListParams } from './queryKeys';

/** The caller's projects with previews, page by page (100 a page); `projects` is every loaded page. */
export function useProjectList(params: ProjectListParams) {
  const query = useInfiniteQuery({
    queryKey: projectKeys.list(params),
    queryFn: ({ pageParam }) => projectsApi.list({ ...params, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.items.length;
      return last.items.length > 0 && next < last.total ? next : undefined;
    },
    // Typing a search or switching the sort keeps the previous cards until the new page arrives.
    placeholderData: keepPreviousData,
  });
  const projects = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { ...query, projects };
}

/** One project (name, description, style, role); shared by the header and the project screens. */
export function useProject(projectId: string | null) {
  return useQuery({
    queryKey: projectKeys.detail(projectId ?? ''),
    queryFn: () => projectsApi.get(projectId ?? ''),
    enabled: Boolean(projectId),
  });
}

/** One project with owner, collaborators and counts (project settings). */
export function useProjectDetails(projectId: string) {
  return useQuery({
    queryKey: projectKeys.details(projectId),
    queryFn: () => projectsApi.details(projectId),
  });
}

export function useSeriesList() {
  return useQuery({ queryKey: seriesKeys.all, queryFn: seriesApi.list });
}
