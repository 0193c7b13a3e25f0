import { useProject, useSeriesList } from '../../projects';

/** The series the project is in (id and name), or null: what decides whether the series bible is offered. */
export function useProjectSeries(projectId: string): { id: string; name: string } | null {
  const project = useProject(projectId);
  const series = useSeriesList();
  const seriesId = project.data?.seriesId ?? null;
  if (!seriesId) return null;
  const name = series.data?.find((entry) => entry.id === seriesId)?.name ?? '';
  return { id: seriesId, name };
}
