import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scenarioKeys, projectKeys } from '../../projects';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { scenarioSettingsApi, type ScenarioSettingsPatch } from './settingsApi';

/** Saves the episode's settings; the editor header and the project's episode list show the change. */
export function useUpdateScenarioSettings(projectId: string, scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ScenarioSettingsPatch) => scenarioSettingsApi.update(scenarioId, patch),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.detail(scenarioId) }),
        queryClient.invalidateQueries({ queryKey: scenarioKeys.byProject(projectId) }),
      ]),
  });
}

/**
 * Deletes the episode; the project's episode list and counts are re-read. The editor's own queries are left
 * alone: re-reading them while the editor is still open would only answer 404 before the page moves on.
 */
export function useDeleteScenario(projectId: string, scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scenarioSettingsApi.delete(scenarioId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scenarioKeys.byProject(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
