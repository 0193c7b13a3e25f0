import { JOB_KINDS, type JobKind, type Shot, type ShotGeneration } from '@sym/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { LiveHandlers } from '../../realtime';
import { scenarioEditorKeys } from '../api/scenarioEditorKeys';
import { shotEditorKeys } from '../shot-editor/shotEditorKeys';

type Pages = InfiniteData<ShotGeneration[], string | undefined>;

/** Every cached generation history of the episode (per shot and kind), changed page by page. */
function updateHistories(
  queryClient: QueryClient,
  scenarioId: string,
  change: (items: ShotGeneration[]) => ShotGeneration[],
) {
  const prefix = [...scenarioEditorKeys.all, 'generations', scenarioId];
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: prefix })) {
    if (!data) continue;
    queryClient.setQueryData<Pages>(key, { ...data, pages: data.pages.map(change) });
  }
}

type ShownTake = Pick<Shot, 'imageUrl' | 'imageThumbUrl'> | Pick<Shot, 'videoUrl'>;

/** What a finished shot job shows on its shot: an image its picture (and thumbnail), a clip or lip-sync its video. */
function shownTakeOf(kind: JobKind, result: Record<string, unknown> | null): ShownTake | null {
  const url = typeof result?.url === 'string' ? result.url : null;
  if (!url || JOB_KINDS[kind].fills !== 'shot-generation') return null;
  if (JOB_KINDS[kind].generationKind === 'image') {
    return { imageUrl: url, imageThumbUrl: typeof result?.thumbUrl === 'string' ? result.thumbUrl : null };
  }
  return { videoUrl: url };
}

/** Puts the new take on the one shot of the episode's cached list (nothing when the list is not loaded). */
function patchShot(queryClient: QueryClient, scenarioId: string, shotId: string, shown: ShownTake): void {
  queryClient.setQueryData<Shot[]>(scenarioEditorKeys.shots(scenarioId), (shots) =>
    shots?.some((shot) => shot.id === shotId)
      ? shots.map((shot) => (shot.id === shotId ? { ...shot, ...shown } : shot))
      : shots,
  );
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
  // A finished job names the shot it filled: that shot's history is read again (if shown) and its entry in the
  // episode's list shows the new take at once (the fill makes it the shot's primary picture or clip).
  'generation.completed': ({ target, result }, { queryClient }) => {
    if (!target?.scenarioId || !target.shotId) return;
    void queryClient.invalidateQueries({ queryKey: shotEditorKeys.shotGenerations(target.scenarioId, target.shotId) });
    const shown = shownTakeOf(target.type, result);
    if (shown) patchShot(queryClient, target.scenarioId, target.shotId, shown);
  },
  'generation.failed': ({ target }, { queryClient }) => {
    if (!target?.scenarioId || !target.shotId) return;
    void queryClient.invalidateQueries({ queryKey: shotEditorKeys.shotGenerations(target.scenarioId, target.shotId) });
  },
};
