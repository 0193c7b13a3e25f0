import type { ShotGeneration } from '@sym/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { activeJobOf } from '../../generation';
import type { LiveHandlers } from '../../realtime';
import { episodeEditorKeys } from '../api/episodeEditorKeys';
import { shotEditorKeys } from '../shot-editor/shotEditorKeys';

type Pages = InfiniteData<ShotGeneration[], string | undefined>;

/** Every cached generation history of the episode (per shot and kind), changed page by page. */
function updateHistories(
  queryClient: QueryClient,
  scenarioId: string,
  change: (items: ShotGeneration[]) => ShotGeneration[],
) {
  const prefix = [...episodeEditorKeys.all, 'generations', scenarioId];
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: prefix })) {
    if (!data) continue;
    queryClient.setQueryData<Pages>(key, { ...data, pages: data.pages.map(change) });
  }
}

/** A shot's generated images and videos, kept current by the room's events and finished jobs. */
export const shotGenerationLiveHandlers: LiveHandlers = {
  'shot.generation.updated': ({ scenarioId, generation }, { queryClient }) => {
    const key = shotEditorKeys.generations(scenarioId, generation.shotId, generation.kind);
    queryClient.setQueryData<Pages>(key, (data) => {
      if (!data) return data;
      const known = data.pages.some((page) => page.some((item) => item.id === generation.id));
      const pages = data.pages.map((page, index) => {
        const placed = known
          ? page.map((item) => (item.id === generation.id ? generation : item))
          : index === 0
            ? [generation, ...page]
            : page;
        return generation.isPrimary
          ? placed.map((item) => (item.id !== generation.id && item.isPrimary ? { ...item, isPrimary: false } : item))
          : placed;
      });
      return { ...data, pages };
    });
  },
  'shot.generation.deleted': ({ scenarioId, id }, { queryClient }) =>
    updateHistories(queryClient, scenarioId, (items) => items.filter((item) => item.id !== id)),
  // The job carries only its output's url: the shot's history and card are read again (targeted queries).
  'generation.completed': (job, { queryClient, projectId }) => {
    const target = activeJobOf(queryClient, projectId, job.id);
    if (target?.scenarioId && target.shotId) {
      void queryClient.invalidateQueries({
        queryKey: shotEditorKeys.shotGenerations(target.scenarioId, target.shotId),
      });
      void queryClient.invalidateQueries({ queryKey: episodeEditorKeys.shots(target.scenarioId) });
      return;
    }
    const targetType = (job.result as { targetType?: unknown } | null)?.targetType;
    if (!target && typeof targetType === 'string' && targetType.startsWith('shot-')) {
      void queryClient.invalidateQueries({ queryKey: [...episodeEditorKeys.all, 'generations'] });
      void queryClient.invalidateQueries({ queryKey: [...episodeEditorKeys.all, 'shots'] });
    }
  },
};
