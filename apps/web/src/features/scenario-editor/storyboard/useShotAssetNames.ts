import type { Shot } from '@sym/contracts';
import { useMemo } from 'react';
import { useLookNames, useProjectAssets } from '../../assets';

const NONE: readonly string[] = [];

/** The assets whose look some shot names, each once, in a stable order. */
const wornIn = (shots: readonly Shot[]) =>
  [...new Set(shots.flatMap((shot) => Object.keys(shot.looks ?? {})))].sort().join(',');

/**
 * Names of the project's assets for the shot cards, looked up by id, each with the look the shot has it wear
 * ("Mara · Winter coat"). While the assets load (or if they cannot), cards simply show no names: the storyboard
 * does not wait for them.
 */
export function useShotAssetNames(projectId: string, shots: readonly Shot[]) {
  const assets = useProjectAssets(projectId);
  const worn = wornIn(shots);
  const lookNames = useLookNames(useMemo(() => (worn ? worn.split(',') : []), [worn]));
  // Made again when the assets or a look's name change; until then one array per set of ids and looks, so
  // unchanged cards keep equal props and skip re-rendering.
  return useMemo(() => {
    const names = new Map((assets.data ?? []).map((asset) => [asset.id, asset.name]));
    const cache = new Map<string, readonly string[]>();
    return (shot: Shot): readonly string[] => {
      if (shot.assetIds.length === 0 || names.size === 0) return NONE;
      const looks = shot.looks ?? {};
      const key = shot.assetIds.map((id) => `${id}:${looks[id] ?? ''}`).join(',');
      let found = cache.get(key);
      if (!found) {
        found = shot.assetIds.flatMap((id) => {
          const name = names.get(id);
          if (!name) return [];
          const look = lookNames.get(looks[id] ?? '');
          return [look ? `${name} · ${look}` : name];
        });
        cache.set(key, found);
      }
      return found;
    };
  }, [assets.data, lookNames]);
}
