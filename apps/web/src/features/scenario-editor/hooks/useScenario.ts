import { useQuery } from '@tanstack/react-query';
import { scenarioEditorApi } from '../api/scenarioEditorApi';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';

/** The episode (name, description, aspect ratio...) from scenario.get. */
export function useScenario(scenarioId: string) {
  return useQuery({
    queryKey: scenarioEditorKeys.detail(scenarioId),
    queryFn: () => scenarioEditorApi.get(scenarioId),
  });
}
