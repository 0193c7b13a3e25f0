import { useQuery } from '@tanstack/react-query';
import { styleQueryKeys } from '../api/styleQueryKeys';
import { stylesApi } from '../api/stylesApi';

/** Style modules of a project, or of the global library when projectId is null. */
export function useStyleModules(projectId: string | null) {
  return useQuery({ queryKey: styleQueryKeys.list(projectId), queryFn: () => stylesApi.list(projectId) });
}
