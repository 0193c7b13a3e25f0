import type { Shot } from '@sym/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { scenarioEditorApi } from '../api/scenarioEditorApi';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';

const bySequence = (shots: Shot[]) => [...shots].sort((a, b) => a.sequence - b.sequence);

/**
 * The episode's shots in sequence order. On opening they come with the episode's own read (scenario.get, which
 * the editor asks for too, so one read of a long episode instead of two); after that the shots alone are read.
 */
export function useScenarioShots(scenarioId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: scenarioEditorKeys.shots(scenarioId),
    queryFn: async () => {
      if (queryClient.getQueryData(scenarioEditorKeys.shots(scenarioId)) !== undefined) {
        return scenarioEditorApi.shots(scenarioId);
      }
      // Read now, or joined while under way: an episode read earlier may hold shots changed since.
      const scenario = await queryClient.fetchQuery({
        queryKey: scenarioEditorKeys.detail(scenarioId),
        queryFn: () => scenarioEditorApi.get(scenarioId),
        staleTime: 0,
      });
      return scenario.shots;
    },
    select: bySequence,
  });
}
