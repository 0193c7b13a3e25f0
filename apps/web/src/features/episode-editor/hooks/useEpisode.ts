import { useQuery } from '@tanstack/react-query';
import { episodeEditorApi } from '../api/episodeEditorApi';
import { episodeEditorKeys } from '../api/episodeEditorKeys';

/** The episode (name, description, aspect ratio...) from scenario.get. */
export function useEpisode(scenarioId: string) {
  return useQuery({
    queryKey: episodeEditorKeys.detail(scenarioId),
    queryFn: () => episodeEditorApi.get(scenarioId),
  });
}
