import type { Shot } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { scenarioEditorApi } from '../api/scenarioEditorApi';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';

const bySequence = (shots: Shot[]) => [...shots].sort((a, b) => a.sequence - b.sequence);

/** The episode's shots in sequence order. */
export function useScenarioShots(scenarioId: string) {
  return useQuery({
    queryKey: scenarioEditorKeys.shots(scenarioId),
    queryFn: () => scenarioEditorApi.shots(scenarioId),
    select: bySequence,
  });
}
