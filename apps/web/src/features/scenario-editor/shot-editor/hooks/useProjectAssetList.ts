import { useQuery } from '@tanstack/react-query';
import { shotEditorApi } from '../shotEditorApi';
import { shotEditorKeys } from '../shotEditorKeys';

/** The project's assets (for the shot's asset picker and its reference image). */
export function useProjectAssetList(projectId: string) {
  return useQuery({
    queryKey: shotEditorKeys.projectAssets(projectId),
    queryFn: () => shotEditorApi.projectAssets(projectId),
  });
}
