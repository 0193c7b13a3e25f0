import type { ShotGeneration, ShotGenerationKind } from '@sym/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { episodeEditorKeys } from '../../api/episodeEditorKeys';
import { shotEditorApi } from '../shotEditorApi';
import { shotEditorKeys } from '../shotEditorKeys';

/** A shot's generated images or videos (newest first), with making one primary and deleting one. */
export function useShotGenerations(scenarioId: string, shotId: string, kind: ShotGenerationKind) {
  const queryClient = useQueryClient();
  const queryKey = shotEditorKeys.generations(scenarioId, shotId, kind);
  const list = useQuery({
    queryKey,
    queryFn: () => shotEditorApi.generations(scenarioId, shotId, kind),
  });

  // The shot shows its primary image or video: the storyboard card changes with the history.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.shots(scenarioId) });
  };

  const setPrimary = useMutation({
    mutationFn: (generation: ShotGeneration) => shotEditorApi.setPrimary(scenarioId, generation.id),
    onSuccess: (updated) => {
      queryClient.setQueryData<ShotGeneration[]>(queryKey, (items) =>
        items?.map((item) => ({ ...item, isPrimary: item.id === updated.id })),
      );
      refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (generation: ShotGeneration) => shotEditorApi.deleteGeneration(scenarioId, generation),
    onSuccess: (_result, generation) => {
      queryClient.setQueryData<ShotGeneration[]>(queryKey, (items) =>
        items?.filter((item) => item.id !== generation.id),
      );
      refresh();
    },
  });

  return { list, setPrimary, remove };
}
