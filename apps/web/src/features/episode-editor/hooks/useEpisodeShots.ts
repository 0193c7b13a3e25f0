import type { Shot } from '@sym/contracts';
import { useQuery } from '@tanstack/react-query';
import { episodeEditorApi } from '../api/episodeEditorApi';
import { episodeEditorKeys } from '../api/episodeEditorKeys';

const bySequence = (shots: Shot[]) => [...shots].sort((a, b) => a.sequence - b.sequence);

/** The episode's shots in sequence order. */
export function useEpisodeShots(scenarioId: string) {
  return useQuery({
    queryKey: episodeEditorKeys.shots(scenarioId),
    queryFn: () => episodeEditorApi.shots(scenarioId),
    select: bySequence,
  });
}
