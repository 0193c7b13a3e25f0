import type { Shot } from '@sym/contracts';
import { useCallback, useMemo } from 'react';
import { useProjectAssets } from '../../assets';

const NONE: readonly string[] = [];

/**
 * Names of the project's assets for the shot cards, looked up by id. While the assets load (or if they
 * cannot), cards simply show no names: the storyboard does not wait for them.
 */
export function useShotAssetNames(projectId: string) {
  const assets = useProjectAssets(projectId);
  const { names, cache } = useMemo(
    () => ({
      names: new Map((assets.data ?? []).map((asset) => [asset.id, asset.name])),
      // One array per set of ids, so unchanged cards keep equal props and skip re-rendering.
      cache: new Map<string, readonly string[]>(),
    }),
    [assets.data],
  );
  return useCallback(
    (shot: Shot): readonly string[] => {
      if (shot.assetIds.length === 0 || names.size === 0) return NONE;
      const key = shot.assetIds.join(',');
      let found = cache.get(key);
      if (!found) {
        found = shot.assetIds.flatMap((id) => {
          const name = names.get(id);
          return name ? [name] : [];
        });
        cache.set(key, found);
      }
      return found;
    },
    [names, cache],
  );
}
