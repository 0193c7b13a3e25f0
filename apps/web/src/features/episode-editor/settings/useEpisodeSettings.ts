import { useMutation, useQueryClient } from '@tanstack/react-query';
import { episodeKeys, projectKeys } from '../../projects';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { episodeSettingsApi, type EpisodeSettingsPatch } from './settingsApi';

/** Saves the episode's settings; the editor header and the project's episode list show the change. */
export function useUpdateEpisodeSettings(projectId: string, scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EpisodeSettingsPatch) => episodeSettingsApi.update(scenarioId, patch),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: episodeEditorKeys.detail(scenarioId) }),
        queryClient.invalidateQueries({ queryKey: episodeKeys.byProject(projectId) }),
      ]),
  });
}

/**
 * Deletes the episode; the project's episode list and counts are re-read. The editor's own queries are left
 * alone: re-reading them while the editor is still open would only answer 404 before the page moves on.
 */
export function useDeleteEpisode(projectId: string, scenarioId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => episodeSettingsApi.delete(scenarioId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: episodeKeys.byProject(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      ]),
  });
}
