import { GENERATIONS_PAGE_DEFAULT, type ShotGeneration, type ShotGenerationKind } from '@sym/contracts';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { scenarioEditorKeys } from '../../api/scenarioEditorKeys';
import { shotEditorApi } from '../shotEditorApi';
import { shotEditorKeys } from '../shotEditorKeys';

type Pages = InfiniteData<ShotGeneration[], string | undefined>;

/**
 * A shot's generated images or videos, newest first, a page at a time ("Show older"), with making one
 * primary and deleting one.
 */
export function useShotGenerations(scenarioId: string, shotId: string, kind: ShotGenerationKind) {
  const queryClient = useQueryClient();
  const queryKey = shotEditorKeys.generations(scenarioId, shotId, kind);
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => shotEditorApi.generations(scenarioId, shotId, kind, pageParam),
    initialPageParam: undefined as string | undefined,
    // A full page may have older ones behind it; they are asked for by the newest instant not yet seen.
    getNextPageParam: (lastPage) =>
      lastPage.length < GENERATIONS_PAGE_DEFAULT ? undefined : lastPage[lastPage.length - 1]?.createdAt,
  });

  const updateItems = (change: (items: ShotGeneration[]) => ShotGeneration[]) =>
    queryClient.setQueryData<Pages>(queryKey, (data) => (data ? { ...data, pages: data.pages.map(change) } : data));

  // The shot shows its primary image or video: the storyboard card changes with the history.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: scenarioEditorKeys.shots(scenarioId) });
  };

  const setPrimary = useMutation({
    mutationFn: (generation: ShotGeneration) => shotEditorApi.setPrimary(scenarioId, generation.id),
    onSuccess: (updated) => {
      updateItems((items) => items.map((item) => ({ ...item, isPrimary: item.id === updated.id })));
      refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (generation: ShotGeneration) => shotEditorApi.deleteGeneration(scenarioId, generation),
    onSuccess: (_result, generation) => {
      updateItems((items) => items.filter((item) => item.id !== generation.id));
      refresh();
    },
  });

  return { list, items: list.data?.pages.flat() ?? [], setPrimary, remove };
}
