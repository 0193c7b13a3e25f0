import { useQuery } from '@tanstack/react-query';
import { assetQueryKeys } from '../api/assetQueryKeys';
import { assetsApi } from '../api/assetsApi';

/** The project's assets (spec §2 assets screen), from asset.listByProject. */
export function useProjectAssets(projectId: string) {
  return useQuery({
    queryKey: assetQueryKeys.project(projectId),
    queryFn: () => assetsApi.listByProject(projectId),
  });
}
