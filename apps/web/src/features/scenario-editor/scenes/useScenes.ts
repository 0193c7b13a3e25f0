import type { Scene } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { useGatedControl } from '../../../app/tier';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { scenesApi } from './scenesApi';

const NO_SCENES: readonly Scene[] = [];

/**
 * The episode's stored scenes (scene grouping, the professional edition's): empty without the feature or before
 * the episode has any (the derived grouping the API shows then, with no ids, is not the storyboard's business).
 */
export function useScenes(scenarioId: string): { isEnabled: boolean; scenes: readonly Scene[] } {
  const { isEnabled } = useGatedControl('storyboard.scenes');
  const query = useQuery({
    queryKey: scenarioEditorKeys.scenes(scenarioId),
    queryFn: async () => (await scenesApi.list(scenarioId)).filter((scene) => scene.id !== null),
    enabled: isEnabled,
  });
  return { isEnabled, scenes: query.data ?? NO_SCENES };
}
